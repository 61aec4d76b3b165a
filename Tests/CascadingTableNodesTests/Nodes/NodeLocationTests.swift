import CascadingTableNodes
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// Nodes that know where they are in their table.
final class NodeLocationTests: XCTestCase {
    @MainActor
    func testSectionAndRowNodesKnowTheirPlaceAndFollowMoves() async {
        let rows = (0..<3).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let first = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
        XCTAssertNil(second.sectionInTable, "not attached to a table yet")
        XCTAssertNil(rows[1].indexPathInTable)
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertTrue(rows[0].attachedTableView === table)
        XCTAssertEqual(second.sectionInTable, 1)
        XCTAssertNil(second.indexPathInTable)
        XCTAssertEqual(rows[2].indexPathInTable, IndexPath(row: 2, section: 1))
        XCTAssertNil(rows[2].sectionInTable)
        root.childDelegates = [second, first]
        second.childDelegates = [rows[2], rows[0]]
        XCTAssertEqual(rows[2].indexPathInTable, IndexPath(row: 0, section: 0))
        XCTAssertNil(rows[1].indexPathInTable, "removed from its parent")
        XCTAssertNil(root.sectionInTable, "the root itself answers for no section")
    }

    @MainActor
    func testLocationsThroughDeeperNesting() async {
        let leaf = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let rowGroup = PropagatingTableDelegate(
            index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: []), leaf],
            propagationMode: .row)
        let sectionNode = CascadingSectionTableDelegate(
            index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: []), rowGroup])
        let group = PropagatingTableDelegate(
            index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: []), sectionNode],
            propagationMode: .section)
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [group, CascadingBareTableDelegate(index: 0, childDelegates: [])])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertNil(leaf.indexPathInTable, "the group answers for section 0 but its child for section 1: unreachable")
        root.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: []), group]
        XCTAssertEqual(leaf.indexPathInTable, IndexPath(row: 1, section: 1), "section 1 twice, row 1 twice")
    }

    @MainActor
    func testReloadInTableReloadsJustTheNode() async {
        let row = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        XCTAssertFalse(row.reloadInTable(), "not attached")
        let table = RecordingTableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertTrue(row.reloadInTable(with: .fade))
        XCTAssertTrue(section.reloadInTable(with: .top))
        XCTAssertFalse(root.reloadInTable())
        XCTAssertEqual(table.reloads, ["reloadRows([[0, 0]], fade)", "reloadSections([0], top)"])
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    @MainActor
    func testATableServedByAnotherDataSourceDetachesTheTree() async {
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        let other = CascadingRootTableDelegate(index: 0, childDelegates: [])
        other.prepare(tableView: table)
        XCTAssertNil(section.attachedTableView)
        XCTAssertNil(section.sectionInTable)
    }

    @MainActor
    func testACycleOfParentsIsNotFollowedForever() async {
        let a = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let b = CascadingBareTableDelegate(index: 0, childDelegates: [])
        a.parentDelegate = b
        b.parentDelegate = a
        XCTAssertNil(a.attachedTableView)
        XCTAssertNil(a.indexPathInTable)
    }
}
