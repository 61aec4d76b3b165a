import Foundation

// MARK: - Default implementations

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {}

    /// Returns ``TableView/automaticDimension``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }
    /// Returns 0.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    /// Returns 0.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    /// Returns this object's ``TableViewDelegate/tableView(_:heightForRowAt:)``.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        self.tableView(tableView, heightForRowAt: indexPath)
    }
    /// Returns this object's ``TableViewDelegate/tableView(_:heightForHeaderInSection:)``.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        self.tableView(tableView, heightForHeaderInSection: section)
    }
    /// Returns this object's ``TableViewDelegate/tableView(_:heightForFooterInSection:)``.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        self.tableView(tableView, heightForFooterInSection: section)
    }

    /// Returns nil.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        nil
    }
    /// Returns nil.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        nil
    }

    /// Returns `.none`.
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .none }
    /// Returns nil.
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    /// Returns nil.
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        nil
    }
    /// Returns false.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// Returns nil.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// Returns nil.
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }

    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Returns true.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Returns `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Returns false.
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// Returns false.
    public func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}

    /// Returns nil.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Returns nil.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}

    /// Returns false.
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { false }

    /// Returns true.
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        true
    }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    /// Returns nil.
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
    /// Returns the table's ``TableView/selectionFollowsFocus``.
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }

    /// Returns true outside editing mode and false in it, as UIKit does for a delegate that does
    /// not implement the method.
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    /// Returns false.
    public func tableView(
        _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}

    /// Returns 0.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Returns `proposedDestinationIndexPath`.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
