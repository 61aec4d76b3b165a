import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Focus across batch updates, reorders and reloads, as UIKit carries it.
final class TableViewFocusUpdateTests: XCTestCase {
    /// One section node of focusable spy rows named `names`, in `.animated` reload mode so that
    /// replacing its children applies their difference as a batch update.
    @MainActor
    private func makeTable(_ names: [String], log: CallLog) -> (TableView, CascadingSectionTableDelegate, [SpyNode]) {
        let rows = names.map { SpyNode($0, log: log) }
        for row in rows { row.stub("canFocusRowAt", true) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.retain(root)
        log.removeAll()
        return (table, section, rows)
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @MainActor
    func testAFocusedRowThatMovesKeepsFocusAtItsNewPath() async {
        let log = CallLog()
        let (table, section, rows) = makeTable(["a", "b", "c"], log: log)
        table.focusRow(at: row(1))
        log.removeAll()
        section.childDelegates = [rows[2], rows[0], rows[1]]
        XCTAssertEqual(table.focusedIndexPath, row(2))
        XCTAssertEqual(log.entries(matching: ["canFocusRowAt", "didUpdateFocusIn"]), [], "a move asks nothing")
        table.moveFocusOutOfTable()
        table.remembersLastFocusedIndexPath = true
        section.childDelegates = [rows[1], rows[2], rows[0]]
        XCTAssertEqual(table.moveFocus(.down), row(0), "the remembered row followed the update too")
    }

    @MainActor
    func testAFocusedRowThatIsDeletedLosesFocus() async {
        let log = CallLog()
        let (table, section, rows) = makeTable(["a", "b", "c"], log: log)
        table.remembersLastFocusedIndexPath = true
        table.focusRow(at: row(1))
        section.childDelegates = [rows[0], rows[2]]
        XCTAssertNil(table.focusedIndexPath)
        XCTAssertEqual(table.moveFocus(.down), row(0), "focus enters afresh: nothing is remembered")
    }

    @MainActor
    func testAReloadedFocusedRowKeepsFocusOnlyIfItCanStillTakeIt() async {
        let log = CallLog()
        let (table, _, rows) = makeTable(["a", "b", "c"], log: log)
        table.focusRow(at: row(1))
        log.removeAll()
        table.reloadRows(at: [row(1)], with: .fade)
        XCTAssertEqual(table.focusedIndexPath, row(1))
        XCTAssertEqual(log.entries(matching: ["canFocusRowAt"]), ["b.canFocusRowAt([0, 1])"], "checked once")
        XCTAssertEqual(table.focusedIndexPath, row(1))
        XCTAssertEqual(log.entries(matching: ["canFocusRowAt"]).count, 1)
        rows[1].stub("canFocusRowAt", false)
        table.reloadRows(at: [row(1)], with: .fade)
        XCTAssertNil(table.focusedIndexPath)
    }

    @MainActor
    func testReloadDataKeepsFocusOnlyWhenTheTableRemembersIt() async {
        let log = CallLog()
        let (table, section, rows) = makeTable(["a", "b", "c"], log: log)
        table.focusRow(at: row(2))
        table.reloadData()
        XCTAssertNil(table.focusedIndexPath, "not remembered: focus leaves the rows")
        table.remembersLastFocusedIndexPath = true
        table.focusRow(at: row(2))
        table.reloadData()
        XCTAssertEqual(table.focusedIndexPath, row(2), "remembered: focus stays on its row")
        rows[2].stub("canFocusRowAt", false)
        table.reloadData()
        XCTAssertNil(table.focusedIndexPath, "the row can no longer take focus")
        table.focusRow(at: row(1))
        section.reloadModeOnChildDelegatesChanged = .none
        section.childDelegates = [rows[0]]
        table.reloadData()
        XCTAssertNil(table.focusedIndexPath, "the row is gone")
    }

    @MainActor
    func testReorderingTheFocusedRowCarriesFocus() async {
        let log = CallLog()
        let (table, _, rows) = makeTable(["a", "b", "c"], log: log)
        for spy in rows { spy.stub("canMoveRowAt", true) }
        table.focusRow(at: row(0))
        table.isEditing = true
        XCTAssertEqual(table.reorderRow(from: row(0), to: row(2)), row(2))
        XCTAssertEqual(table.focusedIndexPath, row(2))
    }
}
