import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Rows, headers and footers entering and leaving the viewport, in UIKit's order, with reuse.
final class TableViewDisplayTests: XCTestCase {
    private let displayKeys: Set<String> = [
        "heightForRowAt", "cellForRowAt", "indentationLevelForRowAt", "willDisplay", "didEndDisplaying",
        "viewForHeaderInSection",
        "willDisplayHeaderView", "didEndDisplayingHeaderView",
    ]

    @MainActor
    func testFirstLayoutThroughATreeAsksEstimatesThenDisplaysVisibleRowsInOrder() async {
        let log = CallLog()
        let (root, _) = makeSpyTree([3], log: log)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.prepare(tableView: table)
        log.removeAll()
        table.layoutIfNeeded()
        XCTAssertEqual(
            log.entries.filter { !$0.contains("Header") && !$0.contains("Footer") },
            [
                "r0.0.estimatedHeightForRowAt([0, 0])", "r0.0.heightForRowAt([0, 0])",
                "r0.1.estimatedHeightForRowAt([0, 1])", "r0.1.heightForRowAt([0, 1])",
                "r0.2.estimatedHeightForRowAt([0, 2])", "r0.2.heightForRowAt([0, 2])",
                "r0.0.heightForRowAt([0, 0])", "r0.1.heightForRowAt([0, 1])", "r0.2.heightForRowAt([0, 2])",
                "r0.0.cellForRowAt([0, 0])", "r0.0.indentationLevelForRowAt([0, 0])",
                "r0.0.willDisplay([0, 0])",
                "r0.1.cellForRowAt([0, 1])", "r0.1.indentationLevelForRowAt([0, 1])",
                "r0.1.willDisplay([0, 1])",
                "r0.2.cellForRowAt([0, 2])", "r0.2.indentationLevelForRowAt([0, 2])",
                "r0.2.willDisplay([0, 2])",
            ])
        XCTAssertEqual(
            table.indexPathsForVisibleRows,
            [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                IndexPath(row: 2, section: 0),
            ])
        withExtendedLifetime(root) {}
    }

    /// A zero-height row is displayed wherever it starts inside the viewport, its top edge
    /// included: at the top of the content as between two rows, and at a scrolled offset.
    @MainActor
    func testZeroHeightRowsAreDisplayedAtTheViewportsTopAsBelowIt() async {
        for (rows, offset, expected) in [
            (["collapsed", "a", "b"], CGFloat(0), ["collapsed", "a", "b"]),
            (["a", "collapsed", "b"], 0, ["a", "collapsed", "b"]),
            (["a", "collapsed", "b", "c"], 44, ["collapsed", "b", "c"]),
        ] {
            let source = ArrayDataSource([rows])
            source.heights = ["collapsed": 0, "a": 44, "b": 44, "c": 44]
            let table = source.makeTable(height: 200)
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
            XCTAssertEqual(source.visibleItems(in: table), expected, "\(rows) at \(offset)")
        }
    }

