import Foundation

/// A node that passes each call to one of its children, chosen by the call's index path or
/// section: the composite of the tree.
///
/// In ``PropagationMode/section`` mode the child at `indexPath.section` answers; in
/// ``PropagationMode/row`` mode the child at `indexPath.row`. The table and the index path are
/// passed on unchanged and the child's answer is returned as it is, nil included. Calls that name
/// only a section (header and footer titles, views, heights and display callbacks) are routed in
/// `.section` mode only. A malformed, negative or out-of-range index path or section reaches no
/// child and gets the documented default (`Documentation/DefaultReturnValues.md`).
///
/// Every protocol method is an `open` method of this class, so a subclass can override any of
/// them; calling `super` keeps the propagation. Routing costs O(1) per level.
@MainActor
open class PropagatingTableDelegate: CascadingTableDelegate {
    /// Which index of an index path picks the child.
    public enum PropagationMode: Sendable {
        /// The child at `indexPath.section` answers; section-scoped calls are routed too.
        case section
        /// The child at `indexPath.row` answers; section-scoped calls are not routed.
        case row
    }

    /// Which index of an index path picks the child. Defaults to ``PropagationMode/section``.
    open var propagationMode: PropagationMode = .section

    /// The node's position among its parent's children.
    open var index: Int

    /// The node's children. Setting it makes each child's `index` its position and its
    /// `parentDelegate` this node; children that are new get `prepare(tableView:)` with the table
    /// this node was prepared with (so their cells are registered); then the node reacts (the
    /// root and section nodes update their table).
    open var childDelegates: [any CascadingTableDelegate] {
        didSet {
            routingChildren = ContiguousArray(childDelegates)
            detachRemovedChildren(oldValue)
            validateChildDelegates()
            prepareAddedChildren(oldValue)
            childDelegatesDidChange(from: oldValue)
        }
    }

    /// The table this node was last prepared with, held weakly.
    final weak var preparedTableView: TableView?

    /// The children as routing reads them, kept equal to ``childDelegates`` by its observer.
    ///
    /// Dynamic exclusivity checks on a class property cost a quarter of a routed call; they are
    /// off here because the only writes are in `init` and the observer above, and every read is
    /// instantaneous (it copies the child out, retained, before calling it), so no access can
    /// overlap a write, even when a child replaces its parent's children during the call.
    @exclusivity(unchecked) final var routingChildren: ContiguousArray<any CascadingTableDelegate>

    /// The node this one is a child of, held weakly.
    open weak var parentDelegate: (any CascadingTableDelegate)?

