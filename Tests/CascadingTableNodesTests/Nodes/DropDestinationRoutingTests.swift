import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Drop destinations that no child of a `.row` node owns: one past the last row goes to the last
/// child; further past, no child is asked and the node's default answers.
final class DropDestinationRoutingTests: XCTestCase {
    /// A plain drop delegate that keeps the coordinators the table hands it.
    @MainActor
    private final class Collector: TableViewDropDelegate {
        var coordinators: [TableViewDropCoordinator] = []
        func tableView(
            _ tableView: TableView, dropSessionDidUpdate session: DropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> TableViewDropProposal { TableViewDropProposal(operation: .copy) }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            coordinators.append(coordinator)
        }
    }

    /// One section of five rows.
    @MainActor
    private final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    }

    /// Coordinators for drops at `rows` of section 0, as a table hands them to its drop delegate.
    @MainActor
    private func coordinators(at rows: [Int]) -> [TableViewDropCoordinator] {
        let source = Rows()
        let collector = Collector()
        let table = TableView()
        table.dataSource = source
        table.dropDelegate = collector
        table.dragInteractionEnabled = true
        for row in rows {
            table.simulateDrop(items: [DragItem()], at: IndexPath(row: row, section: 0))
        }
        return collector.coordinators
    }

    @MainActor
    func testADestinationPastTheRowAfterTheLastChildReachesNoChild() async {
        let log = CallLog()
        let child = SpyNode("c", log: log)
        child.stub("dropSessionDidUpdate", TableViewDropProposal(operation: .copy))
        let node = PropagatingTableDelegate(index: 0, childDelegates: [child])
        node.propagationMode = .row
        let table = TableView()
        let session = DropSession(items: [])
        XCTAssertEqual(
            node.tableView(
                table, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(row: 1, section: 0)),
            TableViewDropProposal(operation: .copy), "one past the last row: the last child answers")
        XCTAssertEqual(
            node.tableView(
                table, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(row: 3, section: 0)),
            TableViewDropProposal(operation: .cancel), "further past: no child, the default")
        let drops = coordinators(at: [1, 3])
        XCTAssertEqual(
            drops.map(\.destinationIndexPath), [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        for coordinator in drops {
            node.tableView(table, performDropWith: coordinator)
        }
        XCTAssertEqual(
            log.entries(matching: ["dropSessionDidUpdate", "performDropWith"]),
            [
                "c.dropSessionDidUpdate(Optional([0, 1]))", "c.performDropWith(Optional([0, 1]), [\"nil\"])",
            ], "the drop at row 3 reaches no child")
    }
}
