import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The routing policies of the calls that name two rows or none: focus updates, the preferred
/// focused row and the end of the multiple-selection pan (`Documentation/Focus.md`).
final class FocusRoutingTests: XCTestCase {
    /// A `.row`-mode node of a single row, a range of three rows and a single row.
    @MainActor
    private func makeSection(log: CallLog) -> (CascadingSectionTableDelegate, [SpyNode]) {
        let first = SpyNode("first", log: log)
        let range = SpyNode("range", log: log).rowRange(3)
        let last = SpyNode("last", log: log)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, range, last])
        return (section, [first, range, last])
    }

    private func context(_ previous: IndexPath?, _ next: IndexPath?) -> TableViewFocusUpdateContext {
        TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: previous, nextFocusedIndexPath: next, focusHeading: .down)
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @MainActor
    func testAMoveBetweenTwoChildrenAsksEachWithItsOwnRowInItsOwnCoordinates() async {
        let log = CallLog()
        let table = TableView()
        let (section, _) = makeSection(log: log)
        _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
        log.removeAll()
        XCTAssertTrue(section.tableView(table, shouldUpdateFocusIn: context(row(0), row(2))))
        section.tableView(table, didUpdateFocusIn: context(row(3), row(4)), with: FocusAnimationCoordinator())
        XCTAssertEqual(
            log.entries,
            [
                "first.shouldUpdateFocusIn([0, 0] -> nil)", "range.shouldUpdateFocusIn(nil -> [0, 1])",
                "range.didUpdateFocusIn([0, 2] -> nil)", "last.didUpdateFocusIn(nil -> [0, 4])",
            ])
    }

    @MainActor
    func testAChildThatOwnsBothRowsHearsOnceWithBoth() async {
        let log = CallLog()
        let table = TableView()
        let (section, _) = makeSection(log: log)
        _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
        log.removeAll()
        section.tableView(table, didUpdateFocusIn: context(row(3), row(1)), with: FocusAnimationCoordinator())
        XCTAssertEqual(log.entries, ["range.didUpdateFocusIn([0, 2] -> [0, 0])"])
    }

    @MainActor
    func testBothChildrenMustAgreeAndTheFirstRefusalEndsTheQuestion() async {
        let log = CallLog()
        let table = TableView()
        let (section, children) = makeSection(log: log)
        _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
        children[2].stub("shouldUpdateFocusIn", false)
        log.removeAll()
        XCTAssertFalse(section.tableView(table, shouldUpdateFocusIn: context(row(0), row(4))))
        XCTAssertEqual(log.entries.count, 2)
        children[0].stub("shouldUpdateFocusIn", false)
        log.removeAll()
        XCTAssertFalse(section.tableView(table, shouldUpdateFocusIn: context(row(0), row(4))))
        XCTAssertEqual(log.entries, ["first.shouldUpdateFocusIn([0, 0] -> nil)"])
    }

    @MainActor
    func testAContextWithNoRowAChildOwnsGetsTheDefaults() async {
        let log = CallLog()
        let table = TableView()
        let (section, children) = makeSection(log: log)
        for child in children { child.stub("shouldUpdateFocusIn", false) }
        for bad in [context(nil, nil), context(row(9), nil), context(IndexPath(), row(-1))] {
            XCTAssertTrue(section.tableView(table, shouldUpdateFocusIn: bad))
            section.tableView(table, didUpdateFocusIn: bad, with: FocusAnimationCoordinator())
        }
        XCTAssertEqual(log.entries.filter { $0.contains("FocusIn") }, [])
        XCTAssertFalse(section.tableView(table, shouldUpdateFocusIn: context(row(9), row(0))), "one owner is asked")
    }

    @MainActor
    func testThePreferredRowIsTheFirstChildsNonNilAnswerTranslated() async {
        let log = CallLog()
        let table = TableView()
        let (section, children) = makeSection(log: log)
        XCTAssertNil(section.indexPathForPreferredFocusedView(in: table), "nobody prefers a row")
        XCTAssertEqual(log.entries(matching: ["indexPathForPreferredFocusedView"]).count, 3, "all were asked")
        children[1].stub("indexPathForPreferredFocusedView", Optional(row(2)))
        children[2].stub("indexPathForPreferredFocusedView", Optional(row(4)))
        log.removeAll()
        XCTAssertEqual(section.indexPathForPreferredFocusedView(in: table), row(3), "the range's row 2 is row 3")
        XCTAssertEqual(
            log.entries(matching: ["indexPathForPreferredFocusedView"]),
            ["first.indexPathForPreferredFocusedView()", "range.indexPathForPreferredFocusedView()"])
        children[0].stub("indexPathForPreferredFocusedView", Optional(row(0)))
        XCTAssertEqual(section.indexPathForPreferredFocusedView(in: table), row(0), "children are asked in order")
    }

    @MainActor
    func testARootTranslatesASectionRangesPreferredRowToTableCoordinates() async {
        let log = CallLog()
        let table = TableView()
        let header = SpyNode("header", log: log)
        let feed = SpyNode("feed", log: log).sectionRange(3)
        feed.stub("numberOfRowsInSection", 2)
        feed.stub("indexPathForPreferredFocusedView", Optional(IndexPath(row: 1, section: 2)))
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [header, feed])
        root.prepare(tableView: table)
        XCTAssertEqual(root.indexPathForPreferredFocusedView(in: table), IndexPath(row: 1, section: 3))
    }

    @MainActor
    func testTheEndOfTheMultipleSelectionPanReachesEveryNodeDepthFirst() async {
        let log = CallLog()
        let table = TableView()
        let (section, _) = makeSection(log: log)
        let other = SpyNode("other", log: log)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section, other])
        root.tableViewDidEndMultipleSelectionInteraction(table)
        XCTAssertEqual(
            log.entries,
            [
                "first.tableViewDidEndMultipleSelectionInteraction()",
                "range.tableViewDidEndMultipleSelectionInteraction()",
                "last.tableViewDidEndMultipleSelectionInteraction()",
                "other.tableViewDidEndMultipleSelectionInteraction()",
            ])
    }
}

extension FocusRoutingTests {
    @MainActor
    func testALeafPrefersNoRowAndAPropagatingNodeWithoutChildrenFallsBackToIt() async {
        let table = TableView()
        let leaf = CascadingBareTableDelegate(index: 0, childDelegates: [])
        XCTAssertNil(leaf.indexPathForPreferredFocusedView(in: table))
        leaf.tableViewDidEndMultipleSelectionInteraction(table)
        let empty = PropagatingTableDelegate(index: 0, childDelegates: [])
        XCTAssertNil(empty.indexPathForPreferredFocusedView(in: table))
        XCTAssertTrue(empty.tableView(table, shouldUpdateFocusIn: context(row(0), row(1))))
    }
}
