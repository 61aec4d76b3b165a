import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import Foundation
import XCTest

/// A row of a plain range that asks the table for another row of the same range while it
/// answers: the section routing passes through keeps one path for its range's rows
/// (`RoutingState.lastRangeRowPath`) and lends it to the call it routes, so the call asked
/// meanwhile must make its own, and neither call may leave the other's path kept.
final class RangePathReentryTests: XCTestCase {
    /// A row answering its height from the path it is called with; `askFirst`, when set, asks
    /// the table's delegate for that row's height first.
    private final class ReenteringRow: CascadingBareTableDelegate {
        var askFirst: IndexPath?
        var seen: [IndexPath] = []

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            if let other = askFirst {
                askFirst = nil
                _ = tableView.delegate?.tableView(tableView, heightForRowAt: other)
            }
            seen.append(indexPath)
            return CGFloat(10 + indexPath.row)
        }
    }

    @MainActor
    func testARowAskingForAnotherRowOfItsRangeSeesItsOwnPathAndLeavesTheRightOneKept() async {
        for plain in [true, false] {
            let rows = (0..<4).map { _ in ReenteringRow(index: 0, childDelegates: []) }
            let range = CascadingRangeTableDelegate(index: 0, childDelegates: rows)
            let summary = ReenteringRow(index: 0, childDelegates: [])
            let root = CascadingRootTableDelegate(
                index: 0, childDelegates: [passThroughSection([summary, range], plain: plain)])
            let table = TableView()
            root.prepare(tableView: table)
            table.layoutIfNeeded()
            for row in rows { row.seen = [] }

            // Row 2 of the table is the range's row 1; while it answers, it asks for the table's
            // row 4 (the range's row 3), then row 4 is asked again, then row 2.
            rows[1].askFirst = IndexPath(row: 4, section: 0)
            let heights = [2, 4, 2].map { root.tableView(table, heightForRowAt: IndexPath(row: $0, section: 0)) }

            XCTAssertEqual(heights, [11, 13, 11], "plain: \(plain)")
            XCTAssertEqual(
                rows[1].seen, [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)], "plain: \(plain)")
            XCTAssertEqual(
                rows[3].seen, [IndexPath(row: 3, section: 0), IndexPath(row: 3, section: 0)], "plain: \(plain)")
            checkInvariants(ofTreeUnder: root)
        }
    }
}
