import CascadingTableDelegate
import Foundation

// Every method the UIKit bridge implements, as data: the shell, the signature shim and
// Documentation/UIKitSelectors.md are checked against this list by a test.
extension HostedSelector {
    /// Every method the UIKit bridge implements, by protocol, in the order of
    /// `Documentation/UIKitSelectors.md`.
    package static let all: [HostedSelector] = [
        .init(
            "UITableViewDataSource", "tableView:numberOfRowsInSection:", "tableView(_:numberOfRowsInSection:)", .always),
        .init("UITableViewDataSource", "tableView:cellForRowAtIndexPath:", "tableView(_:cellForRowAt:)", .always),
        .init("UITableViewDataSource", "numberOfSectionsInTableView:", "numberOfSections(in:)", .always),
        .init(
            "UITableViewDataSource", "tableView:titleForHeaderInSection:", "tableView(_:titleForHeaderInSection:)",
            .always),
        .init(
            "UITableViewDataSource", "tableView:titleForFooterInSection:", "tableView(_:titleForFooterInSection:)",
            .always),
        .init("UITableViewDataSource", "tableView:canEditRowAtIndexPath:", "tableView(_:canEditRowAt:)", .always),
        .init("UITableViewDataSource", "tableView:canMoveRowAtIndexPath:", "tableView(_:canMoveRowAt:)", .always),
        .init("UITableViewDataSource", "sectionIndexTitlesForTableView:", "sectionIndexTitles(for:)", .always),
        .init(
            "UITableViewDataSource", "tableView:sectionForSectionIndexTitle:atIndex:",
            "tableView(_:sectionForSectionIndexTitle:at:)", .always),
        .init(
            "UITableViewDataSource", "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView(_:commit:forRowAt:)",
            .always),
        .init(
            "UITableViewDataSource", "tableView:moveRowAtIndexPath:toIndexPath:", "tableView(_:moveRowAt:to:)", .always),
        .init(
            "UITableViewDataSourcePrefetching", "tableView:prefetchRowsAtIndexPaths:", "tableView(_:prefetchRowsAt:)",
            .always),
        .init(
            "UITableViewDataSourcePrefetching", "tableView:cancelPrefetchingForRowsAtIndexPaths:",
            "tableView(_:cancelPrefetchingForRowsAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willDisplayCell:forRowAtIndexPath:", "tableView(_:willDisplay:forRowAt:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:willDisplayHeaderView:forSection:",
            "tableView(_:willDisplayHeaderView:forSection:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willDisplayFooterView:forSection:",
            "tableView(_:willDisplayFooterView:forSection:)", .always),
        .init(
            "UITableViewDelegate", "tableView:didEndDisplayingCell:forRowAtIndexPath:",
            "tableView(_:didEndDisplaying:forRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:didEndDisplayingHeaderView:forSection:",
            "tableView(_:didEndDisplayingHeaderView:forSection:)", .always),
        .init(
            "UITableViewDelegate", "tableView:didEndDisplayingFooterView:forSection:",
            "tableView(_:didEndDisplayingFooterView:forSection:)", .always),
        .init("UITableViewDelegate", "tableView:heightForRowAtIndexPath:", "tableView(_:heightForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:heightForHeaderInSection:", "tableView(_:heightForHeaderInSection:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:heightForFooterInSection:", "tableView(_:heightForFooterInSection:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:estimatedHeightForRowAtIndexPath:",
            "tableView(_:estimatedHeightForRowAt:)", .whenEstimating),
        .init(
            "UITableViewDelegate", "tableView:estimatedHeightForHeaderInSection:",
            "tableView(_:estimatedHeightForHeaderInSection:)", .whenEstimating),
        .init(
            "UITableViewDelegate", "tableView:estimatedHeightForFooterInSection:",
            "tableView(_:estimatedHeightForFooterInSection:)", .whenEstimating),
        .init(
            "UITableViewDelegate", "tableView:viewForHeaderInSection:", "tableView(_:viewForHeaderInSection:)", .always),
        .init(
            "UITableViewDelegate", "tableView:viewForFooterInSection:", "tableView(_:viewForFooterInSection:)", .always),
        .init(
            "UITableViewDelegate", "tableView:accessoryButtonTappedForRowWithIndexPath:",
            "tableView(_:accessoryButtonTappedForRowWith:)", .always),
        .init(
            "UITableViewDelegate", "tableView:shouldHighlightRowAtIndexPath:", "tableView(_:shouldHighlightRowAt:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:didHighlightRowAtIndexPath:", "tableView(_:didHighlightRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:didUnhighlightRowAtIndexPath:", "tableView(_:didUnhighlightRowAt:)",
            .always),
        .init("UITableViewDelegate", "tableView:willSelectRowAtIndexPath:", "tableView(_:willSelectRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willDeselectRowAtIndexPath:", "tableView(_:willDeselectRowAt:)", .always),
        .init("UITableViewDelegate", "tableView:didSelectRowAtIndexPath:", "tableView(_:didSelectRowAt:)", .always),
        .init("UITableViewDelegate", "tableView:didDeselectRowAtIndexPath:", "tableView(_:didDeselectRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:canPerformPrimaryActionForRowAtIndexPath:",
            "tableView(_:canPerformPrimaryActionForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:performPrimaryActionForRowAtIndexPath:",
            "tableView(_:performPrimaryActionForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:editingStyleForRowAtIndexPath:", "tableView(_:editingStyleForRowAt:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
            "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:shouldIndentWhileEditingRowAtIndexPath:",
            "tableView(_:shouldIndentWhileEditingRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willBeginEditingRowAtIndexPath:", "tableView(_:willBeginEditingRowAt:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:didEndEditingRowAtIndexPath:", "tableView(_:didEndEditingRowAt:)", .always
        ),
        .init(
            "UITableViewDelegate", "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", .always),
        .init(
            "UITableViewDelegate", "tableView:indentationLevelForRowAtIndexPath:",
            "tableView(_:indentationLevelForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:shouldShowMenuForRowAtIndexPath:", "tableView(_:shouldShowMenuForRowAt:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:canPerformAction:forRowAtIndexPath:withSender:",
            "tableView(_:canPerformAction:forRowAt:withSender:)", .always),
        .init(
            "UITableViewDelegate", "tableView:performAction:forRowAtIndexPath:withSender:",
            "tableView(_:performAction:forRowAt:withSender:)", .always),
        .init("UITableViewDelegate", "tableView:canFocusRowAtIndexPath:", "tableView(_:canFocusRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:shouldUpdateFocusInContext:", "tableView(_:shouldUpdateFocusIn:)",
            .always),
        .init(
            "UITableViewDelegate", "tableView:didUpdateFocusInContext:withAnimationCoordinator:",
            "tableView(_:didUpdateFocusIn:with:)", .always),
        .init(
            "UITableViewDelegate", "indexPathForPreferredFocusedViewInTableView:",
            "indexPathForPreferredFocusedView(in:)", .always),
        .init(
            "UITableViewDelegate", "tableView:selectionFollowsFocusForRowAtIndexPath:",
            "tableView(_:selectionFollowsFocusForRowAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
            "tableView(_:shouldBeginMultipleSelectionInteractionAt:)", .always),
        .init(
            "UITableViewDelegate", "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
            "tableView(_:didBeginMultipleSelectionInteractionAt:)", .always),
        .init(
            "UITableViewDelegate", "tableViewDidEndMultipleSelectionInteraction:",
            "tableViewDidEndMultipleSelectionInteraction(_:)", .always),
        .init(
            "UITableViewDelegate", "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
            "tableView(_:contextMenuConfigurationForRowAt:point:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
            "tableView(_:willPerformPreviewActionForMenuWith:animator:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willDisplayContextMenuWithConfiguration:animator:",
            "tableView(_:willDisplayContextMenu:animator:)", .always),
        .init(
            "UITableViewDelegate", "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
            "tableView(_:willEndContextMenuInteraction:animator:)", .always),
        .init(
            "UITableViewDragDelegate", "tableView:itemsForBeginningDragSession:atIndexPath:",
            "tableView(_:itemsForBeginning:at:)", .always),
        .init(
            "UITableViewDragDelegate", "tableView:itemsForAddingToDragSession:atIndexPath:point:",
            "tableView(_:itemsForAddingTo:at:point:)", .always),
        .init(
            "UITableViewDragDelegate", "tableView:dragSessionWillBegin:", "tableView(_:dragSessionWillBegin:)",
            .always),
        .init("UITableViewDragDelegate", "tableView:dragSessionDidEnd:", "tableView(_:dragSessionDidEnd:)", .always),
        .init(
            "UITableViewDropDelegate", "tableView:performDropWithCoordinator:", "tableView(_:performDropWith:)",
            .always),
        .init("UITableViewDropDelegate", "tableView:canHandleDropSession:", "tableView(_:canHandle:)", .always),
        .init(
            "UITableViewDropDelegate", "tableView:dropSessionDidEnter:", "tableView(_:dropSessionDidEnter:)", .always),
        .init(
            "UITableViewDropDelegate", "tableView:dropSessionDidUpdate:withDestinationIndexPath:",
            "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)", .always),
        .init(
            "UITableViewDropDelegate", "tableView:dropSessionDidExit:", "tableView(_:dropSessionDidExit:)", .always),
        .init("UITableViewDropDelegate", "tableView:dropSessionDidEnd:", "tableView(_:dropSessionDidEnd:)", .always),
    ]
}
