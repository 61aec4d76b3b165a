import CascadingTableView
import Foundation

/// What every node class of the library is: a node that answers every call with the protocol's
/// default, and holds what the tree needs of a node (its position, children and parent, the table
/// it was prepared with, the reports it made before it had one).
///
/// Every protocol method is an `open` method of this class, so the override in a subclass is the
/// one the tree calls (Swift would otherwise bind the conformance to the protocol extension's
/// default, which a subclass cannot replace). The estimated-height methods fall back to the
/// exact-height ones.
///
/// Subclass ``CascadingBareTableDelegate`` for your own nodes, not this class: a bare node also
/// offers the local updates of ``LocallyUpdatingTableDelegate`` (`insertRows(at:with:)` and the
/// rest), which this class does not. The described nodes (``DescribedNodeBase``) subclass this
/// class directly: their rows come from their content, so a local update of the table alone would
/// leave it showing rows they do not hold, and asking one of them for it does not compile.
@MainActor
open class CascadingTableNode: CascadingTableDelegate {
    /// The answers of the protocol extensions, which this class's methods forward to.
    static let protocolDefaults = ProtocolDefaults()

    /// The node's position among its parent's children.
    open var index: Int

    /// The node's children, stored as given.
    open var childDelegates: [any CascadingTableDelegate] {
        // Kept in the node's annex once they are not empty (see `NodeLinks`): a row node, whose
        // children are empty, stores nothing for them.
        get { links?.children ?? [] }
        set {
            if !newValue.isEmpty || links?.isAnnex == true {
                annex().children = newValue
            }
        }
    }

    /// The node this one is a child of, held weakly.
    ///
    /// The weak reference is kept in the links the node shares with its siblings (`NodeLinks`),
    /// not in the node: siblings have the same parent, and a row node is one object per row.
    /// A subclass overrides it as a stored weak property is overridden, with observers
    /// (`override weak var parentDelegate: (any CascadingTableDelegate)? { didSet { … } }`).
    open weak var parentDelegate: (any CascadingTableDelegate)? {
        get { links?.parent }
        set {
            // The serial is read first: reading it may give a node its annex, and the new parent
            // may be this node.
            let parentSerial = (newValue as? CascadingTableNode)?.serial ?? 0
            links = NodeLinks.relinking(links, parent: newValue, parentSerial: parentSerial, table: links?.table)
        }
    }

    /// A number no other node of this process has, never reused: a parent checks that a child
    /// is wired to it by comparing numbers, where reading the child's weak parent costs two
    /// atomic operations (and comparing addresses could mistake a new node for a freed one).
    /// Given the first time it is read (it lives in the node's annex, see ``NodeLinks``), so a
    /// node that is never a parent never takes one.
    final var serial: UInt64 { annex().serial }

    /// The ``serial`` of the node ``parentDelegate`` was last set to (0 for none, or for a parent
    /// that is not a node class).
    final var parentSerial: UInt64 { links?.parentSerial ?? 0 }

    /// The table this node was last prepared with (``prepare(tableView:)``), held weakly; nil
    /// before that or once the table is freed.
    ///
    /// Internal, and named apart from `currentTableView`: the original library's Example declares
    /// `private weak var currentTableView` in its subclasses of this class, and such a subclass
    /// must compile (a public member of that name here would clash with it). Root and section
    /// nodes publish it as `currentTableView`, as the original's did.
    package var preparedTable: TableView? { links?.table }

    /// Reports made while the node had no table, delivered when it is prepared with one. Kept in
    /// the node's annex once there is one to keep (see ``NodeLinks``).
    package var diagnosticsMailbox: DiagnosticsMailbox {
        get { links?.diagnosticsMailbox ?? DiagnosticsMailbox() }
        set {
            if !newValue.pending.isEmpty || links?.isAnnex == true {
                annex().diagnosticsMailbox = newValue
            }
        }
    }

    /// The parent and its serial, the table, and what the node rarely uses (its children, its own
    /// serial, its waiting reports): shared with its siblings until the node needs an annex of
    /// its own, which it then keeps for life (see ``NodeLinks``). Nil for neither a parent nor a
    /// table.
    private var links: NodeLinks?

    /// Reports this node made before it had a table (a setting it ignored, a described node's
    /// duplicate identifiers); they are sent to the table's diagnostics, and removed from here,
    /// when the node is prepared with one.
    public var pendingDiagnostics: [TableViewDiagnostic] { diagnosticsMailbox.pending }

