import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Single-row updates of a described list of rows (`insertRow`, `insertRows`, `deleteRow`,
/// `moveRow`, `updateRow`): each is one local update in the node's coordinates, beside the
/// section's other rows, and bad input changes nothing and is reported.
final class DescribedRowUpdateTests: XCTestCase {
    /// A section of one fixed row before the node and one after it, after a section of one row.
    @MainActor
    private struct Fixture {
        let table = BatchCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let node: DescribedRowsDelegate
        let root: CascadingRootTableDelegate

        init(_ ids: [String]) {
            node = DescribedRowsDelegate(rows: ids.map { itemRow($0) })
            table.diagnostics.mode = .silent
            let intro = CascadingSectionTableDelegate(
                index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
            let section = CascadingSectionTableDelegate(
                index: 0,
                childDelegates: [FixedRow(index: 0, childDelegates: []), node, FixedRow(index: 0, childDelegates: [])])
            root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, section], tableView: table)
            table.layoutIfNeeded()
        }

        /// The texts of section 1's cells, top to bottom.
        var texts: [String?] {
            (0..<table.numberOfRows(inSection: 1)).map { table.cellForRow(at: IndexPath(row: $0, section: 1))?.text }
        }

        /// The identifiers of the node's rows, as strings.
        var ids: [String] { node.rows.map { $0.id.description } }

        /// The kinds of the table's reports.
        var reportKinds: [TableViewDiagnostic.Kind] { table.diagnostics.reports.map(\.kind) }
    }

    @MainActor
    func testInsertingRowsIsOneLocalInsertAtTheirPlaceInTheTable() async {
        let fixture = Fixture(["a", "b"])
        let cells = ["a", "b"].map { fixture.node.cell(forRowID: $0) }
        let batches = fixture.table.batchCount
        var results: [Bool] = []

        fixture.node.insert(itemRow("x"), at: 1) { results.append($0) }
        fixture.node.insert(contentsOf: [itemRow("y"), itemRow("z")], at: 3) { results.append($0) }
        fixture.node.insert(contentsOf: [], at: 0) { results.append($0) }

        XCTAssertEqual(results, [true, true, true])
        XCTAssertEqual(fixture.table.batchCount, batches + 2, "one batch per insert; none for no rows")
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.texts, ["fixed", "a", "x", "b", "y", "z", "fixed"])
        XCTAssertEqual(fixture.ids, ["a", "x", "b", "y", "z"])
        XCTAssertEqual(fixture.node.indexPath(forRowID: "y"), IndexPath(row: 4, section: 1))
        XCTAssertEqual(fixture.node.localIndexPath(forRowID: "b"), IndexPath(row: 2, section: 0))
        XCTAssertTrue(zip(["a", "b"].map { fixture.node.cell(forRowID: $0) }, cells).allSatisfy { $0 === $1 })
        XCTAssertEqual(fixture.reportKinds, [])
    }

    @MainActor
    func testDeletingMovingAndUpdatingARowByIdentifier() async {
        let fixture = Fixture(["a", "b", "c", "d"])
        let movedCell = fixture.node.cell(forRowID: "c")
        let batches = fixture.table.batchCount

        fixture.node.deleteRow(withID: "b")
        XCTAssertEqual(fixture.texts, ["fixed", "a", "c", "d", "fixed"])
        fixture.node.moveRow(withID: "c", to: 2)
        XCTAssertEqual(fixture.texts, ["fixed", "a", "d", "c", "fixed"])
        XCTAssertTrue(fixture.node.cell(forRowID: "c") === movedCell, "a moved row keeps its cell")
        fixture.node.moveRow(withID: "c", to: 2)
        XCTAssertEqual(fixture.table.batchCount, batches + 2, "and asks for nothing")

        let cell = fixture.node.cell(forRowID: "d") as? ItemCell
        let configured = cell?.configureCount ?? 0
        fixture.node.updateRow(itemRow("d", version: 1))
        XCTAssertTrue(fixture.node.cell(forRowID: "d") === cell, "a new view model keeps the cell")
        XCTAssertEqual(cell?.item, Item(title: "d", version: 1))
        XCTAssertEqual(cell?.configureCount, configured + 1)
        fixture.node.updateRow(itemRow("d", version: 1))
        XCTAssertEqual(cell?.configureCount, configured + 1, "an equal view model is not configured again")
        fixture.node.updateRow(itemRow("d", version: 2).reloadsOnChange())
        XCTAssertEqual((fixture.node.cell(forRowID: "d") as? ItemCell)?.item, Item(title: "d", version: 2))
        XCTAssertEqual(fixture.node.row(withID: "d")?.viewModel(as: Item.self), Item(title: "d", version: 2))
        XCTAssertEqual(fixture.ids, ["a", "d", "c"])
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.reportKinds, [])
    }

    @MainActor
    func testSelectionAndSetRowsFollowSingleRowUpdates() async {
        let fixture = Fixture(["a", "b", "c"])
        fixture.node.selectRow(withID: "b")

        fixture.node.updateRow(itemRow("b", version: 1).reloadsOnChange())
        fixture.node.moveRow(withID: "b", to: 0)
        fixture.node.insert(itemRow("x"), at: 0)

        XCTAssertEqual(fixture.node.selectedRowIDs, [DescribedID("b")])
        XCTAssertEqual(fixture.table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 1)])
        // The diff starts from the rows the single-row updates left.
        fixture.node.setRows(["c", "x", "a"].map { itemRow($0) })
        XCTAssertEqual(fixture.texts, ["fixed", "c", "x", "a", "fixed"])
        XCTAssertEqual(fixture.node.selectedRowIDs, [])
    }

    @MainActor
    func testBadInputChangesNothingAndIsReported() async {
        let fixture = Fixture(["a", "b"])
        let backing = FixedRow(index: 0, childDelegates: [])
        fixture.node.insert(RowDescription(id: "n", node: backing), at: 2)
        let batches = fixture.table.batchCount
        var results: [Bool] = []
        let record = { (valid: Bool) in results.append(valid) }

        fixture.node.deleteRow(withID: "zz", completion: record)
        fixture.node.moveRow(withID: "zz", to: 0, completion: record)
        fixture.node.updateRow(itemRow("zz"), completion: record)
        fixture.node.insert(itemRow("x"), at: 4, completion: record)
        fixture.node.insert(itemRow("x"), at: -1, completion: record)
        fixture.node.moveRow(withID: "a", to: 3, completion: record)
        fixture.node.insert(itemRow("a"), at: 0, completion: record)
        fixture.node.insert(contentsOf: [itemRow("x"), itemRow("y"), itemRow("x")], at: 0, completion: record)
        fixture.node.insert(RowDescription(id: "m", node: backing), at: 0, completion: record)
        fixture.node.updateRow(RowDescription(id: "a", node: backing), completion: record)

        XCTAssertEqual(results, Array(repeating: false, count: 10))
        XCTAssertEqual(fixture.table.batchCount, batches)
        XCTAssertEqual(fixture.ids, ["a", "b", "n"])
        XCTAssertEqual(fixture.texts, ["fixed", "a", "b", "fixed", "fixed"])
        XCTAssertEqual(
            fixture.reportKinds,
            [
                .unknownIdentifier("zz"), .unknownIdentifier("zz"), .unknownIdentifier("zz"),
                .invalidIndexPath(IndexPath(indexes: [0, 4])), .invalidIndexPath(IndexPath(indexes: [0, -1])),
                .invalidIndexPath(IndexPath(indexes: [0, 3])), .duplicateIdentifier("a"), .duplicateIdentifier("x"),
                .duplicateIdentifier("m"), .duplicateIdentifier("a"),
            ])
        XCTAssertTrue(fixture.table.diagnostics.reports[0].message.contains("no row has it"))
        XCTAssertTrue(fixture.table.diagnostics.reports[3].message.contains("the node has 3 rows"))
        // A rejected batch of rows records none of them.
        XCTAssertNil(fixture.node.indexPath(forRowID: "x"))
        fixture.node.insert(contentsOf: [itemRow("x"), itemRow("y")], at: 0)
        XCTAssertEqual(fixture.ids, ["x", "y", "a", "b", "n"])
    }

    @MainActor
    func testWithoutATableChangesApplyAndReportsWait() async {
        let node = DescribedRowsDelegate(rows: [itemRow("a")])
        var results: [Bool] = []

        node.insert(contentsOf: [itemRow("b"), itemRow("c")], at: 1) { results.append($0) }
        node.moveRow(withID: "c", to: 0) { results.append($0) }
        node.updateRow(itemRow("a", version: 3)) { results.append($0) }
        node.deleteRow(withID: "b") { results.append($0) }
        node.deleteRow(withID: "b") { results.append($0) }

        XCTAssertEqual(results, [true, true, true, true, false])
        XCTAssertEqual(node.rows.map(\.id), [DescribedID("c"), DescribedID("a")])
        XCTAssertEqual(node.localIndexPath(forRowID: "a"), IndexPath(row: 1, section: 0))
        XCTAssertEqual(node.pendingDiagnostics.map(\.kind), [.unknownIdentifier("b")])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [node])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual((node.cell(forRowID: "a") as? ItemCell)?.item, Item(title: "a", version: 3))
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.unknownIdentifier("b")])
        XCTAssertEqual(node.pendingDiagnostics, [])
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testManyRowsAboveTheThresholdAreInsertedWithoutAnimation() async {
        let fixture = Fixture(["a"])
        fixture.node.reloadThreshold = 2
        fixture.node.animation = .fade

        fixture.node.insert(contentsOf: [itemRow("x"), itemRow("y"), itemRow("z")], at: 1)
        XCTAssertEqual(fixture.table.lastUpdateAnimations, [.none])
        fixture.node.insert(contentsOf: [itemRow("p"), itemRow("q")], at: 0)
        XCTAssertEqual(fixture.table.lastUpdateAnimations, [.fade])
        XCTAssertEqual(fixture.ids, ["p", "q", "a", "x", "y", "z"])
    }
}
