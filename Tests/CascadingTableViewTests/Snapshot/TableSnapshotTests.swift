import XCTest

@testable import CascadingTableView

/// The text of `tableSnapshot(of:options:)` for what is on screen: its lines, their order, and
/// what each shows.
final class TableSnapshotTests: XCTestCase {
    @MainActor
    func testAViewportSnapshotShowsEachShownSectionWithItsHeaderRowsAndFooter() async {
        let screen = SnapshotScreen(
            [
                .init(header: "Fruit", footer: "Fresh daily", rows: [.init(text: "Apple", detail: "Red"), .init()]),
                .init(headerView: "Vegetables", rows: snapshotRows("veg", 3)),
                .init(header: "Off screen", rows: snapshotRows("far", 2)),
            ], height: 250)
        XCTAssertEqual(
            tableSnapshot(of: screen.table),
            """
            TableView 320 x 250, plain, offset 0, content height 432, viewport
            section 0, 2 rows
              header 28pt title "Fruit"
              [0, 0] 44pt "Apple", detail "Red"
              [0, 1] 44pt
              footer 28pt title "Fresh daily"
            section 1, 3 rows
              header 40pt DescribedHeaderView "Vegetables"
                  badge: new
              [1, 0] 44pt "veg0"
              [1, 1] 44pt "veg1"
            """)
        XCTAssertEqual(tableSnapshot(of: screen.table), tableSnapshot(of: screen.table, options: .viewport))
    }

    @MainActor
    func testAViewportSnapshotAsksTheDataSourceAndDelegateNothing() async {
        let screen = SnapshotScreen([.init(rows: snapshotRows("row", 30))])
        screen.table.layoutIfNeeded()
        screen.forgetCalls()
        _ = tableSnapshot(of: screen.table)
        XCTAssertEqual(screen.calls, [])
    }

    @MainActor
    func testASnapshotLaysTheTableOutFirst() async {
        let screen = SnapshotScreen([.init(rows: snapshotRows("row", 1))])
        XCTAssertTrue(tableSnapshot(of: screen.table).hasSuffix("\n  [0, 0] 44pt \"row0\""))
    }

    @MainActor
    func testARowsStatesFollowItsTextsInAFixedOrder() async throws {
        let screen = SnapshotScreen([
            .init(rows: [
                .init(text: "All", detail: "of them", accessory: .checkmark, indentation: 2),
                .init(text: "Info", accessory: .detailButton),
                .init(text: "More", accessory: .disclosureIndicator),
                .init(text: "Both", accessory: .detailDisclosureButton),
            ])
        ])
        let table = screen.table
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        XCTAssertTrue(table.focusRow(at: IndexPath(row: 0, section: 0)))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.isHighlighted = true  // as while a finger is down; tapRow(at:) lifts it again
        XCTAssertEqual(
            tableSnapshot(of: table),
            """
            TableView 320 x 568, plain, editing, offset 0, content height 176, viewport
            section 0, 4 rows
              [0, 0] 44pt "All", detail "of them" — accessory: checkmark, selected, highlighted, focused, \
            editing: delete, indentation 2
              [0, 1] 44pt "Info" — accessory: detail button, editing: insert
              [0, 2] 44pt "More" — accessory: disclosure indicator, editing: insert
              [0, 3] 44pt "Both" — accessory: detail disclosure button, editing: insert
            """)
    }

