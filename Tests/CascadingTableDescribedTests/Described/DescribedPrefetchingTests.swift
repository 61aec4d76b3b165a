import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Prefetching through described nodes: described rows never prefetch, so a described node
/// routes prefetch calls only while one of its rows is a hand-written node, which then gets them
/// with its local paths.
final class DescribedPrefetchingTests: XCTestCase {
    @MainActor
    func testAHandWrittenRowOfDescribedRowsGetsPrefetchCallsWithItsLocalPath() async {
        let log = CallLog()
        let custom = SpyNode("custom", log: log)
        let rows = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "custom", node: custom), itemRow("b")])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("summary", log: log), rows])
        let table = TableView()
        XCTAssertEqual(section.tableView(table, numberOfRowsInSection: 3), 4)
        log.removeAll()

        section.tableView(table, prefetchRowsAt: [IndexPath(row: 1, section: 3), IndexPath(row: 2, section: 3)])
        section.tableView(table, cancelPrefetchingForRowsAt: [IndexPath(row: 2, section: 3)])

        XCTAssertEqual(
            log.entries, ["custom.prefetchRowsAt([[0, 1]])", "custom.cancelPrefetchingForRowsAt([[0, 1]])"],
            "only the hand-written row is told, in the list's coordinates")
    }

    @MainActor
    func testDescribedRowsStartRoutingPrefetchCallsWhenAHandWrittenRowArrivesAndStopWhenItLeaves() async {
        let log = CallLog()
        let custom = SpyNode("custom", log: log)
        let rows = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b")])
        let table = TableView()
        let prefetchEveryRow = {
            _ = rows.tableView(table, numberOfRowsInSection: 0)
            let paths = rows.rows.indices.map { IndexPath(row: $0, section: 0) }
            rows.tableView(table, prefetchRowsAt: paths)
            rows.tableView(table, cancelPrefetchingForRowsAt: paths)
        }
        prefetchEveryRow()
        XCTAssertEqual(log.entries, [])

        rows.rows = [itemRow("a"), itemRow("b"), RowDescription(id: "custom", node: custom)]
        log.removeAll()
        prefetchEveryRow()
        XCTAssertEqual(
            log.entries, ["custom.prefetchRowsAt([[0, 2]])", "custom.cancelPrefetchingForRowsAt([[0, 2]])"],
            "the row that arrived after the first prefetch is told")

        rows.rows = [itemRow("a")]
        log.removeAll()
        prefetchEveryRow()
        XCTAssertEqual(log.entries, [], "a row that left is no longer told")
    }

    @MainActor
    func testAHandWrittenRowInADescribedTableGetsPrefetchCallsWithItsPath() async {
        let log = CallLog()
        let custom = SpyNode("custom", log: log)
        let content = DescribedContent(sections: [
            SectionDescription(id: "first", rows: [itemRow("a")]),
            SectionDescription(id: "second", rows: [itemRow("b"), RowDescription(id: "custom", node: custom)]),
        ])
        let described = DescribedTableDelegate(content: content)
        let table = TableView()
        XCTAssertEqual(described.numberOfSections(in: table), 2)
        _ = described.tableView(table, numberOfRowsInSection: 1)
        log.removeAll()

        described.tableView(table, prefetchRowsAt: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1)])
        XCTAssertEqual(log.entries, ["custom.prefetchRowsAt([[1, 1]])"])

        described.content = DescribedContent(sections: [SectionDescription(id: "first", rows: [itemRow("a")])])
        log.removeAll()
        described.tableView(table, prefetchRowsAt: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(log.entries, [])
    }
}
