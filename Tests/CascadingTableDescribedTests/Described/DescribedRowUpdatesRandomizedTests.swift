import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Seeded random single-row updates (insert, insert many, delete, move, update), mixed with whole
/// `setRows` updates and a changing sibling range, of described rows and rows backed by
/// hand-written nodes, all of the heights real screens have (``RealHeights``: fractional, zero,
/// estimates above and below, drawn again when a row's version changes): after every step the table shows exactly the rows, every lookup by
/// identifier finds its row, and the list's children are the hand-written rows' nodes, in row
/// order, each with its row as index.
final class DescribedRowUpdatesRandomizedTests: XCTestCase {
    fileprivate static let seed: UInt64 = 0x51_6E61

    @MainActor
    func testRandomSingleRowUpdatesAlwaysShowTheLatestRows() async {
        var random = SeededGenerator(seed: Self.seed)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        var unexpected: [String] = []
        table.diagnostics.mode = .strict { unexpected.append($0.message) }
        let node = DescribedRowsDelegate()
        let list = ListNode(["s"])
        list.heightSeed = Self.seed
        let section = RealHeightsSection(
            index: 0,
            childDelegates: [FixedRow(index: 0, childDelegates: []).realHeights("first", seed: Self.seed), node, list])
        (section.headerHeight, section.footerHeight) = (22.5, 1.1)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()
        var model: [Entry] = []
        var nextID = 0
        func newID() -> String {
            nextID += 1
            return "r\(nextID)"
        }
        // One row in five is backed by a hand-written node.
        func newEntry() -> Entry {
            let id = newID()
            return Entry(
                id: id, node: Int.random(in: 0..<5, using: &random) == 0 ? Entry.node("\(id)#0") : nil)
        }
        let steps = TestScale.steps(10_000)
        for step in 0..<steps {
            let count = model.count
            var valid: Bool?
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25:
                let position = Int.random(in: 0...count, using: &random)
                let entry = newEntry()
                model.insert(entry, at: position)
                node.insert(entry.row, at: position) { valid = $0 }
            case 25..<35:
                let entries = (0..<Int.random(in: 1...4, using: &random)).map { _ in newEntry() }
                let position = Int.random(in: 0...count, using: &random)
                model.insert(contentsOf: entries, at: position)
                node.insert(contentsOf: entries.map(\.row), at: position) { valid = $0 }
            case 35..<55 where count > 0:
                let removed = model.remove(at: Int.random(in: 0..<count, using: &random))
                node.deleteRow(withID: removed.id) { valid = $0 }
            case 55..<72 where count > 0:
                let moved = model.remove(at: Int.random(in: 0..<count, using: &random))
                let position = Int.random(in: 0..<count, using: &random)
                model.insert(moved, at: position)
                node.moveRow(withID: moved.id, to: position) { valid = $0 }
            case 72..<92 where count > 0:
                let position = Int.random(in: 0..<count, using: &random)
                model[position].version += 1
                if step % 7 == 0 {
                    // The row changes kind: described rows become hand-written ones and back.
                    model[position].node =
                        model[position].node == nil
                        ? Entry.node("\(model[position].id)#\(model[position].version)") : nil
                }
                node.updateRow(model[position].row.reloadsOnChange(step % 3 == 0)) { valid = $0 }
            default:
                // A whole update from the rows the single-row updates left: a few versions bumped.
                for _ in 0..<min(count, 2) {
                    model[Int.random(in: 0..<count, using: &random)].version += 1
                }
                node.setRows(model.map(\.row)) { valid = $0 }
            }
            if step % 6 == 0 {
                // The sibling changes in the same pass: grows, or loses its first row once it has
                // 20, so that a long run's steps cost what a short one's do.
                if list.items.count < 20 {
                    list.items.append("s\(step)")
                    list.insertRows(at: [IndexPath(row: list.items.count - 1, section: 0)], with: .fade)
                } else {
                    list.items.removeFirst()
                    list.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                }
            }
            XCTAssertEqual(valid ?? true, true, "step \(step)")
            check(node, list, table, model, step: step)
            checkInvariants(ofTreeUnder: root)
            if step % 5 == 0 {
                table.contentOffset.y = CGFloat.random(in: 0...max(0, table.contentSize.height - 300), using: &random)
            }
            XCTAssertEqual(unexpected, [], "step \(step)")
            if !unexpected.isEmpty { return }
            if model.count > 40 {
                for row in model.prefix(model.count - 40) {
                    node.deleteRow(withID: row.id)
                }
                model.removeFirst(model.count - 40)
            }
        }
    }

    /// A row of the model: described, or backed by `node`.
    @MainActor
    private struct Entry {
        let id: String
        var version = 0
        var node: FixedRow?

        var row: RowDescription {
            node.map { RowDescription(id: id, node: $0) }
                ?? mixedItemRow(id, version: version).realHeights(
                    "\(id)#\(version)", seed: DescribedRowUpdatesRandomizedTests.seed)
        }

        /// A hand-written row with heights drawn for `key`.
        static func node(_ key: String) -> FixedRow {
            FixedRow(index: 0, childDelegates: []).realHeights(key, seed: DescribedRowUpdatesRandomizedTests.seed)
        }
    }

    /// Checks the section's count, every row's place by identifier, every visible cell, and the
    /// list's children.
    @MainActor
    private func check(
        _ node: DescribedRowsDelegate, _ list: ListNode, _ table: TableView, _ model: [Entry], step: Int
    ) {
        var expected: [(node: AnyObject, row: Int)] = []
        for (row, entry) in model.enumerated() {
            if let backing = entry.node {
                expected.append((backing, row))
            }
        }
        let children = node.childDelegates
        XCTAssertEqual(children.count, expected.count, "step \(step)")
        for (position, (child, expected)) in zip(children, expected).enumerated() {
            XCTAssertTrue(child === expected.node, "step \(step) child \(position)")
            XCTAssertEqual(child.index, expected.row, "step \(step): a hand-written row's index is its row")
            XCTAssertTrue(child.parentDelegate === node, "step \(step)")
        }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1 + model.count + list.items.count, "step \(step)")
        for (index, row) in model.enumerated() {
            let path = IndexPath(row: 1 + index, section: 0)
            XCTAssertEqual(node.rowID(at: path), DescribedID(row.id), "step \(step)")
            XCTAssertEqual(node.indexPath(forRowID: row.id), path, "step \(step)")
        }
        for path in table.indexPathsForVisibleRows ?? [] {
            let cell = table.cellForRow(at: path)
            switch path.row - 1 {
            case -1:
                XCTAssertEqual(cell?.text, "fixed", "step \(step) \(path)")
            case 0..<model.count:
                let expected = model[path.row - 1]
                if expected.node != nil {
                    XCTAssertEqual(cell?.text, "fixed", "step \(step) \(path)")
                } else {
                    XCTAssertEqual(
                        (cell as? ItemCell)?.item, Item(title: expected.id, version: expected.version),
                        "step \(step) \(path)")
                    XCTAssertEqual(
                        cell?.reuseIdentifier, itemRowReuseIdentifier(expected.id, version: expected.version),
                        "step \(step) \(path)")
                }
            default:
                XCTAssertEqual(cell?.text, list.items[path.row - 1 - model.count], "step \(step) \(path)")
            }
        }
    }
}
