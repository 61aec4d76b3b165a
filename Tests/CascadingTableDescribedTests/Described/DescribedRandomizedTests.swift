import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Seeded random content sequences, with rows backed by hand-written nodes among the described
/// ones, all of the heights real screens have (``RealHeights``: fractional, zero, estimates above
/// and below, headers and footers of fractional height, drawn again when a row's version changes):
/// after every update the table shows exactly the content, the node's children are the
/// hand-written rows' nodes in row order, and every cache of the tree checks out.
final class DescribedRandomizedTests: XCTestCase {
    /// The model the test keeps: sections of rows, each row an identifier and a version.
    private struct Model {
        var sections: [(id: String, rows: [(id: String, version: Int)])] = []
        var nextID = 0

        mutating func newID(_ prefix: String) -> String {
            nextID += 1
            // Rows whose identifier ends in "r" ask to be reloaded rather than reconfigured; rows
            // whose identifier ends in "n" are backed by a hand-written node.
            return "\(prefix)\(nextID)\(nextID % 5 == 0 ? "r" : nextID % 7 == 3 ? "n" : "")"
        }

        var allRows: [(section: Int, row: Int)] {
            sections.indices.flatMap { section in sections[section].rows.indices.map { (section, $0) } }
        }
    }

    /// The hand-written node of each row whose identifier ends in "n", made on first use.
    @MainActor
    private final class Nodes {
        private var byID: [String: FixedRow] = [:]

        func node(_ id: String) -> FixedRow {
            if let node = byID[id] { return node }
            let node = FixedRow(index: 0, childDelegates: []).realHeights(id, seed: DescribedRandomizedTests.seed)
            byID[id] = node
            return node
        }
    }

    private static let seed: UInt64 = 0xDE5C_21BE

    /// A row of the content, with heights drawn for its identifier and version, described one by
    /// one or from a kind (``mixedItemRow(_:version:pass:mix:)``, by `pass`).
    @MainActor
    private static func row(_ id: String, _ version: Int, _ nodes: Nodes, pass: Int) -> RowDescription {
        id.hasSuffix("n")
            ? RowDescription(id: id, node: nodes.node(id))
            : mixedItemRow(id, version: version, pass: pass).reloadsOnChange(id.hasSuffix("r")).realHeights(
                "\(id)#\(version)", seed: seed)
    }

    /// A section of the content, with a header and a footer drawn for its identifier.
    @MainActor
    private static func section(_ id: String, _ rows: [RowDescription]) -> SectionDescription {
        SectionDescription(
            id: id, header: .realHeights("\(id)/header", seed: seed), footer: .realHeights("\(id)/footer", seed: seed),
            rows: rows)
    }

