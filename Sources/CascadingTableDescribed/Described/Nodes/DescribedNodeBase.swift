import CascadingTableNodes
import CascadingTableView
import Foundation

/// What both described nodes are: a leaf of the tree that owns a range (of sections for a
/// ``DescribedTableDelegate``, of rows for a ``DescribedRowsDelegate``) and answers every call
/// about it from its content, forwarding the calls of rows backed by hand-written nodes
/// (``RowDescription/init(id:node:)``) to those nodes.
///
/// Not a routing composite: its children are its hand-written rows' nodes, read from its rows;
/// setting ``childDelegates`` is refused and reported. Use one of the two node types; this class
/// only holds what they share, and cannot be subclassed outside the library (one made directly,
/// through the initializer every node inherits, shows nothing).
///
/// Every row call is answered in O(log *n*) (O(1) amortized for rows asked in order): the rows
/// live in one tree of rows, found by position or by identifier.
@MainActor
public class DescribedNodeBase: CascadingTableNode {
    /// What to do with duplicate identifiers. Defaults to ``DuplicateIdentifierPolicy/keepFirst``.
    public var duplicatePolicy: DuplicateIdentifierPolicy = .keepFirst

    /// The animation updates ask for. Defaults to `.automatic`.
    public var animation: TableView.RowAnimation = .automatic

    /// The number of operations (section and row inserts, deletes, moves and reloads) above which
    /// an update replaces the node's sections or rows without animation instead of animating each
    /// change. Defaults to 1,000.
    public var reloadThreshold = 1_000

    /// Whether an update keeps the first visible row where it is on screen when rows above it are
    /// inserted or deleted. Defaults to true.
    public var keepsFirstVisibleRowInPlace = true

    /// What the content is: one list, or sections. Set by the node type when it is made.
    var shape = DescribedShape.sections

    /// The rows, every section's in order.
    let store = RowStore()

    /// The sections shown (a described list has one, without header or footer), each with where
    /// its rows start in ``store``.
    ///
    /// Changed only whole or through ``changeSections(_:)``, never in place: one in-place change
    /// makes the compiler check every access at run time, the read in each row call among them.
    var sections: [ShownSection] = []

    /// Whether the node's rows are in a tree (edited one by one) rather than kept as given: for
    /// the library's tests of the store's layouts.
    package var storeKeepsTree: Bool { store.keepsTree }

    /// The content last installed, with the store's version then: the content shown while the
    /// versions agree, which a diff then reads as it is instead of from the store.
    var installedContent: (content: DescribedContent, version: Int)?

    /// Each section's position, by identifier.
    var sectionIndexByID: [DescribedID: Int] = [:]

    /// The changes made since the table last showed the node's content, while a batch carrying
    /// them is open (see `DescribedNodeBase+Updates.swift`).
    var pending: PendingChanges?

    /// The changes the batch being applied carries, until it has been applied.
    var finishing: PendingChanges?

    /// What the node keeps of its outline beside the store's rows (each row is kept once: the
    /// store's rows are the rows shown, the hidden ones are among their children), while a row
    /// has children; nil for flat content (see `DescribedNodeBase+Outline.swift`).
    var outline: Outline?

    /// The expanded rows of ``outline``, hidden ones included: rows with children only.
    var expandedIDs: Set<DescribedID> = []

    /// The cell classes registered with the table the node was last prepared with.
    var cellRegistrations = CellRegistrations()

    /// The item of the drag of a described row in progress, and the row's identifier: a drop
    /// carrying that very item is one of this node's rows (see `DescribedNodeBase+Drops.swift`).
    weak var draggedRowItem: DragItem?
    var draggedRowID: DescribedID?

    /// Creates a node with no content; made by the two node types only.
    init(sections: [ShownSection]) {
        self.sections = sections
        super.init(index: 0, childDelegates: [])
    }

