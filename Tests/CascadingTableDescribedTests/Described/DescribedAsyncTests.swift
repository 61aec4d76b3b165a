import CascadingTableDescribed
import CascadingTableView
import XCTest

/// Differences computed off the main actor; requests coalesced, the newest content wins.
final class DescribedAsyncTests: XCTestCase {
    @MainActor
    func testContentSetAsynchronouslyIsShown() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let rows = (0..<5_000).map { "r\($0)" }
        await node.setContent(itemContent([("s", rows)]))
        XCTAssertEqual(table.numberOfRows(inSection: 1), 5_000)
        XCTAssertEqual(node.indexPath(forRowID: "r4999"), IndexPath(row: 4_999, section: 1))
        XCTAssertEqual(unexpectedReports(table), [])
    }

    @MainActor
    func testRequestsArrivingDuringAnUpdateAreCoalescedAndTheNewestWins() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let record = ShownContents()
        let batches = table.batchCount
        let tasks = (1...20).map { version in
            Task { @MainActor in
                await node.setContent(itemContent([("s", (0...version).map { "r\($0)" })]))
                record.lists.append(node.content.sections[0].rows.map { "\($0.id)" })
            }
        }
        for task in tasks {
            await task.value
        }
        let shown = record.lists
        XCTAssertEqual(shown.count, 20, "every caller returns")
        XCTAssertLessThan(table.batchCount - batches, 20, "requests were coalesced")
        XCTAssertEqual(node.content.sections[0].rows.count, 21, "the newest content is shown")
        XCTAssertEqual(table.numberOfRows(inSection: 1), 21)
        for pair in zip(shown, shown.dropFirst()) {
            XCTAssertLessThanOrEqual(pair.0.count, pair.1.count, "never an older content after a newer one")
        }
    }

    @MainActor
    func testASynchronousUpdateSupersedesADifferenceBeingComputed() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let pending = Task { @MainActor in
            await node.setContent(itemContent([("s", (0..<20_000).map { "old\($0)" })]))
        }
        // Let the task start its difference, then set newer content directly.
        await Task.yield()
        node.content = itemContent([("s", ["new"])])
        await pending.value
        XCTAssertEqual(node.content.sections[0].rows.map(\.id), [DescribedID("new")])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "new")
        XCTAssertEqual(unexpectedReports(table), [])
    }
}

/// The contents callers saw shown when their update returned.
@MainActor
private final class ShownContents {
    var lists: [[String]] = []
}
