import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The calls the original library did not propagate: prefetching, moves and section index titles.
final class PropagatingAddedRoutingTests: XCTestCase {
    @MainActor
    private func makeRoot(_ log: CallLog, children: Int = 3) -> (CascadingRootTableDelegate, [SpyNode]) {
        let spies = (0..<children).map { SpyNode("c\($0)", log: log) }
        return (CascadingRootTableDelegate(index: 0, childDelegates: spies), spies)
    }

    @MainActor
    func testPrefetchSplitsIndexPathsByChildKeepingTheirOrder() async {
        let log = CallLog()
        let (root, _) = makeRoot(log)
        let paths = [
            IndexPath(row: 4, section: 2), IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 2),
            IndexPath(row: 0, section: 9), IndexPath(indexes: [0]), IndexPath(row: 3, section: 0),
            IndexPath(row: 1, section: -1),
        ]
        root.tableView(TableView(), prefetchRowsAt: paths)
        XCTAssertEqual(log.entries, ["c2.prefetchRowsAt([[2, 4], [2, 1]])", "c0.prefetchRowsAt([[0, 0], [0, 3]])"])

        log.removeAll()
        root.tableView(TableView(), cancelPrefetchingForRowsAt: paths)
        XCTAssertEqual(
            log.entries,
            ["c2.cancelPrefetchingForRowsAt([[2, 4], [2, 1]])", "c0.cancelPrefetchingForRowsAt([[0, 0], [0, 3]])"])
    }

    /// Past a few children, groups are found through an index: every child still gets its own
    /// paths, in their order, and children are called in the order of their first path.
    @MainActor
    func testPrefetchSplitsInterleavedPathsAmongManyChildren() async {
        let log = CallLog()
        let (root, _) = makeRoot(log, children: 12)
        let order = [0, 11, 3, 7, 1, 9, 5, 2, 10, 4, 8, 6]
        let paths =
            order.map { IndexPath(row: 0, section: $0) } + order.reversed().map { IndexPath(row: 1, section: $0) }
        root.tableView(TableView(), prefetchRowsAt: paths)
        XCTAssertEqual(log.entries, order.map { "c\($0).prefetchRowsAt([[\($0), 0], [\($0), 1]])" })
    }

    /// One path, the common case of a row node's own prefetch, reaches its child alone.
    @MainActor
    func testPrefetchOfOnePathReachesItsChild() async {
        let log = CallLog()
        let (root, _) = makeRoot(log)
        root.tableView(TableView(), prefetchRowsAt: [IndexPath(row: 6, section: 1)])
        root.tableView(TableView(), cancelPrefetchingForRowsAt: [IndexPath(row: 0, section: 4)])
        XCTAssertEqual(log.entries, ["c1.prefetchRowsAt([[1, 6]])"])
    }

    @MainActor
    func testPrefetchWithOnlyInvalidIndexPathsCallsNoChild() async {
        let log = CallLog()
        let (root, _) = makeRoot(log)
        root.tableView(TableView(), prefetchRowsAt: [IndexPath(row: 0, section: 5), IndexPath()])
        root.tableView(TableView(), cancelPrefetchingForRowsAt: [])
        XCTAssertEqual(log.entries, [])
    }

    @MainActor
    func testPrefetchInRowModeSplitsByRow() async {
        let log = CallLog()
        let rows = (0..<2).map { SpyNode("r\($0)", log: log) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.tableView(
            TableView(),
            prefetchRowsAt: [
                IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0),
                IndexPath(row: 2, section: 0),
            ])
        XCTAssertEqual(log.entries, ["r1.prefetchRowsAt([[0, 1]])", "r0.prefetchRowsAt([[0, 0]])"])
    }

    @MainActor
    func testTargetIndexPathForMoveIsAskedOfTheSourcesChild() async {
        let log = CallLog()
        let (root, spies) = makeRoot(log)
        spies[0].stub("targetIndexPathForMoveFromRowAt", IndexPath(row: 5, section: 0))
        let answer = root.tableView(
            TableView(), targetIndexPathForMoveFromRowAt: IndexPath(row: 1, section: 0),
            toProposedIndexPath: IndexPath(row: 2, section: 2))
        XCTAssertEqual(answer, IndexPath(row: 5, section: 0))
        XCTAssertEqual(log.entries, ["c0.targetIndexPathForMoveFromRowAt([0, 1], [2, 2])"])

        log.removeAll()
        let proposed = IndexPath(row: 2, section: 1)
        let invalid = root.tableView(
            TableView(), targetIndexPathForMoveFromRowAt: IndexPath(row: 0, section: 7), toProposedIndexPath: proposed)
        XCTAssertEqual(invalid, proposed, "an invalid source gets the proposal")
        XCTAssertEqual(log.entries, [])
    }

    @MainActor
    func testMoveRowIsToldToSourceAndDestinationChildren() async {
        let log = CallLog()
        let (root, _) = makeRoot(log)
        let table = TableView()
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 2))
        XCTAssertEqual(log.entries, ["c0.moveRowAt([0, 1], [2, 0])", "c2.moveRowAt([0, 1], [2, 0])"])

        log.removeAll()
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 1), to: IndexPath(row: 3, section: 1))
        XCTAssertEqual(log.entries, ["c1.moveRowAt([1, 1], [1, 3])"], "one child owning both ends is told once")

        log.removeAll()
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 8), to: IndexPath(row: 3, section: 1))
        XCTAssertEqual(log.entries, ["c1.moveRowAt([8, 1], [1, 3])"], "an invalid source tells only the destination")

        log.removeAll()
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(indexes: [1]))
        XCTAssertEqual(log.entries, ["c0.moveRowAt([0, 1], [1])"], "an invalid destination tells only the source")
    }

    @MainActor
    func testSectionIndexTitlesAreConcatenatedInChildOrder() async {
        let log = CallLog()
        let (root, spies) = makeRoot(log)
        spies[0].stub("sectionIndexTitles", ["A", "B"])
        spies[2].stub("sectionIndexTitles", ["C"])
        let table = TableView()
        XCTAssertEqual(root.sectionIndexTitles(for: table), ["A", "B", "C"])
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "A", at: 0), 0)
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "B", at: 1), 0)
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "C", at: 2), 2)
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "Z", at: 3), 3, "out of range: the index")
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "Z", at: -1), -1)
    }

    @MainActor
    func testSectionIndexTitlesAreNilWhenNoChildGivesAny() async {
        let (root, _) = makeRoot(CallLog())
        XCTAssertNil(root.sectionIndexTitles(for: TableView()))
        XCTAssertEqual(root.tableView(TableView(), sectionForSectionIndexTitle: "A", at: 1), 1)
    }

    @MainActor
    func testSectionIndexTitlesAreNotPropagatedInRowMode() async {
        let log = CallLog()
        let child = SpyNode("r0", log: log)
        child.stub("sectionIndexTitles", ["A"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [child])
        XCTAssertNil(section.sectionIndexTitles(for: TableView()))
        XCTAssertEqual(section.tableView(TableView(), sectionForSectionIndexTitle: "A", at: 0), 0)
        XCTAssertEqual(log.entries, [])
    }
}
