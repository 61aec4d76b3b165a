import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Primary actions on tap and the two-finger multiple-selection pan, with UIKit's call order.
final class TableViewPrimaryActionTests: XCTestCase {
    private let keys: Set<String> = [
        "shouldHighlightRowAt", "willSelectRowAt", "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt",
        "canPerformPrimaryActionForRowAt", "performPrimaryActionForRowAt", "shouldBeginMultipleSelectionInteractionAt",
        "didBeginMultipleSelectionInteractionAt", "tableViewDidEndMultipleSelectionInteraction",
    ]

    @MainActor
    private func makeTable(_ rowCounts: [Int], log: CallLog) -> (TableView, [[SpyNode]]) {
        let (root, rows) = makeSpyTree(rowCounts, log: log)
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.retain(root)
        log.removeAll()
        return (table, rows)
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    // MARK: - Primary actions

    @MainActor
    func testATapPerformsThePrimaryActionAfterTheSelectionCalls() async {
        let log = CallLog()
        let (table, _) = makeTable([3], log: log)
        XCTAssertEqual(table.tapRow(at: path(0, 1)), path(0, 1))
        XCTAssertEqual(
            log.entries(matching: keys),
            [
                "r0.1.shouldHighlightRowAt([0, 1])", "r0.1.willSelectRowAt([0, 1])", "r0.1.didSelectRowAt([0, 1])",
                "r0.1.canPerformPrimaryActionForRowAt([0, 1])", "r0.1.performPrimaryActionForRowAt([0, 1])",
            ], "outside editing mode the default allows the primary action")
        XCTAssertEqual(table.indexPathForSelectedRow, path(0, 1), "and the row is selected as well")
        log.removeAll()
        table.tapRow(at: path(0, 1))
        XCTAssertEqual(
            log.entries(matching: ["performPrimaryActionForRowAt"]), ["r0.1.performPrimaryActionForRowAt([0, 1])"],
            "tapping the selected row again is a primary action too")
    }

    @MainActor
    func testWillSelectNilPreventsTheSelectionButNotThePrimaryAction() async {
        let log = CallLog()
        let (table, rows) = makeTable([2], log: log)
        rows[0][0].stub("willSelectRowAt", IndexPath?.none)
        XCTAssertNil(table.tapRow(at: path(0, 0)))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(
            log.entries(matching: ["didSelectRowAt", "performPrimaryActionForRowAt"]),
            ["r0.0.performPrimaryActionForRowAt([0, 0])"])
    }

    @MainActor
    func testARowThatCannotPerformAPrimaryActionOnlySelects() async {
        let log = CallLog()
        let (table, rows) = makeTable([2], log: log)
        rows[0][1].stub("canPerformPrimaryActionForRowAt", false)
        table.tapRow(at: path(0, 1))
        XCTAssertEqual(log.entries(matching: ["performPrimaryActionForRowAt"]), [])
        XCTAssertEqual(table.indexPathForSelectedRow, path(0, 1))
    }

    @MainActor
    func testInEditingModeTapsSelectWithoutPrimaryActionByDefault() async {
        let log = CallLog()
        let (table, rows) = makeTable([2], log: log)
        table.allowsSelectionDuringEditing = true
        table.isEditing = true
        table.tapRow(at: path(0, 0))
        XCTAssertEqual(
            log.entries(matching: ["didSelectRowAt", "canPerformPrimaryActionForRowAt", "performPrimaryActionForRowAt"]
            ),
            ["r0.0.didSelectRowAt([0, 0])", "r0.0.canPerformPrimaryActionForRowAt([0, 0])"])
        rows[0][1].stub("canPerformPrimaryActionForRowAt", true)
        table.tapRow(at: path(0, 1))
        XCTAssertEqual(log.entries.last, "r0.1.performPrimaryActionForRowAt([0, 1])", "a row may still allow it")
    }

    @MainActor
    func testTapsThatExtendOrShrinkAMultipleSelectionAreNotPrimaryActions() async {
        let log = CallLog()
        let (table, _) = makeTable([3], log: log)
        table.allowsMultipleSelection = true
        table.tapRow(at: path(0, 0))
        table.tapRow(at: path(0, 1))
        table.tapRow(at: path(0, 1))
        XCTAssertEqual(
            log.entries(matching: ["performPrimaryActionForRowAt"]), ["r0.0.performPrimaryActionForRowAt([0, 0])"],
            "only the first tap selected a single row")
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 0)])
    }

    @MainActor
    func testNoPrimaryActionWhenTheTapDoesNothing() async {
        let log = CallLog()
        let (table, rows) = makeTable([2], log: log)
        rows[0][0].stub("shouldHighlightRowAt", false)
        table.tapRow(at: path(0, 0))
        table.allowsSelection = false
        table.tapRow(at: path(0, 1))
        XCTAssertEqual(log.entries(matching: ["canPerformPrimaryActionForRowAt"]), [])
    }

    // MARK: - The multiple-selection pan

    @MainActor
    func testThePanEntersEditingModeAndSelectsEachRowItCrossesInOrder() async {
        let log = CallLog()
        let (table, rows) = makeTable([2, 2], log: log)
        table.allowsMultipleSelectionDuringEditing = true
        rows[0][1].stub("shouldBeginMultipleSelectionInteractionAt", true)
        XCTAssertEqual(
            table.simulateMultipleSelectionPan(from: path(0, 1), to: path(1, 1)), [path(0, 1), path(1, 0), path(1, 1)])
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(
            log.entries(matching: keys),
            [
                "r0.1.shouldBeginMultipleSelectionInteractionAt([0, 1])",
                "r0.1.didBeginMultipleSelectionInteractionAt([0, 1])",
                "r0.1.willSelectRowAt([0, 1])", "r0.1.didSelectRowAt([0, 1])",
                "r1.0.willSelectRowAt([1, 0])", "r1.0.didSelectRowAt([1, 0])",
                "r1.1.willSelectRowAt([1, 1])", "r1.1.didSelectRowAt([1, 1])",
                "r0.0.tableViewDidEndMultipleSelectionInteraction()",
                "r0.1.tableViewDidEndMultipleSelectionInteraction()",
                "r1.0.tableViewDidEndMultipleSelectionInteraction()",
                "r1.1.tableViewDidEndMultipleSelectionInteraction()",
            ], "no highlight and no primary action; the end reaches every node")
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1), path(1, 0), path(1, 1)])
    }

    @MainActor
    func testAPanBackwardsSkipsSelectedRowsAndHonoursWillSelect() async {
        let log = CallLog()
        let (table, rows) = makeTable([4], log: log)
        table.allowsMultipleSelectionDuringEditing = true
        table.isEditing = true
        table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        rows[0][3].stub("shouldBeginMultipleSelectionInteractionAt", true)
        rows[0][1].stub("willSelectRowAt", IndexPath?.none)
        log.removeAll()
        XCTAssertEqual(table.simulateMultipleSelectionPan(from: path(0, 3), to: path(0, 0)), [path(0, 3), path(0, 0)])
        XCTAssertEqual(
            log.entries(matching: ["willSelectRowAt"]),
            ["r0.3.willSelectRowAt([0, 3])", "r0.1.willSelectRowAt([0, 1])", "r0.0.willSelectRowAt([0, 0])"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 0), path(0, 2), path(0, 3)])
    }

    @MainActor
    func testThePanNeedsMultipleSelectionDuringEditingAndTheDelegatesConsent() async {
        let log = CallLog()
        let (table, rows) = makeTable([2], log: log)
        rows[0][0].stub("shouldBeginMultipleSelectionInteractionAt", true)
        XCTAssertNil(table.simulateMultipleSelectionPan(from: path(0, 0), to: path(0, 1)))
        XCTAssertEqual(log.entries, [], "without multiple selection in editing mode the gesture does not exist")
        table.allowsMultipleSelectionDuringEditing = true
        XCTAssertNil(table.simulateMultipleSelectionPan(from: path(0, 1), to: path(0, 0)))
        XCTAssertEqual(log.entries, ["r0.1.shouldBeginMultipleSelectionInteractionAt([0, 1])"], "the default is false")
        XCTAssertFalse(table.isEditing)
        table.diagnostics.mode = .silent
        XCTAssertNil(table.simulateMultipleSelectionPan(from: path(0, 0), to: path(0, 5)))
        XCTAssertNil(table.simulateMultipleSelectionPan(from: path(3, 0), to: path(0, 0)))
        XCTAssertEqual(table.diagnostics.reports.count, 2)
    }

    @MainActor
    func testThePanSkipsEmptySectionsAndARedirectToASelectedRow() async {
        let log = CallLog()
        let (table, rows) = makeTable([1, 0, 2], log: log)
        table.allowsMultipleSelectionDuringEditing = true
        rows[0][0].stub("shouldBeginMultipleSelectionInteractionAt", true)
        rows[2][1].stub("willSelectRowAt", Optional(path(0, 0)))
        XCTAssertEqual(table.simulateMultipleSelectionPan(from: path(0, 0), to: path(2, 1)), [path(0, 0), path(2, 0)])
    }
}
