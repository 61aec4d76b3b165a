import CascadingTableCollections
import CascadingTableView
import Foundation

// This file is long because Swift requires it: it holds the class body, and in it every protocol
// method (`override open`, one line over `route` each). A subclass can override only a method
// declared in a class body, never one declared in an extension, and each of these must stay
// overridable (Propagation.md, "Subclassing"). Everything else of the class is in the
// `PropagatingTableDelegate+Concern.swift` files beside it: its modes, setting the children,
// routing, placing a child, reloading on a change, moves, focus and the invariant checks.

/// A node that passes each call to one of its children, chosen by the call's index path or
/// section: the composite of the tree.
///
/// In ``PropagationMode/section`` mode the child at `indexPath.section` answers; in
/// ``PropagationMode/row`` mode the child at `indexPath.row`. The table and the index path are
/// passed on unchanged and the child's answer is returned as it is, nil included. Calls that name
/// only a section (header and footer titles, views, heights and display callbacks) are routed in
/// `.section` mode only. A malformed, negative or out-of-range index path or section reaches no
/// child and gets the documented default (`Documentation/DefaultReturnValues.md`): the bare
/// node's answer, which this class inherits.
///
/// A child that owns a range (``CascadingTableDelegate/ownsRange``) answers for as many rows
/// (`.row` mode) or sections (`.section` mode) as it counts, and sees index paths local to its
/// range; see `Documentation/Composition.md`.
///
/// Every protocol method is an `open` method of this class, so a subclass can override any of
/// them; calling `super` keeps the propagation. Routing costs O(1) per level while no child owns a
/// range, and O(log *k*) at worst with range children.
@MainActor
open class PropagatingTableDelegate: CascadingBareTableDelegate {
    /// Which index of an index path picks the child. Defaults to ``PropagationMode/section``.
    open var propagationMode: PropagationMode = .section {
        didSet {
            routing.extents = nil
            routing.counted = nil
            routing.assignedMode = propagationMode
        }
    }

    /// The node's children. Setting it makes each child's `index` its position and its
    /// `parentDelegate` this node; children that are new get `prepare(tableView:)` with the table
    /// this node was prepared with (so their cells are registered); then the node applies
    /// ``reloadModeOnChildDelegatesChanged``.
    override open var childDelegates: [any CascadingTableDelegate] {
        willSet {
            // Before the children are wired again, which forgets where they start.
            keepShownChildren()
        }
        didSet {
            // The shared ends are worked out once, for every step below, on the children routing
            // read until now (which are `oldValue` unless a subclass's getter says otherwise: then
            // they are worked out again for the old list).
            let ends = Self.sharedEnds(routing.children, childDelegates)
            let oldEnds = oldValue.count == routing.children.count ? ends : Self.sharedEnds(oldValue, childDelegates)
            adoptChildren(sharing: ends)
            detachRemovedChildren(oldValue, sharing: oldEnds)
            wireChildren()
            prepareAddedChildren(oldValue, sharing: oldEnds)
            // Routing caches are checked under the internal-checks flag: O(children), as setting
            // them is.
            #if CASCADING_INTERNAL_CHECKS
                internalCheck { checkRoutingInvariants(into: &$0) }
            #endif
            childDelegatesDidChange()
        }
    }

    /// What setting ``childDelegates`` does to the table. Defaults to ``ReloadMode/none``.
    ///
    /// When the mode cannot take effect because the node was prepared with a table but is not
    /// located in it now (its tree is not the table's data source, say), the table's diagnostics
    /// get a ``TableViewDiagnostic/Kind/nodeNotAttached(_:)`` report and the table is left as it
    /// is. A node that was never prepared reports nothing: the first load shows its children.
    open var reloadModeOnChildDelegatesChanged: ReloadMode = .none

    /// What routing reads on every call: the children, unretained references to them, the
    /// running calls, the range flag, the extents and the path kept for a range's row (see
    /// ``RoutingState``).
    ///
    /// Dynamic exclusivity checks on a class property are a large part of a routed call's cost
    /// (Performance.md); they are off for this one property because its only writes are in
    /// `init`, the ``childDelegates`` and ``propagationMode`` observers, ``prepare(tableView:)``
    /// for another table, the table's count questions and its taking of the counts (`counted`,
    /// `extents`), around each routed call (the depth), and in routing before the child is called
    /// (the look-up's child found last, the path kept for a range's row), and every read is
    /// instantaneous (it copies a child, a count, a flag or a path out before calling the child),
    /// so no access can overlap a write, even when a child replaces its parent's children during
    /// the call.
    @exclusivity(unchecked) final var routing: RoutingState