    /// Creates a node with no content. `childDelegates` are ignored: a described node's children
    /// are the nodes of its hand-written rows.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: [])
    }

    /// Returns true: the node answers for as many sections, or rows, as its content has.
    override public var ownsRange: Bool { true }

    /// The nodes of the hand-written rows, in row order. Setting them is refused and reported
    /// (``TableViewDiagnostic/Kind/ineffectiveCall(_:)``): a described node's rows say which
    /// nodes it has.
    override public var childDelegates: [any CascadingTableDelegate] {
        get { rowNodesInOrder() }
        set {
            reportIneffective(
                "setting childDelegates",
                because:
                    "a described node's rows come from its content; describe the rows instead (RowDescription(id:node:))"
            )
        }
    }

    /// Prepares the hand-written rows' nodes with `tableView`, sends it the
    /// ``CascadingTableNode/pendingDiagnostics``, and registers the content's cell classes
    /// with it.
    ///
    /// - Parameter tableView: The table the tree will serve.
    override public func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        cellRegistrations.registerEveryRow(with: tableView, store.forEachContent)
    }

    // MARK: - Counts

    /// The number of sections of the content.
    override public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    /// The number of rows of the section `section` (local); 0 for a section the node does not have.
    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    // MARK: - Rows answered from their descriptions, or by their nodes

    /// A cell dequeued with the row's reuse identifier and configured from its view model; the
    /// node's cell for a hand-written row.
    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch readRow(indexPath, { ($0.content, $0.outlineExpansion) }) {
        case .described((let content?, let expansion))?:
            describedCell(content, expansion: expansion, at: indexPath, in: tableView)
        case .node(let node)?: node.tableView(tableView, cellForRowAt: indexPath)
        case .described((nil, _))?, nil: super.tableView(tableView, cellForRowAt: indexPath)
        }
    }

    /// The row's height (``TableView/automaticDimension`` when it has none).
    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        switch readRow(indexPath, { $0.height ?? TableView.automaticDimension }) {
        case .described(let height)?: height
        case .node(let node)?: node.tableView(tableView, heightForRowAt: indexPath)
        case nil: super.tableView(tableView, heightForRowAt: indexPath)
        }
    }

    /// The row's estimate, or its height.
    override public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        switch readRow(indexPath, { $0.estimatedHeight ?? $0.height ?? TableView.automaticDimension }) {
        case .described(let height)?: height
        case .node(let node)?: node.tableView(tableView, estimatedHeightForRowAt: indexPath)
        case nil: super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
    }

    /// Calls the row's ``RowDescription/onWillDisplay(_:)`` closure.
    override public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        // Made for every cell as the table scrolls: skipped when no row can answer it.
        guard store.mayHaveDisplayHandlers || store.hasNodeRows else { return }
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.willDisplay) }) {
        case .described((let id, let action?))?: action(cell, context(of: id, at: indexPath, in: tableView))
        case .node(let node)?: node.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        case .described, nil: break
        }
    }

    /// Calls the row's ``RowDescription/onDidEndDisplaying(_:)`` closure.
    override public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        // Made for every cell as the table scrolls: skipped when no row can answer it.
        guard store.mayHaveDisplayHandlers || store.hasNodeRows else { return }
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.didEndDisplaying) }) {
        case .described((let id, let action?))?: action(cell, context(of: id, at: indexPath, in: tableView))
        case .node(let node)?: node.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        case .described, nil: break
        }
    }

    /// Calls the row's ``RowDescription/onSelect(_:)`` closure.
    /// Toggles an outline row with children (unless it opted out with
    /// ``RowDescription/togglesOnSelect(_:)``), then calls the row's ``RowDescription/onSelect(_:)``
    /// closure, which sees the row's new expansion.
    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.select, $0.togglesExpansionOnSelect) }) {
        case .described((let id, let action, let toggles))?:
            if toggles {
                setExpansion(of: id, to: !expandedIDs.contains(id), completion: nil)
            }
            action?(context(of: id, at: indexPath, in: tableView))
        case .node(let node)?: node.tableView(tableView, didSelectRowAt: indexPath)
        case nil: break
        }
    }

    /// Calls the row's ``RowDescription/onDeselect(_:)`` closure.
    override public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.deselect) }) {
        case .described((let id, let action?))?: action(context(of: id, at: indexPath, in: tableView))
        case .node(let node)?: node.tableView(tableView, didDeselectRowAt: indexPath)
        case .described, nil: break
        }
    }

    /// True for a row with swipe actions; the node's answer for a hand-written row.
    override public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        switch readRow(
            indexPath,
            { $0.actions?.handlers.leadingSwipeActions != nil || $0.actions?.handlers.trailingSwipeActions != nil })
        {
        case .described(let editable)?: editable
        case .node(let node)?: node.tableView(tableView, canEditRowAt: indexPath)
        case nil: super.tableView(tableView, canEditRowAt: indexPath)
        }
    }

    /// The row's ``RowDescription/leadingSwipeActions(_:)``.
    override public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.leadingSwipeActions) }) {
        case .described((let id, let actions))?: actions?(context(of: id, at: indexPath, in: tableView))
        case .node(let node)?: node.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case nil: super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// The row's ``RowDescription/trailingSwipeActions(_:)``.
    override public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.trailingSwipeActions) }) {
        case .described((let id, let actions))?: actions?(context(of: id, at: indexPath, in: tableView))
        case .node(let node)?: node.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        case nil: super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// The row's ``RowDescription/contextMenu(_:)``; a hand-written row's node's, remembered on
    /// the configuration so that the menu's later calls reach that node.
    override public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        switch readRow(indexPath, { ($0.id, $0.actions?.handlers.contextMenu) }) {
        case .described((let id, let menu))?:
            return menu?(context(of: id, at: indexPath, in: tableView))
        case .node(let node)?:
            let configuration = node.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
            configuration?.routes.remember(node, under: self)
            return configuration
        case nil:
            return super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    /// Tells the node that gave the menu, if a hand-written row's node did.
    override public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        rememberedNode(configuration.routes)?.tableView(
            tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    /// Tells the node that gave the menu, if a hand-written row's node did.
    override public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        rememberedNode(configuration.routes)?.tableView(
            tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// Tells the node that gave the menu, if a hand-written row's node did.
    override public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        rememberedNode(configuration.routes)?.tableView(
            tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    // MARK: - Rows answered by their nodes only (described rows answer as a bare node)

    /// The node's answer for a hand-written row; false otherwise.
    override public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let node = rowNode(at: indexPath) else { return super.tableView(tableView, canMoveRowAt: indexPath) }
        return node.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// Tells a hand-written row's node.
    override public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        rowNode(at: indexPath)?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// Moves the row the user moved (the table shows the move already) in the node's rows, so
    /// that they stay in step with the table, then tells the row's node when it is a hand-written
    /// row. Moves stay inside the node (see `targetIndexPathForMoveFromRowAt`).
    override public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let node = rowNode(at: sourceIndexPath)
        if let from = storePosition(of: sourceIndexPath), isMoveDestination(destinationIndexPath) {
            moveStoredRow(from: from, fromSection: sourceIndexPath[0], to: destinationIndexPath)
        }
        node?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    /// The node's answer for a hand-written row, the proposed path otherwise; either one only
    /// when it lies in this node: a row cannot leave the node's rows for another node's data, so a
    /// move out of them is turned back to where it started. In an outline, every move is turned
    /// back.
    override public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        // A row of an outline moves by the app's edits (`moveRow(withID:underRowWithID:at:)`), which
        // say under which parent it goes.
        guard outline == nil else { return sourceIndexPath }
        let target =
            rowNode(at: sourceIndexPath)?.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
        return isMoveDestination(target) ? target : sourceIndexPath
    }

    /// The node's answer for a hand-written row; `.none` otherwise.
    override public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        rowNode(at: indexPath)?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .none
    }

    /// The node's answer for a hand-written row; nil otherwise.
    override public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        guard let node = rowNode(at: indexPath) else { return nil }
        return node.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// The node's answer for a hand-written row; nil otherwise.
    override public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
        -> [TableViewRowAction]?
    {
        guard let node = rowNode(at: indexPath) else { return nil }
        return node.tableView(tableView, editActionsForRowAt: indexPath)
    }

    /// The node's answer for a hand-written row; false otherwise.
    override public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        rowNode(at: indexPath)?.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? false
    }

    /// Tells a hand-written row's node.
    override public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        rowNode(at: indexPath)?.tableView(tableView, willBeginEditingRowAt: indexPath)
    }

    /// Tells a hand-written row's node (nothing for a nil path).
    override public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let indexPath else { return }
        rowNode(at: indexPath)?.tableView(tableView, didEndEditingRowAt: indexPath)
    }

    /// Tells a hand-written row's node.
    override public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        rowNode(at: indexPath)?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The node's answer for a hand-written row; true otherwise.
    override public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        rowNode(at: indexPath)?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    /// Tells a hand-written row's node.
    override public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        rowNode(at: indexPath)?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    /// Tells a hand-written row's node.
    override public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        rowNode(at: indexPath)?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// The node's answer for a hand-written row, nil included; `indexPath` otherwise.
    override public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let node = rowNode(at: indexPath) else { return indexPath }
        return node.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// The node's answer for a hand-written row, nil included; `indexPath` otherwise.
    override public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let node = rowNode(at: indexPath) else { return indexPath }
        return node.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// The node's answer for a hand-written row; false otherwise.
    override public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        rowNode(at: indexPath)?.tableView(tableView, shouldShowMenuForRowAt: indexPath) ?? false
    }

    /// The node's answer for a hand-written row; false otherwise.
    override public func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        rowNode(at: indexPath)?.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
            ?? false
    }

    /// Tells a hand-written row's node.
    override public func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        rowNode(at: indexPath)?.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    /// The node's answer for a hand-written row; false otherwise.
    override public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        rowNode(at: indexPath)?.tableView(tableView, canFocusRowAt: indexPath) ?? false
    }

    /// The node's answer for a hand-written row; the table's setting otherwise.
    override public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        guard let node = rowNode(at: indexPath) else {
            return super.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
        return node.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }

    /// The node's answer for a hand-written row; the default otherwise.
    override public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    {
        guard let node = rowNode(at: indexPath) else {
            return super.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
        return node.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
    }

    /// Tells a hand-written row's node.
    override public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        rowNode(at: indexPath)?.tableView(tableView, performPrimaryActionForRowAt: indexPath)
    }

    /// The node's answer for a hand-written row; false otherwise.
    override public func tableView(
        _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        rowNode(at: indexPath)?.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    /// Tells a hand-written row's node.
    override public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    {
        rowNode(at: indexPath)?.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// The node's answer for a hand-written row; a described row's depth in the outline otherwise
    /// (0 at the top level).
    override public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        switch readRow(indexPath, { $0.depth }) {
        case .described(let depth)?: depth
        case .node(let node)?: node.tableView(tableView, indentationLevelForRowAt: indexPath)
        case nil: super.tableView(tableView, indentationLevelForRowAt: indexPath)
        }
    }

    /// The node's items for a hand-written row, remembered on the session so that its later calls
    /// reach that node; for a described row, the item of a row the node lets the user drop into
    /// another (see ``DescribedTableDelegate/canDropRow`` and ``DescribedRowsDelegate/canDropRow``),
    /// none otherwise.
    override public func tableView(
        _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
    ) -> [DragItem] {
        guard let node = rowNode(at: indexPath) else {
            // Drops into described rows: DescribedNodeBase+Drops.swift.
            return rowDragItems(at: indexPath)
        }
        let items = node.tableView(tableView, itemsForBeginning: session, at: indexPath)
        if !items.isEmpty {
            session.routes.remember(node, under: self)
        }
        return items
    }

    /// The node's items for a hand-written row; none otherwise.
    override public func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] {
        rowNode(at: indexPath)?.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point) ?? []
    }

    /// Tells the node that began the drag, if a hand-written row's node did.
    override public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {
        rememberedNode(session.routes)?.tableView(tableView, dragSessionWillBegin: session)
    }

    /// Tells the node that began the drag, if a hand-written row's node did; a drag of a described
    /// row is over (its item is no longer taken as one of the node's rows).
    override public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {
        rememberedNode(session.routes)?.tableView(tableView, dragSessionDidEnd: session)
        endRowDrag(session)
    }

    /// The hand-written rows' nodes concerned by a focus update, each with the context as it sees
    /// it (see ``TableViewFocusUpdateContext/split(by:)``); empty when neither row is a
    /// hand-written one. A row's node sees the node's own paths.
    private func focusedRowNodes(
        _ context: TableViewFocusUpdateContext
    ) -> [(node: any CascadingTableDelegate, context: TableViewFocusUpdateContext)] {
        context.split { path in rowNode(at: path).map { (node: $0, local: path) } }.map {
            (node: $0.owner, context: $0.context)
        }
    }

    /// The answers of the hand-written rows' nodes the update concerns, all of which must agree;
    /// the default when it concerns described rows only.
    override public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext)
        -> Bool
    {
        let nodes = focusedRowNodes(context)
        guard !nodes.isEmpty else { return super.tableView(tableView, shouldUpdateFocusIn: context) }
        return nodes.allSatisfy { $0.node.tableView(tableView, shouldUpdateFocusIn: $0.context) }
    }

    /// Tells the hand-written rows' nodes the update concerns, each with its own row.
    override public func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        let nodes = focusedRowNodes(context)
        guard !nodes.isEmpty else {
            return super.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
        for (node, context) in nodes {
            node.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// The menu of the hand-written row's node when every row is that node's row, remembered on
    /// the configuration so that the menu's later calls reach it; the default otherwise.
    override public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let node = indexPaths.first.flatMap(rowNode(at:)),
            indexPaths.allSatisfy({ rowNode(at: $0) === node })
        else {
            return super.tableView(tableView, contextMenuConfigurationForRowsAt: indexPaths, point: point)
        }
        let configuration = node.tableView(tableView, contextMenuConfigurationForRowsAt: indexPaths, point: point)
        configuration?.routes.remember(node, under: self)
        return configuration
    }

    /// The proposal of the hand-written row's node a drop would land on; for a described row, the
    /// answer to a drop of one of the node's own rows into it (see
    /// ``DescribedTableDelegate/canDropRow`` and ``DescribedRowsDelegate/canDropRow``); the default
    /// otherwise.
    override public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        guard let destinationIndexPath else {
            return super.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
        }
        if let node = rowNode(at: destinationIndexPath) {
            return node.tableView(
                tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        }
        if let proposal = rowDropProposal(for: session, intoRowAt: destinationIndexPath) {
            return proposal
        }
        return super.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    /// Hands the drop to the hand-written row's node it lands on; takes a drop of one of the
    /// node's own rows into a described row (see ``DescribedTableDelegate/canDropRow`` and
    /// ``DescribedRowsDelegate/canDropRow``); the default otherwise.
    override public func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath else {
            return super.tableView(tableView, performDropWith: coordinator)
        }
        if let node = rowNode(at: destination) {
            return node.tableView(tableView, performDropWith: coordinator)
        }
        guard performRowDrop(with: coordinator, intoRowAt: destination) else {
            return super.tableView(tableView, performDropWith: coordinator)
        }
    }

    /// Sends the rows of hand-written nodes to their nodes, each with its own rows; described
    /// rows are not prefetched.
    override public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        forEachRowNode(in: indexPaths) { $0.tableView(tableView, prefetchRowsAt: $1) }
    }

    /// Sends the rows of hand-written nodes to their nodes, each with its own rows.
    override public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        forEachRowNode(in: indexPaths) { $0.tableView(tableView, cancelPrefetchingForRowsAt: $1) }
    }

    // MARK: - Sections answered from their descriptions

    /// The header's title.
    override public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        shownSection(section)?.header?.title
    }

    /// The footer's title.
    override public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        shownSection(section)?.footer?.title
    }

    /// The header's height, or ``TableView/automaticDimension``.
    override public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let shown = shownSection(section) else {
            return super.tableView(tableView, heightForHeaderInSection: section)
        }
        return shown.header?.height ?? TableView.automaticDimension
    }

    /// The footer's height, or ``TableView/automaticDimension``.
    override public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        guard let shown = shownSection(section) else {
            return super.tableView(tableView, heightForFooterInSection: section)
        }
        return shown.footer?.height ?? TableView.automaticDimension
    }

    /// The header's estimate, or its height.
    override public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        shownSection(section)?.header?.estimatedHeight ?? self.tableView(tableView, heightForHeaderInSection: section)
    }

    /// The footer's estimate, or its height.
    override public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        shownSection(section)?.footer?.estimatedHeight ?? self.tableView(tableView, heightForFooterInSection: section)
    }

    /// The header's view.
    override public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        shownSection(section)?.header?.view?(tableView)
    }

    /// The footer's view.
    override public func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        shownSection(section)?.footer?.view?(tableView)
    }
}

/// A section a described node shows: its description without the rows, its number of rows, and
/// where they start among the node's rows.
struct ShownSection {
    var id: DescribedID
    var header: HeaderFooterDescription?
    var footer: HeaderFooterDescription?
    var rowCount: Int
    var start: Int
}
