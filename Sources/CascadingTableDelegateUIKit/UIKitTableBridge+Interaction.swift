import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

// What the user does in the table (selection, editing, swipes, menus, focus), passed to the tree
// through the shadow, with our types mapped to UIKit's.
extension UIKitTableBridge {
    /// Passes the tap to the tree.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tree.tableView(headlessTable, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(headlessTable, shouldHighlightRowAt: indexPath)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tree.tableView(headlessTable, didHighlightRowAt: indexPath)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tree.tableView(headlessTable, didUnhighlightRowAt: indexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        headlessTable.hostDidSetEditing(tableView.isEditing)
        return tree.tableView(headlessTable, willSelectRowAt: indexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tree.tableView(headlessTable, willDeselectRowAt: indexPath)
    }

    /// Selects the row in the shadow too, then tells the tree.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        headlessTable.hostDidSelectRow(at: indexPath)
    }

    /// Deselects the row in the shadow too, then tells the tree.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        headlessTable.hostDidDeselectRow(at: indexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(headlessTable, canPerformPrimaryActionForRowAt: indexPath)
    }

    /// Passes the action to the tree.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tree.tableView(headlessTable, performPrimaryActionForRowAt: indexPath)
    }

    /// The tree's editing style, mapped by raw value; `.none` by default, where UIKit, asking no
    /// one, shows a delete control.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        // UIKit asks every visible row when it enters editing mode: the shadow follows the table,
        // whose mode the app may have set itself (its edit button).
        headlessTable.hostDidSetEditing(tableView.isEditing)
        let style = tree.tableView(headlessTable, editingStyleForRowAt: indexPath)
        return UITableViewCell.EditingStyle(rawValue: style.uiKitRawValue) ?? .none
    }

    /// The tree's title; nil keeps UIKit's own.
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        tree.tableView(headlessTable, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// The tree's leading swipe actions, as UIKit's.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        Self.uiKitConfiguration(
            tree.tableView(headlessTable, leadingSwipeActionsConfigurationForRowAt: indexPath), at: indexPath)
    }

    /// The tree's trailing swipe actions, as UIKit's.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        Self.uiKitConfiguration(
            tree.tableView(headlessTable, trailingSwipeActionsConfigurationForRowAt: indexPath), at: indexPath)
    }

    /// A swipe configuration as UIKit's: each action with its style and title, running the tree's
    /// handler for the row when tapped.
    static func uiKitConfiguration(
        _ configuration: SwipeActionsConfiguration?, at indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let configuration else { return nil }
        let actions = configuration.actions.map { action in
            UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
                _, _, completion in
                action.handler(action, indexPath, completion)
            }
        }
        let result = UISwipeActionsConfiguration(actions: actions)
        result.performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
        return result
    }

    /// The tree's answer; false by default, where UIKit, asking no one, indents.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(headlessTable, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tree.tableView(headlessTable, willBeginEditingRowAt: indexPath)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tree.tableView(headlessTable, didEndEditingRowAt: indexPath)
    }

    /// The tree's answer.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tree.tableView(
            headlessTable, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tree.tableView(headlessTable, indentationLevelForRowAt: indexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(headlessTable, shouldShowMenuForRowAt: indexPath)
    }

    /// The tree's answer, for the menu action named like the selector.
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        let menuAction = MenuAction(selectorName: NSStringFromSelector(action))
        return tree.tableView(headlessTable, canPerformAction: menuAction, forRowAt: indexPath, withSender: sender)
    }

    /// Passes the menu action named like the selector to the tree.
    public func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        let menuAction = MenuAction(selectorName: NSStringFromSelector(action))
        tree.tableView(headlessTable, performAction: menuAction, forRowAt: indexPath, withSender: sender)
    }

    /// The tree's answer; false by default, where UIKit, asking no one, follows `allowsFocus`.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(headlessTable, canFocusRowAt: indexPath)
    }

    /// The tree's answer.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(headlessTable, selectionFollowsFocusForRowAt: indexPath)
    }

    /// The tree's answer.
    public func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        tree.tableView(headlessTable, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        tree.tableView(headlessTable, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Passes the event to the tree.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        tree.tableViewDidEndMultipleSelectionInteraction(headlessTable)
    }
}

// Scrolling: the user scrolls UIKit's table, and the shadow's viewport follows.
extension UIKitTableBridge {
    /// Moves the shadow's viewport to the table's offset.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        headlessTable.hostDidScroll(to: scrollView.contentOffset)
    }
}

// Focus moves: UIKit's focus engine moves focus; the tree decides and hears each move through
// the shadow, whose focused row follows.
extension UIKitTableBridge {
    /// The tree's answer, for the move as ours.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    {
        tree.tableView(headlessTable, shouldUpdateFocusIn: Self.focusContext(context))
    }

    /// Moves the shadow's focus too, then tells the tree; the animations it adds run with
    /// UIKit's.
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        let forwarding = FocusAnimationCoordinator { animations, completion in
            coordinator.addCoordinatedAnimations(animations, completion: completion)
        }
        headlessTable.hostDidUpdateFocus(in: Self.focusContext(context), with: forwarding)
    }

    /// The tree's answer.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        tree.indexPathForPreferredFocusedView(in: headlessTable)
    }

    /// UIKit's focus move as ours.
    static func focusContext(_ context: UITableViewFocusUpdateContext) -> TableViewFocusUpdateContext {
        TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: context.previouslyFocusedIndexPath,
            nextFocusedIndexPath: context.nextFocusedIndexPath,
            focusHeading: FocusHeading(uiKitRawValue: context.focusHeading.rawValue))
    }
}
