import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A bare node keeps the children it is given but routes nothing to them: it answers for its one
/// row itself, so its children have no place in the table, and their local updates are dropped
/// and reported rather than applied somewhere wrong.
final class BareParentLocationTests: XCTestCase {
    @MainActor
    func testTheChildOfABareNodeIsNotLocatedAndItsUpdatesAreReported() async {
        let inner = FixedRow(index: 0, childDelegates: [])
        let holder = CascadingBareTableDelegate(index: 0, childDelegates: [inner], tableView: nil)
        let table = TableView()
        table.diagnostics.mode = .silent
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []), holder])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()

        XCTAssertTrue(inner.parentDelegate === holder)
        XCTAssertTrue(inner.attachedTableView === table, "its tree is the table's data source")
        XCTAssertEqual(holder.indexPathInTable, IndexPath(row: 1, section: 0))
        XCTAssertNil(inner.regionInTable)
        XCTAssertNil(inner.indexPathInTable)
        XCTAssertNil(inner.tableIndexPath(forLocal: IndexPath(row: 0, section: 0)))
        XCTAssertFalse(inner.reloadInTable())

        var completed: Bool?
        inner.performLocalUpdates(
            { inner.reloadRows(at: [IndexPath(row: 0, section: 0)]) }, completion: { completed = $0 })

        XCTAssertEqual(completed, true, "nothing was applied, so nothing was invalid")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.nodeNotAttached("FixedRow")])
        XCTAssertEqual(inner.cellRequests, [], "the child was never asked for a cell")
    }
}
