import Foundation

/// The smallest node: it answers every call with the protocol's default, for you to subclass.
///
/// Every protocol method is an `open` method of this class, so the override in your subclass is
/// the one the tree calls (Swift would otherwise bind the conformance to the protocol
/// extension's default, which a subclass cannot replace). Override what your node answers for;
/// the estimated-height methods already fall back to your exact-height overrides.
///
/// ```swift
/// final class GreetingRow: CascadingBareTableDelegate {
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "greeting", for: indexPath)
///         cell.text = "Hello"
///         return cell
///     }
/// }
/// ```
@MainActor
open class CascadingBareTableDelegate: CascadingTableDelegate {
    /// The node's position among its parent's children.
    open var index: Int

    /// The node's children, stored as given.
    open var childDelegates: [any CascadingTableDelegate]

    /// The node this one is a child of, held weakly.
    open weak var parentDelegate: (any CascadingTableDelegate)?

    /// Creates a node that stores its position and its children as given.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
    }

    /// Prepares every child with `tableView`. Override to register cells; call `super`.
    ///
    /// - Parameter tableView: The table the tree will serve.
    open func prepare(tableView: TableView) {
        for child in childDelegates {
            child.prepare(tableView: tableView)
        }
    }

    // MARK: - Data source

    /// Returns 0.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Returns a new, empty `TableViewCell` on every call.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell()
    }

    /// Returns 1.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// Returns nil.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Returns nil.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Returns false.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Returns false.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Returns nil.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    /// Returns `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: - Prefetching

    /// Does nothing.
    open func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}

    // MARK: - Display customization

    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {}

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {}

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {}

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {}

    // MARK: - Heights

    /// Returns ``TableView/automaticDimension``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }

    /// Returns 0.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }

    /// Returns 0.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 0 }

    /// Returns this node's ``tableView(_:heightForRowAt:)``, so a subclass that only overrides
    /// exact heights still gives estimates.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        self.tableView(tableView, heightForRowAt: indexPath)
    }

    /// Returns this node's ``tableView(_:heightForHeaderInSection:)``.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        self.tableView(tableView, heightForHeaderInSection: section)
    }

    /// Returns this node's ``tableView(_:heightForFooterInSection:)``.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        self.tableView(tableView, heightForFooterInSection: section)
    }

    // MARK: - Header and footer views

    /// Returns nil.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        nil
    }

    /// Returns nil.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        nil
    }

    // MARK: - Editing

    /// Returns `.none`.
    open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .none }

    /// Returns nil.
    open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }

    /// Returns nil.
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        nil
    }

    /// Returns false.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    // MARK: - Selection

    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// Returns true.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// Returns `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Returns `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: - Copy and paste

    /// Returns false.
    open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }

    /// Returns false.
    open func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}

    // MARK: - Focus

    /// Returns false.
    open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { false }

    // MARK: - Reorder

    /// Returns 0.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    /// Returns `proposedDestinationIndexPath`.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
