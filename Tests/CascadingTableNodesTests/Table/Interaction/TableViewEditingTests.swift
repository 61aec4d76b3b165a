import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Editing mode, swipe to delete, swipe actions and reordering.
final class TableViewEditingTests: XCTestCase {
    @MainActor
    private func makeTable(_ log: CallLog, rows: [Int] = [4]) -> (TableView, [SpyNode]) {
        let spies = rows.enumerated().map { SpyNode("s\($0.offset)", log: log).rows($0.element) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: spies)
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.retain(root)
        log.removeAll()
        return (table, spies)
    }

    @MainActor
    func testSwipeToDeleteCommitsTheRowsEditingStyle() async {
        let log = CallLog()
        let (table, spies) = makeTable(log)
        spies[0].stub("canEditRowAt", true)
        spies[0].stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        XCTAssertTrue(table.swipeToDelete(rowAt: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(
            log.entries(matching: [
                "canEditRowAt", "willBeginEditingRowAt", "editingStyleForRowAt", "commit",
                "didEndEditingRowAt",
            ]),
            [
                "s0.canEditRowAt([0, 2])", "s0.editingStyleForRowAt([0, 2])", "s0.willBeginEditingRowAt([0, 2])",
                "s0.commit(delete, [0, 2])", "s0.didEndEditingRowAt(Optional([0, 2]))",
            ], "the style decides whether the Delete button shows, so it is asked before the swipe begins")
    }

    @MainActor
    func testSwipeDoesNothingWhenTheRowCannotBeEdited() async {
        let log = CallLog()
        let (table, _) = makeTable(log)
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(log.entries, ["s0.canEditRowAt([0, 0])"])
        XCTAssertNil(table.swipeActions(forRowAt: IndexPath(row: 0, section: 0)))
    }

    @MainActor
    func testUnconfirmedSwipeEndsWhenEditingModeChanges() async {
        let log = CallLog()
        let (table, spies) = makeTable(log)
        spies[0].stub("canEditRowAt", true)
        spies[0].stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0), confirm: false))
        XCTAssertEqual(log.entries.last, "s0.willBeginEditingRowAt([0, 1])")
        table.setEditing(true, animated: true)
        XCTAssertEqual(log.entries(matching: ["didEndEditingRowAt"]), ["s0.didEndEditingRowAt(Optional([0, 1]))"])
        XCTAssertTrue(table.isEditing)
        XCTAssertTrue(table.visibleCells.allSatisfy(\.isEditing))
    }

    @MainActor
    func testStyleNoneCommitsNothing() async {
        let log = CallLog()
        let (table, spies) = makeTable(log)
        spies[0].stub("canEditRowAt", true)
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(log.entries(matching: ["commit", "willBeginEditingRowAt"]), [], "no button: no swipe")
        spies[0].stub("editingStyleForRowAt", TableViewCell.EditingStyle.insert)
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(log.entries(matching: ["commit"]), [], "a swipe deletes; it never commits an insert")
    }

    @MainActor
    func testDidEndEditingGetsNilWhenTheCommitRemovedTheRow() async {
        @MainActor
        final class Deleting: TableViewDataSource, TableViewDelegate {
            var rows = ["a", "b"]
            var ended: [IndexPath?] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell()
            }
            func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
                -> TableViewCell.EditingStyle
            {
                .delete
            }
            func tableView(
                _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
            ) {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { ended.append(indexPath) }
        }
        let source = Deleting()
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(source.ended, [nil])
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    @MainActor
    func testSwipeActionsAreTheDelegatesOrADefaultDeleteButton() async {
        let log = CallLog()
        let (table, spies) = makeTable(log)
        spies[0].stub("canEditRowAt", true)
        let row = IndexPath(row: 0, section: 0)
        let defaults = table.swipeActions(forRowAt: row)
        XCTAssertEqual(defaults?.map(\.title), ["Delete"])
        XCTAssertEqual(defaults?.first?.style, .destructive)
        defaults?.first.map { $0.handler($0, row) }
        XCTAssertEqual(log.entries.last, "s0.commit(delete, [0, 0])")

        spies[0].stub("titleForDeleteConfirmationButtonForRowAt", Optional("Remove"))
        XCTAssertEqual(table.swipeActions(forRowAt: row)?.map(\.title), ["Remove"])
        spies[0].stub("editActionsForRowAt", Optional([TableViewRowAction(style: .normal, title: "Pin") { _, _ in }]))
        XCTAssertEqual(table.swipeActions(forRowAt: row)?.map(\.title), ["Pin"])
    }

    @MainActor
    func testReorderPassesProposalsThroughTheDelegateAndMovesTheRowKeepingItsCell() async {
        let log = CallLog()
        let (table, spies) = makeTable(log, rows: [3, 2])
        for spy in spies {
            spy.stub("canMoveRowAt", true)
        }
        table.isEditing = true
        let source = IndexPath(row: 0, section: 0)
        table.selectRow(at: source, animated: false, scrollPosition: .none)
        let cell = table.cellForRow(at: source)
        spies[0].stub("targetIndexPathForMoveFromRowAt", IndexPath(row: 1, section: 1))
        let dropped = table.reorderRow(
            from: source, through: [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        XCTAssertEqual(dropped, IndexPath(row: 1, section: 1))
        XCTAssertEqual(
            log.entries(matching: ["canMoveRowAt", "targetIndexPathForMoveFromRowAt", "moveRowAt", "cellForRowAt"]),
            [
                "s0.canMoveRowAt([0, 0])",
                "s0.targetIndexPathForMoveFromRowAt([0, 0], [0, 2])",
                "s0.targetIndexPathForMoveFromRowAt([0, 0], [1, 0])",
                "s0.moveRowAt([0, 0], [1, 1])", "s1.moveRowAt([0, 0], [1, 1])",
            ])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cell, "the moved row keeps its cell")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 1), "the selection follows")
    }

    @MainActor
    func testReorderNeedsEditingModeAndAMovableRow() async {
        let log = CallLog()
        let (table, spies) = makeTable(log)
        XCTAssertNil(table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(log.entries, [], "not in editing mode")
        table.isEditing = true
        XCTAssertNil(table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(
            log.entries(matching: ["canMoveRowAt", "targetIndexPathForMoveFromRowAt", "moveRowAt"]),
            ["s0.canMoveRowAt([0, 0])"])
        spies[0].stub("canMoveRowAt", true)
        XCTAssertNil(
            table.reorderRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0)),
            "dropped where it started: nothing moves")
        XCTAssertFalse(log.entries.contains { $0.contains("moveRowAt") })
    }

    @MainActor
    func testReorderSkipsInvalidProposalsAndAnswers() async {
        let log = CallLog()
        let (table, spies) = makeTable(log)
        spies[0].stub("canMoveRowAt", true)
        table.isEditing = true
        table.diagnostics.mode = .silent
        let dropped = table.reorderRow(
            from: IndexPath(row: 0, section: 0),
            through: [
                IndexPath(row: 4, section: 0), IndexPath(indexes: [1]),
                IndexPath(row: 3, section: 0),
            ])
        XCTAssertEqual(dropped, IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.diagnostics.reports.count, 2)
        spies[0].stub("targetIndexPathForMoveFromRowAt", IndexPath(row: 7, section: 0))
        XCTAssertNil(
            table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)),
            "an invalid answer is skipped, leaving the row where it was")
        XCTAssertEqual(table.diagnostics.reports.count, 3)
    }
}

