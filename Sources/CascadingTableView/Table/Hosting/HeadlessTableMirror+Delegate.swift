import Foundation

/// The delegate that answers when the shadow has none: the protocol's documented defaults.
@MainActor
private final class DefaultDelegate: TableViewDelegate {
    static let shared = DefaultDelegate()
}

// The host's delegate calls, answered by the shadow's delegate (or the documented defaults when it
// has none), with the host's cells and views swapped for the headless ones they draw.
extension HeadlessTableMirror: TableViewDelegate {
    /// The shadow's delegate, or the defaults.
    var tree: any TableViewDelegate { shadow.delegate ?? DefaultDelegate.shared }

    // MARK: Display

    /// Tells the shadow that the headless cell `cell` draws is on screen.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let headless = cells.cell(for: cell) else { return }
        shadow.hostWillDisplay(headless, forRowAt: indexPath)
    }

    /// Tells the shadow that the headless cell `cell` drew left the screen.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let headless = cells.unbind(cell) else { return }
        shadow.hostDidEndDisplaying(headless, forRowAt: indexPath)
    }

    /// Tells the shadow that the delegate's header view is on screen.
    public func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        guard let headless = sectionViews[ObjectIdentifier(view)] else { return }
        shadow.hostWillDisplay(headless, forHeaderInSection: section)
    }

    /// Tells the shadow that the delegate's footer view is on screen.
    public func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        guard let headless = sectionViews[ObjectIdentifier(view)] else { return }
        shadow.hostWillDisplay(headless, forFooterInSection: section)
    }

    /// Tells the shadow that the delegate's header view left the screen.
    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        guard let headless = sectionViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        shadow.hostDidEndDisplaying(headless, forHeaderInSection: section)
    }

    /// Tells the shadow that the delegate's footer view left the screen.
    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        guard let headless = sectionViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        shadow.hostDidEndDisplaying(headless, forFooterInSection: section)
    }

    // MARK: Heights

    /// The shadow's delegate's height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tree.tableView(shadow, heightForRowAt: indexPath)
    }

    /// The shadow's delegate's height.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tree.tableView(shadow, heightForHeaderInSection: section)
    }

    /// The shadow's delegate's height.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tree.tableView(shadow, heightForFooterInSection: section)
    }

    /// The shadow's delegate's estimate.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tree.tableView(shadow, estimatedHeightForRowAt: indexPath)
    }

    /// The shadow's delegate's estimate.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tree.tableView(shadow, estimatedHeightForHeaderInSection: section)
    }

    /// The shadow's delegate's estimate.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tree.tableView(shadow, estimatedHeightForFooterInSection: section)
    }

    // MARK: Header and footer views

    /// A host view drawing the delegate's header view, or nil when it has none.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        hostView(drawing: tree.tableView(shadow, viewForHeaderInSection: section))
    }

    /// A host view drawing the delegate's footer view, or nil when it has none.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        hostView(drawing: tree.tableView(shadow, viewForFooterInSection: section))
    }

    /// A host view showing the text of `headless`, remembered until it leaves the screen.
    private func hostView(drawing headless: TableViewHeaderFooterView?) -> TableViewHeaderFooterView? {
        guard let headless, let view = host.dequeueReusableHeaderFooterView(withIdentifier: Self.sectionViewIdentifier)
        else { return nil }
        view.text = headless.text
        sectionViews[ObjectIdentifier(view)] = headless
        return view
    }

    // MARK: Editing and swipes

    /// The shadow's delegate's answer.
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        tree.tableView(shadow, editingStyleForRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        tree.tableView(shadow, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(shadow, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// Passes the event to the shadow's delegate.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        tree.tableView(shadow, willBeginEditingRowAt: indexPath)
    }

    /// Passes the event to the shadow's delegate.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        tree.tableView(shadow, didEndEditingRowAt: indexPath)
    }

    /// The shadow's delegate's configuration.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        tree.tableView(shadow, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The shadow's delegate's configuration.
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        tree.tableView(shadow, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tree.tableView(shadow, indentationLevelForRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tree.tableView(
            shadow, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    // MARK: Selection

    /// Passes the event to the shadow's delegate.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tree.tableView(shadow, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(shadow, shouldHighlightRowAt: indexPath)
    }

    /// Passes the event to the shadow's delegate.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        tree.tableView(shadow, didHighlightRowAt: indexPath)
    }

    /// Passes the event to the shadow's delegate.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        tree.tableView(shadow, didUnhighlightRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tree.tableView(shadow, willSelectRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tree.tableView(shadow, willDeselectRowAt: indexPath)
    }

    /// Selects the row in the shadow too, and passes the event on.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        shadow.hostDidSelectRow(at: indexPath)
    }

    /// Deselects the row in the shadow too, and passes the event on.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        shadow.hostDidDeselectRow(at: indexPath)
    }

    // MARK: Edit menus, focus, primary actions

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(shadow, shouldShowMenuForRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        tree.tableView(shadow, canPerformAction: action, forRowAt: indexPath, withSender: sender)
    }

    /// Passes the action to the shadow's delegate.
    public func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        tree.tableView(shadow, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(shadow, canFocusRowAt: indexPath)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(shadow, canPerformPrimaryActionForRowAt: indexPath)
    }

    /// Passes the action to the shadow's delegate.
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tree.tableView(shadow, performPrimaryActionForRowAt: indexPath)
    }
}
