import CascadingTableView
import XCTest

/// `tableSnapshot(of:options: .wholeContent)`: every section and row, and a table left as it was
/// on screen.
final class TableSnapshotWholeContentTests: XCTestCase {
    @MainActor
    func testTheWholeContentShowsEverySectionAndRowEvenEmptySectionsAndRowsOffScreen() async {
        let screen = SnapshotScreen(
            [
                .init(header: "Top", rows: snapshotRows("a", 3)),
                .init(rows: []),
                .init(footer: "End", rows: snapshotRows("b", 2)),
            ], height: 100)
        XCTAssertEqual(
            tableSnapshot(of: screen.table, options: .wholeContent),
            """
            TableView 320 x 100, plain, offset 0, content height 276, whole content
            section 0, 3 rows
              header 28pt title "Top"
              [0, 0] 44pt "a0"
              [0, 1] 44pt "a1"
              [0, 2] 44pt "a2"
            section 1, 0 rows
            section 2, 2 rows
              [2, 0] 44pt "b0"
              [2, 1] 44pt "b1"
              footer 28pt title "End"
            """)
        var options = TableSnapshotOptions.wholeContent
        options.includesHeights = false
        XCTAssertEqual(
            tableSnapshot(of: screen.table, options: options).split(separator: "\n").prefix(3),
            ["TableView 320 x 100, plain, whole content", "section 0, 3 rows", "  header title \"Top\""])
    }

    @MainActor
    func testTheWholeContentReadsAsAViewportTallEnoughForItWould() async {
        let sections: [SnapshotScreen.Section] = [
            .init(header: "One", footer: "Done", rows: snapshotRows("a", 7)),
            .init(headerView: "Two", rows: snapshotRows("b", 9, height: 60)),
        ]
        let short = SnapshotScreen(sections, height: 120)
        let tall = SnapshotScreen(sections, height: 2000)
        let whole = tableSnapshot(of: short.table, options: .wholeContent).split(separator: "\n")
        let viewport = tableSnapshot(of: tall.table).split(separator: "\n")
        // The table; section 0's line, header, 7 rows, footer; section 1's line, header, its
        // own line and 9 rows.
        XCTAssertEqual(whole.count, 23)
        XCTAssertEqual(whole.dropFirst(), viewport.dropFirst())
    }

    @MainActor
    func testAWholeContentSnapshotPutsTheViewportBackWithItsCellsAndPrefetchesNothing() async throws {
        // Estimates far below the exact heights: measuring the rows above the viewport moves the
        // rows on screen down the content, and the viewport follows them.
        var rows = snapshotRows("row", 40)
        for index in rows.indices {
            rows[index].estimate = 20
        }
        let screen = SnapshotScreen([.init(rows: rows)], height: 200)
        let table = screen.table
        table.contentOffset.y = 300
        let frame = table.frame
        let shown = try XCTUnwrap(table.indexPathsForVisibleRows)
        let cells = table.visibleCells
        let firstTopOnScreen = table.rectForRow(at: shown[0]).minY - table.contentOffset.y
        screen.forgetCalls()

        let snapshot = tableSnapshot(of: table, options: .wholeContent)

        XCTAssertEqual(snapshot.split(separator: "\n").count, 2 + 40)
        XCTAssertTrue(snapshot.hasSuffix("  [0, 39] 44pt \"row39\""))
        XCTAssertEqual(table.frame, frame)
        XCTAssertEqual(table.indexPathsForVisibleRows, shown)
        XCTAssertTrue(zip(table.visibleCells, cells).allSatisfy { $0 === $1 }, "the rows on screen keep their cells")
        XCTAssertEqual(table.rectForRow(at: shown[0]).minY - table.contentOffset.y, firstTopOnScreen)
        XCTAssertGreaterThan(table.contentOffset.y, 300, "the rows above were measured taller than estimated")
        XCTAssertTrue(snapshot.hasPrefix("TableView 320 x 200, plain, offset \(Int(table.contentOffset.y)), "))
        XCTAssertEqual(table.contentSize.height, 40 * 44)
        XCTAssertFalse(screen.calls.contains { $0.contains("refetch") }, "\(screen.calls)")
        let entered = screen.calls.filter { $0.hasPrefix("willDisplay") }
        let ended = screen.calls.filter { $0.hasPrefix("didEndDisplaying") }
        XCTAssertEqual(entered.count, 40 - shown.count, "every row off screen is displayed once")
        XCTAssertEqual(ended.count, entered.count, "and ended once")
    }

    @MainActor
    func testAWholeContentSnapshotKeepsAnOffsetAboveTheContentOrOfAnEmptyTable() async {
        let pulled = SnapshotScreen([.init(rows: snapshotRows("row", 20))], height: 200)
        pulled.table.contentOffset.y = -120
        _ = tableSnapshot(of: pulled.table, options: .wholeContent)
        XCTAssertEqual(pulled.table.contentOffset.y, -120)
        XCTAssertEqual(pulled.table.indexPathsForVisibleRows?.count, 2)

        let empty = SnapshotScreen([.init(header: "Nothing yet", rows: [])], height: 200)
        empty.table.contentOffset.y = 50
        XCTAssertEqual(
            tableSnapshot(of: empty.table, options: .wholeContent),
            """
            TableView 320 x 200, plain, offset 50, content height 28, whole content
            section 0, 0 rows
              header 28pt title "Nothing yet"
            """)
        XCTAssertEqual(empty.table.contentOffset.y, 50)
    }
}
