import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// A `NameRow` identified by its name, so that a rebuilt row with the same name is the same row.
@MainActor
final class IdentifiedNameRow: NameRow {
    override var stableID: AnyHashable? { name }
}

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

/// The six defects the closing notes carried from round to round (issue 46, section 1), and three
/// that the longer randomized runs found, each pinned by the test that reproduced it before its
/// fix.
final class KnownDefectTests: XCTestCase {
    /// A strict table showing `root`, laid out.
    @MainActor
    private func makeTable(_ root: CascadingRootTableDelegate, table: TableView = TableView()) -> TableView {
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return table
    }

    // MARK: 1. A range leaf and an `.animated` ancestor in one batch

    /// Before the fix, the section's difference (matching the list's rows by position) and the
    /// list's own insert both named the list's new row: "invalid number of rows in section 0",
    /// and the table reloaded.
    @MainActor
    func testARangeLeafAndAnAnimatedAncestorChangedInOneBatchMakeOneValidUpdate() async {
        let list = ListNode(["x", "y"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a"), list])
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        let cellOfX = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.append(NameRow("z"))
                list.items.insert("w", at: 0)
                list.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "w", "x", "y", "z"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfX, "x moved with its cell")
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    /// The same through a range of rows, with a described list deleting, updating and inserting
    /// rows (one more than before) while the section above inserts a row before the range.
    @MainActor
    func testADescribedListInARangeAndAnAnimatedSectionChangedInOneBatchMakeOneValidUpdate() async {
        let list = DescribedRowsDelegate(rows: ["1", "2", "3"].map { itemRow($0) })
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: [list])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a"), range])
        section.reloadModeOnChildDelegatesChanged = .animated(.automatic)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        let cellOf3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.insert(NameRow("b"), at: 0)
                list.deleteRow(withID: "1")
                list.updateRow(itemRow("2", version: 1))
                list.insert(itemRow("4"), at: 2)
                list.insert(itemRow("5"), at: 3)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.visibleCells.map(\.text), ["b", "a", "2", "3", "4", "5"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellOf3, "3 kept its cell")
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ItemCell)?.item?.version, 1)
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    /// A leaf that moves one row, reloads another and inserts a third while its section appends a
    /// row: the moved row keeps its cell, the reloaded one gets a new one, in one valid update.
    @MainActor
    func testARangeLeafsMoveAndReloadAmidAnAnimatedAncestorsChangeKeepTheirMeaning() async {
        let list = ListNode(["x", "y", "z"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a"), list])
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        let cellOfX = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellOfZ = table.cellForRow(at: IndexPath(row: 3, section: 0))
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.append(NameRow("n"))
                list.items = ["z", "x", "y", "w"]
                list.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
                list.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .left)
                list.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "z", "x", "y", "w", "n"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfZ, "z moved with its cell")
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfX, "x was reloaded")
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    /// Under `.section`, the ancestor's reload of its rows covers the leaf's insert.
    @MainActor
    func testARangeLeafAndASectionReloadingAncestorChangedInOneBatchMakeOneValidUpdate() async {
        let list = ListNode(["x"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a"), list])
        section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.insert(NameRow("b"), at: 0)
                list.items.append("y")
                list.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.visibleCells.map(\.text), ["b", "a", "x", "y"])
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    /// A range node that announces its own new child while an `.animated` section above it
    /// changes: the section's difference names the child (by its node), once.
    @MainActor
    func testARangeAnnouncingItsNewChildAmidAnAnimatedAncestorsChangeIsNamedOnce() async {
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: [NameRow("x")])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a"), range])
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.append(NameRow("n"))
                range.childDelegates.append(NameRow("y"))
                range.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "x", "y", "n"])
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    /// A leaf whose updates do not match its count keeps them: the batch is invalid, as it is
    /// without the ancestor's change, and the table reloads.
    @MainActor
    func testARangeLeafsWrongUpdateAmidAnAnimatedAncestorsChangeIsStillInvalid() async {
        let list = ListNode(["x"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a"), list])
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.append(NameRow("n"))
                list.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)  // no item added
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, false)
        XCTAssertEqual(table.diagnostics.reports.count, 1)
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "x", "n"], "the reload shows the tree")
    }

    /// A range of sections announcing a section of its own while the root above it inserts one:
    /// the root's difference names the range's sections by what its update says, once.
    @MainActor
    func testARangeOfSectionsAndAnAnimatedRootChangedInOneBatchMakeOneValidUpdate() async {
        let groups = GroupsNode([["x"], ["y"]])
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a")]), groups])
        root.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let table = makeTable(root)
        let cellOfY = table.cellForRow(at: IndexPath(row: 0, section: 2))
        var valid: Bool?
        table.performBatchUpdates(
            {
                root.childDelegates.insert(
                    CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("b")]), at: 0)
                groups.groups.insert(["w"], at: 0)
                groups.insertSections([0], with: .fade)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.visibleCells.map(\.text), ["b", "a", "w", "x", "y"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 4)) === cellOfY, "y moved with its cell")
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
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

    // MARK: 3. `reloadInTable` of a node the batch removes

    /// Before the fix, the reload of a row node that the batch replaced by a node with the same
    /// stable ID was reported (`nodeNotAttached`) and dropped: the row was only reconfigured, in
    /// the cell it had. The reload names the row as the table shows it; the row is still there.
    @MainActor
    func testAReloadOfARowNodeReplacedInTheSameBatchReloadsItsRow() async {
        let rows = ["a", "b"].map(IdentifiedNameRow.init)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = makeTable(root)
        let oldCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        var valid: Bool?
        table.performBatchUpdates(
            {
                XCTAssertTrue(rows[0].reloadInTable(with: .left))
                section.childDelegates = [IdentifiedNameRow("a"), rows[1]]
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 0, section: 0)) === oldCell, "reloaded: a new cell")
        XCTAssertTrue(table.lastUpdateAnimations.contains(.left), "the reload's own animation")
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    /// A section that reloads itself and is then removed by the root in the same batch: the
    /// removal covers the reload, with no report.
    @MainActor
    func testTheReloadOfASectionTheBatchRemovesGoesWithIt() async {
        let gone = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("b")])
        let kept = CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("a")])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [kept, gone])
        root.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let table = makeTable(root)
        var valid: Bool?
        table.performBatchUpdates(
            {
                XCTAssertTrue(gone.reloadInTable(with: .left))
                root.childDelegates = [kept]
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertEqual(table.visibleCells.map(\.text), ["a"])
        XCTAssertEqual(table.lastUpdateAnimations, [.fade], "the removal's animation alone")
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

    /// A strict table 200 points high showing `list` in a section under a root, laid out. Hold
    /// the root: the table holds its tree weakly.
    @MainActor
    private func makeShortListTable(_ list: DescribedRowsDelegate) -> (TableView, CascadingRootTableDelegate) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])],
            tableView: table)
        table.layoutIfNeeded()
        return (table, root)
    }

    // MARK: 7. The viewport measured again when measuring moved it

    /// Before the fix, an update keeping the first visible row in place measured the viewport
    /// once: the row crossing its top turned out 98 points shorter, the viewport moved up by as
    /// much, and the rows it brought into view kept their estimates until they were displayed,
    /// when one of them (wholly in view) shrank and pulled the anchor row 8 points up. Found as
    /// run 109 of `MixedTreeRandomizedTests`.
    @MainActor
    func testRowsBroughtIntoViewByMeasuringAreMeasuredBeforeTheAnchorIsPlaced() async {
        let row = { (id: String, height: CGFloat, estimate: CGFloat) in
            itemRow(id).height(height).estimatedHeight(estimate)
        }
        let kept = (1...10).map { row("a\($0)", 44, 44) }
        let list = DescribedRowsDelegate(rows: [row("d", 30, 30)] + kept)
        let (table, root) = makeShortListTable(list)
        let first = IndexPath(row: 1, section: 0)
        XCTAssertEqual(table.rectForRow(at: first).minY - table.contentOffset.y, 30, accuracy: 0.001)
        // The row above a1 goes; three arrive above it, with estimates above and below their heights.
        list.rows = [row("r1", 44, 40), row("r2", 12, 20), row("r3", 2, 100)] + kept
        let anchor = IndexPath(row: 3, section: 0)
        XCTAssertEqual(table.visibleCells.map(\.text).prefix(4), ["r1", "r2", "r3", "a1"])
        XCTAssertEqual(table.rectForRow(at: anchor).minY - table.contentOffset.y, 30, accuracy: 0.001)
        XCTAssertEqual(table.contentOffset.y, 28, accuracy: 0.001)
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    // MARK: 8. A reloaded anchor row measured before it is placed

    /// Before the fix, a reload of the row crossing the viewport's top near the content's end gave
    /// it a small estimate: the content ended above the anchored viewport, nothing on screen was
    /// that row, and the viewport was pulled back to the end (686 instead of 670). Found as run 324
    /// of `MixedTreeRandomizedTests` at `CASCADING_TEST_SCALE=100`.
    @MainActor
    func testAReloadedAnchorRowNearTheEndKeepsItsPlace() async {
        let row = { (id: String, height: CGFloat, estimate: CGFloat) in
            itemRow(id).height(height).estimatedHeight(estimate)
        }
        let list = DescribedRowsDelegate(rows: (0..<20).map { row("r\($0)", 44, 44) })
        let (table, root) = makeShortListTable(list)
        table.contentOffset.y = 670
        let anchor = IndexPath(row: 15, section: 0)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, anchor)
        // New heights reload the row; its estimate is far below the part of it above the viewport.
        list.updateRow(row("r15", 50, 4))
        XCTAssertEqual(table.contentOffset.y, 670, accuracy: 0.001)
        XCTAssertEqual(table.rectForRow(at: anchor).minY - table.contentOffset.y, -10, accuracy: 0.001)
        XCTAssertEqual(table.rectForRow(at: anchor).height, 50, accuracy: 0.001)
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }

    // MARK: 9. A viewport pulled back by estimates alone

    /// Before the fix, a reload that gave the row crossing the viewport's top a small estimate
    /// shortened the content under the viewport for a moment: the viewport was pulled back to the
    /// end, and when that row, now in view, turned exact and the end moved down again, the
    /// viewport followed the end (680) instead of returning to where it was (670). Found as run
    /// 1225 of `MixedTreeRandomizedTests` at `CASCADING_TEST_SCALE=10`.
    @MainActor
    func testAViewportPulledBackByEstimatesReturnsWhereItWas() async {
        let rows = (0..<20).map { itemRow("r\($0)").height(44).estimatedHeight($0 == 15 ? 4 : 44) }
        let list = DescribedRowsDelegate(rows: rows)
        let (table, root) = makeShortListTable(list)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        table.contentOffset.y = 670
        let crossing = IndexPath(row: 15, section: 0)
        XCTAssertEqual(table.rectForRow(at: crossing), CGRect(x: 0, y: 660, width: 320, height: 44))
        XCTAssertEqual(table.contentSize.height, 880)

        // The row crossing the top comes back at its estimate, 4, above the viewport.
        table.reloadSections(IndexSet(integer: 0), with: .none)

        XCTAssertEqual(table.contentSize.height, 880, "measured, the content is as long as before")
        XCTAssertEqual(table.contentOffset.y, 670, accuracy: 0.001)
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
    }
}