    /// Whether this node answers for a range of rows or sections rather than exactly one.
    /// Returns false; override to return true for a node whose rows (or sections) are its own
    /// ``tableView(_:numberOfRowsInSection:)`` (or ``numberOfSections(in:)``) answer. See
    /// ``CascadingTableDelegate/ownsRange`` and `Documentation/Composition.md`.
    open var ownsRange: Bool { false }

    /// An identity that outlives this object, for the `.animated` reload mode. Returns nil (the
    /// object itself identifies the node); override to return your model's ID. See
    /// ``CascadingTableDelegate/stableID``.
    open var stableID: AnyHashable? { nil }

    /// Creates a node that stores its position and its children as given.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        if !childDelegates.isEmpty {
            let annex = NodeLinks.annex(of: nil)
            annex.children = childDelegates
            links = annex
        }
    }

    /// The node's annex, made from its shared links the first time it is asked for.
    private func annex() -> NodeLinks {
        if let links, links.isAnnex {
            return links
        }
        let made = NodeLinks.annex(of: links)
        links = made
        return made
    }

    /// Moves `frame`, this node's place in its table (`frame.table`), to `child`'s, when `child`
    /// is one of this node's children; false otherwise. A bare node places none: routing nodes
    /// override it, and described nodes place their rows' nodes through ``ContentDrivenNode`` (it
    /// is how a location is worked out from the root down).
    func place(_ child: any CascadingTableDelegate, in frame: inout NodeFrame) -> Bool {
        (self as? any ContentDrivenNode)?.placeRowNode(child, in: &frame) ?? false
    }

    /// Remembers `tableView` (weakly), sends it the ``pendingDiagnostics`` and prepares every
    /// child with it. Override to register cells; call `super`.
    ///
    /// - Parameter tableView: The table the tree will serve.
    open func prepare(tableView: TableView) {
        links = NodeLinks.relinking(links, parent: links?.parent, parentSerial: parentSerial, table: tableView)
        // Only an annex keeps reports: a node without one makes none here.
        if let links, links.isAnnex {
            links.diagnosticsMailbox.deliver(to: tableView)
        }
        for child in childDelegates {
            child.prepare(tableView: tableView)
        }
    }

    /// Reports that `call` cannot take effect on this node, as
    /// ``TableViewDiagnostic/Kind/ineffectiveCall(_:)``: to the table the node was prepared with,
    /// or, before it has one, when it gets one. Every setting or call a node ignores or refuses
    /// reports this one way.
    ///
    /// - Parameters:
    ///   - call: What was asked, such as "setting propagationMode to .row".
    ///   - reason: Why it cannot take effect.
    package final func reportIneffective(_ call: String, because reason: String) {
        let name = String(describing: type(of: self))
        diagnosticsMailbox.send(
            [
                TableViewDiagnostic(
                    kind: .ineffectiveCall(name),
                    message: "A \(name) ignored \(call): \(reason); nothing changed.")
            ], to: preparedTable)
    }

    // MARK: - Data source

    /// Returns 0.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Self.protocolDefaults.tableView(tableView, numberOfRowsInSection: section)
    }

    /// Returns a new, empty `TableViewCell` on every call.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        Self.protocolDefaults.tableView(tableView, cellForRowAt: indexPath)
    }

    /// Returns 1.
    open func numberOfSections(in tableView: TableView) -> Int { Self.protocolDefaults.numberOfSections(in: tableView) }

    /// Returns nil.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        Self.protocolDefaults.tableView(tableView, titleForHeaderInSection: section)
    }

    /// Returns nil.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        Self.protocolDefaults.tableView(tableView, titleForFooterInSection: section)
    }

    /// Returns false.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, canEditRowAt: indexPath)
    }

    /// Returns false.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        Self.protocolDefaults.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// Returns nil.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? {
        Self.protocolDefaults.sectionIndexTitles(for: tableView)
    }

    /// Returns `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        Self.protocolDefaults.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        Self.protocolDefaults.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: - Prefetching

    /// Does nothing.
    open func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        Self.protocolDefaults.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        Self.protocolDefaults.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }

    // MARK: - Drag

    /// Returns `[]`.
    open func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    {
        Self.protocolDefaults.tableView(tableView, itemsForBeginning: session, at: indexPath)
    }

    /// Returns `[]`.
    open func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] {
        Self.protocolDefaults.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {
        Self.protocolDefaults.tableView(tableView, dragSessionWillBegin: session)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {
        Self.protocolDefaults.tableView(tableView, dragSessionDidEnd: session)
    }

    // MARK: - Drop

    /// Does nothing.
    open func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        Self.protocolDefaults.tableView(tableView, performDropWith: coordinator)
    }

    /// Returns true.
    open func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        Self.protocolDefaults.tableView(tableView, canHandle: session)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {
        Self.protocolDefaults.tableView(tableView, dropSessionDidEnter: session)
    }

    /// Returns a `.cancel` proposal.
    open func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        Self.protocolDefaults.tableView(
            tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {
        Self.protocolDefaults.tableView(tableView, dropSessionDidExit: session)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {
        Self.protocolDefaults.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: - Display customization

    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        Self.protocolDefaults.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        Self.protocolDefaults.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        Self.protocolDefaults.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        Self.protocolDefaults.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        Self.protocolDefaults.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    // MARK: - Heights

    /// Returns ``TableView/automaticDimension``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        Self.protocolDefaults.tableView(tableView, heightForRowAt: indexPath)
    }

    /// Returns 0.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        Self.protocolDefaults.tableView(tableView, heightForHeaderInSection: section)
    }

    /// Returns 0.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        Self.protocolDefaults.tableView(tableView, heightForFooterInSection: section)
    }

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
        Self.protocolDefaults.tableView(tableView, viewForHeaderInSection: section)
    }

    /// Returns nil.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        Self.protocolDefaults.tableView(tableView, viewForFooterInSection: section)
    }

    // MARK: - Editing

    /// Returns `.none`.
    open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        Self.protocolDefaults.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    /// Returns nil.
    open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        Self.protocolDefaults.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// Returns nil.
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        Self.protocolDefaults.tableView(tableView, editActionsForRowAt: indexPath)
    }

    /// Returns false.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, willBeginEditingRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        Self.protocolDefaults.tableView(tableView, didEndEditingRowAt: indexPath)
    }

    // MARK: - Swipe actions

    /// Returns nil.
    open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        Self.protocolDefaults.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// Returns nil.
    open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        Self.protocolDefaults.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    // MARK: - Selection

    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Returns true.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, didHighlightRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// Returns `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        Self.protocolDefaults.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// Returns `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        Self.protocolDefaults.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: - Copy and paste

    /// Returns false.
    open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, shouldShowMenuForRowAt: indexPath)
    }

    /// Returns false.
    open func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        Self.protocolDefaults.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        Self.protocolDefaults.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    // MARK: - Context menus

    /// Returns nil.
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        Self.protocolDefaults.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    /// Returns nil.
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        Self.protocolDefaults.tableView(tableView, contextMenuConfigurationForRowsAt: indexPaths, point: point)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        Self.protocolDefaults.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        Self.protocolDefaults.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        Self.protocolDefaults.tableView(
            tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    // MARK: - Focus

    /// Returns false.
    open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, canFocusRowAt: indexPath)
    }

    // MARK: - Focus updates

    /// Returns true.
    open func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        Self.protocolDefaults.tableView(tableView, shouldUpdateFocusIn: context)
    }

    /// Does nothing.
    open func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        Self.protocolDefaults.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
    }

    /// Returns nil.
    open func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        Self.protocolDefaults.indexPathForPreferredFocusedView(in: tableView)
    }

    /// Returns the table's ``TableView/selectionFollowsFocus``.
    open func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }

    // MARK: - Primary actions

    /// Returns true outside editing mode and false in it.
    open func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        Self.protocolDefaults.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, performPrimaryActionForRowAt: indexPath)
    }

    // MARK: - Multiple selection

    /// Returns false.
    open func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        Self.protocolDefaults.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Does nothing.
    open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        Self.protocolDefaults.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Does nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {
        Self.protocolDefaults.tableViewDidEndMultipleSelectionInteraction(tableView)
    }

    // MARK: - Reorder

    /// Returns 0.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        Self.protocolDefaults.tableView(tableView, indentationLevelForRowAt: indexPath)
    }

    /// Returns `proposedDestinationIndexPath`.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        Self.protocolDefaults.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath)
    }
}
