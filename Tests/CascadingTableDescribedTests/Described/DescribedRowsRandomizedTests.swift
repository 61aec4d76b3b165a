import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Seeded random row lists in a section shared with a changing sibling range, every row of the
/// heights real screens have (``RealHeights``: fractional, zero, estimates above and below, drawn
/// again when a row's version changes): after every update the table shows exactly the rows, with
/// their latest view models.
final class DescribedRowsRandomizedTests: XCTestCase {
    /// The rows the test expects: an identifier and a version each.
    private struct Model {
        var rows: [(id: String, version: Int)] = []
        var nextID = 0

        mutating func newID() -> String {
            nextID += 1
            // Rows whose identifier ends in "r" ask to be reloaded rather than reconfigured.
            return "r\(nextID)\(nextID % 5 == 0 ? "r" : "")"
        }

        func descriptions(pass: Int) -> [RowDescription] {
            rows.map {
                mixedItemRow($0.id, version: $0.version, pass: pass).reloadsOnChange($0.id.hasSuffix("r"))
                    .realHeights("\($0.id)#\($0.version)", seed: DescribedRowsRandomizedTests.seed)
            }
        }
    }

    /// Applies one random change to `model`.
    private func mutate(_ model: inout Model, _ random: inout SeededGenerator) {
        let count = model.rows.count
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:
            model.rows.insert((model.newID(), 0), at: Int.random(in: 0...count, using: &random))
        case 20..<32:
            // Load more: a page appended.
            for _ in 0..<Int.random(in: 1...5, using: &random) { model.rows.append((model.newID(), 0)) }
        case 32..<50 where count > 0:
            model.rows.remove(at: Int.random(in: 0..<count, using: &random))
        case 50..<66 where count > 0:
            let moved = model.rows.remove(at: Int.random(in: 0..<count, using: &random))
            model.rows.insert(moved, at: Int.random(in: 0...(count - 1), using: &random))
        case 66..<88 where count > 0:
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                model.rows[Int.random(in: 0..<count, using: &random)].version += 1
            }
        case 88..<91:
            model.rows.removeAll()
        default:
            break
        }
        if model.rows.count > 30 { model.rows.removeFirst(model.rows.count - 30) }
    }

    /// A random insert or delete of one item of `list`, through its local updates, to run later.
    @MainActor
    private static func siblingChange(
        _ list: ListNode, _ step: Int, _ random: inout SeededGenerator
    ) -> @MainActor () -> Void {
        if list.items.isEmpty || (list.items.count < 6 && Bool.random(using: &random)) {
            let position = Int.random(in: 0...list.items.count, using: &random)
            return {
                list.items.insert("s\(step)", at: position)
                list.insertRows(at: [IndexPath(row: position, section: 0)], with: .fade)
            }
        }
        let position = Int.random(in: 0..<list.items.count, using: &random)
        return {
            list.items.remove(at: position)
            list.deleteRows(at: [IndexPath(row: position, section: 0)], with: .fade)
        }
    }

    private static let seed: UInt64 = 0x0D35_C21B

    @MainActor
    func testRandomRowSequencesBesideAChangingSiblingAlwaysShowTheLatestRows() async {
        var random = SeededGenerator(seed: Self.seed)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        var unexpected: [String] = []
        table.diagnostics.mode = .strict { report in
            if report.kind.name == .duplicateIdentifier { return }
            unexpected.append(report.message)
        }
        let node = DescribedRowsDelegate()
        let list = ListNode(["s"])
        list.heightSeed = Self.seed
        let fixed = { (key: String) in FixedRow(index: 0, childDelegates: []).realHeights(key, seed: Self.seed) }
        let section = RealHeightsSection.drawn("section", seed: Self.seed, [fixed("first"), node, list, fixed("last")])
        let intro = RealHeightsSection.drawn("intro", seed: Self.seed, [fixed("intro")])
        (intro.headerHeight, intro.footerHeight, section.headerHeight, section.footerHeight) = (1.1, 0, 22.5, 100.0 / 3)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()
        var model = Model()
        var expectedDuplicates = 0
        let steps = TestScale.steps(10_000)
        for step in 0..<steps {
            mutate(&model, &random)
            var rows = model.descriptions(pass: step)
            if step % 19 == 0, let first = model.rows.first {
                // A duplicate, which the node drops (keeping the first).
                rows.append(itemRow(first.id, version: 99))
                expectedDuplicates += 1
            }
            node.reloadThreshold = step % 11 == 0 ? 2 : 1_000
            let selectedBefore = Set(node.selectedRowIDs)
            var valid: Bool?
            let changeSibling = Self.siblingChange(list, step, &random)
            switch step % 4 {
            case 0:
                // The sibling's change and the rows' update in one batch.
                table.performBatchUpdates {
                    changeSibling()
                    node.setRows(rows) { valid = $0 }
                }
            case 1:
                node.performLocalUpdates {
                    node.setRows(rows) { valid = $0 }
                    changeSibling()
                }
            case 2:
                changeSibling()
                node.setRows(rows) { valid = $0 }
            default:
                node.setRows(rows) { valid = $0 }
            }
            XCTAssertEqual(valid, true, "step \(step)")
            check(node, list, table, model, step: step)
            checkInvariants(ofTreeUnder: root)
            let surviving = Set(model.rows.map { DescribedID($0.id) })
            XCTAssertEqual(Set(node.selectedRowIDs), selectedBefore.intersection(surviving), "step \(step)")
            if !model.rows.isEmpty, step % 7 == 0 {
                node.selectRow(withID: model.rows[Int.random(in: 0..<model.rows.count, using: &random)].id)
            }
            if step % 5 == 0 {
                table.contentOffset.y = CGFloat.random(in: 0...max(0, table.contentSize.height - 300), using: &random)
            }
            XCTAssertEqual(unexpected, [], "step \(step)")
            if !unexpected.isEmpty { return }
        }
        XCTAssertEqual(table.diagnostics.reports.count, expectedDuplicates)
        print("Described rows: \(steps) random row lists beside a changing sibling, each checked whole")
    }

    /// Checks the section's count, the identifier at every row of the node, and every visible
    /// cell's content.
    @MainActor
    private func check(_ node: DescribedRowsDelegate, _ list: ListNode, _ table: TableView, _ model: Model, step: Int) {
        let count = model.rows.count
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2 + count + list.items.count, "step \(step)")
        XCTAssertEqual(node.rowRange?.rows, 1..<(1 + count), "step \(step)")
        for (index, row) in model.rows.enumerated() {
            let path = IndexPath(row: 1 + index, section: 1)
            XCTAssertEqual(node.rowID(at: path), DescribedID(row.id), "step \(step)")
            XCTAssertEqual(node.indexPath(forRowID: row.id), path, "step \(step)")
        }
        for path in table.indexPathsForVisibleRows ?? [] where path.section == 1 {
            let cell = table.cellForRow(at: path)
            switch path.row - 1 {
            case -1, count + list.items.count:
                XCTAssertEqual(cell?.text, "fixed", "step \(step) \(path)")
            case 0..<count:
                let expected = model.rows[path.row - 1]
                XCTAssertEqual(
                    (cell as? ItemCell)?.item, Item(title: expected.id, version: expected.version),
                    "step \(step) \(path)")
                XCTAssertEqual(
                    cell?.reuseIdentifier, itemRowReuseIdentifier(expected.id, version: expected.version, pass: step),
                    "step \(step) \(path)")
            default:
                XCTAssertEqual(cell?.text, list.items[path.row - 1 - count], "step \(step) \(path)")
            }
        }
    }
}
