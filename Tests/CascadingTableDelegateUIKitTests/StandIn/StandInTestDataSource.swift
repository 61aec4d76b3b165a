// IndexPath.row and .section: UIKit's, or, without UIKit, the library's.
import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// A cell that counts its `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
    /// How many times the table prepared the cell for reuse.
    var preparedForReuse = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

/// A data source and delegate for the stand-in's tests: a model of sections of row titles, and
/// every other method of the two protocols answering as UIKit does when the method is not
/// implemented (its documented default). Tests subclass it to change one answer.
class StandInTestDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The rows' titles, by section.
    var sections: [[String]]
    /// The reuse identifier `cellForRowAt` dequeues with.
    var cellIdentifier = "cell"
    /// The height of every row (UIKit's default is the table's `rowHeight`; nil answers that).
    var rowHeightAnswer: CGFloat?
    /// The fitting height each self-sizing cell reports, by title.
    var fittingHeights: [String: CGFloat] = [:]

    init(sections: [[String]]) {
        self.sections = sections
    }

    /// The title of a row's cell, as the last `cellForRowAt` configured it.
    static func title(of cell: UITableViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    // MARK: - Data source

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let title = sections[indexPath.section][indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        #if !canImport(UIKit)
            cell.standInFittingHeight = fittingHeights[title]
        #endif
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit: every row is editable when the data source does not say.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit: rows show a reorder control when the data source implements `moveRowAt`, as this one does.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: - Delegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// UIKit: the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeightAnswer ?? tableView.rowHeight
    }
    /// UIKit: the table's section header height, `automaticDimension` by default.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// No estimate (UIKit asks none of a delegate that does not implement the method).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// UIKit: true outside editing mode, false in it.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// UIKit: `.delete` for an editable row.
    func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        true
    }
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// UIKit: the table's `selectionFollowsFocus`.
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