    /// Applies one random change to `model`.
    private func mutate(_ model: inout Model, _ random: inout SeededGenerator) {
        let rows = model.allRows
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22:
            guard !model.sections.isEmpty else { fallthrough }
            let section = Int.random(in: 0..<model.sections.count, using: &random)
            let position = Int.random(in: 0...model.sections[section].rows.count, using: &random)
            model.sections[section].rows.insert((model.newID("r"), 0), at: position)
        case 22..<30:
            let position = Int.random(in: 0...model.sections.count, using: &random)
            let count = Int.random(in: 0..<4, using: &random)
            var rows: [(id: String, version: Int)] = []
            for _ in 0..<count { rows.append((model.newID("r"), 0)) }
            model.sections.insert((model.newID("s"), rows), at: position)
        case 30..<48 where !rows.isEmpty:
            let (section, row) = rows[Int.random(in: 0..<rows.count, using: &random)]
            model.sections[section].rows.remove(at: row)
        case 48..<66 where !rows.isEmpty:
            let (section, row) = rows[Int.random(in: 0..<rows.count, using: &random)]
            let moved = model.sections[section].rows.remove(at: row)
            let target = Int.random(in: 0..<model.sections.count, using: &random)
            let position = Int.random(in: 0...model.sections[target].rows.count, using: &random)
            model.sections[target].rows.insert(moved, at: position)
        case 66..<84 where !rows.isEmpty:
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let (section, row) = rows[Int.random(in: 0..<rows.count, using: &random)]
                model.sections[section].rows[row].version += 1
            }
        case 84..<90 where model.sections.count > 1:
            let moved = model.sections.remove(at: Int.random(in: 0..<model.sections.count, using: &random))
            model.sections.insert(moved, at: Int.random(in: 0...model.sections.count, using: &random))
        case 90..<95 where !model.sections.isEmpty:
            model.sections.remove(at: Int.random(in: 0..<model.sections.count, using: &random))
        case 95..<97:
            model.sections.removeAll()
        default:
            break
        }
    }

    @MainActor
    func testRandomContentSequencesAlwaysShowTheLatestContent() async {
        var random = SeededGenerator(seed: Self.seed)
        let node = DescribedTableDelegate()
        let (table, root) = makeDescribedTable(node, height: 300)
        defer { withExtendedLifetime(root) {} }
        // The hand-written sections around the node, with drawn heights too.
        for (position, row) in root.childDelegates.flatMap(\.childDelegates).enumerated() {
            (row as? FixedRow)?.realHeights("fixed\(position)", seed: Self.seed)
        }
        table.reloadData()
        table.layoutIfNeeded()
        checkInvariants(ofTreeUnder: root)
        var model = Model()
        let nodes = Nodes()
        var expectedReports = 0
        var checkedReports = 0
        let steps = TestScale.steps(10_000)
        for step in 0..<steps {
            mutate(&model, &random)
            if model.sections.count > 8 { model.sections.removeLast() }
            while model.allRows.count > 40, let last = model.allRows.last {
                model.sections[last.section].rows.remove(at: last.row)
            }
            var content = DescribedContent(
                sections: model.sections.map { section in
                    Self.section(section.id, section.rows.map { Self.row($0.id, $0.version, nodes, pass: step) })
                })
            // Now and then a duplicate row or section, which the node drops (keeping the first).
            let rowCount = model.allRows.count
            if step % 17 == 0, rowCount > 0, let first = model.allRows.first {
                let duplicate = model.sections[first.section].rows[first.row]
                content.sections[content.sections.count - 1].rows.append(itemRow(duplicate.id, version: 99))
                expectedReports += 1
            }
            if step % 29 == 0, let section = model.sections.first {
                content.sections.append(Self.section(section.id, [itemRow(model.newID("d"))]))
                expectedReports += 1
            }
            node.reloadThreshold = step % 13 == 0 ? 2 : 1_000
            let selectedBefore = Set(node.selectedRowIDs)
            node.content = content
            check(node, table, model, nodes, step: step)
            checkInvariants(ofTreeUnder: root)
            let surviving = Set(model.allRows.map { DescribedID(model.sections[$0.section].rows[$0.row].id) })
            XCTAssertEqual(Set(node.selectedRowIDs), selectedBefore.intersection(surviving), "step \(step)")
            if rowCount > 0, step % 7 == 0 {
                let (section, row) = model.allRows[Int.random(in: 0..<rowCount, using: &random)]
                node.selectRow(withID: model.sections[section].rows[row].id)
            }
            if step % 5 == 0 {
                table.contentOffset.y = CGFloat.random(in: 0...max(0, table.contentSize.height), using: &random)
            }
            // Only this step's reports: the table keeps every report, so filtering all of them each
            // step made a long run quadratic in its steps.
            let unexpected = table.diagnostics.reports[checkedReports...].filter {
                if $0.kind.name == .duplicateIdentifier { return false }
                return true
            }
            checkedReports = table.diagnostics.reports.count
            XCTAssertEqual(unexpected.map(\.message), [], "step \(step)")
            if !unexpected.isEmpty { return }
        }
        XCTAssertEqual(table.diagnostics.reports.count, expectedReports)
        print("Described content: \(steps) random contents, each checked whole")
    }

    /// Checks counts, the identifier at every index path, every visible cell, and the node's
    /// children: the nodes of its hand-written rows, in row order, each given its row as index.
    @MainActor
    private func check(_ node: DescribedTableDelegate, _ table: TableView, _ model: Model, _ nodes: Nodes, step: Int) {
        var expectedChildren: [AnyObject] = []
        for section in model.sections {
            for (row, item) in section.rows.enumerated() where item.id.hasSuffix("n") {
                let child = nodes.node(item.id)
                expectedChildren.append(child)
                XCTAssertEqual(child.index, row, "step \(step)")
                XCTAssertTrue(child.parentDelegate === node, "step \(step)")
            }
        }
        XCTAssertEqual(
            node.childDelegates.map { ObjectIdentifier($0) }, expectedChildren.map { ObjectIdentifier($0) },
            "step \(step)")
        XCTAssertEqual(table.numberOfSections, model.sections.count + 2, "step \(step)")
        XCTAssertEqual(node.sectionRange, 1..<(1 + model.sections.count), "step \(step)")
        for (index, section) in model.sections.enumerated() {
            XCTAssertEqual(table.numberOfRows(inSection: index + 1), section.rows.count, "step \(step)")
            XCTAssertEqual(node.section(forSectionID: section.id), index + 1, "step \(step)")
            for (row, expected) in section.rows.enumerated() {
                let path = IndexPath(row: row, section: index + 1)
                XCTAssertEqual(node.rowID(at: path), DescribedID(expected.id), "step \(step)")
                XCTAssertEqual(node.indexPath(forRowID: expected.id), path, "step \(step)")
            }
        }
        for path in table.indexPathsForVisibleRows ?? [] where (1..<(1 + model.sections.count)).contains(path.section) {
            let expected = model.sections[path.section - 1].rows[path.row]
            let cell = table.cellForRow(at: path)
            if expected.id.hasSuffix("n") {
                XCTAssertEqual(cell?.text, "fixed", "step \(step) \(path)")
            } else {
                XCTAssertEqual(
                    (cell as? ItemCell)?.item, Item(title: expected.id, version: expected.version),
                    "step \(step) \(path)")
                XCTAssertEqual(
                    cell?.reuseIdentifier, itemRowReuseIdentifier(expected.id, version: expected.version, pass: step),
                    "step \(step) \(path)")
            }
        }
    }
}
