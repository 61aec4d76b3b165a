import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// `prefetchesRows`: whether the root is its table's prefetch data source.
final class RootPrefetchRoleTests: XCTestCase {
    /// A root over one section of `rows` spy rows, served on a 88-point table of 44-point rows.
    @MainActor
    private func makeTree(rows: Int, log: CallLog) -> (CascadingRootTableDelegate, TableView) {
        let spies = (0..<rows).map { row -> SpyNode in
            let spy = SpyNode("row\(row)", log: log)
            spy.stub("heightForRowAt", CGFloat(44))
            return spy
        }
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: spies)])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        return (root, table)
    }

    @MainActor
    func testByDefaultTheRootIsThePrefetchDataSourceAndRowsAheadReachTheirNodes() async {
        let log = CallLog()
        let (root, table) = makeTree(rows: 20, log: log)
        XCTAssertTrue(root.prefetchesRows)
        root.prepare(tableView: table)
        XCTAssertTrue(table.prefetchDataSource === root)
        table.layoutIfNeeded()
        log.removeAll()
        table.contentOffset.y = 44
        XCTAssertEqual(
            log.entries(matching: ["prefetchRowsAt"]),
            ["row3.prefetchRowsAt([[0, 3]])", "row4.prefetchRowsAt([[0, 4]])"])
    }

    @MainActor
    func testARootThatDoesNotPrefetchLeavesTheTableWithoutPrefetchDataSourceAndScrollsWithoutPrefetching() async {
        let log = CallLog()
        let (root, table) = makeTree(rows: 20, log: log)
        root.prefetchesRows = false
        root.prepare(tableView: table)
        XCTAssertNil(table.prefetchDataSource)
        XCTAssertTrue(table.dataSource === root, "the other roles are taken as before")
        table.layoutIfNeeded()
        log.removeAll()
        table.contentOffset.y = 44
        XCTAssertEqual(log.entries(matching: ["prefetchRowsAt", "cancelPrefetchingForRowsAt"]), [])
        XCTAssertFalse(log.entries(matching: ["cellForRowAt"]).isEmpty, "the scroll itself happened")
    }

    @MainActor
    func testChangingTheSettingWhileServingUpdatesTheTableAtOnce() async {
        let log = CallLog()
        let (root, table) = makeTree(rows: 20, log: log)
        root.prepare(tableView: table)
        root.prefetchesRows = false
        XCTAssertNil(table.prefetchDataSource)
        root.prefetchesRows = true
        XCTAssertTrue(table.prefetchDataSource === root)
    }

    @MainActor
    func testTurningItOffNeverRemovesSomebodyElsesPrefetchDataSource() async {
        let log = CallLog()
        let (root, table) = makeTree(rows: 2, log: log)
        root.prepare(tableView: table)
        let other = ArrayDataSource([items("a", 2)])
        table.prefetchDataSource = other
        root.prefetchesRows = false
        XCTAssertTrue(table.prefetchDataSource === other)
        root.prepare(tableView: table)
        XCTAssertTrue(table.prefetchDataSource === other)
    }

    @MainActor
    func testARootThatNoLongerServesItsTableLeavesThatTableAlone() async {
        let log = CallLog()
        let (root, table) = makeTree(rows: 2, log: log)
        root.prepare(tableView: table)
        let other = ArrayDataSource([items("a", 2)])
        table.dataSource = other
        root.prefetchesRows = false
        XCTAssertTrue(table.prefetchDataSource === root, "the table is not the root's any more: untouched")
    }

    @MainActor
    func testTheProtocolInitializerHonoursARootSubclassThatDoesNotPrefetch() async {
        let table = TableView()
        let root = NonPrefetchingRoot(index: 0, childDelegates: [], tableView: table)
        XCTAssertTrue(table.dataSource === root)
        XCTAssertNil(table.prefetchDataSource)
        let plain = CascadingRootTableDelegate(index: 0, childDelegates: [], tableView: table)
        XCTAssertTrue(table.prefetchDataSource === plain)
    }
}

/// A root whose tree never prefetches, declared by overriding the setting.
@MainActor
private final class NonPrefetchingRoot: CascadingRootTableDelegate {
    override var prefetchesRows: Bool {
        get { false }
        set {}
    }
}
