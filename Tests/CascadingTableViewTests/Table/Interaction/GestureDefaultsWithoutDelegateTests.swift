import CascadingTableView
import XCTest

/// Gestures on a table with a data source but no delegate (or whose delegate or data source is
/// released part way through a gesture) take the protocol defaults of
/// `Documentation/DefaultReturnValues.md` where they would have asked.
final class GestureDefaultsWithoutDelegateTests: XCTestCase {
    /// One section of `rows` rows that can be edited and moved; it records commits and moves.
    @MainActor
    private final class Rows: TableViewDataSource {
        var rows = 4
        var committed: [String] = []
        var moves: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) { committed.append("\(editingStyle)\(indexPath)") }
        func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
        {
            moves.append("\(sourceIndexPath)->\(destinationIndexPath)")
        }
    }

    /// A drag and drop delegate apart from the data source: every drag gives one item, and every
    /// drop is proposed as a move into the destination.
    @MainActor
    private final class Dropper: TableViewDragDelegate, TableViewDropDelegate {
        var drops: [IndexPath?] = []
        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
            -> [DragItem]
        { [DragItem()] }
        func tableView(
            _ tableView: TableView, dropSessionDidUpdate session: DropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> TableViewDropProposal {
            TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            drops.append(coordinator.destinationIndexPath)
        }
    }

    /// A delegate that lets every row take focus and start a multiple-selection pan, and runs
    /// `onGesture` when focus is about to move or a pan begins (to let a test release it then).
    @MainActor
    private final class Releasing: TableViewDelegate {
        var onGesture: () -> Void = {}
        func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
            onGesture()
            return true
        }
        func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
            true
        }
        func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            onGesture()
        }
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @MainActor
    private func makeTable(_ source: Rows) -> TableView {
        let table = TableView()
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    // MARK: - Focus

    @MainActor
    func testWithoutADelegateNoRowCanTakeFocus() async {
        let source = Rows()
        let table = makeTable(source)
        XCTAssertFalse(table.focusRow(at: row(1)), "canFocusRowAt defaults to false")
        XCTAssertNil(table.moveFocus(.down), "no row can take focus, so focus never enters")
        XCTAssertNil(table.focusedIndexPath)
        XCTAssertFalse(table.moveFocusOutOfTable())
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    @MainActor
    func testFocusLeavesWhenTheDelegateIsGoneAsShouldUpdateFocusDefaultsToTrue() async {
        let source = Rows()
        let table = makeTable(source)
        do {
            let delegate = Releasing()
            table.delegate = delegate
            XCTAssertTrue(table.focusRow(at: row(2)))
        }
        XCTAssertNil(table.delegate, "released: the table holds its delegate weakly")
        XCTAssertEqual(table.focusedIndexPath, row(2))
        XCTAssertTrue(table.moveFocusOutOfTable(), "nobody refuses the update")
        XCTAssertNil(table.focusedIndexPath)
    }

    @MainActor
    func testADelegateReleasedWhileFocusMovesLeavesSelectionToTheTablesSetting() async {
        let source = Rows()
        let table = makeTable(source)
        table.selectionFollowsFocus = true
        var owner: Releasing? = Releasing()
        table.delegate = owner
        owner?.onGesture = { owner = nil }
        XCTAssertTrue(table.focusRow(at: row(1)))
        XCTAssertNil(owner)
        XCTAssertNil(table.delegate)
        XCTAssertEqual(table.focusedIndexPath, row(1))
        XCTAssertEqual(
            table.indexPathsForSelectedRows, [row(1)],
            "selectionFollowsFocusForRowAt defaults to the table's selectionFollowsFocus, willSelectRowAt to the row")
    }

    @MainActor
    func testWithoutSelectionFollowingFocusAReleasedDelegateSelectsNothing() async {
        let source = Rows()
        let table = makeTable(source)
        var owner: Releasing? = Releasing()
        table.delegate = owner
        owner?.onGesture = { owner = nil }
        XCTAssertTrue(table.focusRow(at: row(3)))
        XCTAssertEqual(table.focusedIndexPath, row(3))
        XCTAssertNil(table.indexPathsForSelectedRows, "selectionFollowsFocus is false by default")
    }

    // MARK: - Multiple-selection pan

    @MainActor
    func testWithoutADelegateTheMultipleSelectionPanNeverBegins() async {
        let source = Rows()
        let table = makeTable(source)
        table.allowsMultipleSelectionDuringEditing = true
        XCTAssertNil(
            table.simulateMultipleSelectionPan(from: row(0), to: row(2)),
            "shouldBeginMultipleSelectionInteractionAt defaults to false")
        XCTAssertFalse(table.isEditing, "a pan that does not begin does not enter editing mode")
        XCTAssertNil(table.indexPathsForSelectedRows)
    }

    @MainActor
    func testAPanWhoseDelegateIsReleasedSelectsTheRestWithTheDefaultAnswers() async {
        let source = Rows()
        let table = makeTable(source)
        table.allowsMultipleSelectionDuringEditing = true
        var owner: Releasing? = Releasing()
        table.delegate = owner
        owner?.onGesture = { owner = nil }
        XCTAssertEqual(
            table.simulateMultipleSelectionPan(from: row(3), to: row(1)), [row(3), row(2), row(1)],
            "willSelectRowAt defaults to the row itself")
        XCTAssertNil(table.delegate)
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(table.indexPathsForSelectedRows, [row(1), row(2), row(3)])
    }

    // MARK: - Editing control

    @MainActor
    func testWithoutADelegateTheEditingControlIsNoneAndCommitsNothing() async {
        let source = Rows()
        let table = makeTable(source)
        table.isEditing = true
        XCTAssertEqual(table.tapEditingControl(at: row(0)), TableViewCell.EditingStyle.none)
        XCTAssertNil(table.revealedDeleteConfirmation, "style .none reveals no delete button")
        XCTAssertFalse(table.tapDeleteConfirmation(at: row(0)))
        XCTAssertEqual(source.committed, [])
    }

    @MainActor
    func testAReleasedDataSourceLeavesRowsWhoseEditingControlCannotBeTapped() async {
        let table = TableView()
        do {
            let source = Rows()
            table.dataSource = source
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        }
        table.isEditing = true
        XCTAssertNil(table.tapEditingControl(at: row(0)), "canEditRowAt defaults to false")
        XCTAssertEqual(table.diagnostics.reports, [], "the cached row exists, so nothing is reported")
    }

    // MARK: - Drag and drop

    @MainActor
    func testAReorderByDragWithoutADelegateTakesTheProposedDestination() async {
        let source = Rows()
        let dropper = Dropper()
        let table = makeTable(source)
        table.dragDelegate = dropper
        table.dropDelegate = dropper
        table.dragInteractionEnabled = true
        XCTAssertEqual(table.simulateDrag(from: row(0), to: row(3)), .moved(to: row(3)))
        XCTAssertEqual(source.moves, ["[0, 0]->[0, 3]"], "targetIndexPathForMoveFromRowAt defaults to the proposal")
        XCTAssertEqual(dropper.drops, [], "a reorder is not a drop")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
    }

    @MainActor
    func testAfterTheDataSourceIsReleasedALocalMoveIsADropNotAReorder() async {
        let dropper = Dropper()
        let table = TableView()
        do {
            let source = Rows()
            table.dataSource = source
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        }
        table.dragDelegate = dropper
        table.dropDelegate = dropper
        table.dragInteractionEnabled = true
        XCTAssertEqual(
            table.simulateDrag(from: row(0), to: row(2)), .dropped(placements: []),
            "canMoveRowAt defaults to false, so the drop delegate gets the drop")
        XCTAssertEqual(dropper.drops, [row(2)])
    }

    // MARK: - Swipe actions and context menus

    @MainActor
    func testUntitledSwipeActionsAreNamedByAnEmptyTitleInDiagnostics() async {
        @MainActor
        final class Swiped: TableViewDelegate {
            var completions = 0
            func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> SwipeActionsConfiguration?
            {
                let untitled = ContextualAction(style: .normal, title: nil) { [unowned self] _, _, completion in
                    completions += 1
                    completion(false)
                    completion(false)
                }
                return SwipeActionsConfiguration(actions: [
                    untitled, ContextualAction(style: .normal, title: "Flag") { _, _, _ in },
                ])
            }
        }
        let source = Rows()
        let delegate = Swiped()
        let table = makeTable(source)
        table.delegate = delegate
        table.diagnostics.mode = .silent
        XCTAssertEqual(table.swipeRow(at: row(1))?.map(\.title), [nil, "Flag"])
        XCTAssertFalse(table.tapSwipeAction(titled: "Archive"))
        XCTAssertTrue(table.tapSwipeAction(at: 0))
        XCTAssertEqual(delegate.completions, 1)
        XCTAssertEqual(table.indexPathForSwipedRow, row(1), "completion(false) keeps the row open")
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "No swipe action titled \"Archive\" is showing (showing: [\"\", \"Flag\"]); nothing happened.",
                "The completion handler of swipe action \"\" was called more than once; the later call was ignored.",
            ])
    }

    @MainActor
    func testAContextMenuWithoutAnActionProviderHasNoActionToPerform() async {
        @MainActor
        final class MenuWithoutActions: TableViewDelegate {
            func tableView(
                _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            )
                -> ContextMenuConfiguration?
            { ContextMenuConfiguration(identifier: "preview only") }
        }
        let source = Rows()
        let delegate = MenuWithoutActions()
        let table = makeTable(source)
        table.diagnostics.mode = .silent
        XCTAssertEqual(table.indexPathsForContextMenu, [], "no menu is showing")
        table.delegate = delegate
        XCTAssertNil(table.longPressRow(at: row(2)), "the context menu wins over the copy-and-paste menu")
        XCTAssertEqual(table.indexPathsForContextMenu, [row(2)])
        XCTAssertNil(table.presentedContextMenu, "no action provider: no menu, only the preview")
        XCTAssertFalse(table.performContextMenuAction(titled: ["Copy"]))
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind), [.invalidInteraction("performContextMenuAction")])
        XCTAssertEqual(
            table.diagnostics.reports.first?.message,
            "No enabled context menu action is at [\"Copy\"] in the menu showing; nothing happened.")
        XCTAssertEqual(
            table.presentedContextMenuConfiguration?.identifier, AnyHashable("preview only"), "the menu stays")
        XCTAssertTrue(table.dismissContextMenu())
        XCTAssertEqual(table.indexPathsForContextMenu, [])
    }
}
