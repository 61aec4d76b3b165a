import Foundation

/// Customises a ``TableView``'s display and handles its events, as `UITableViewDelegate`.
///
/// Every method is optional: the extension below gives each a default, listed in
/// `Documentation/DefaultReturnValues.md`. The estimated-height methods default to the matching
/// exact-height method of the same object, so an object that only knows exact heights still lays
/// out right when the table asks for estimates.
@MainActor
public protocol TableViewDelegate: AnyObject {
    // MARK: Display customization

    /// A row's cell is about to enter the viewport. The default does nothing.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A section's header view is about to enter the viewport. The default does nothing.
    func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int)
    /// A section's footer view is about to enter the viewport. The default does nothing.
    func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int)
    /// A row's cell left the viewport or was removed. The default does nothing.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A section's header view left the viewport or was removed. The default does nothing.
    func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int)
    /// A section's footer view left the viewport or was removed. The default does nothing.
    func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int)

    // MARK: Heights

    /// A row's height. The default returns ``TableView/automaticDimension``: the table's
    /// `rowHeight`, or the cell's own height for self-sizing rows.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height. The default returns 0.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height. The default returns 0.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A row's estimated height. The default returns this object's
    /// ``tableView(_:heightForRowAt:)``.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's estimated height. The default returns this object's
    /// ``tableView(_:heightForHeaderInSection:)``.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's estimated height. The default returns this object's
    /// ``tableView(_:heightForFooterInSection:)``.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Header and footer views

    /// A section's header view. The default returns nil.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView?
    /// A section's footer view. The default returns nil.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView?

    // MARK: Editing

    /// The control a row shows in editing mode. The default returns `.none`.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of a row's delete button. The default returns nil (the table's own title).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The buttons a swiped row shows. The default returns nil (the table's delete button).
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?
    /// Whether a row is indented in editing mode. The default returns false.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe began editing a row. The default does nothing.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// A swipe's editing of a row ended; nil when the row is gone. The default does nothing.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)

    // MARK: Swipe actions

    /// The actions a swipe from the row's leading edge reveals. The default returns nil: no
    /// leading actions (the table has no default ones for that edge).
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The actions a swipe from the row's trailing edge reveals. The default returns nil: the
    /// table falls back to ``tableView(_:editActionsForRowAt:)``, then to its Delete button when
    /// the row's editing style is `.delete`.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?

    // MARK: Selection

    /// The user tapped a row's accessory button. The default does nothing.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Whether a touch highlights a row. The default returns true.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A row was highlighted. The default does nothing.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// A row's highlight ended. The default does nothing.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead of `indexPath`, or nil to select nothing. The default returns
    /// `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row to deselect instead of `indexPath`, or nil to keep it selected. The default
    /// returns `indexPath`.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was selected by the user. The default does nothing.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row was deselected by the user. The default does nothing.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Copy and paste

    /// Whether a long press shows the edit menu for a row. The default returns false.
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` for a row. The default returns false.
    func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    /// The user chose `action` from a row's edit menu. The default does nothing.
    func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?)

    // MARK: Context menus

    /// The context menu a long press on a row shows. The default returns nil: no context menu,
    /// and the long press falls back to the copy-and-paste menu.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The context menu a long press shows for several rows (the selected rows, when the pressed
    /// row is one of them). The default returns nil, and the table then asks
    /// ``tableView(_:contextMenuConfigurationForRowAt:point:)`` for the pressed row.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration?
    /// A context menu is about to show. The default does nothing.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// A context menu is about to go away, chosen action or not. The default does nothing.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The user tapped a context menu's preview. The default does nothing.
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)

    // MARK: Focus

    /// Whether a row can take focus. The default returns false.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool

    // MARK: Focus updates

    /// Whether focus may move as `context` describes (from a row, to a row, or into or out of
    /// the table). The default returns true.
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; add animations that go with it to `coordinator`. The
    /// default does nothing.
    func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator)
    /// The row focus goes to when it enters the table, unless the table remembers the last
    /// focused row (``TableView/remembersLastFocusedIndexPath``). The default returns nil: the
    /// table's first row that can take focus.
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
    /// Whether moving focus to a row selects it. The default returns the table's
    /// ``TableView/selectionFollowsFocus``.
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

    // MARK: Primary actions

    /// Whether a tap that selects a row, without extending a selection, performs the row's
    /// primary action. The default returns true outside editing mode and false in it.
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// Performs a row's primary action (navigate, open): called after the tap's selection calls.
    /// The default does nothing.
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // MARK: Multiple selection

    /// Whether a two-finger pan that starts on a row may select several rows (and put the table
    /// in editing mode). The default returns false.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan that selects several rows began on a row. The default does nothing.
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The two-finger pan that selected several rows ended. The default does nothing.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)

    // MARK: Reorder

    /// How deep a row is indented. The default returns 0.
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Where a row being dragged from `sourceIndexPath` may go when the user proposes
    /// `proposedDestinationIndexPath`. The default returns the proposal.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}
