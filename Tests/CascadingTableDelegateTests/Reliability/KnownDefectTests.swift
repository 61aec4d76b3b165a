import CascadingTableDelegate
import XCTest

/// A section node that answers one row of its own after its children's rows: its count is
/// `super`'s plus one.
@MainActor
final class SectionWithFooterRow: CascadingSectionTableDelegate {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        super.tableView(tableView, numberOfRowsInSection: section) + 1
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard indexPath.row == tableView.numberOfRows(inSection: indexPath.section) - 1 else {
            return super.tableView(tableView, cellForRowAt: indexPath)
        }
        let cell = TableViewCell()
        cell.text = "footer row"
        return cell
    }
}

/// The six defects the closing notes carried from round to round (issue 46, section 1), each
/// pinned by the test that reproduced it before its fix.
final class KnownDefectTests: XCTestCase {
    /// A strict table showing `root`, laid out.
    @MainActor
    private func makeTable(_ root: CascadingRootTableDelegate, table: TableView = TableView()) -> TableView {
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return table
    }

    // MARK: 2. The swipe of a deleted row

    /// Before the fix, the deleted row's actions stayed listed in `revealedSwipeActions` until the
    /// next swipe or `setEditing(_:animated:)`. In UIKit the swipe belongs to the row's cell: when
    /// the row is deleted, its swipe closes with it.
    @MainActor
    func testTheSwipeOfADeletedRowClosesWithTheRow() async {
        let log = CallLog()
        let spy = SpyNode("s0", log: log).rows(4)
        spy.stub("canEditRowAt", true)
        spy.stub(
            "trailingSwipeActionsConfigurationForRowAt",
            Optional(
                SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Flag") { _, _, _ in }])))
        let swiped = CascadingRootTableDelegate(index: 0, childDelegates: [spy])
        let table = TableView()
        swiped.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertNotNil(table.swipeRow(at: IndexPath(row: 3, section: 0)))
        spy.rows(3)
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertEqual(table.revealedSwipeActions.map(\.title), [], "the deleted row's actions are gone")
        XCTAssertFalse(table.tapSwipeAction(titled: "Flag"))
        XCTAssertNotNil(table.swipeRow(at: IndexPath(row: 0, section: 0)))
        table.reloadData()
        XCTAssertEqual(table.revealedSwipeActions.count, 0, "reloadData() replaced the cell that showed it")
        XCTAssertNil(table.indexPathForSwipedRow)
        withExtendedLifetime(swiped) {}
    }

    // MARK: 4. `.whole` inside a batch

    /// Before the fix, a `.whole` node's change inside a batch ended the batch in a reload through
    /// the table's internal path: a table subclass overriding `reloadData()` never saw it, where
    /// the same change outside a batch calls it.
    @MainActor
    func testAWholeReloadInsideABatchGoesThroughAnOverriddenReloadData() async {
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: ["a"].map(NameRow.init))
        section.reloadModeOnChildDelegatesChanged = .whole
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = RecordingTableView()
        _ = makeTable(root, table: table)
        table.performBatchUpdates {
            section.childDelegates.append(NameRow("b"))
        }
        XCTAssertEqual(table.reloads, ["reloadData"])
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "b"])
        section.childDelegates.append(NameRow("c"))
        XCTAssertEqual(table.reloads, ["reloadData", "reloadData"], "outside a batch, as before")
    }

    // MARK: 5. An uncounted row-mode node's answers out of a range child

    /// Before the fix, a section node whose children the table had not counted (here, one never
    /// prepared) translated a range child's answer as if the node were in section 0: `[0, 2]`
    /// for a row of section 1.
    @MainActor
    func testAnUncountedSectionNodeTranslatesARangeChildsAnswerIntoItsOwnSection() async {
        let list = ListNode(["x", "y"])
        let section = CascadingSectionTableDelegate(index: 1, childDelegates: [NameRow("a"), list])
        let table = TableView()
        let row = IndexPath(row: 2, section: 1)
        XCTAssertEqual(section.tableView(table, willSelectRowAt: row), row)
        XCTAssertEqual(section.tableView(table, willDeselectRowAt: row), row)
        XCTAssertEqual(
            section.tableView(
                table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: IndexPath(row: 1, section: 1)),
            IndexPath(row: 1, section: 1))
    }

    // MARK: 6. A count answered partly by the node itself

    /// Before the fix, the at-rest check compared the section's row count with its children's
    /// rows alone: "its children add up to 2 units; the table has sections(0..<1)".
    @MainActor
    func testASubclassAddingARowToItsChildrensIsNotReportedAtRest() async {
        let section = SectionWithFooterRow(index: 0, childDelegates: [ListNode(["x", "y"])])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        XCTAssertEqual(table.visibleCells.map(\.text), ["x", "y", "footer row"])
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }
}
