import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// Scrolling to a row, and scrolling as the user does, when the estimates are wrong.
final class TableViewScrollingTests: XCTestCase {
    /// Rows 200 points high whose estimates say 50, in a 568-point table.
    @MainActor
    private func makeUnderestimatedTable(rows: Int = 10) -> (ArrayDataSource, TableView) {
        let source = ArrayDataSource([items("a", rows)])
        for item in source.sections[0] {
            source.estimates[item] = 50
            source.heights[item] = 200
        }
        let table = source.makeTable()
        table.layoutIfNeeded()
        return (source, table)
    }

    /// Where the row is in the viewport: its top and bottom relative to the viewport's top.
    @MainActor
    private func place(of row: Int, in table: TableView) -> (top: CGFloat, bottom: CGFloat) {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return (rect.minY - table.contentOffset.y, rect.maxY - table.contentOffset.y)
    }

    @MainActor
    func testScrollToTheLastRowAtTheBottomLandsInOneCallDespiteLowEstimates() async {
        let (source, table) = makeUnderestimatedTable()
        defer { withExtendedLifetime(source) {} }
        table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(place(of: 9, in: table).bottom, 568)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 9, section: 0)).height, 200)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 9, section: 0))
        XCTAssertEqual(table.contentOffset.y + 568, table.contentSize.height, "the last row ends the content")
    }

    @MainActor
    func testScrollToRowAtTopMiddleAndBottomIsExactInOneCall() async {
        for (position, row) in [(TableView.ScrollPosition.top, 20), (.middle, 25), (.bottom, 30), (.top, 49)] {
            let (source, table) = makeUnderestimatedTable(rows: 50)
            defer { withExtendedLifetime(source) {} }
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: false)
            let place = place(of: row, in: table)
            switch position {
            case .top where row == 49:
                XCTAssertEqual(place.bottom, 568, "the last row cannot reach the top: the content ends")
            case .top: XCTAssertEqual(place.top, 0, "\(position) \(row)")
            case .middle: XCTAssertEqual((place.top + place.bottom) / 2, 284, "\(position) \(row)")
            default: XCTAssertEqual(place.bottom, 568, "\(position) \(row)")
            }
        }
    }

    @MainActor
    func testScrollToRowAtNoneScrollsAsLittleAsShowsTheWholeRow() async {
        let (source, table) = makeUnderestimatedTable(rows: 50)
        defer { withExtendedLifetime(source) {} }
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .none, animated: false)
        XCTAssertEqual(place(of: 30, in: table).bottom, 568, "below: its bottom at the viewport's bottom")
        let offset = table.contentOffset.y
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, offset, "already visible: no scroll")
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        XCTAssertEqual(place(of: 10, in: table).top, 0, "above: its top at the viewport's top")
    }

    @MainActor
    func testCodeMaySetAnyContentOffsetAsInUIKit() async {
        let (source, table) = makeUnderestimatedTable()
        defer { withExtendedLifetime(source) {} }
        table.contentOffset = CGPoint(x: 0, y: -120)
        XCTAssertEqual(table.contentOffset.y, -120, "a pull-to-refresh area above the content")
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
        table.contentOffset = CGPoint(x: 0, y: 10_000)
        XCTAssertEqual(table.contentOffset.y, 10_000, "below the content")
        XCTAssertEqual(table.indexPathsForVisibleRows, [])
    }

    @MainActor
    func testUserScrollToTheEndReachesTheRealEndDespiteLowEstimates() async {
        let (source, table) = makeUnderestimatedTable()
        defer { withExtendedLifetime(source) {} }
        XCTAssertEqual(table.userScroll(by: 10_000), 2000 - 568)
        XCTAssertEqual(place(of: 9, in: table).bottom, 568, "the last row's bottom at the viewport's bottom")
        XCTAssertEqual(table.userScroll(by: 100), 0, "already at the end")
        XCTAssertEqual(table.userScroll(by: -.infinity), -(2000 - 568))
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(table.userScroll(by: .nan), 0)
        table.contentOffset.y = -120
        XCTAssertEqual(table.userScroll(by: 20), 120, "the user's scroll brings the content back within bounds")
    }

    @MainActor
    func testUserScrollToTheEndOfAPageWithManyUnderestimatedSections() async {
        let source = ArrayDataSource([items("a", 3), items("b", 4), items("c", 5)])
        for item in source.sections.joined() {
            source.estimates[item] = 44
            source.heights[item] = 61
        }
        let table = source.makeTable()
        defer { withExtendedLifetime(source) {} }
        while table.userScroll(by: table.bounds.height) > 0 {}
        XCTAssertEqual(table.contentSize.height, 12 * 61)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 4, section: 2)).maxY, table.bounds.maxY)
    }
}