    /// Creates a node in `.section` mode and wires its children to it.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children; each gets its position as `index` and this node as
    ///     `parentDelegate`.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
        routingChildren = ContiguousArray(childDelegates)
        validateChildDelegates()
    }

    /// Creates a node in the given mode and wires its children to it.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children.
    ///   - propagationMode: Which index of an index path picks the child.
    public convenience init(
        index: Int, childDelegates: [any CascadingTableDelegate], propagationMode: PropagationMode
    ) {
        self.init(index: index, childDelegates: childDelegates)
        self.propagationMode = propagationMode
    }

    /// Called after ``childDelegates`` changed and was validated. Does nothing here; the root and
    /// section nodes reload their table.
    func childDelegatesDidChange(from oldChildren: [any CascadingTableDelegate]) {}

    /// Prepares every child with `tableView`. Override to register cells; call `super`.
    ///
    /// - Parameter tableView: The table the tree will serve.
    open func prepare(tableView: TableView) {
        preparedTableView = tableView
        for child in childDelegates {
            child.prepare(tableView: tableView)
        }
    }

    // MARK: - Data source

    /// `.section` mode: the matching child's answer (0 without one); `.row` mode: the number of children.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        switch propagationMode {
        case .section: child(at: section)?.tableView(tableView, numberOfRowsInSection: section) ?? 0
        case .row: childDelegates.count
        }
    }

    /// The child's cell; a new, empty `TableViewCell` when no child answers for `indexPath`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        child(for: indexPath)?.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
    }

    /// `.section` mode: the number of children; `.row` mode: 0.
    open func numberOfSections(in tableView: TableView) -> Int {
        propagationMode == .section ? childDelegates.count : 0
    }

    /// The child's title (`.section` mode only); nil otherwise.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        child(forSection: section)?.tableView(tableView, titleForHeaderInSection: section)
    }

    /// The child's title (`.section` mode only); nil otherwise.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        child(forSection: section)?.tableView(tableView, titleForFooterInSection: section)
    }

    /// The child's answer; false without a child.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        child(for: indexPath)?.tableView(tableView, canEditRowAt: indexPath) ?? false
    }

    /// The child's answer; false without a child.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        child(for: indexPath)?.tableView(tableView, canMoveRowAt: indexPath) ?? false
    }

    /// Tells the child; nothing without a child.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        child(for: indexPath)?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// `.section` mode: the children's titles, concatenated in child order (nil when no child
    /// gives any); `.row` mode: nil.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard propagationMode == .section else { return nil }
        return childSectionIndexTitles(for: tableView)?.map(\.title)
    }

    /// `.section` mode: the section (position) of the child that gave the title at `index` of
    /// ``sectionIndexTitles(for:)``; `index` itself when out of range, and in `.row` mode.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard propagationMode == .section, let titles = childSectionIndexTitles(for: tableView),
            titles.indices.contains(index)
        else { return index }
        return titles[index].child
    }

    /// Tells the child that owns the source and, when another child owns the destination, that
    /// child too; each gets both index paths unchanged. An invalid end tells nobody.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        // Both looked up first: the source's child may change this node's children when told.
        let sourceChild = child(for: sourceIndexPath)
        let destinationChild = child(for: destinationIndexPath)
        sourceChild?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        if let destinationChild, destinationChild !== sourceChild {
            destinationChild.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    // MARK: - Prefetching

    /// Calls each concerned child once with its own index paths, in their original order;
    /// invalid index paths are dropped.
    open func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        forEachChild(splitting: indexPaths) { $0.tableView(tableView, prefetchRowsAt: $1) }
    }

    /// Calls each concerned child once with its own index paths, in their original order;
    /// invalid index paths are dropped.
    open func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        forEachChild(splitting: indexPaths) { $0.tableView(tableView, cancelPrefetchingForRowsAt: $1) }
    }

    // MARK: - Display customization

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Tells the child (`.section` mode only).
    open func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        child(forSection: section)?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// Tells the child (`.section` mode only).
    open func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        child(forSection: section)?.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// Tells the child; nothing without a child.
    open func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        child(for: indexPath)?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Tells the child (`.section` mode only).
    open func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        child(forSection: section)?.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// Tells the child (`.section` mode only).
    open func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        child(forSection: section)?.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    // MARK: - Heights

    /// The child's height; ``TableView/automaticDimension`` without a child.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        child(for: indexPath)?.tableView(tableView, heightForRowAt: indexPath) ?? TableView.automaticDimension
    }

    /// The child's height (`.section` mode only); 0 otherwise.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        child(forSection: section)?.tableView(tableView, heightForHeaderInSection: section) ?? 0
    }

    /// The child's height (`.section` mode only); 0 otherwise.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        child(forSection: section)?.tableView(tableView, heightForFooterInSection: section) ?? 0
    }

    /// The child's estimate, which falls back to the child's exact height when it gives none.
    /// Without a child, this node's own ``tableView(_:heightForRowAt:)``
    /// (``TableView/automaticDimension`` unless a subclass overrides it).
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let child = child(for: indexPath) else { return self.tableView(tableView, heightForRowAt: indexPath) }
        return child.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    /// The child's estimate, falling back to its exact height (`.section` mode). Without a child
    /// (and always in `.row` mode, where a section node answers for its own header), this node's
    /// own ``tableView(_:heightForHeaderInSection:)``: 0 unless a subclass overrides it.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        guard let child = child(forSection: section) else {
            return self.tableView(tableView, heightForHeaderInSection: section)
        }
        return child.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }

    /// As ``tableView(_:estimatedHeightForHeaderInSection:)``, for footers.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        guard let child = child(forSection: section) else {
            return self.tableView(tableView, heightForFooterInSection: section)
        }
        return child.tableView(tableView, estimatedHeightForFooterInSection: section)
    }

    // MARK: - Header and footer views

    /// The child's view (`.section` mode only); nil otherwise.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        child(forSection: section)?.tableView(tableView, viewForHeaderInSection: section)
    }

    /// The child's view (`.section` mode only); nil otherwise.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        child(forSection: section)?.tableView(tableView, viewForFooterInSection: section)
    }

    // MARK: - Editing

    /// The child's style; `.none` without a child.
    open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        child(for: indexPath)?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .none
    }

    /// The child's title, nil included; nil without a child.
    open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        child(for: indexPath)?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// The child's actions, nil included; nil without a child.
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        child(for: indexPath)?.tableView(tableView, editActionsForRowAt: indexPath)
    }

    /// The child's answer; false without a child.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        child(for: indexPath)?.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? false
    }

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, willBeginEditingRowAt: indexPath)
    }

    /// Tells the child; a nil index path (the row is gone) reaches no child.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let indexPath else { return }
        child(for: indexPath)?.tableView(tableView, didEndEditingRowAt: indexPath)
    }

    // MARK: - Selection

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The child's answer; true without a child.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        child(for: indexPath)?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// The child's answer, nil (cancel the selection) included; `indexPath` without a child.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let child = child(for: indexPath) else { return indexPath }
        return child.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// The child's answer, nil (keep it selected) included; `indexPath` without a child.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let child = child(for: indexPath) else { return indexPath }
        return child.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// Tells the child; nothing without a child.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        child(for: indexPath)?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: - Copy and paste

    /// The child's answer; false without a child.
    open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        child(for: indexPath)?.tableView(tableView, shouldShowMenuForRowAt: indexPath) ?? false
    }

    /// The child's answer; false without a child.
    open func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        child(for: indexPath)?.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
            ?? false
    }

    /// Tells the child; nothing without a child.
    open func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        child(for: indexPath)?.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    // MARK: - Focus

    /// The child's answer; false without a child.
    open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        child(for: indexPath)?.tableView(tableView, canFocusRowAt: indexPath) ?? false
    }

    // MARK: - Reorder

    /// The child's answer; 0 without a child.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        child(for: indexPath)?.tableView(tableView, indentationLevelForRowAt: indexPath) ?? 0
    }

    /// Asked of the child that owns the source; the proposal when no child owns it.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        child(for: sourceIndexPath)?.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}
