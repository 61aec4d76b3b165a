import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A hand-written row inside a described list knows where it is: its row in the table, its
/// region, and its own path in the list's coordinates; it can reload itself there.
final class DescribedRowNodeLocationTests: XCTestCase {
    @MainActor
    func testAHandWrittenRowInAListInsideASectionIsLocatedAtItsRow() async {
        let custom = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "custom", node: custom)])
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let intro = CascadingSectionTableDelegate(index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        let reviews = CascadingSectionTableDelegate(
            index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []), list])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, reviews], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()

        XCTAssertEqual(custom.indexPathInTable, IndexPath(row: 2, section: 1))
        XCTAssertEqual(custom.regionInTable, .rows(section: 1, 2..<3))
        XCTAssertEqual(custom.tableIndexPath(forLocal: IndexPath(row: 1, section: 0)), IndexPath(row: 2, section: 1))
        XCTAssertNil(custom.tableIndexPath(forLocal: IndexPath(row: 0, section: 0)), "row a is not the node's")
        XCTAssertEqual(custom.cellRequests, [IndexPath(row: 1, section: 0)])

        XCTAssertTrue(custom.reloadInTable(with: .none))
        XCTAssertEqual(custom.cellRequests.last, IndexPath(row: 1, section: 0), "asked again, in the list's terms")

        list.insert(itemRow("new"), at: 0)
        XCTAssertEqual(custom.indexPathInTable, IndexPath(row: 3, section: 1), "it moves with its row")
    }
}
