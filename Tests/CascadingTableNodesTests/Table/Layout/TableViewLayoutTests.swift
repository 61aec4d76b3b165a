import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Heights, content size, rects and hit-testing.
final class TableViewLayoutTests: XCTestCase {
    @MainActor
    func testDefaultRowsAre44AndContentSizeSumsThem() async {
        let source = ArrayDataSource([items("a", 3), items("b", 2)])
        let table = source.makeTable()
        XCTAssertEqual(table.rowHeight, 44)
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 5 * 44))
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 1, section: 1)), CGRect(x: 0, y: 176, width: 320, height: 44))
        XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 132, width: 320, height: 88))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 132, width: 320, height: 0))
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 132, width: 320, height: 0))
    }

    @MainActor
    func testDelegateHeightsAndSectionHeadersPlaceRows() async {
        let log = CallLog()
        let first = SpyNode("s0", log: log).rows(2)
        first.stub("heightForRowAt", CGFloat(30))
        first.stub("heightForHeaderInSection", CGFloat(20))
        first.stub("heightForFooterInSection", CGFloat(10))
        let second = SpyNode("s1", log: log).rows(1)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.contentSize.height, 20 + 60 + 10 + 44)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 50)
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 80, width: 320, height: 10))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 90)
    }

    @MainActor
    func testIndexPathForRowAtPoint() async {
        let source = ArrayDataSource([items("a", 3), items("b", 2)])
        let table = source.makeTable()
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 0)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 43.9)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 44)), IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 200)), IndexPath(row: 1, section: 1))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 220)), "below the content")
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: -1)))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 400, y: 10)), "outside the width")
    }

    @MainActor
    func testIndexPathsForRowsInRect() async {
        let source = ArrayDataSource([items("a", 3), items("b", 2)])
        let table = source.makeTable()
        XCTAssertEqual(
            table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 50)),
            [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        XCTAssertEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 0)), [])
        XCTAssertEqual(table.indexPathsForRows(in: CGRect(x: 500, y: 0, width: 10, height: 100)), [])
        XCTAssertEqual(table.indexPathsForRows(in: .null), [])
    }

    @MainActor
    func testRectsOfMissingRowsAndSectionsAreZero() async {
        let source = ArrayDataSource([items("a", 1)])
        let table = source.makeTable()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), .zero)
        XCTAssertEqual(table.rectForRow(at: IndexPath(indexes: [0])), .zero)
        XCTAssertEqual(table.rect(forSection: 1), .zero)
        XCTAssertEqual(table.rectForHeader(inSection: -1), .zero)
        XCTAssertEqual(table.rectForFooter(inSection: 3), .zero)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44, "the source is alive")
        withExtendedLifetime(source) {}
    }

    @MainActor
    func testTitledHeadersUseTheStyleConstants() async {
        final class Titled: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "T" }
            override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
                TableView.automaticDimension
            }
            override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
                TableView.automaticDimension
            }
        }
        for (style, header, footer) in [
            (TableView.Style.plain, 28.0, 0.0), (.grouped, 38, 18), (.insetGrouped, 38, 18),
        ] {
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [Titled(index: 0, childDelegates: [])])
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), style: style)
            root.prepare(tableView: table)
            XCTAssertEqual(table.rectForHeader(inSection: 0).height, CGFloat(header), "\(style)")
            XCTAssertEqual(table.rectForFooter(inSection: 0).height, CGFloat(footer), "\(style)")
            XCTAssertEqual(table.headerView(forSection: 0)?.text, "T", "the table makes a view for a title")
            table.sectionHeaderHeight = 50
            XCTAssertEqual(table.rectForHeader(inSection: 0).height, 50, "the setting answers automaticDimension")
        }
    }

    @MainActor
    func testSelfSizingRowsTakeTheirCellsPreferredHeight() async {
        final class Tall: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell()
                cell.preferredHeight = CGFloat(100 + indexPath.row)
                return cell
            }
        }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [Tall(index: 0, childDelegates: [])])
        let table = TableView()
        table.rowHeight = TableView.automaticDimension
        XCTAssertEqual(table.rowHeight, TableView.automaticDimension)
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 100 + 101 + 102)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 201)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height, 101)
    }

    @MainActor
    func testEstimatesSizeTheContentUntilRowsAreDisplayed() async {
        let source = ArrayDataSource([items("a", 100)])
        for item in source.sections[0] {
            source.estimates[item] = 40
            source.heights[item] = 60
        }
        let table = source.makeTable(height: 200)
        table.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows ?? []
        XCTAssertEqual(visible.count, 4, "four 60-point rows cover 200 points")
        XCTAssertEqual(table.contentSize.height, 4 * 60 + 96 * 40, "exact for displayed rows, estimates elsewhere")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 50, section: 0)).minY, 4 * 60 + 46 * 40)
    }

    @MainActor
    func testExactHeightsAboveTheViewportKeepTheVisibleContentStill() async {
        let source = ArrayDataSource([items("a", 100)])
        for item in source.sections[0] {
            source.estimates[item] = 40
            source.heights[item] = 60
        }
        let table = source.makeTable(height: 200)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        let firstVisible = table.indexPathsForVisibleRows?.first
        XCTAssertEqual(firstVisible, IndexPath(row: 48, section: 0), "rows 0-3 became exact (60), the rest are 40")
        let rowTop = table.rectForRow(at: IndexPath(row: 51, section: 0)).minY - table.contentOffset.y
        table.contentOffset.y -= 30
        // Row 47 became exact (60 instead of 40) above the viewport top: the offset moved by 20 too,
        // so row 51 moved down by exactly the 30 points scrolled.
        let newRowTop = table.rectForRow(at: IndexPath(row: 51, section: 0)).minY - table.contentOffset.y
        XCTAssertEqual(newRowTop - rowTop, 30, accuracy: 0.001)
    }

    @MainActor
    func testEstimatesOffAskEveryExactHeightAtLayout() async {
        let log = CallLog()
        let spy = SpyNode("flat", log: log).rows(50)
        spy.stub("heightForRowAt", CGFloat(20))
        let table = TableView()
        table.estimatedRowHeight = 0
        XCTAssertEqual(table.estimatedRowHeight, 0)
        table.dataSource = spy
        table.delegate = spy
        table.layoutIfNeeded()
        XCTAssertEqual(log.entries(matching: ["heightForRowAt"]).count, 50)
        XCTAssertEqual(log.entries(matching: ["estimatedHeightForRowAt"]), [])
        XCTAssertEqual(table.contentSize.height, 1000)
    }

    /// An estimate of 0 is still an estimate (the exact height is asked when the row shows), and
    /// an exact height of -0.0 is exact (not asked again): the layout keeps both in one number.
    @MainActor
    func testZeroEstimatesAndNegativeZeroHeightsKeepWhatTheyAre() async {
        for (estimate, exact, asked) in [(CGFloat(0), CGFloat(20), 3), (CGFloat(10), -CGFloat.zero, 3)] {
            let log = CallLog()
            let spy = SpyNode("flat", log: log).rows(3)
            spy.stub("estimatedHeightForRowAt", estimate)
            spy.stub("heightForRowAt", exact)
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            table.diagnostics.mode = .strict { XCTFail($0.message) }
            table.dataSource = spy
            table.delegate = spy
            table.layoutIfNeeded()
            table.layoutIfNeeded()
            table.contentOffset.y = 0
            table.layoutIfNeeded()
            XCTAssertEqual(
                log.entries(matching: ["heightForRowAt"]).count, asked,
                "estimate \(estimate), height \(exact): each shown row asked once")
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, exact, "estimate \(estimate)")
            XCTAssertEqual(table.contentSize.height, 3 * exact)
        }
    }

    @MainActor
    func testEstimatedRowHeightSettingAnswersAutomaticEstimates() async {
        final class Plain: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.estimatedRowHeight = 30
        table.estimatedSectionHeaderHeight = 0
        table.estimatedSectionFooterHeight = 0
        XCTAssertEqual(table.estimatedSectionHeaderHeight, 0)
        XCTAssertEqual(table.estimatedSectionFooterHeight, 0)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [Plain(index: 0, childDelegates: [])])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 3 * 44 + 97 * 30)
    }

    @MainActor
    func testInvalidHeightsAreReportedAndReplaced() async {
        for bad in [CGFloat(-5), .nan, .infinity] {
            let log = CallLog()
            let spy = SpyNode("flat", log: log).rows(2)
            spy.stub("heightForRowAt", bad)
            spy.stub("heightForHeaderInSection", bad)
            let table = TableView()
            table.diagnostics.mode = .silent
            table.dataSource = spy
            table.delegate = spy
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44, "\(bad)")
            XCTAssertEqual(table.rectForHeader(inSection: 0).height, 0)
            XCTAssertTrue(
                table.diagnostics.reports.contains { $0.kind.name == .invalidHeight })
            XCTAssertTrue(table.diagnostics.reports.first?.message.contains("invalid height") ?? false)
        }
    }

    @MainActor
    func testEachBadHeightIsReportedOncePerLayoutNamingTheMethodWritten() async {
        let source = ArrayDataSource([items("a", 4)])
        source.heights["a1"] = -10  // no estimate: the estimate is heightForRowAt's answer
        source.estimates["a2"] = -5  // a bad estimate, a good height
        source.heights["a2"] = 30
        let table = source.makeTable()
        table.diagnostics.mode = .silent
        table.layoutIfNeeded()
        let messages = table.diagnostics.reports.map(\.message)
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.invalidHeight(-10), .invalidHeight(-5)])
        XCTAssertTrue(messages[0].hasPrefix("heightForRowAt returned an invalid height (-10.0) for row [0, 1]"))
        XCTAssertTrue(messages[1].hasPrefix("estimatedHeightForRowAt returned an invalid height (-5.0) for row [0, 2]"))
        table.diagnostics.removeAll()
        table.reloadData()
        XCTAssertEqual(table.diagnostics.reports.count, 2, "a new layout pass reports again, once each")

        let spy = SpyNode("flat").rows(1)
        spy.stub("heightForHeaderInSection", CGFloat(-3))
        spy.stub("estimatedHeightForFooterInSection", CGFloat(-4))
        let headed = TableView()
        headed.diagnostics.mode = .silent
        headed.dataSource = spy
        headed.delegate = spy
        headed.layoutIfNeeded()
        XCTAssertEqual(
            headed.diagnostics.reports.map { String($0.message.prefix(while: { $0 != " " })) },
            ["heightForHeaderInSection", "estimatedHeightForFooterInSection"])
        withExtendedLifetime(source) {}
    }

    @MainActor
    func testChangingTheFrameShowsMoreRows() async {
        let source = ArrayDataSource([items("a", 30)])
        let table = source.makeTable(height: 88)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 2)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 176)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 4)
        XCTAssertEqual(table.bounds, CGRect(x: 0, y: 0, width: 320, height: 176))
    }
}