    @MainActor
    func testAnOpenSwipeAndAContextMenuShowUnderTheirRow() async {
        let screen = SnapshotScreen([.init(rows: snapshotRows("row", 3))])
        let table = screen.table
        XCTAssertEqual(table.swipeRow(at: IndexPath(row: 1, section: 0))?.count, 2)
        table.longPressRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            tableSnapshot(of: table),
            """
            TableView 320 x 568, plain, offset 0, content height 132, viewport
            section 0, 3 rows
              [0, 0] 44pt "row0"
              [0, 1] 44pt "row1"
                  swiped open: "Hide", (untitled)
              [0, 2] 44pt "row2"
                  context menu "Row": "Copy", "Pin" (on), "Some" (mixed), "Share", "Report" > "Spam" (destructive), \
            "Report" > "Old" (disabled)
            """)
    }

    @MainActor
    func testAContextMenuWithoutATitleOrWithoutAMenuSaysWhatItShows() async {
        let screen = SnapshotScreen([.init(rows: snapshotRows("row", 1))])
        screen.menuTitle = ""
        screen.table.longPressRow(at: IndexPath(row: 0, section: 0))
        XCTAssertTrue(
            tableSnapshot(of: screen.table).hasSuffix(
                "\n      context menu: \"Copy\", \"Pin\" (on), \"Some\" (mixed), "
                    + "\"Share\", \"Report\" > \"Spam\" (destructive), \"Report\" > \"Old\" (disabled)"))
        screen.table.dismissContextMenu()
        screen.menuTitle = nil
        screen.table.longPressRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(screen.table.indexPathsForContextMenu, [IndexPath(row: 0, section: 0)])
        XCTAssertTrue(tableSnapshot(of: screen.table).hasSuffix("\n      context menu: no actions"))
    }

    @MainActor
    func testASectionWhoseHeaderAloneIsOnScreenIsListedWithItsHeader() async {
        let screen = SnapshotScreen(
            [.init(rows: snapshotRows("row", 2)), .init(header: "Later", rows: snapshotRows("later", 3))], height: 100)
        XCTAssertEqual(
            tableSnapshot(of: screen.table),
            """
            TableView 320 x 100, plain, offset 0, content height 248, viewport
            section 0, 2 rows
              [0, 0] 44pt "row0"
              [0, 1] 44pt "row1"
            section 1, 3 rows
              header 28pt title "Later"
            """)
    }

    @MainActor
    func testARevealedDeleteConfirmationShowsUnderItsRow() async {
        let screen = SnapshotScreen([.init(rows: snapshotRows("row", 2))])
        screen.table.setEditing(true, animated: false)
        XCTAssertEqual(screen.table.tapEditingControl(at: IndexPath(row: 0, section: 0)), .delete)
        XCTAssertEqual(
            tableSnapshot(of: screen.table).split(separator: "\n").dropFirst(3).first,
            "      delete confirmation: \"Delete\"")
    }

    @MainActor
    func testACellsOwnLinesAreIndentedUnderItsRowOneLinePerLineBreak() async {
        let screen = SnapshotScreen([
            .init(rows: [.init(text: "Rated", lines: ["stars: 4", "tags: a\nb"]), .init(text: "Plain")])
        ])
        XCTAssertEqual(
            tableSnapshot(of: screen.table),
            """
            TableView 320 x 568, plain, offset 0, content height 88, viewport
            section 0, 2 rows
              [0, 0] 44pt "Rated"
                  stars: 4
                  tags: a
                  b
              [0, 1] 44pt "Plain"
            """)
    }

    @MainActor
    func testLeavingHeightsOutDropsEveryHeightTheContentHeightAndTheOffset() async {
        let screen = SnapshotScreen([.init(header: "Fruit", footer: "End", rows: snapshotRows("row", 2))])
        screen.table.contentOffset.y = 10
        var options = TableSnapshotOptions.viewport
        options.includesHeights = false
        XCTAssertEqual(options, TableSnapshotOptions(extent: .viewport, includesHeights: false))
        XCTAssertEqual(
            tableSnapshot(of: screen.table, options: options),
            """
            TableView 320 x 568, plain, viewport
            section 0, 2 rows
              header title "Fruit"
              [0, 0] "row0"
              [0, 1] "row1"
              footer title "End"
            """)
    }

    @MainActor
    func testTheTableLineNamesEveryStyleAndFractionalMeasures() async {
        let grouped = SnapshotScreen([.init(rows: [.init(text: "a", height: 44.5)])], height: 100.25, style: .grouped)
        XCTAssertEqual(
            tableSnapshot(of: grouped.table).split(separator: "\n").first,
            "TableView 320 x 100.25, grouped, offset 0, content height 44.5, viewport")
        let inset = SnapshotScreen([.init(rows: [])], style: .insetGrouped)
        XCTAssertEqual(
            tableSnapshot(of: inset.table),
            "TableView 320 x 568, inset grouped, offset 0, content height 0, viewport")
    }

    @MainActor
    func testTextsAreQuotedWithTheCharactersThatWouldBreakALineEscaped() async {
        let screen = SnapshotScreen([
            .init(rows: [.init(text: "say \"hi\"\\\n\tnow\r\u{7}", detail: "caf\u{E9} \u{1F600}")])
        ])
        XCTAssertEqual(
            tableSnapshot(of: screen.table).split(separator: "\n").last,
            #"  [0, 0] 44pt "say \"hi\"\\\n\tnow\r\u{7}", detail "café 😀""#)
    }
}
