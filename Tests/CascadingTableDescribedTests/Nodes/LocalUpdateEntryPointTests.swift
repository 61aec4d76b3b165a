import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Which of the table's entry points a node's update goes through when no batch is open: a
/// node's own row insert runs as a batch of its own, as the table's `insertRows(at:with:)` does,
/// without a `performBatchUpdates` call; a described node's change goes through
/// `performBatchUpdates`, as a change a user asks for does, so that a table subclass sees it.
final class LocalUpdateEntryPointTests: XCTestCase {
    @MainActor
    func testANodesOwnRowInsertOutsideABatchIsNotAPerformBatchUpdatesCall() async {
        let table = BatchCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let list = ListNode(["a", "b"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("summary"), list])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        table.layoutIfNeeded()

        list.items.append("c")
        list.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)

        XCTAssertEqual(table.batchCount, 0)
        XCTAssertEqual(table.reloadDataCount, 0)
        XCTAssertEqual(table.visibleCells.map(\.text), ["summary", "a", "b", "c"])
        XCTAssertEqual(table.lastUpdateAnimations, [.fade], "applied as an update of its own")
    }

    @MainActor
    func testADescribedNodesChangeOutsideABatchIsOnePerformBatchUpdatesCall() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"])]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime(root) {} }
        let batches = table.batchCount

        node.content = itemContent([("s", ["a", "b", "c"])])

        XCTAssertEqual(table.batchCount, batches + 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    }
}
