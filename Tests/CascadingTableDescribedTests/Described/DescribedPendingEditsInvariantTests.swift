import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A described node's caches hold while a batch carrying its changes is still open: the edit log
/// of a list's single-row edits, the sections over the rows, and content that passes through no
/// sections at all.
final class DescribedPendingEditsInvariantTests: XCTestCase {
    @MainActor
    func testSingleRowEditsPendingInAnOpenBatchKeepTheEditLogConsistentAndApplyAsOneBatch() async {
        let list = DescribedRowsDelegate(rows: ["a", "b", "c", "d", "e"].map { itemRow($0) })
        let (table, root) = makeListTable(list)
        var results: [Bool] = []

        table.performBatchUpdates {
            // Every kind of piece the log keeps: shown runs split around a deletion, a moved row,
            // new rows, a removed row, and a replaced row.
            list.insert(itemRow("x"), at: 1) { results.append($0) }
            list.deleteRow(withID: "c") { results.append($0) }
            list.moveRow(withID: "e", to: 0) { results.append($0) }
            list.updateRow(itemRow("b", version: 1)) { results.append($0) }
            list.insert(contentsOf: [itemRow("y"), itemRow("z")], at: list.rowCount) { results.append($0) }
            XCTAssertEqual(list.rows.map(\.id.description), ["e", "a", "x", "b", "d", "y", "z"])
            XCTAssertEqual(
                table.numberOfRows(inSection: 0), 5, "the table shows the old rows until the batch is applied")
            checkInvariants(ofTreeUnder: root)
        }

        XCTAssertEqual(results, [true, true, true, true, true])
        XCTAssertEqual(table.visibleCells.map(\.text), ["e", "a", "x", "b", "d", "y", "z"])
        XCTAssertEqual((list.cell(forRowID: "b") as? ItemCell)?.item, Item(title: "b", version: 1))
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testAListMadeByTheProtocolsInitializerIsEmptyAndConsistentUntilGivenRows() async {
        let ignored = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(index: 3, childDelegates: [ignored])
        XCTAssertEqual(list.rowCount, 0)
        XCTAssertEqual(list.childDelegates.count, 0, "children come from hand-written rows only")
        XCTAssertEqual(list.index, 3)
        let (table, root) = makeListTable(list)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        checkInvariants(ofTreeUnder: root)

        list.rows = [itemRow("a"), itemRow("b")]

        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "b"])
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testContentThatPassesThroughNoSectionsInOneBatchEndsAsTheLastContent() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let (table, root) = makeDescribedTable(node, before: 1, after: 0)
        defer { withExtendedLifetime(root) {} }
        let batches = table.batchCount
        var results: [Bool] = []

        table.performBatchUpdates {
            node.setContent(DescribedContent(sections: [])) { results.append($0) }
            checkInvariants(ofTreeUnder: root)
            node.setContent(itemContent([("t", ["b", "c"]), ("u", ["d"])])) { results.append($0) }
            checkInvariants(ofTreeUnder: root)
        }

        XCTAssertEqual(results, [true, true])
        XCTAssertEqual(table.batchCount, batches + 1, "one batch")
        XCTAssertEqual(table.reloadDataCount, 0)
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.visibleCells.map(\.text), ["fixed", "fixed", "b", "c", "d"])
        XCTAssertEqual(node.indexPath(forRowID: "d"), IndexPath(row: 0, section: 2))
        XCTAssertEqual(unexpectedReports(table), [])
        checkInvariants(ofTreeUnder: root)
    }

    /// A list's edit log gives way to content once new rows arrive in the same batch; a forced
    /// reload made before and after survives the change, and every step passes the checks.
    @MainActor
    func testAListsEditsThenNewRowsThenAReloadInOneBatchKeepTheReloadAndStayConsistent() async {
        let list = DescribedRowsDelegate(rows: ["a", "b", "c"].map { itemRow($0) })
        let (table, root) = makeListTable(list)
        let cellOfA = list.cell(forRowID: "a")
        var results: [Bool] = []

        table.performBatchUpdates {
            list.reloadRow(withID: "a", with: .fade)
            list.moveRow(withID: "c", to: 0) { results.append($0) }
            checkInvariants(ofTreeUnder: root)
            list.setRows(["c", "a", "x"].map { itemRow($0) }) { results.append($0) }
            checkInvariants(ofTreeUnder: root)
            list.reloadRow(withID: "x", with: .left)
            checkInvariants(ofTreeUnder: root)
        }

        XCTAssertEqual(results, [true, true])
        XCTAssertEqual(table.visibleCells.map(\.text), ["c", "a", "x"])
        XCTAssertFalse(list.cell(forRowID: "a") === cellOfA, "the reload asked before the new rows gave a new cell")
        XCTAssertEqual(unexpectedReports(table), [])
        checkInvariants(ofTreeUnder: root)
    }
}
