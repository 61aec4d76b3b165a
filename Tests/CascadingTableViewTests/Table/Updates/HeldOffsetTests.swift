import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// An update that keeps the content offset holds it only while it measures the rows it brought
/// into view: afterwards, a row crossing the viewport's top that turns out taller than its
/// estimate moves the offset again, so that what the user sees stays where it is.
final class HeldOffsetTests: XCTestCase {
    /// 50 rows 200 points high whose estimates say 50, in a 568-point table, scrolled so that
    /// row 30 is at the top: the rows above it are still estimates.
    @MainActor
    private func makeTableScrolledToRow30() -> (ArrayDataSource, TableView) {
        let source = ArrayDataSource([items("a", 50)])
        for item in source.sections[0] {
            source.estimates[item] = 50
            source.heights[item] = 200
        }
        let table = source.makeTable()
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        return (source, table)
    }

    /// Where row `row` starts, relative to the viewport's top.
    @MainActor
    private func top(of row: Int, in table: TableView) -> CGFloat {
        table.rectForRow(at: IndexPath(row: row, section: 0)).minY - table.contentOffset.y
    }

    @MainActor
    func testAfterAnUpdateScrollingUpOntoUnderestimatedRowsKeepsTheVisibleRowStill() async {
        let (source, table) = makeTableScrolledToRow30()
        XCTAssertEqual(top(of: 30, in: table), 0)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 29, section: 0)).height, 50, "row 29 is an estimate")

        source.sections[0].append("new")
        table.insertRows(at: [IndexPath(row: 50, section: 0)], with: .none)
        XCTAssertEqual(top(of: 30, in: table), 0, "the update keeps the offset")

        // The viewport's top lands inside row 29, which is measured: 150 points taller than its
        // estimate, all above the viewport's top.
        table.userScroll(by: -25)

        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 29, section: 0)).height, 200, "row 29 is measured")
        XCTAssertEqual(top(of: 30, in: table), 25, "row 30 moved down by the distance scrolled, no more")
        XCTAssertEqual(table.visibleCells.first?.text, "a29")
    }

    /// The same after an update that reloads a visible row, measured again while the offset is
    /// held.
    @MainActor
    func testAfterAReloadScrollingUpKeepsTheVisibleRowStill() async {
        let (source, table) = makeTableScrolledToRow30()
        source.heights["a30"] = 300
        table.reloadRows(at: [IndexPath(row: 30, section: 0)], with: .none)
        XCTAssertEqual(top(of: 30, in: table), 0)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 30, section: 0)).height, 300)

        table.userScroll(by: -25)

        XCTAssertEqual(top(of: 30, in: table), 25)
        XCTAssertEqual(table.visibleCells.first?.text, "a29")
    }
}
