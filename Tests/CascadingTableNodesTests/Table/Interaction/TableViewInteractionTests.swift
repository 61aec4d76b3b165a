import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Taps, selection, accessory buttons and menus, with UIKit's delegate call order.
final class TableViewInteractionTests: XCTestCase {
    private let selectionKeys: Set<String> = [
        "shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt", "willDeselectRowAt",
        "didSelectRowAt", "didDeselectRowAt",
    ]

    @MainActor
    private func makeTable(_ log: CallLog, rows: Int = 4) -> (TableView, SpyNode) {
        let spy = SpyNode("t", log: log).rows(rows)
        let table = TableView()
        table.dataSource = spy
        table.delegate = spy
        table.layoutIfNeeded()
        log.removeAll()
        return (table, spy)
    }

    @MainActor
    func testTapHighlightsThenSelectsInOrder() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        let selected = table.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(selected, IndexPath(row: 1, section: 0))
        XCTAssertEqual(
            log.entries(matching: selectionKeys),
            [
                "t.shouldHighlightRowAt([0, 1])", "t.didHighlightRowAt([0, 1])", "t.didUnhighlightRowAt([0, 1])",
                "t.willSelectRowAt([0, 1])", "t.didSelectRowAt([0, 1])",
            ])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted, false)
        withExtendedLifetime(spy) {}
    }

    @MainActor
    func testTapThroughARealTreeReachesTheRowNode() async {
        let log = CallLog()
        let (root, rows) = makeSpyTree([2, 3], log: log)
        let table = TableView()
        root.prepare(tableView: table)
        log.removeAll()
        table.tapRow(at: IndexPath(row: 2, section: 1))
        XCTAssertEqual(
            log.entries(matching: selectionKeys).filter { $0.hasPrefix("r1.2.") },
            [
                "r1.2.shouldHighlightRowAt([1, 2])", "r1.2.didHighlightRowAt([1, 2])",
                "r1.2.didUnhighlightRowAt([1, 2])", "r1.2.willSelectRowAt([1, 2])", "r1.2.didSelectRowAt([1, 2])",
            ])
        XCTAssertTrue(rows[1][2].lastTableView === table)
    }

    @MainActor
    func testShouldHighlightFalseEndsTheTap() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        spy.stub("shouldHighlightRowAt", false)
        XCTAssertNil(table.tapRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(log.entries(matching: selectionKeys), ["t.shouldHighlightRowAt([0, 0])"])
        XCTAssertNil(table.indexPathsForSelectedRows)
    }

    @MainActor
    func testWillSelectNilCancelsAndARedirectSelectsAnotherRow() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        spy.stub("willSelectRowAt", IndexPath?.none)
        XCTAssertNil(table.tapRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(log.entries.contains { $0.contains("didSelect") })

        spy.stub("willSelectRowAt", Optional(IndexPath(row: 3, section: 0)))
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 0, section: 0)), IndexPath(row: 3, section: 0))
        XCTAssertEqual(log.entries(matching: selectionKeys).last, "t.didSelectRowAt([0, 3])")

        table.diagnostics.mode = .silent
        spy.stub("willSelectRowAt", Optional(IndexPath(row: 9, section: 0)))
        XCTAssertNil(table.tapRow(at: IndexPath(row: 0, section: 0)), "a redirect to a missing row selects nothing")
        XCTAssertEqual(table.diagnostics.reports.last?.kind, .invalidIndexPath(IndexPath(row: 9, section: 0)))
    }

    @MainActor
    func testSingleSelectionDeselectsThePreviousRowAndRetapSelectsAgain() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        log.removeAll()
        table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            log.entries(matching: ["willSelectRowAt", "willDeselectRowAt", "didDeselectRowAt", "didSelectRowAt"]),
            [
                "t.willSelectRowAt([0, 2])", "t.willDeselectRowAt([0, 0])", "t.didDeselectRowAt([0, 0])",
                "t.didSelectRowAt([0, 2])",
            ])
        log.removeAll()
        table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            log.entries(matching: ["willSelectRowAt", "willDeselectRowAt", "didDeselectRowAt", "didSelectRowAt"]),
            ["t.willSelectRowAt([0, 2])", "t.didSelectRowAt([0, 2])"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
    }

    @MainActor
    func testWillDeselectNilKeepsThePreviousRowSelected() async {
        let log = CallLog()
        let (table, spy) = makeTable(log)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        spy.stub("willDeselectRowAt", IndexPath?.none)
        table.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @MainActor
    func testMultipleSelectionTogglesRows() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        table.allowsMultipleSelection = true
        XCTAssertTrue(table.allowsMultipleSelection)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        log.removeAll()
        XCTAssertNil(table.tapRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(
            log.entries(matching: ["willSelectRowAt", "willDeselectRowAt", "didDeselectRowAt", "didSelectRowAt"]),
            ["t.willDeselectRowAt([0, 0])", "t.didDeselectRowAt([0, 0])"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
    }

    @MainActor
    func testNoSelectionWhenNotAllowedAndEditingModeUsesItsOwnSettings() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        table.allowsSelection = false
        XCTAssertFalse(table.allowsSelection)
        XCTAssertNil(table.tapRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(log.entries(matching: selectionKeys), [], "not even a highlight")
        table.allowsSelection = true
        table.isEditing = true
        XCTAssertNil(table.tapRow(at: IndexPath(row: 0, section: 0)), "editing mode: not allowed by default")
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelectionDuringEditing = true
        XCTAssertTrue(table.allowsSelectionDuringEditing)
        XCTAssertTrue(table.allowsMultipleSelectionDuringEditing)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.indexPathsForSelectedRows?.count, 2)
    }

    @MainActor
    func testProgrammaticSelectionDoesNotCallTheDelegate() async {
        let log = CallLog()
        let (table, _) = makeTable(log, rows: 40)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: true, scrollPosition: .top)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 30, section: 0)], "single mode replaces")
        XCTAssertEqual(table.contentOffset.y, 40 * 44 - 568, "scrolled towards the row's top, clamped at the end")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected, true)
        table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
        XCTAssertNil(table.indexPathsForSelectedRows)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        XCTAssertNil(table.indexPathForSelectedRow)
        table.diagnostics.mode = .silent
        table.selectRow(at: IndexPath(row: 99, section: 0), animated: false, scrollPosition: .none)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(table.diagnostics.reports.count, 1)
        XCTAssertEqual(log.entries(matching: selectionKeys), [])
    }

    @MainActor
    func testReloadDataClearsTheSelection() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.reloadData()
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, false)
    }

    @MainActor
    func testTappingMissingOrMalformedRowsIsReportedAndDoesNothing() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        table.diagnostics.mode = .silent
        for bad in [IndexPath(row: 4, section: 0), IndexPath(row: 0, section: -1), IndexPath(indexes: [0])] {
            XCTAssertNil(table.tapRow(at: bad))
            table.tapAccessoryButton(forRowAt: bad)
            XCTAssertNil(table.longPressRow(at: bad))
        }
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(table.diagnostics.reports.count, 9)
    }

    @MainActor
    func testAccessoryTapDoesNotSelect() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        table.tapAccessoryButton(forRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(log.entries, ["t.accessoryButtonTappedForRowWith([0, 1])"])
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    @MainActor
    func testLongPressMenuOffersWhatTheDelegateCanPerform() async {
        @MainActor
        final class Menu: TableViewDataSource, TableViewDelegate {
            var performed: [String] = []
            var showsMenu = true
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell()
            }
            func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { showsMenu }
            func tableView(
                _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
                withSender sender: Any?
            ) -> Bool { action == .copy || action == MenuAction(rawValue: "share:") }
            func tableView(
                _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
                withSender sender: Any?
            ) { performed.append("\(action.rawValue) \(indexPath.row) \(sender is TableView)") }
        }
        let menu = Menu()
        let table = TableView()
        table.dataSource = menu
        table.delegate = menu
        let row = IndexPath(row: 1, section: 0)
        XCTAssertEqual(table.longPressRow(at: row), [.copy])
        XCTAssertEqual(
            table.longPressRow(at: row, offering: [.paste, MenuAction(rawValue: "share:")]),
            [MenuAction(rawValue: "share:")])
        XCTAssertTrue(table.performMenuAction(.copy, forRowAt: row))
        XCTAssertFalse(table.performMenuAction(.paste, forRowAt: row))
        menu.showsMenu = false
        XCTAssertNil(table.longPressRow(at: row))
        XCTAssertFalse(table.performMenuAction(.copy, forRowAt: row))
        XCTAssertEqual(menu.performed, ["copy: 1 true"])
        XCTAssertEqual(
            TableView.standardMenuActions.map(\.rawValue),
            ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"])
    }
}
