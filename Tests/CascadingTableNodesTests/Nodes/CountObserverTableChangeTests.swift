import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A node that places its children by the counts the table took observes the table's counts: a
/// page moved to another table is observed there too, routes by the counts the new table takes,
/// and has a count change it did not declare named there, not in the first table.
final class CountObserverTableChangeTests: XCTestCase {
    /// A page moved from `first` to a new table, laid out there.
    @MainActor
    private func movePage(
        from first: TableView
    ) -> (table: TableView, list: ListNode, more: TextRow, root: CascadingRootTableDelegate) {
        let list = ListNode(["a", "b", "c"])
        let more = TextRow("more")
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("summary"), list, more])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: first)
        first.layoutIfNeeded()
        XCTAssertEqual(first.visibleCells.map(\.text), ["summary", "a", "b", "c", "more"])
        let second = TableView()
        root.prepare(tableView: second)
        second.layoutIfNeeded()
        return (second, list, more, root)
    }

    @MainActor
    func testANodeMovedToAnotherTableRoutesByThatTablesCounts() async {
        let first = TableView()
        let (table, list, more, root) = movePage(from: first)
        defer { withExtendedLifetime((first, root)) {} }
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        // Twice: the second batch's count pass finds the node observing already.
        for item in ["d", "e"] {
            list.items.append(item)
            list.insertRows(at: [IndexPath(row: list.items.count - 1, section: 0)], with: .fade)
        }
        XCTAssertEqual(table.visibleCells.map(\.text), ["summary", "a", "b", "c", "d", "e", "more"])
        XCTAssertEqual(more.indexPathInTable, IndexPath(row: 6, section: 0))
    }

    @MainActor
    func testANodeMovedToAnotherTableNamesACountChangeNotDeclaredThere() async {
        let first = TableView()
        let (table, list, _, root) = movePage(from: first)
        defer { withExtendedLifetime((first, root)) {} }
        var completed: Bool?
        list.performLocalUpdates(
            {
                list.items += ["d", "e"]
                list.insertRows(at: [IndexPath(row: 3, section: 0)])
            }, completion: { completed = $0 })
        XCTAssertEqual(completed, false)
        XCTAssertTrue(
            table.diagnostics.reports.map(\.kind).contains(
                .undeclaredCountChange(node: "ListNode", before: 3, after: 5)),
            "\(table.diagnostics.reports.map(\.kind))")
        XCTAssertEqual(first.diagnostics.reports, [], "the first table is not told about the second's batch")
    }
}
