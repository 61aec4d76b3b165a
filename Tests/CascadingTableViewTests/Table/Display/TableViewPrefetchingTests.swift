import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Rows ahead of the viewport are prefetched; rows that leave that range undisplayed are cancelled.
final class TableViewPrefetchingTests: XCTestCase {
    @MainActor
    func testScrollingDownPrefetchesTheNextScreenInOrder() async {
        let source = ArrayDataSource([items("a", 100)])
        let table = source.makeTable(height: 88)
        table.layoutIfNeeded()
        XCTAssertEqual(table.prefetchDistance, 88)
        source.log.removeAll()
        table.contentOffset.y = 44
        XCTAssertEqual(
            source.log.entries(matching: ["prefetchRowsAt"]),
            ["ds.prefetchRowsAt([[0, 3], [0, 4]])"])
        source.log.removeAll()
        table.contentOffset.y = 88
        XCTAssertEqual(
            source.log.entries(matching: ["prefetchRowsAt"]), ["ds.prefetchRowsAt([[0, 5]])"],
            "rows already announced are not announced again")
    }

    @MainActor
    func testScrollingUpPrefetchesRowsAboveNearestFirstAndCancelsTheOthers() async {
        let source = ArrayDataSource([items("a", 100)])
        let table = source.makeTable(height: 88)
        table.contentOffset.y = 880
        source.log.removeAll()
        table.contentOffset.y = 836
        XCTAssertEqual(
            source.log.entries(matching: ["prefetchRowsAt", "cancelPrefetchingForRowsAt"]),
            ["ds.cancelPrefetchingForRowsAt([[0, 22], [0, 23]])", "ds.prefetchRowsAt([[0, 18], [0, 17]])"])
    }

    @MainActor
    func testRowsThatGetDisplayedAreNotCancelledAndReloadForgetsAnnouncements() async {
        let source = ArrayDataSource([items("a", 100)])
        let table = source.makeTable(height: 88)
        table.contentOffset.y = 44
        source.log.removeAll()
        table.contentOffset.y = 132
        XCTAssertFalse(source.log.entries.contains { $0.contains("cancel") })
        table.reloadData()
        source.log.removeAll()
        table.contentOffset.y = 176
        XCTAssertEqual(source.log.entries(matching: ["prefetchRowsAt"]), ["ds.prefetchRowsAt([[0, 6], [0, 7]])"])
    }

    @MainActor
    func testNoPrefetchDataSourceMeansNoCalls() async {
        let source = ArrayDataSource([items("a", 100)])
        let table = source.makeTable(height: 88)
        table.prefetchDataSource = nil
        table.contentOffset.y = 300
        XCTAssertEqual(source.log.entries(matching: ["prefetchRowsAt"]), [])
    }
}
