import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

/// A leaf node that records every call it receives into a shared ``CallLog`` and answers with a
/// stub when one is set for the method, or with the bare node's default otherwise.
///
/// Stubs are keyed by the method key used in the log (`"heightForRowAt"`, `"willSelectRowAt"`,
/// ...). A stub may be nil for optional answers: `spy.stub("willSelectRowAt", IndexPath?.none)`.
/// It also remembers the last table it was called with, to check the table is passed unchanged.
@MainActor
package final class SpyNode: CascadingBareTableDelegate {
    package let name: String
    private weak var sharedLog: CallLog?
    /// The log of a spy made by the protocol initializer, which has no shared one.
    private let ownLog: CallLog?
    package var log: CallLog { sharedLog ?? ownLog ?? CallLog() }
    private var stubs: [String: Any] = [:]
    package private(set) weak var lastTableView: TableView?
    package private(set) var preparedTableViews: [ObjectIdentifier] = []
    /// Whether this spy owns a range (its rows, or sections, are its stubbed counts).
    package var isRange = false

    package override var ownsRange: Bool { isRange }

    package init(_ name: String, log: CallLog, children: [any CascadingTableDelegate] = []) {
        self.name = name
        sharedLog = log
        ownLog = nil
        super.init(index: 0, childDelegates: children)
        log.retain(self)
    }

    /// A spy whose calls no test reads: it records into a log of its own. (A spy handed a log
    /// made for it alone would hold it weakly, and it would be gone at once.)
    package init(_ name: String, children: [any CascadingTableDelegate] = []) {
        self.name = name
        ownLog = CallLog()
        super.init(index: 0, childDelegates: children)
    }

    package required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        name = "spy"
        ownLog = CallLog()
        super.init(index: index, childDelegates: childDelegates)
    }

    /// Makes the method with `key` answer `value`.
    package func stub<T>(_ key: String, _ value: T) {
        stubs[key] = value
    }

    /// Makes this spy a range of `count` rows.
    @discardableResult
    package func rowRange(_ count: Int) -> SpyNode {
        isRange = true
        return rows(count)
    }

    /// Makes this spy a range of `count` sections.
    @discardableResult
    package func sectionRange(_ count: Int) -> SpyNode {
        isRange = true
        stub("numberOfSections", count)
        return self
    }

    /// Sets the row count this spy answers.
    @discardableResult
    package func rows(_ count: Int) -> SpyNode {
        stub("numberOfRowsInSection", count)
        return self
    }

    private func answer<T>(_ key: String, _ fallback: () -> T) -> T {
        if let value = stubs[key] {
            return value as! T
        }
        return fallback()
    }

    private func note(_ key: String, _ argument: String, _ tableView: TableView) {
        lastTableView = tableView
        log.record("\(name).\(key)(\(argument))")
    }

    package override func prepare(tableView: TableView) {
        preparedTableViews.append(ObjectIdentifier(tableView))
        note("prepare", "", tableView)
        super.prepare(tableView: tableView)
    }

    package override func numberOfSections(in tableView: TableView) -> Int {
        note("numberOfSections", "", tableView)
        return answer("numberOfSections") { super.numberOfSections(in: tableView) }
    }

    package override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        note("sectionIndexTitles", "", tableView)
        return answer("sectionIndexTitles") { super.sectionIndexTitles(for: tableView) }
    }

    package override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        note("numberOfRowsInSection", "\(section)", tableView)
        return answer("numberOfRowsInSection") { super.tableView(tableView, numberOfRowsInSection: section) }
    }

    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        note("cellForRowAt", "\(indexPath)", tableView)
        return answer("cellForRowAt") { super.tableView(tableView, cellForRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        note("titleForHeaderInSection", "\(section)", tableView)
        return answer("titleForHeaderInSection") { super.tableView(tableView, titleForHeaderInSection: section) }
    }

    package override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        note("titleForFooterInSection", "\(section)", tableView)
        return answer("titleForFooterInSection") { super.tableView(tableView, titleForFooterInSection: section) }
    }

    package override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        note("canEditRowAt", "\(indexPath)", tableView)
        return answer("canEditRowAt") { super.tableView(tableView, canEditRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        note("canMoveRowAt", "\(indexPath)", tableView)
        return answer("canMoveRowAt") { super.tableView(tableView, canMoveRowAt: indexPath) }
    }

    package override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        note("commit", "\(editingStyle), \(indexPath)", tableView)
        super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    package override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        note("sectionForSectionIndexTitle", "\(title), \(index)", tableView)
        return answer("sectionForSectionIndexTitle") {
            super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }
    }

    package override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        note("moveRowAt", "\(sourceIndexPath), \(destinationIndexPath)", tableView)
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    package override func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        note("prefetchRowsAt", "\(indexPaths)", tableView)
        super.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    package override func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        note("cancelPrefetchingForRowsAt", "\(indexPaths)", tableView)
        super.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }

    package override func tableView(
        _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
    ) -> [DragItem] {
        note("itemsForBeginning", "\(indexPath)", tableView)
        return answer("itemsForBeginning") { super.tableView(tableView, itemsForBeginning: session, at: indexPath) }
    }

    package override func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] {
        note("itemsForAddingTo", "\(indexPath), (\(point.x), \(point.y))", tableView)
        return answer("itemsForAddingTo") {
            super.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    package override func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {
        note("dragSessionWillBegin", "\(session.items.count)", tableView)
        super.tableView(tableView, dragSessionWillBegin: session)
    }

    package override func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {
        note("dragSessionDidEnd", "\(session.items.count)", tableView)
        super.tableView(tableView, dragSessionDidEnd: session)
    }

    package override func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        note(
            "performDropWith",
            "\(String(describing: coordinator.destinationIndexPath)), "
                + "\(coordinator.items.map { String(describing: $0.sourceIndexPath) })", tableView)
        if let place = stubs["performDropWith"] as? IndexPath {
            for item in coordinator.items { coordinator.drop(item.dragItem, toRowAt: place) }
        }
        super.tableView(tableView, performDropWith: coordinator)
    }

    package override func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        note("canHandle", "\(session.items.count)", tableView)
        return answer("canHandle") { super.tableView(tableView, canHandle: session) }
    }

    package override func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {
        note("dropSessionDidEnter", "", tableView)
        super.tableView(tableView, dropSessionDidEnter: session)
    }

    package override func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        note("dropSessionDidUpdate", "\(String(describing: destinationIndexPath))", tableView)
        return answer("dropSessionDidUpdate") {
            super.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        }
    }

    package override func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {
        note("dropSessionDidExit", "", tableView)
        super.tableView(tableView, dropSessionDidExit: session)
    }

    package override func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {
        note("dropSessionDidEnd", "", tableView)
        super.tableView(tableView, dropSessionDidEnd: session)
    }

    package override func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        note("willDisplay", "\(indexPath)", tableView)
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    package override func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        note("willDisplayHeaderView", "\(section)", tableView)
        super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }

    package override func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        note("willDisplayFooterView", "\(section)", tableView)
        super.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }

    package override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        note("didEndDisplaying", "\(indexPath)", tableView)
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    package override func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        note("didEndDisplayingHeaderView", "\(section)", tableView)
        super.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    package override func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        note("didEndDisplayingFooterView", "\(section)", tableView)
        super.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    package override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        note("heightForRowAt", "\(indexPath)", tableView)
        return answer("heightForRowAt") { super.tableView(tableView, heightForRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        note("heightForHeaderInSection", "\(section)", tableView)
        return answer("heightForHeaderInSection") { super.tableView(tableView, heightForHeaderInSection: section) }
    }

    package override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        note("heightForFooterInSection", "\(section)", tableView)
        return answer("heightForFooterInSection") { super.tableView(tableView, heightForFooterInSection: section) }
    }

    package override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        note("estimatedHeightForRowAt", "\(indexPath)", tableView)
        return answer("estimatedHeightForRowAt") { super.tableView(tableView, estimatedHeightForRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        note("estimatedHeightForHeaderInSection", "\(section)", tableView)
        return answer("estimatedHeightForHeaderInSection") {
            super.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
    }

    package override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        note("estimatedHeightForFooterInSection", "\(section)", tableView)
        return answer("estimatedHeightForFooterInSection") {
            super.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
    }

    package override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        note("viewForHeaderInSection", "\(section)", tableView)
        return answer("viewForHeaderInSection") { super.tableView(tableView, viewForHeaderInSection: section) }
    }

    package override func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        note("viewForFooterInSection", "\(section)", tableView)
        return answer("viewForFooterInSection") { super.tableView(tableView, viewForFooterInSection: section) }
    }

    package override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    {
        note("editingStyleForRowAt", "\(indexPath)", tableView)
        return answer("editingStyleForRowAt") { super.tableView(tableView, editingStyleForRowAt: indexPath) }
    }

    package override func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    )
        -> String?
    {
        note("titleForDeleteConfirmationButtonForRowAt", "\(indexPath)", tableView)
        return answer("titleForDeleteConfirmationButtonForRowAt") {
            super.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }

    package override func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
        -> [TableViewRowAction]?
    {
        note("editActionsForRowAt", "\(indexPath)", tableView)
        return answer("editActionsForRowAt") { super.tableView(tableView, editActionsForRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    {
        note("shouldIndentWhileEditingRowAt", "\(indexPath)", tableView)
        return answer("shouldIndentWhileEditingRowAt") {
            super.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
    }

    package override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        note("willBeginEditingRowAt", "\(indexPath)", tableView)
        super.tableView(tableView, willBeginEditingRowAt: indexPath)
    }

    package override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        note("didEndEditingRowAt", "\(String(describing: indexPath))", tableView)
        super.tableView(tableView, didEndEditingRowAt: indexPath)
    }

    package override func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        note("leadingSwipeActionsConfigurationForRowAt", "\(indexPath)", tableView)
        return answer("leadingSwipeActionsConfigurationForRowAt") {
            super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    package override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        note("trailingSwipeActionsConfigurationForRowAt", "\(indexPath)", tableView)
        return answer("trailingSwipeActionsConfigurationForRowAt") {
            super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    package override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        note("accessoryButtonTappedForRowWith", "\(indexPath)", tableView)
        super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    package override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("shouldHighlightRowAt", "\(indexPath)", tableView)
        return answer("shouldHighlightRowAt") { super.tableView(tableView, shouldHighlightRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        note("didHighlightRowAt", "\(indexPath)", tableView)
        super.tableView(tableView, didHighlightRowAt: indexPath)
    }

    package override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        note("didUnhighlightRowAt", "\(indexPath)", tableView)
        super.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    package override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelectRowAt", "\(indexPath)", tableView)
        return answer("willSelectRowAt") { super.tableView(tableView, willSelectRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willDeselectRowAt", "\(indexPath)", tableView)
        return answer("willDeselectRowAt") { super.tableView(tableView, willDeselectRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        note("didSelectRowAt", "\(indexPath)", tableView)
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    package override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        note("didDeselectRowAt", "\(indexPath)", tableView)
        super.tableView(tableView, didDeselectRowAt: indexPath)
    }

    package override func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        note("shouldShowMenuForRowAt", "\(indexPath)", tableView)
        return answer("shouldShowMenuForRowAt") { super.tableView(tableView, shouldShowMenuForRowAt: indexPath) }
    }

    package override func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        note("canPerformAction", "\(action.rawValue), \(indexPath)", tableView)
        return answer("canPerformAction") {
            super.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    package override func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        note("performAction", "\(action.rawValue), \(indexPath)", tableView)
        super.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    package override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        note("contextMenuConfigurationForRowAt", "\(indexPath), (\(point.x), \(point.y))", tableView)
        return answer("contextMenuConfigurationForRowAt") {
            super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    package override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        note("contextMenuConfigurationForRowsAt", "\(indexPaths), (\(point.x), \(point.y))", tableView)
        return answer("contextMenuConfigurationForRowsAt") {
            super.tableView(tableView, contextMenuConfigurationForRowsAt: indexPaths, point: point)
        }
    }

    package override func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        note("willDisplayContextMenu", "\(configuration.identifier.map { "\($0)" } ?? "nil")", tableView)
        super.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    package override func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        note("willEndContextMenuInteraction", "\(configuration.identifier.map { "\($0)" } ?? "nil")", tableView)
        super.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    package override func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        note("willPerformPreviewActionForMenuWith", "\(configuration.identifier.map { "\($0)" } ?? "nil")", tableView)
        super.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    package override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        note("canFocusRowAt", "\(indexPath)", tableView)
        return answer("canFocusRowAt") { super.tableView(tableView, canFocusRowAt: indexPath) }
    }

    package override func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext)
        -> Bool
    {
        note("shouldUpdateFocusIn", describeFocus(context), tableView)
        return answer("shouldUpdateFocusIn") { super.tableView(tableView, shouldUpdateFocusIn: context) }
    }

    package override func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        note("didUpdateFocusIn", describeFocus(context), tableView)
        super.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
    }

    package override func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        note("indexPathForPreferredFocusedView", "", tableView)
        return answer("indexPathForPreferredFocusedView") { super.indexPathForPreferredFocusedView(in: tableView) }
    }

    package override func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    {
        note("selectionFollowsFocusForRowAt", "\(indexPath)", tableView)
        return answer("selectionFollowsFocusForRowAt") {
            super.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
    }

    package override func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
        -> Bool
    {
        note("canPerformPrimaryActionForRowAt", "\(indexPath)", tableView)
        return answer("canPerformPrimaryActionForRowAt") {
            super.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
    }

    package override func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        note("performPrimaryActionForRowAt", "\(indexPath)", tableView)
        super.tableView(tableView, performPrimaryActionForRowAt: indexPath)
    }

    package override func tableView(
        _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    )
        -> Bool
    {
        note("shouldBeginMultipleSelectionInteractionAt", "\(indexPath)", tableView)
        return answer("shouldBeginMultipleSelectionInteractionAt") {
            super.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    package override func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    {
        note("didBeginMultipleSelectionInteractionAt", "\(indexPath)", tableView)
        super.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    package override func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {
        note("tableViewDidEndMultipleSelectionInteraction", "", tableView)
        super.tableViewDidEndMultipleSelectionInteraction(tableView)
    }

    /// A focus context as "previous -> next", nil for a row outside the table's (or node's) rows.
    private func describeFocus(_ context: TableViewFocusUpdateContext) -> String {
        let previous = context.previouslyFocusedIndexPath.map { "\($0)" } ?? "nil"
        let next = context.nextFocusedIndexPath.map { "\($0)" } ?? "nil"
        return "\(previous) -> \(next)"
    }

    package override func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        note("indentationLevelForRowAt", "\(indexPath)", tableView)
        return answer("indentationLevelForRowAt") { super.tableView(tableView, indentationLevelForRowAt: indexPath) }
    }

    package override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        note("targetIndexPathForMoveFromRowAt", "\(sourceIndexPath), \(proposedDestinationIndexPath)", tableView)
        return answer("targetIndexPathForMoveFromRowAt") {
            super.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
    }
}