    @MainActor
    func testScrollingEndsLeavingRowsBeforeDisplayingEnteringOnes() async {
        let log = CallLog()
        let (root, _) = makeSpyTree([10], log: log)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 88)
        XCTAssertEqual(
            log.entries(matching: displayKeys),
            [
                "r0.2.heightForRowAt([0, 2])", "r0.3.heightForRowAt([0, 3])",
                "r0.0.didEndDisplaying([0, 0])", "r0.1.didEndDisplaying([0, 1])",
                "r0.2.cellForRowAt([0, 2])", "r0.2.indentationLevelForRowAt([0, 2])",
                "r0.2.willDisplay([0, 2])",
                "r0.3.cellForRowAt([0, 3])", "r0.3.indentationLevelForRowAt([0, 3])",
                "r0.3.willDisplay([0, 3])",
            ])
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)), "only visible rows have cells")
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testCellsAreReusedAfterPrepareForReuseAndCreationIsBoundedByTheViewport() async {
        let source = ArrayDataSource([items("a", 10_000)])
        let table = source.makeTable(height: 440)
        table.layoutIfNeeded()
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(firstCell?.text, "a0")
        table.contentOffset.y = 440
        XCTAssertTrue(table.visibleCells.contains { $0 === firstCell }, "the cell that left came back for a new row")
        XCTAssertGreaterThan(firstCell?.reuseCount ?? 0, 0)
        XCTAssertEqual(firstCell?.text?.hasPrefix("a1"), true, "prepareForReuse cleared it, the source set it again")
        for step in 0..<400 {
            table.contentOffset.y = CGFloat(step) * 1_000
        }
        XCTAssertLessThanOrEqual(table.numberOfCreatedCells, 2 * 11, "bounded by the viewport, not 10,000 rows")
        XCTAssertEqual(source.visibleItems(in: table).count, table.indexPathsForVisibleRows?.count)
    }

    @MainActor
    func testHeadersAndFootersAreDisplayedAndEndedAroundTheirRows() async {
        let log = CallLog()
        let sections = (0..<3).map { SpyNode("s\($0)", log: log).rows(2) }
        for spy in sections {
            spy.stub("heightForHeaderInSection", CGFloat(20))
            spy.stub("heightForFooterInSection", CGFloat(10))
            spy.stub("viewForHeaderInSection", Optional(TableViewHeaderFooterView(reuseIdentifier: nil)))
        }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 118))
        root.prepare(tableView: table)
        log.removeAll()
        table.layoutIfNeeded()
        XCTAssertEqual(
            log.entries(matching: [
                "viewForHeaderInSection", "willDisplayHeaderView", "cellForRowAt",
                "viewForFooterInSection", "willDisplayFooterView",
            ]),
            [
                "s0.viewForHeaderInSection(0)", "s0.willDisplayHeaderView(0)",
                "s0.cellForRowAt([0, 0])", "s0.cellForRowAt([0, 1])",
                "s0.viewForFooterInSection(0)",
            ])
        XCTAssertNotNil(table.headerView(forSection: 0))
        XCTAssertNil(table.footerView(forSection: 0), "no view and no title: nothing to show")
        log.removeAll()
        table.contentOffset.y = 118
        XCTAssertEqual(log.entries(matching: ["didEndDisplayingHeaderView"]), ["s0.didEndDisplayingHeaderView(0)"])
        XCTAssertNil(table.headerView(forSection: 0))
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testReloadDataEndsEverythingThenDisplaysAnew() async {
        let source = ArrayDataSource([items("a", 3)])
        let table = source.makeTable()
        table.layoutIfNeeded()
        source.log.removeAll()
        source.sections = [["x"]]
        table.reloadData()
        XCTAssertEqual(
            source.log.entries,
            [
                "ds.didEndDisplaying(a0)", "ds.didEndDisplaying(a1)", "ds.didEndDisplaying(a2)",
                "ds.cellForRowAt(x)", "ds.willDisplay(x)",
            ])
    }

    @MainActor
    func testCodeSetsAnyOffsetAndTheUserScrollsWithinTheContent() async {
        let source = ArrayDataSource([items("a", 20)])
        let table = source.makeTable(height: 100)
        table.contentOffset = CGPoint(x: 30, y: -50)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -50), "no sideways scrolling; y as set, as in UIKit")
        table.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        XCTAssertEqual(table.contentOffset.y, -50, "a NaN offset is ignored")
        table.contentOffset = CGPoint(x: 0, y: 0)
        XCTAssertEqual(table.userScroll(by: 10_000), 20 * 44 - 100, "the user stops at the content's end")
        XCTAssertEqual(table.userScroll(by: -10_000), -(20 * 44 - 100), "and at its top")
        table.userScroll(by: .infinity)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 19, section: 0))
        withExtendedLifetime(source) {}
    }

    @MainActor
    func testScrollToRowPositions() async {
        let source = ArrayDataSource([items("a", 100)])
        let table = source.makeTable(height: 220)
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 50 * 44)
        table.scrollToRow(at: row, at: .bottom, animated: true)
        XCTAssertEqual(table.contentOffset.y, 51 * 44 - 220)
        table.scrollToRow(at: row, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 50 * 44 + 22 - 110)
        table.scrollToRow(at: row, at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 50 * 44 + 22 - 110, "already visible: no scroll")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 0, "above: scrolls up to its top")
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 11 * 44 - 220, "below: scrolls down to its bottom")
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 11 * 44 - 220, "a missing row is ignored")
        XCTAssertTrue(table.indexPathsForVisibleRows?.contains(IndexPath(row: 10, section: 0)) ?? false)
        withExtendedLifetime(source) {}
    }

    @MainActor
    func testAMillionRowTableScrollsWithDelegateCallsBoundedByTheViewport() async {
        final class Big: CascadingBareTableDelegate {
            var calls = 0
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
            override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                calls += 1
                return 40
            }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                calls += 1
                return tableView.dequeueReusableCell(withIdentifier: "big", for: indexPath)
            }
        }
        let sections = (0..<1_000).map { _ in Big(index: 0, childDelegates: []) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "big")
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 40_000_000)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            table.contentOffset.y = CGFloat.random(in: 0..<39_000_000, using: &generator)
            for section in sections { section.calls = 0 }
            table.contentOffset.y += 568
            let calls = sections.reduce(0) { $0 + $1.calls }
            XCTAssertLessThanOrEqual(calls, 2 * 16, "one screen costs calls for the rows entering it only")
        }
        withExtendedLifetime(root) {}
    }
}
