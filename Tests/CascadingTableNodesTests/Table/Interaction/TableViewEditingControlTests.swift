import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The editing control of editing mode: insert at once, delete after the confirmation button.
final class TableViewEditingControlTests: XCTestCase {
    private let keys: Set<String> = [
        "canEditRowAt", "editingStyleForRowAt", "titleForDeleteConfirmationButtonForRowAt", "commit",
        "willBeginEditingRowAt", "didEndEditingRowAt",
    ]

    /// A root of one section node of editable spy rows, in editing mode.
    @MainActor
    private func makeTable(_ count: Int, log: CallLog) -> (TableView, CascadingSectionTableDelegate, [SpyNode]) {
        let rows = (0..<count).map { SpyNode("r\($0)", log: log) }
        for row in rows { row.stub("canEditRowAt", true) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.isEditing = true
        table.layoutIfNeeded()
        log.retain(root)
        log.removeAll()
        return (table, section, rows)
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @MainActor
    func testTheInsertControlCommitsAnInsertAtOnce() async {
        let log = CallLog()
        let (table, _, rows) = makeTable(2, log: log)
        rows[1].stub("editingStyleForRowAt", TableViewCell.EditingStyle.insert)
        XCTAssertEqual(table.tapEditingControl(at: row(1)), .insert)
        XCTAssertEqual(
            log.entries(matching: keys),
            ["r1.canEditRowAt([0, 1])", "r1.editingStyleForRowAt([0, 1])", "r1.commit(insert, [0, 1])"])
        XCTAssertNil(table.revealedDeleteConfirmation)
    }

    @MainActor
    func testTheDeleteControlRevealsTheConfirmationWhoseTapCommitsTheDelete() async {
        let log = CallLog()
        let (table, _, rows) = makeTable(2, log: log)
        rows[0].stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete)
        rows[0].stub("titleForDeleteConfirmationButtonForRowAt", Optional("Remove"))
        XCTAssertEqual(table.tapEditingControl(at: row(0)), .delete)
        XCTAssertEqual(
            table.revealedDeleteConfirmation, TableView.DeleteConfirmation(indexPath: row(0), title: "Remove"))
        XCTAssertFalse(table.tapDeleteConfirmation(at: row(1)), "row 1 shows no delete button")
        XCTAssertTrue(table.tapDeleteConfirmation(at: row(0)))
        XCTAssertEqual(
            log.entries(matching: keys),
            [
                "r0.canEditRowAt([0, 0])", "r0.editingStyleForRowAt([0, 0])",
                "r0.titleForDeleteConfirmationButtonForRowAt([0, 0])", "r0.commit(delete, [0, 0])",
            ], "no swipe calls: the row is already in editing mode")
        XCTAssertNil(table.revealedDeleteConfirmation)
        XCTAssertFalse(table.tapDeleteConfirmation(at: row(0)), "the button went away")
    }

    @MainActor
    func testTheDefaultTitleAndHidingTheButton() async {
        let log = CallLog()
        let (table, _, rows) = makeTable(2, log: log)
        for spy in rows { spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete) }
        table.tapEditingControl(at: row(0))
        XCTAssertEqual(table.revealedDeleteConfirmation?.title, "Delete")
        table.tapEditingControl(at: row(0))
        XCTAssertNil(table.revealedDeleteConfirmation, "a second tap on the control hides the button")
        table.tapEditingControl(at: row(0))
        table.tapEditingControl(at: row(1))
        XCTAssertEqual(table.revealedDeleteConfirmation?.indexPath, row(1), "another row's control moves it")
        table.isEditing = false
        XCTAssertNil(table.revealedDeleteConfirmation, "leaving editing mode hides it")
        table.isEditing = true
        XCTAssertFalse(table.tapDeleteConfirmation(at: row(1)))
        XCTAssertEqual(log.entries(matching: ["commit"]), [])
    }

    @MainActor
    func testNoControlOutsideEditingModeForRowsThatCannotBeEditedOrWithStyleNone() async {
        let log = CallLog()
        let (table, _, rows) = makeTable(3, log: log)
        table.diagnostics.mode = .silent
        XCTAssertEqual(table.tapEditingControl(at: row(0)), TableViewCell.EditingStyle.none)
        rows[1].stub("canEditRowAt", false)
        XCTAssertNil(table.tapEditingControl(at: row(1)))
        XCTAssertNil(table.tapEditingControl(at: row(7)))
        table.isEditing = false
        rows[2].stub("editingStyleForRowAt", TableViewCell.EditingStyle.insert)
        XCTAssertNil(table.tapEditingControl(at: row(2)))
        XCTAssertEqual(log.entries(matching: ["commit"]), [])
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.invalidIndexPath(row(7))])
    }

    @MainActor
    func testTheConfirmationFollowsItsRowAcrossUpdatesAndGoesWithIt() async {
        let log = CallLog()
        let (table, section, rows) = makeTable(3, log: log)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        for spy in rows { spy.stub("editingStyleForRowAt", TableViewCell.EditingStyle.delete) }
        table.tapEditingControl(at: row(2))
        section.childDelegates = [rows[1], rows[2]]
        XCTAssertEqual(table.revealedDeleteConfirmation?.indexPath, row(1))
        table.reloadRows(at: [row(1)], with: .fade)
        XCTAssertNil(table.revealedDeleteConfirmation, "the button went with the reloaded cell")
        table.tapEditingControl(at: row(0))
        section.childDelegates = [rows[2]]
        XCTAssertNil(table.revealedDeleteConfirmation, "its row was deleted")
        table.tapEditingControl(at: row(0))
        table.reloadData()
        XCTAssertNil(table.revealedDeleteConfirmation)
    }
}