/// Cells carry the indentation and editing control the delegate gives, as UIKit lays them out.
final class TableViewEditingLayoutTests: XCTestCase {
    @MainActor
    func testDisplayedCellsAskIndentationAndEditingModeAsksTheControl() async {
        let log = CallLog()
        let spy = SpyNode("t", log: log).rows(2)
        spy.stub("indentationLevelForRowAt", 2)
        spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.insert)
        spy.stub("shouldIndentWhileEditingRowAt", true)
        let table = TableView()
        table.dataSource = spy
        table.delegate = spy
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell?.indentationLevel, 2)
        XCTAssertEqual(cell?.editingStyle, TableViewCell.EditingStyle.none, "not in editing mode")
        XCTAssertEqual(
            log.entries(matching: ["indentationLevelForRowAt", "willDisplay"]).prefix(2),
            ["t.indentationLevelForRowAt([0, 0])", "t.willDisplay([0, 0])"])
        XCTAssertEqual(log.entries(matching: ["editingStyleForRowAt"]), [])
        table.setEditing(true, animated: false)
        XCTAssertEqual(cell?.editingStyle, .insert)
        XCTAssertEqual(cell?.shouldIndentWhileEditing, true)
        table.setEditing(false, animated: false)
        XCTAssertEqual(cell?.shouldIndentWhileEditing, false)
    }
}
