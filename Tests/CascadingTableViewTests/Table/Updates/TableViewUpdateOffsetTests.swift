import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// What an update does to the content offset when it shortens the content.
final class TableViewUpdateOffsetTests: XCTestCase {
    @MainActor
    func testDeletingRowsUnderAViewportAtTheEndPullsItBack() async {
        let source = ArrayDataSource([items("r", 20)])
        let table = source.makeTable(height: 132)
        table.layoutIfNeeded()
        table.userScroll(by: .infinity)
        XCTAssertEqual(table.contentOffset.y, 20 * 44 - 132)
        source.sections[0].removeLast(2)
        table.deleteRows(at: [IndexPath(row: 18, section: 0), IndexPath(row: 19, section: 0)], with: .fade)
        XCTAssertEqual(table.contentOffset.y, 18 * 44 - 132, "the viewport ends where the content now ends")
        XCTAssertEqual(table.visibleCells.map(\.text), ["r15", "r16", "r17"])
    }

    @MainActor
    func testAnOffsetSetPastTheEndByCodeStaysAndOneInsideTheContentDoesNotMove() async {
        let source = ArrayDataSource([items("r", 20)])
        let table = source.makeTable(height: 132)
        table.layoutIfNeeded()
        table.contentOffset.y = 2_000
        source.sections[0].removeLast()
        table.deleteRows(at: [IndexPath(row: 19, section: 0)], with: .fade)
        XCTAssertEqual(table.contentOffset.y, 2_000, "a program's offset is its own, as in UIKit")
        table.contentOffset.y = 100
        source.sections[0].removeLast()
        table.deleteRows(at: [IndexPath(row: 18, section: 0)], with: .fade)
        XCTAssertEqual(table.contentOffset.y, 100, "still within the content: nothing to pull back")
    }
}
