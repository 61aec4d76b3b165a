import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A node's row methods in its own coordinates: cells, rects, selection and scrolling.
final class LocalTableTests: XCTestCase {
    /// Section 0 holds one row; section 1 a summary row, a range of `count` rows, a "more" row.
    @MainActor
    private func makeTree(count: Int = 3, height: CGFloat = 568) -> (
        table: TableView, root: CascadingRootTableDelegate, range: CascadingRangeTableDelegate, summary: TextRow
    ) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.diagnostics.mode = .silent
        let summary = TextRow("summary")
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: (0..<count).map { TextRow("r\($0)") })
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("top")]),
                CascadingSectionTableDelegate(index: 0, childDelegates: [summary, range, TextRow("more")]),
            ])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return (table, root, range, summary)
    }

    @MainActor
    func testCellsAndRectsAreFoundByLocalPaths() async {
        let (table, root, range, _) = makeTree()
        XCTAssertTrue(range.cellForRow(atLocal: IndexPath(row: 1, section: 0)) === table.cellForRow(at: [1, 2]))
        XCTAssertEqual(range.cellForRow(atLocal: IndexPath(row: 1, section: 0))?.text, "r1")
        XCTAssertEqual(range.rectForRow(atLocal: IndexPath(row: 0, section: 0)), table.rectForRow(at: [1, 1]))
        XCTAssertEqual(
            range.indexPathsForVisibleLocalRows, [[0, 0], [0, 1], [0, 2]], "only the range's rows, in its coordinates")
        XCTAssertTrue(table.diagnostics.reports.isEmpty)
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testSelectingAndDeselectingByLocalPath() async {
        let (table, root, range, summary) = makeTree()
        XCTAssertTrue(range.selectRow(atLocal: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(table.indexPathsForSelectedRows, [[1, 3]])
        XCTAssertEqual(range.indexPathsForSelectedLocalRows, [[0, 2]])
        XCTAssertEqual(summary.indexPathsForSelectedLocalRows, [], "another node's row")
        XCTAssertTrue(range.deselectRow(atLocal: IndexPath(row: 2, section: 0)))
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(range.indexPathsForSelectedLocalRows, [])
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testScrollingToALocalRowPutsTheTablesRowInPlace() async {
        let (table, root, range, _) = makeTree(count: 40, height: 200)
        XCTAssertTrue(range.scrollToRow(atLocal: IndexPath(row: 30, section: 0), at: .top))
        XCTAssertEqual(table.contentOffset.y, table.rectForRow(at: [1, 31]).minY)
        XCTAssertEqual(range.indexPathsForVisibleLocalRows.first, [0, 30])
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testARowTheNodeDoesNotAnswerForIsReportedAndChangesNothing() async {
        let (table, root, range, _) = makeTree()
        for bad in [IndexPath(row: 3, section: 0), IndexPath(row: -1, section: 0), IndexPath(indexes: [0, 1, 2])] {
            table.diagnostics.removeAll()
            XCTAssertNil(range.cellForRow(atLocal: bad))
            XCTAssertNil(range.rectForRow(atLocal: bad))
            XCTAssertFalse(range.selectRow(atLocal: bad, scrollPosition: .top))
            XCTAssertFalse(range.deselectRow(atLocal: bad))
            XCTAssertFalse(range.scrollToRow(atLocal: bad, at: .bottom))
            XCTAssertEqual(table.diagnostics.reports.map(\.kind), Array(repeating: .invalidIndexPath(bad), count: 5))
        }
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(table.contentOffset.y, 0)
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testADetachedNodeIsReportedAndANeverPreparedOneAnswersNothing() async {
        let (table, root, range, _) = makeTree()
        table.dataSource = nil
        XCTAssertNil(range.cellForRow(atLocal: IndexPath(row: 0, section: 0)))
        XCTAssertFalse(range.selectRow(atLocal: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(range.indexPathsForVisibleLocalRows, [])
        XCTAssertEqual(range.indexPathsForSelectedLocalRows, [])
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind),
            Array(repeating: .nodeNotAttached("CascadingRangeTableDelegate"), count: 2))
        let loose = TextRow("loose")
        XCTAssertNil(loose.rectForRow(atLocal: IndexPath(row: 0, section: 0)))
        XCTAssertFalse(loose.scrollToRow(atLocal: IndexPath(row: 0, section: 0), at: .top))
        XCTAssertFalse(loose.deselectRow(atLocal: IndexPath(row: 0, section: 0)))
        withExtendedLifetime(root) {}
    }
}
