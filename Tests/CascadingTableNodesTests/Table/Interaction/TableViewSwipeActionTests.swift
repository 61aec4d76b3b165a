import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Swipe-action configurations: precedence, UIKit's call order, the completion contract, full
/// swipes and bad input.
final class TableViewSwipeActionTests: XCTestCase {
    @MainActor
    private func makeTable(_ log: CallLog, rows: Int = 4) -> (TableView, SpyNode) {
        let spy = SpyNode("s0", log: log).rows(rows)
        spy.stub("canEditRowAt", true)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [spy])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.retain(root)
        log.removeAll()
        return (table, spy)
    }

    /// An action that records the row it got and completes with `result` (nil: never completes).
    @MainActor
    private func action(
        _ title: String, style: ContextualAction.Style = .normal, log: CallLog, completing result: Bool? = true
    ) -> ContextualAction {
        ContextualAction(style: style, title: title) { action, row, completion in
            log.record("action.handler(\(action.title ?? ""), \(row))")
            if let result { completion(result) }
        }
    }

    private static let swipeKeys: Set<String> = [
        "canEditRowAt", "leadingSwipeActionsConfigurationForRowAt", "trailingSwipeActionsConfigurationForRowAt",
        "editActionsForRowAt", "editingStyleForRowAt", "titleForDeleteConfirmationButtonForRowAt",
        "willBeginEditingRowAt", "didEndEditingRowAt", "commit", "handler",
    ]

    @MainActor
    func testTrailingConfigurationIsRevealedAndATappedActionClosesTheRowInUIKitsOrder() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        let configuration = SwipeActionsConfiguration(actions: [action("Flag", log: log), action("More", log: log)])
        spy.stub("trailingSwipeActionsConfigurationForRowAt", Optional(configuration))
        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        let row = IndexPath(row: 1, section: 0)
        XCTAssertEqual(table.swipeRow(at: row)?.map(\.title), ["Flag", "More"])
        XCTAssertEqual(table.indexPathForSwipedRow, row)
        XCTAssertTrue(table.tapSwipeAction(titled: "More"))
        XCTAssertEqual(
            log.entries(matching: Self.swipeKeys),
            [
                "s0.canEditRowAt([0, 1])", "s0.trailingSwipeActionsConfigurationForRowAt([0, 1])",
                "s0.willBeginEditingRowAt([0, 1])", "action.handler(More, [0, 1])",
                "s0.didEndEditingRowAt(Optional([0, 1]))",
            ], "a configuration wins: neither row actions nor the editing style are asked")
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertEqual(table.revealedSwipeActions.count, 0)
    }

    @MainActor
    func testWithoutAConfigurationRowActionsThenTheDeleteButtonOfTheDeleteStyleAreRevealed() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        let row = IndexPath(row: 0, section: 0)
        XCTAssertNil(table.swipeRow(at: row), "style .none and nothing else: no swipe")
        XCTAssertEqual(log.entries(matching: ["willBeginEditingRowAt"]), [])

        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        spy.stub("titleForDeleteConfirmationButtonForRowAt", Optional("Remove"))
        let delete = table.swipeRow(at: row)
        XCTAssertEqual(delete?.map(\.title), ["Remove"])
        XCTAssertEqual(delete?.first?.style, .destructive)
        log.removeAll()
        XCTAssertTrue(table.tapSwipeAction(at: 0))
        XCTAssertEqual(
            log.entries(matching: Self.swipeKeys),
            ["s0.commit(delete, [0, 0])", "s0.didEndEditingRowAt(Optional([0, 0]))"])

        spy.stub(
            "editActionsForRowAt",
            Optional([
                TableViewRowAction(style: .normal, title: "Pin") { _, path in
                    log.record("pinned(\(path))")
                }
            ]))
        XCTAssertEqual(table.swipeRow(at: row)?.map(\.title), ["Pin"], "row actions come before the Delete button")
        XCTAssertTrue(table.tapSwipeAction(titled: "Pin"))
        XCTAssertEqual(log.entries.suffix(2), ["pinned([0, 0])", "s0.didEndEditingRowAt(Optional([0, 0]))"])

        spy.stub("trailingSwipeActionsConfigurationForRowAt", Optional(SwipeActionsConfiguration(actions: [])))
        XCTAssertNil(table.swipeRow(at: row), "an empty configuration reveals nothing and has no fallback")
    }

    @MainActor
    func testTheLeadingEdgeHasNoDefaultActions() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        spy.stub("editActionsForRowAt", Optional([TableViewRowAction(style: .normal, title: "Pin") { _, _ in }]))
        let row = IndexPath(row: 2, section: 0)
        XCTAssertNil(table.swipeRow(at: row, edge: .leading))
        XCTAssertEqual(
            log.entries(matching: Self.swipeKeys),
            ["s0.canEditRowAt([0, 2])", "s0.leadingSwipeActionsConfigurationForRowAt([0, 2])"])
        spy.stub(
            "leadingSwipeActionsConfigurationForRowAt",
            Optional(SwipeActionsConfiguration(actions: [action("Read", log: log)])))
        XCTAssertEqual(table.swipeRow(at: row, edge: .leading)?.map(\.title), ["Read"])
    }

    @MainActor
    func testCompletionContract() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        var saved: ((Bool) -> Void)?
        let keep = ContextualAction(style: .normal, title: "Keep") { _, _, completion in
            completion(false)
            completion(true)
        }
        let later = ContextualAction(style: .normal, title: "Later") { _, _, completion in saved = completion }
        spy.stub(
            "trailingSwipeActionsConfigurationForRowAt", Optional(SwipeActionsConfiguration(actions: [keep, later])))
        let row = IndexPath(row: 3, section: 0)
        table.swipeRow(at: row)
        XCTAssertTrue(table.tapSwipeAction(titled: "Keep"))
        XCTAssertEqual(table.indexPathForSwipedRow, row, "false keeps the row open")
        XCTAssertEqual(log.entries(matching: ["didEndEditingRowAt"]), [], "the second call is ignored")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.invalidInteraction("ContextualAction completion")])

        XCTAssertTrue(table.tapSwipeAction(titled: "Later"))
        XCTAssertEqual(table.indexPathForSwipedRow, row, "a handler that has not completed leaves the row open")
        saved?(true)
        XCTAssertNil(table.indexPathForSwipedRow, "completing later closes it")
        XCTAssertEqual(log.entries(matching: ["didEndEditingRowAt"]), ["s0.didEndEditingRowAt(Optional([0, 3]))"])
    }

    @MainActor
    func testANewSwipeClosesTheOpenOneAndALateCompletionDoesNotCloseTheNewOne() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        var saved: ((Bool) -> Void)?
        let later = ContextualAction(style: .normal, title: "Later") { _, _, completion in saved = completion }
        spy.stub("trailingSwipeActionsConfigurationForRowAt", Optional(SwipeActionsConfiguration(actions: [later])))
        table.swipeRow(at: IndexPath(row: 0, section: 0))
        table.tapSwipeAction(at: 0)
        table.swipeRow(at: IndexPath(row: 1, section: 0))
        saved?(true)
        XCTAssertEqual(table.indexPathForSwipedRow, IndexPath(row: 1, section: 0))
        XCTAssertEqual(
            log.entries(matching: ["willBeginEditingRowAt", "didEndEditingRowAt"]),
            [
                "s0.willBeginEditingRowAt([0, 0])", "s0.didEndEditingRowAt(Optional([0, 0]))",
                "s0.willBeginEditingRowAt([0, 1])",
            ])
    }

    @MainActor
    func testFullSwipePerformsTheFirstActionOnlyWhenAllowed() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        let configuration = SwipeActionsConfiguration(actions: [action("Archive", log: log), action("More", log: log)])
        spy.stub("leadingSwipeActionsConfigurationForRowAt", Optional(configuration))
        let row = IndexPath(row: 1, section: 0)
        XCTAssertTrue(table.fullSwipeRow(at: row, edge: .leading))
        XCTAssertEqual(
            log.entries(matching: Self.swipeKeys).suffix(3),
            [
                "s0.willBeginEditingRowAt([0, 1])", "action.handler(Archive, [0, 1])",
                "s0.didEndEditingRowAt(Optional([0, 1]))",
            ])

        configuration.performsFirstActionWithFullSwipe = false
        log.removeAll()
        XCTAssertFalse(table.fullSwipeRow(at: row, edge: .leading))
        XCTAssertEqual(log.entries(matching: ["handler"]), [])
        XCTAssertEqual(table.revealedSwipeActions.map(\.title), ["Archive", "More"], "the actions are revealed")
        XCTAssertFalse(table.fullSwipeRow(at: row, edge: .trailing), "nothing on the trailing edge")
    }

    @MainActor
    func testFullSwipeOnTheDeleteButtonCommitsADelete() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        XCTAssertTrue(table.fullSwipeRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(log.entries(matching: ["commit"]), ["s0.commit(delete, [0, 0])"])
    }

    @MainActor
    func testSwipeToDeleteTapsOnlyTheTablesOwnDeleteButton() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        spy.stub(
            "trailingSwipeActionsConfigurationForRowAt",
            Optional(SwipeActionsConfiguration(actions: [action("Delete", style: .destructive, log: log)])))
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(log.entries(matching: ["commit", "handler"]), [], "the configuration replaced the button")
        XCTAssertEqual(table.revealedSwipeActions.map(\.title), ["Delete"], "its actions stay revealed")
    }

    @MainActor
    func testBadInputIsReportedAndDoesNothing() async {
        let log = CallLog()
        let (table, spy) = makeTable(log, rows: 2)
        XCTAssertNil(table.swipeRow(at: IndexPath(row: 5, section: 0)))
        XCTAssertFalse(table.fullSwipeRow(at: IndexPath(indexes: [0, 0, 0])))
        XCTAssertFalse(table.tapSwipeAction(titled: "Nothing"))
        XCTAssertFalse(table.tapSwipeAction(at: 0))
        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        table.swipeRow(at: IndexPath(row: 1, section: 0))
        XCTAssertFalse(table.tapSwipeAction(at: -1))
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind),
            [
                .invalidIndexPath(IndexPath(row: 5, section: 0)), .invalidIndexPath(IndexPath(indexes: [0, 0, 0])),
                .invalidInteraction("tapSwipeAction"), .invalidInteraction("tapSwipeAction"),
                .invalidInteraction("tapSwipeAction"),
            ])
        XCTAssertEqual(log.entries(matching: ["commit"]), [])
    }

    @MainActor
    func testAnActionOfARowThatWasDeletedWhileOpenIsNotPerformed() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        spy.stub(
            "trailingSwipeActionsConfigurationForRowAt",
            Optional(SwipeActionsConfiguration(actions: [action("Flag", log: log)])))
        table.swipeRow(at: IndexPath(row: 3, section: 0))
        spy.rows(3)
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertEqual(table.revealedSwipeActions.count, 0, "the swipe closed with its row")
        XCTAssertFalse(table.tapSwipeAction(titled: "Flag"))
        XCTAssertEqual(log.entries(matching: ["handler"]), [])
        XCTAssertEqual(log.entries(matching: ["didEndEditingRowAt"]), [], "didEndEditingRowAt(nil) reaches no node")
    }

    @MainActor
    func testRangeChildrenBuildActionsForTheirLocalRowAndHandlersGetTheTablesRow() async {
        let log = CallLog()
        let first = SpyNode("first", log: log)
        let range = SpyNode("range", log: log).rowRange(3)
        range.stub("canEditRowAt", true)
        range.stub(
            "trailingSwipeActionsConfigurationForRowAt",
            Optional(SwipeActionsConfiguration(actions: [action("Flag", log: log)])))
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, range])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        table.swipeRow(at: IndexPath(row: 2, section: 0))
        table.tapSwipeAction(titled: "Flag")
        XCTAssertEqual(
            log.entries(matching: Self.swipeKeys),
            [
                "range.canEditRowAt([0, 1])", "range.trailingSwipeActionsConfigurationForRowAt([0, 1])",
                "range.willBeginEditingRowAt([0, 1])", "action.handler(Flag, [0, 2])",
                "range.didEndEditingRowAt(Optional([0, 1]))",
            ])
        withExtendedLifetime(root) {}
    }
}