    /// The range children's counts before the batch the table is validating (see
    /// `PropagatingTableDelegate+CountCheck.swift`).
    final var countCheck: CountCheck?

    /// The children as the table shows them, kept from the first change of the children in a
    /// batch until that batch is applied (see `PropagatingTableDelegate+Reload.swift`).
    final var shownChildren: ShownChildren?

    /// Which ends of the move being routed to this node its parent found in it; set by the parent
    /// just before it calls `moveRowAt`, read once (see `PropagatingTableDelegate+Moves.swift`).
    final var ownedMoveEnds: MoveEnds?

    /// Creates a node in `.section` mode and wires its children to it.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children; each gets its position as `index` and this node as
    ///     `parentDelegate`.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        let children = ContiguousArray(childDelegates)
        routing = RoutingState(
            children: children, unretained: Self.unretained(children),
            hasRangeChildren: Self.anyOwnsRange(childDelegates))
        super.init(index: index, childDelegates: childDelegates)
        wireChildren()
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
        assignPropagationMode(propagationMode)
    }

    /// Assigns `mode` through the property's setter. In an initializer, `self.propagationMode =`
    /// writes the storage directly, skipping a subclass's override (a root or section node reports
    /// a mode it ignores) and this class's own `didSet`.
    private func assignPropagationMode(_ mode: PropagationMode) {
        propagationMode = mode
    }

    /// Moves `frame` to the child at `child.index`, which must be `child`.
    override func place(_ child: any CascadingTableDelegate, in frame: inout NodeFrame) -> Bool {
        placeChild(child, in: &frame)
    }

    /// Prepares every child with `tableView` and remembers the table. Override to register cells;
    /// call `super`.
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        if preparedTable !== tableView {
            // Where the children start in another table's counts says nothing of this one's.
            routing.extents = nil
            routing.counted = nil
        }
        super.prepare(tableView: tableView)
    }

    // MARK: - Data source

    /// `.section` mode: the answer of the child that answers for `section` (0 without one).
    /// `.row` mode: the number of rows of the children: one per child, and for a child that owns a
    /// range, its own answer.
    override open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        switch propagationMode {
        case .section:
            if routing.hasRangeChildren && tableView.isCountingRows {
                countedRows(inSection: section, of: tableView)
            } else {
                route(section: section, in: tableView, otherwise: 0) {
                    $0.tableView(tableView, numberOfRowsInSection: $1)
                }
            }
        case .row:
            routing.hasRangeChildren ? countChildren(inSection: section, of: tableView) : routing.children.count
        }
    }

    /// The child's cell; a new, empty `TableViewCell` when no child answers for `indexPath`.
    override open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, cellForRowAt: indexPath)
        ) {
            $0.tableView(tableView, cellForRowAt: $1)
        }
    }

    /// `.section` mode: the number of sections of the children: one per child, and for a child
    /// that owns a range, its own answer. `.row` mode: 0.
    override open func numberOfSections(in tableView: TableView) -> Int {
        guard propagationMode == .section else { return 0 }
        return routing.hasRangeChildren ? countChildren(inSection: 0, of: tableView) : routing.children.count
    }

    /// The child's title (`.section` mode only); nil otherwise.
    override open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        route(section: section, in: tableView, otherwise: super.tableView(tableView, titleForHeaderInSection: section))
        {
            $0.tableView(tableView, titleForHeaderInSection: $1)
        }
    }

    /// The child's title (`.section` mode only); nil otherwise.
    override open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        route(section: section, in: tableView, otherwise: super.tableView(tableView, titleForFooterInSection: section))
        {
            $0.tableView(tableView, titleForFooterInSection: $1)
        }
    }

    /// The child's answer; false without a child.
    override open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, canEditRowAt: indexPath)) {
            $0.tableView(tableView, canEditRowAt: $1)
        }
    }

    /// The child's answer; false without a child.
    override open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, canMoveRowAt: indexPath)) {
            $0.tableView(tableView, canMoveRowAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        route(
            indexPath, in: tableView, otherwise: super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        ) {
            $0.tableView(tableView, commit: editingStyle, forRowAt: $1)
        }
    }

    /// `.section` mode: the children's titles, concatenated in child order (nil when no child
    /// gives any); `.row` mode: nil.
    override open func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard propagationMode == .section else { return nil }
        return childSectionIndexTitles(for: tableView)?.map(\.title)
    }

    /// `.section` mode: the section that the title at `index` of ``sectionIndexTitles(for:)``
    /// leads to: the section of the child that gave it, or for a range child the section it
    /// answers, translated. `index` itself when out of range, and in `.row` mode.
    override open func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        guard propagationMode == .section, let titles = childSectionIndexTitles(for: tableView),
            titles.indices.contains(index)
        else { return super.tableView(tableView, sectionForSectionIndexTitle: title, at: index) }
        return titles[index].section
    }

    /// Tells the child that owns the source and, when another child owns the destination, that
    /// child too, each with both index paths as it sees them (for a range child, local to its
    /// range, so the end it does not own lies outside it). An invalid end tells nobody; in `.row`
    /// mode, neither does an end in another section than the one this node was told about. See
    /// the move policy in `Documentation/Composition.md`.
    override open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        routeMove(from: sourceIndexPath, to: destinationIndexPath, in: tableView)
    }

    // MARK: - Prefetching

    /// Calls each concerned child once with its own index paths, in their original order;
    /// invalid index paths are dropped.
    override open func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        forEachChild(splitting: indexPaths, in: tableView) { $0.tableView(tableView, prefetchRowsAt: $1) }
    }

    /// Calls each concerned child once with its own index paths, in their original order;
    /// invalid index paths are dropped.
    override open func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        forEachChild(splitting: indexPaths, in: tableView) { $0.tableView(tableView, cancelPrefetchingForRowsAt: $1) }
    }

    // MARK: - Drag

    /// The child's items, remembered when not empty so the session calls reach that child; `[]`
    /// without a child.
    override open func tableView(
        _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
    ) -> [DragItem] {
        route(
            indexPath, in: tableView, otherwise: super.tableView(tableView, itemsForBeginning: session, at: indexPath)
        ) {
            remember($0.tableView(tableView, itemsForBeginning: session, at: $1), for: session, from: $0)
        }
    }

    /// The child's items; `[]` without a child.
    override open func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
        ) { $0.tableView(tableView, itemsForAddingTo: session, at: $1, point: point) }
    }

    /// Tells the child that gave the session's first items; nothing when no child gave them.
    override open func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {
        route(remembered: session.routes, otherwise: super.tableView(tableView, dragSessionWillBegin: session)) {
            $0.tableView(tableView, dragSessionWillBegin: session)
        }
    }

    /// Tells the child that gave the session's first items; nothing when no child gave them.
    override open func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {
        route(remembered: session.routes, otherwise: super.tableView(tableView, dragSessionDidEnd: session)) {
            $0.tableView(tableView, dragSessionDidEnd: session)
        }
    }

    // MARK: - Drop

    /// Hands the child that owns the destination (see ``tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)``)
    /// a coordinator in its own coordinates; nothing without one.
    override open func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        route(
            destination: coordinator.destinationIndexPath, in: tableView,
            otherwise: super.tableView(tableView, performDropWith: coordinator)
        ) { child, local in
            // The destination's section is this node's, in `.row` mode: it was routed by it.
            let section = coordinator.destinationIndexPath.map { $0.isTableIndexPath ? $0[0] : 0 }
            let into = { [unowned self] in translate($0, into: child, tableView, section: section) }
            let outOf = { [unowned self] in translate($0, outOf: child, tableView, section: section) }
            child.tableView(
                tableView, performDropWith: coordinator.localized(destination: local, into: into, outOf: outOf))
        }
    }

    /// True when any child can handle the session; the default (true) without children.
    override open func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        guard !routing.children.isEmpty else { return super.tableView(tableView, canHandle: session) }
        return routing.children.contains { $0.tableView(tableView, canHandle: session) }
    }

    /// Tells every child, in order.
    override open func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {
        for child in routing.children { child.tableView(tableView, dropSessionDidEnter: session) }
    }

    /// The answer of the child that owns the destination, with the destination as it sees it. A
    /// destination one past a `.row`-mode node's last row (a drop at the end) goes to the child
    /// owning the last row. A `.cancel` proposal for a nil destination or without a child.
    override open func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        route(
            destination: destinationIndexPath, in: tableView,
            otherwise: super.tableView(
                tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        ) { $0.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: $1) }
    }

    /// Tells every child, in order.
    override open func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {
        for child in routing.children { child.tableView(tableView, dropSessionDidExit: session) }
    }

    /// Tells every child, in order.
    override open func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {
        for child in routing.children { child.tableView(tableView, dropSessionDidEnd: session) }
    }

    // MARK: - Display customization

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        ) {
            $0.tableView(tableView, willDisplay: cell, forRowAt: $1)
        }
    }

    /// Tells the child (`.section` mode only).
    override open func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        route(
            section: section, in: tableView,
            otherwise: super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        ) {
            $0.tableView(tableView, willDisplayHeaderView: view, forSection: $1)
        }
    }

    /// Tells the child (`.section` mode only).
    override open func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        route(
            section: section, in: tableView,
            otherwise: super.tableView(tableView, willDisplayFooterView: view, forSection: section)
        ) {
            $0.tableView(tableView, willDisplayFooterView: view, forSection: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        ) {
            $0.tableView(tableView, didEndDisplaying: cell, forRowAt: $1)
        }
    }

    /// Tells the child (`.section` mode only).
    override open func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        route(
            section: section, in: tableView,
            otherwise: super.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        ) {
            $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: $1)
        }
    }

    /// Tells the child (`.section` mode only).
    override open func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        route(
            section: section, in: tableView,
            otherwise: super.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        ) {
            $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: $1)
        }
    }

    // MARK: - Heights

    /// The child's height; ``TableView/automaticDimension`` without a child.
    override open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, heightForRowAt: indexPath)
        ) {
            $0.tableView(tableView, heightForRowAt: $1)
        }
    }

    /// The child's height (`.section` mode only); 0 otherwise.
    override open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        route(section: section, in: tableView, otherwise: super.tableView(tableView, heightForHeaderInSection: section))
        {
            $0.tableView(tableView, heightForHeaderInSection: $1)
        }
    }

    /// The child's height (`.section` mode only); 0 otherwise.
    override open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        route(section: section, in: tableView, otherwise: super.tableView(tableView, heightForFooterInSection: section))
        {
            $0.tableView(tableView, heightForFooterInSection: $1)
        }
    }

    /// The child's estimate, which falls back to the child's exact height when it gives none.
    /// Without a child, this node's own ``tableView(_:heightForRowAt:)``
    /// (``TableView/automaticDimension`` unless a subclass overrides it).
    override open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        ) {
            $0.tableView(tableView, estimatedHeightForRowAt: $1)
        }
    }

    /// The child's estimate, falling back to its exact height (`.section` mode). Without a child
    /// (and always in `.row` mode, where a section node answers for its own header), this node's
    /// own ``tableView(_:heightForHeaderInSection:)``: 0 unless a subclass overrides it.
    override open func tableView(
        _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
    ) -> CGFloat {
        route(
            section: section, in: tableView,
            otherwise: super.tableView(tableView, estimatedHeightForHeaderInSection: section)
        ) { $0.tableView(tableView, estimatedHeightForHeaderInSection: $1) }
    }

    /// As ``tableView(_:estimatedHeightForHeaderInSection:)``, for footers.
    override open func tableView(
        _ tableView: TableView, estimatedHeightForFooterInSection section: Int
    ) -> CGFloat {
        route(
            section: section, in: tableView,
            otherwise: super.tableView(tableView, estimatedHeightForFooterInSection: section)
        ) { $0.tableView(tableView, estimatedHeightForFooterInSection: $1) }
    }

    // MARK: - Header and footer views

    /// The child's view (`.section` mode only); nil otherwise.
    override open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        route(section: section, in: tableView, otherwise: super.tableView(tableView, viewForHeaderInSection: section)) {
            $0.tableView(tableView, viewForHeaderInSection: $1)
        }
    }

    /// The child's view (`.section` mode only); nil otherwise.
    override open func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        route(section: section, in: tableView, otherwise: super.tableView(tableView, viewForFooterInSection: section)) {
            $0.tableView(tableView, viewForFooterInSection: $1)
        }
    }

    // MARK: - Editing

    /// The child's style; `.none` without a child.
    override open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, editingStyleForRowAt: indexPath)) {
            $0.tableView(tableView, editingStyleForRowAt: $1)
        }
    }

    /// The child's title, nil included; nil without a child.
    override open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        ) {
            $0.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: $1)
        }
    }

    /// The child's actions, nil included; nil without a child.
    override open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
        -> [TableViewRowAction]?
    {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, editActionsForRowAt: indexPath)) {
            $0.tableView(tableView, editActionsForRowAt: $1)
        }
    }

    /// The child's answer; false without a child.
    override open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath))
        {
            $0.tableView(tableView, shouldIndentWhileEditingRowAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, willBeginEditingRowAt: indexPath)) {
            $0.tableView(tableView, willBeginEditingRowAt: $1)
        }
    }

    /// Tells the child; a nil index path (the row is gone) reaches no child.
    override open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let indexPath else { return super.tableView(tableView, didEndEditingRowAt: nil) }
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, didEndEditingRowAt: indexPath)) {
            $0.tableView(tableView, didEndEditingRowAt: $1)
        }
    }

    // MARK: - Swipe actions

    /// The child's configuration, nil included; nil without a child.
    override open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        ) { $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: $1) }
    }

    /// The child's configuration, nil included; nil without a child.
    override open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        ) { $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: $1) }
    }

    // MARK: - Selection

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        route(
            indexPath, in: tableView, otherwise: super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        ) {
            $0.tableView(tableView, accessoryButtonTappedForRowWith: $1)
        }
    }

    /// The child's answer; true without a child.
    override open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, shouldHighlightRowAt: indexPath)
        ) {
            $0.tableView(tableView, shouldHighlightRowAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, didHighlightRowAt: indexPath)
        ) {
            $0.tableView(tableView, didHighlightRowAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, didUnhighlightRowAt: indexPath)
        ) {
            $0.tableView(tableView, didUnhighlightRowAt: $1)
        }
    }

    /// The child's answer, nil (cancel the selection) included; `indexPath` without a child.
    override open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        // The child answers in its own coordinates; the table needs the answer in this node's.
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, willSelectRowAt: indexPath)) {
            child, local in
            child.tableView(tableView, willSelectRowAt: local).map {
                translate($0, outOf: child, tableView, section: indexPath[0])
            }
        }
    }

    /// The child's answer, nil (keep it selected) included; `indexPath` without a child.
    override open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        // The child answers in its own coordinates; the table needs the answer in this node's.
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, willDeselectRowAt: indexPath)) {
            child, local in
            child.tableView(tableView, willDeselectRowAt: local).map {
                translate($0, outOf: child, tableView, section: indexPath[0])
            }
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, didSelectRowAt: indexPath)
        ) {
            $0.tableView(tableView, didSelectRowAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        route(
            indexPath, in: tableView, passingThroughRanges: true,
            otherwise: super.tableView(tableView, didDeselectRowAt: indexPath)
        ) {
            $0.tableView(tableView, didDeselectRowAt: $1)
        }
    }

    // MARK: - Copy and paste

    /// The child's answer; false without a child.
    override open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, shouldShowMenuForRowAt: indexPath)) {
            $0.tableView(tableView, shouldShowMenuForRowAt: $1)
        }
    }

    /// The child's answer; false without a child.
    override open func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        ) {
            $0.tableView(tableView, canPerformAction: action, forRowAt: $1, withSender: sender)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        ) {
            $0.tableView(tableView, performAction: action, forRowAt: $1, withSender: sender)
        }
    }

    // MARK: - Context menus

    /// The child's configuration, nil included, remembered so the later context menu calls reach
    /// that child; nil without a child.
    override open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        ) { remember($0.tableView(tableView, contextMenuConfigurationForRowAt: $1, point: point), from: $0) }
    }

    /// Asked of the child that owns every row, with the rows as it sees them; its configuration is
    /// remembered. Nil when the rows span several children, when one has no child, or when there
    /// are none (see `Documentation/ContextMenus.md`).
    override open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        route(
            indexPaths, in: tableView,
            otherwise: super.tableView(tableView, contextMenuConfigurationForRowsAt: indexPaths, point: point)
        ) { remember($0.tableView(tableView, contextMenuConfigurationForRowsAt: $1, point: point), from: $0) }
    }

    /// Tells the child that gave the configuration; nothing when no child gave it.
    override open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        route(
            remembered: configuration.routes,
            otherwise: super.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        ) { $0.tableView(tableView, willDisplayContextMenu: configuration, animator: animator) }
    }

    /// Tells the child that gave the configuration; nothing when no child gave it.
    override open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        route(
            remembered: configuration.routes,
            otherwise: super.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        ) { $0.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator) }
    }

    /// Tells the child that gave the configuration; nothing when no child gave it.
    override open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        route(
            remembered: configuration.routes,
            otherwise: super.tableView(
                tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        ) { $0.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator) }
    }

    // MARK: - Focus

    /// The child's answer; false without a child.
    override open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, canFocusRowAt: indexPath)) {
            $0.tableView(tableView, canFocusRowAt: $1)
        }
    }

    // MARK: - Focus updates

    /// Asks the child that owns the previously focused row, then the child that owns the next
    /// one (once when it is the same child), each with the context as it sees it; true only when
    /// all agree. True when no child owns either row. See `Documentation/Focus.md`.
    override open func tableView(
        _ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext
    ) -> Bool {
        routeFocus(context, in: tableView, otherwise: super.tableView(tableView, shouldUpdateFocusIn: context)) {
            $0.allSatisfy { child, local in child.tableView(tableView, shouldUpdateFocusIn: local) }
        }
    }

    /// Tells the child that owns the previously focused row, then the child that owns the next
    /// one (once when it is the same child), each with the context as it sees it.
    override open func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        routeFocus(
            context, in: tableView, otherwise: super.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        ) {
            for (child, local) in $0 { child.tableView(tableView, didUpdateFocusIn: local, with: coordinator) }
        }
    }

    /// The first non-nil answer of the children, asked in order, translated to this node's
    /// coordinates; nil when no child has one.
    override open func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        firstChildAnswer(in: tableView, otherwise: super.indexPathForPreferredFocusedView(in: tableView)) {
            $0.indexPathForPreferredFocusedView(in: tableView)
        }
    }

    /// The child's answer; the table's `selectionFollowsFocus` without a child.
    override open func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, selectionFollowsFocusForRowAt: indexPath))
        {
            $0.tableView(tableView, selectionFollowsFocusForRowAt: $1)
        }
    }

    // MARK: - Primary actions

    /// The child's answer; without a child, true outside editing mode and false in it.
    override open func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        route(
            indexPath, in: tableView, otherwise: super.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        ) {
            $0.tableView(tableView, canPerformPrimaryActionForRowAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, performPrimaryActionForRowAt: indexPath))
        {
            $0.tableView(tableView, performPrimaryActionForRowAt: $1)
        }
    }

    // MARK: - Multiple selection

    /// The child's answer; false without a child.
    override open func tableView(
        _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        ) {
            $0.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: $1)
        }
    }

    /// Tells the child; nothing without a child.
    override open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        route(
            indexPath, in: tableView,
            otherwise: super.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        ) {
            $0.tableView(tableView, didBeginMultipleSelectionInteractionAt: $1)
        }
    }

    /// Tells every child, in order (so every node of the tree hears it, depth first): the call
    /// names no row, and a child that was not touched by the pan may still have changed its
    /// interface when it began (an Edit button, say).
    override open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {
        super.tableViewDidEndMultipleSelectionInteraction(tableView)
        for child in routing.children {
            child.tableViewDidEndMultipleSelectionInteraction(tableView)
        }
    }

    // MARK: - Reorder

    /// The child's answer; 0 without a child.
    override open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        route(indexPath, in: tableView, otherwise: super.tableView(tableView, indentationLevelForRowAt: indexPath)) {
            $0.tableView(tableView, indentationLevelForRowAt: $1)
        }
    }

    /// Asked of the child that owns the source, with the source and the proposal as that child
    /// sees them (for a range child, local to its range); its answer is translated back. The
    /// proposal unchanged when no child owns the source.
    override open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        route(
            sourceIndexPath, in: tableView,
            otherwise: super.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        ) { child, local in
            // In `.row` mode this node's section is the source's: it was routed by it.
            let section = sourceIndexPath[0]
            let proposal = translate(proposedDestinationIndexPath, into: child, tableView, section: section)
            let target = child.tableView(
                tableView, targetIndexPathForMoveFromRowAt: local, toProposedIndexPath: proposal)
            return translate(target, outOf: child, tableView, section: section)
        }
    }
}
