import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Minimal reproductions of what the randomized tests found once they drew the heights real
/// screens have (fractional, zero, estimates that differ from heights). Each is a library bug,
/// left failing until `Sources/` is fixed; none is marked as an expected failure.
final class RealHeightsReproductionTests: XCTestCase {
    /// Prefix sums never decrease at the table either (`PositionalTreeTests` checks the tree's):
    /// 400 rows of heights real screens have (44.5, 100/3, 1.1, 0, 61.7, 28, 12.25, over and
    /// over), no header. A zero-height row's frame must not start below the
    /// next row's, and the row `indexPathForRow(at:)` finds at a point must start at or above it
    /// (`rectForRow` and `indexPathForRow` read the same layout). Row 143 has no height and
    /// starts at 3696.5999999999995; `indexPathForRow(at:)` there answers row 144, whose frame
    /// starts at 3696.6000000000004, below the point.
    @MainActor
    func testTheRowFoundAtAPointStartsAtOrAboveIt() async {
        let heights = (0..<400).map { RealHeights.rows[$0 % RealHeights.rows.count] }
        let source = ArrayDataSource([heights.indices.map { "r\($0)" }])
        for (row, height) in heights.enumerated() {
            source.heights["r\(row)"] = height
        }
        let table = source.makeTable(height: 300)
        table.layoutIfNeeded()
        for row in 0..<heights.count - 1 {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            let next = table.rectForRow(at: IndexPath(row: row + 1, section: 0))
            XCTAssertLessThanOrEqual(rect.minY, next.minY, "row \(row) starts below row \(row + 1)")
            guard let found = table.indexPathForRow(at: CGPoint(x: 1, y: rect.minY)) else {
                XCTFail("no row at row \(row)'s top, \(rect.minY)")
                continue
            }
            let foundRect = table.rectForRow(at: found)
            XCTAssertLessThanOrEqual(
                foundRect.minY, rect.minY,
                "at row \(row)'s top, \(rect.minY), the table finds row \(found.row), which starts at \(foundRect.minY)"
            )
        }
    }

    /// A row on screen before a scroll and after it keeps its cell. Rows 0-4 are 50 points high
    /// and row 5 60 (250-310, on screen at offset 0 in a 300-point table); rows 6-9 are 10 points
    /// high but estimated at 100. Scrolling to 320, the first display pass ends row 5's cell (it
    /// ends above 320), then measures row 6, which starts above the viewport's top (310), and
    /// moves the offset by its correction, -90, to 230; the next pass shows row 5 again, with a
    /// new cell (`didEndDisplaying`, then `cellForRowAt` and `willDisplay`), though the row was
    /// on screen before the scroll and is after it.
    @MainActor
    func testARowOnScreenBeforeAndAfterAScrollKeepsItsCell() async {
        let source = ArrayDataSource([(0..<10).map { "r\($0)" }])
        for row in 0..<10 {
            source.heights["r\(row)"] = row < 5 ? 50 : row == 5 ? 60 : 10
        }
        for row in 6..<10 {
            source.estimates["r\(row)"] = 100
        }
        let table = source.makeTable(height: 300)
        table.layoutIfNeeded()
        let row5 = IndexPath(row: 5, section: 0)
        let cell = table.cellForRow(at: row5)
        XCTAssertNotNil(cell, "row 5 is on screen at offset 0")
        source.log.removeAll()
        table.contentOffset.y = 320
        table.layoutIfNeeded()
        let rows = table.indexPathsForVisibleRows?.map(\.row) ?? []
        XCTAssertTrue(rows.contains(5), "row 5 is on screen at offset \(table.contentOffset.y): \(rows)")
        XCTAssertTrue(
            table.cellForRow(at: row5) === cell,
            "row 5 got a new cell at offset \(table.contentOffset.y): \(source.log.entries.filter { $0.hasSuffix("(r5)") })"
        )
        checkInvariants(of: table)
    }

    /// A described update keeps the first visible row where it is on screen, even when that row
    /// is the one updated and its new height differs from its new estimate. Rows are 44.5 points
    /// high; scrolled to 100, row 2 (89-133.5) is the first visible one. Updated to a height of
    /// 61.7 estimated at 108.19, it is reloaded and anchored at its top (offset 100); measuring
    /// the viewport then makes it exact, and as it starts above the viewport's top the offset
    /// moves by the correction, 46.49, to 53.51: row 2 moves down the screen by 46.49 points.
    @MainActor
    func testAnUpdatedFirstVisibleRowWhoseEstimateDiffersStaysInPlace() async {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let node = DescribedRowsDelegate()
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [node])],
            tableView: table)
        defer { withExtendedLifetime(root) {} }
        node.rows = (0..<20).map { itemRow("r\($0)").height(44.5) }
        table.layoutIfNeeded()
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        let row2 = IndexPath(row: 2, section: 0)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, row2)
        let onScreen = table.rectForRow(at: row2).minY - table.contentOffset.y
        var valid: Bool?
        node.updateRow(itemRow("r2", version: 1).height(61.7).estimatedHeight(108.19)) { valid = $0 }
        table.layoutIfNeeded()
        XCTAssertEqual(valid, true)
        XCTAssertEqual(
            table.rectForRow(at: row2).minY - table.contentOffset.y, onScreen, accuracy: 0.001,
            "row 2's top on screen (offset now \(table.contentOffset.y))")
        checkInvariants(ofTreeUnder: root)
    }
}
