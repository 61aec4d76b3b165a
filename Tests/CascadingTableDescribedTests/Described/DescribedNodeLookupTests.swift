import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Lookups by identifier read a row's position from its node, and stay right when a hand-written
/// node backing a row is also placed elsewhere (its index and parent then name that other place);
/// a list of rows given twice the same backing node is rejected.
final class DescribedNodeLookupTests: XCTestCase {
    @MainActor
    func testARowsBackingNodePlacedElsewhereIsStillFoundInTheList() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "b", node: backing)])
        let (table, root) = makeListTable(list, layOut: false)
        defer { withExtendedLifetime(table) {} }
        XCTAssertEqual(list.localIndexPath(forRowID: "b"), IndexPath(row: 1, section: 0))
        // The user also shows the node in another tree: its index becomes 0, its parent another node.
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [backing])
        XCTAssertEqual(backing.index, 0)
        XCTAssertEqual(list.localIndexPath(forRowID: "b"), IndexPath(row: 1, section: 0), "found by identity")
        XCTAssertEqual(list.indexPath(forRowID: "b"), IndexPath(row: 1, section: 0))
        withExtendedLifetime((root, elsewhere)) {}
    }

    @MainActor
    func testASectionsRowBackedByANodePlacedElsewhereIsStillFound() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("a")]),
                SectionDescription(id: "t", rows: [itemRow("c"), RowDescription(id: "b", node: backing)]),
            ]))
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        node.prepare(tableView: table)
        table.dataSource = node
        XCTAssertEqual(node.indexPath(forRowID: "b"), IndexPath(row: 1, section: 1))
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [backing])
        XCTAssertEqual(node.indexPath(forRowID: "b"), IndexPath(row: 1, section: 1), "found by identity")
        XCTAssertNil(node.indexPath(forRowID: "zz"))
        withExtendedLifetime(elsewhere) {}
    }

    @MainActor
    func testInsertingTwoRowsBackedByOneNodeIsRejected() async {
        let list = DescribedRowsDelegate(rows: [itemRow("a")])
        let (table, root) = makeListTable(list, strict: false, layOut: false)
        let backing = FixedRow(index: 0, childDelegates: [])
        let other = FixedRow(index: 0, childDelegates: [])
        list.insert(
            contentsOf: [
                RowDescription(id: "p", node: other), RowDescription(id: "q", node: backing),
                RowDescription(id: "r", node: backing),
            ], at: 1)
        XCTAssertEqual(list.rows.map(\.id), [DescribedID("a")], "nothing inserted")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("r")])
        list.insert(
            contentsOf: [RowDescription(id: "p", node: other), RowDescription(id: "q", node: backing)], at: 1)
        XCTAssertEqual(list.rows.map(\.id), ["a", "p", "q"].map { DescribedID($0) })
        withExtendedLifetime(root) {}
    }
}
