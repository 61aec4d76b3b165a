import CascadingTableNodes
import CascadingTableView
import Foundation

// Drops into rows: a user drags a described row of the list onto another, and the app decides
// (`canDropRow`) whether it becomes that row's last child. The node recognises its own drag by
// the very item it made, so drops from elsewhere (another node, another app) keep the default
// answer. A drop the proposal would refuse changes nothing and is not reported: the content may
// change during a drag (a row deleted, a parent collapsed), which is no programmer's error.
extension DescribedRowsDelegate {
    /// What a drop of a row of the list on a row would do.
    enum RowDrop: Equatable {
        /// The row becomes the last child of the row with this identifier.
        case into(DescribedID)
        /// Nothing; the operation the proposal says so with.
        case refused(DropOperation)
    }

    /// One item for a drag beginning on the described row at `indexPath` (local), carrying the
    /// row's identifier as its local object, while ``canDropRow`` is set; none otherwise.
    func rowDragItems(at indexPath: IndexPath) -> [DragItem] {
        guard canDropRow != nil, case .described(let id)? = readRow(indexPath, { $0.id }) else { return [] }
        let item = DragItem(localObject: id)
        draggedRowItem = item
        draggedRowID = id
        return [item]
    }

    /// Forgets the drag of a row when `session` is it: its item, kept by whoever holds it, is not
    /// a drag of this list any more.
    func endRowDrag(_ session: DragSession) {
        guard let item = draggedRowItem, session.items.contains(where: { $0 === item }) else { return }
        draggedRowItem = nil
        draggedRowID = nil
    }

    /// The proposal for `session` over the described row at `indexPath` (local): nil when the
    /// drag is not one of this list's rows.
    ///
    /// - Complexity: O(*r* log *n*) for *r* rows shown between the dragged row and the target,
    ///   when the dragged row is an expanded one above it; O(log *n*) otherwise, plus the app's
    ///   ``canDropRow``; O(*n*) more while the dragged row is hidden (its parent collapsed during
    ///   the drag), found by a walk of the outline.
    func rowDropProposal(for session: DropSession, intoRowAt indexPath: IndexPath) -> TableViewDropProposal? {
        guard let id = draggedRow(of: session.items) else { return nil }
        switch rowDrop(of: id, intoRowAt: indexPath) {
        case .into: return TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        case .refused(let operation): return TableViewDropProposal(operation: operation, intent: .unspecified)
        }
    }

    /// Takes a drop of one of this list's rows into the described row at `indexPath` (local):
    /// decides again (the content may have changed since the proposal), then moves the row under
    /// the target as its last child and expands the target, in one batch, and places the item at
    /// the row's new place. False when the drop is not one of this list's rows into a row.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows of the outline, as
    ///   ``moveRow(withID:underRowWithID:at:completion:)``.
    func performRowDrop(with coordinator: TableViewDropCoordinator, intoRowAt indexPath: IndexPath) -> Bool {
        guard coordinator.proposal.intent == .insertIntoDestinationIndexPath,
            let id = draggedRow(of: coordinator.items.map(\.dragItem)), let item = coordinator.items.first?.dragItem
        else { return false }
        guard case .into(let parentID) = rowDrop(of: id, intoRowAt: indexPath) else { return true }
        var all = rows
        guard let path = OutlinePath.find(id, in: all), let parentPath = OutlinePath.find(parentID, in: all) else {
            return true
        }
        // The last place among the new parent's children, counted after the row left its own.
        let childCount = OutlinePath.withChildren(at: parentPath, of: &all) { $0.count }
        let index = Array(path.dropLast()) == parentPath ? childCount - 1 : childCount
        // Expanded before the move lays the outline out, so that the move and the expansion are
        // one batch and the row stays on screen (under a collapsed parent it would be deleted).
        let wasExpanded = expandedIDs.contains(parentID)
        expandedIDs.insert(parentID)
        moveRow(withID: id, underRowWithID: parentID, at: index)
        if !wasExpanded && !isChild(id, of: parentID) {
            // The move was refused (it was checked above, so this is a safety net): the target
            // keeps its expansion.
            expandedIDs.remove(parentID)
        }
        if let landed = localIndexPath(forRowID: id) {
            coordinator.drop(item, toRowAt: landed)
        }
        return true
    }

    /// The identifier of the row `items` drag, when they are the one item of a drag this list
    /// began; nil otherwise.
    private func draggedRow(of items: [DragItem]) -> DescribedID? {
        guard items.count == 1, let item = items.first, item === draggedRowItem else { return nil }
        return draggedRowID
    }

    /// What dropping the row with `id` on the row at `indexPath` (local) does: cancelled when
    /// either is gone or ``canDropRow`` was unset since, forbidden on the row itself or one of
    /// its descendants or when the app declines.
    private func rowDrop(of id: DescribedID, intoRowAt indexPath: IndexPath) -> RowDrop {
        guard let canDropRow, case .described(let target)? = readRow(indexPath, { $0.id }),
            outlineRow(withID: id) != nil
        else { return .refused(.cancel) }
        guard target != id, !isShownDescendant(target, of: id), canDropRow(id, target) else {
            return .refused(.forbidden)
        }
        return .into(target)
    }

    /// Whether the shown row `target` is a descendant of the row with `id`: then `id` is shown,
    /// expanded, above it, and every row between them is deeper than it (a hidden row has no
    /// shown descendant).
    private func isShownDescendant(_ target: DescribedID, of id: DescribedID) -> Bool {
        guard expandedIDs.contains(id), let ancestor = store.position(of: id),
            let position = store.position(of: target), position > ancestor
        else { return false }
        let depth = store.withRow(at: ancestor) { $0.depthValue }
        return !(ancestor + 1...position).contains { store.withRow(at: $0) { $0.depthValue } <= depth }
    }

    /// Whether the row with `id` is a child of the row with `parentID`, in the outline as given.
    private func isChild(_ id: DescribedID, of parentID: DescribedID) -> Bool {
        let all = rows
        guard let path = OutlinePath.find(id, in: all) else { return false }
        return OutlinePath.find(parentID, in: all) == Array(path.dropLast())
    }
}
