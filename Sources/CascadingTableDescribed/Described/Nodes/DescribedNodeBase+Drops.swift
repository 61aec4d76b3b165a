import CascadingTableNodes
import CascadingTableView
import Foundation

// Drops into rows, for both described nodes: a user drags a described row onto another, and the
// app decides (`canDropRow`) whether it becomes that row's last child. The node recognises its own
// drag by the very item it made, so drops from elsewhere (another node, another app) keep the
// default answer. A drop the proposal would refuse changes nothing and is not reported: the
// content may change during a drag (a row deleted, a parent collapsed), which is no programmer's
// error. An accepted drop edits a copy of the content as given and installs it as new content
// (`setRows` for a list, `setContent` for a table): one batch, diffed by identifier, so the row
// and its visible descendants move (across sections too) and keep their cells.
extension DescribedNodeBase {
    /// What a drop of a row of the node on a row would do.
    enum RowDrop: Equatable {
        /// The row becomes the last child of the row with this identifier.
        case into(DescribedID)
        /// Nothing; the operation the proposal says so with.
        case refused(DropOperation)
    }

    /// The node type's `canDropRow`: nil for a node of neither type (which shows nothing).
    private var rowDropRule: ((_ row: DescribedID, _ newParent: DescribedID) -> Bool)? {
        switch self {
        case let list as DescribedRowsDelegate: list.canDropRow
        case let table as DescribedTableDelegate: table.canDropRow
        default: nil
        }
    }

    /// One item for a drag beginning on the described row at `indexPath` (local), carrying the
    /// row's identifier as its local object, while `canDropRow` is set; none otherwise.
    func rowDragItems(at indexPath: IndexPath) -> [DragItem] {
        guard rowDropRule != nil, case .described(let id)? = readRow(indexPath, { $0.id }) else { return [] }
        let item = DragItem(localObject: id)
        draggedRowItem = item
        draggedRowID = id
        return [item]
    }

    /// Forgets the drag of a row when `session` is it: its item, kept by whoever holds it, is not
    /// a drag of this node any more.
    func endRowDrag(_ session: DragSession) {
        guard let item = draggedRowItem, session.items.contains(where: { $0 === item }) else { return }
        draggedRowItem = nil
        draggedRowID = nil
    }

    /// The proposal for `session` over the described row at `indexPath` (local): nil when the
    /// drag is not one of this node's rows.
    ///
    /// - Complexity: O(*r* log *n*) for *r* rows shown between the dragged row and the target,
    ///   when the dragged row is an expanded one above it; O(log *n*) otherwise, plus the app's
    ///   `canDropRow`; O(*n*) more while the dragged row is hidden (its parent collapsed during
    ///   the drag), found by a walk of the outline.
    func rowDropProposal(for session: DropSession, intoRowAt indexPath: IndexPath) -> TableViewDropProposal? {
        guard let id = draggedRow(of: session.items) else { return nil }
        switch rowDrop(of: id, intoRowAt: indexPath) {
        case .into: return TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        case .refused(let operation): return TableViewDropProposal(operation: operation, intent: .unspecified)
        }
    }

    /// Takes a drop of one of this node's rows into the described row at `indexPath` (local):
    /// decides again (the content may have changed since the proposal), then moves the row under
    /// the target as its last child and expands the target, in one batch, and places the item at
    /// the row's new place. False when the drop is not one of this node's rows into a row.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows of the outline, as new content.
    func performRowDrop(with coordinator: TableViewDropCoordinator, intoRowAt indexPath: IndexPath) -> Bool {
        guard coordinator.proposal.intent == .insertIntoDestinationIndexPath,
            let id = draggedRow(of: coordinator.items.map(\.dragItem)), let item = coordinator.items.first?.dragItem
        else { return false }
        guard case .into(let parentID) = rowDrop(of: id, intoRowAt: indexPath),
            let content = Self.content(contentForDrop, moving: id, under: parentID)
        else { return true }
        // Expanded before the content is laid out, so that the move and the expansion are one
        // batch and the row stays on screen (under a collapsed parent it would be deleted).
        let wasExpanded = expandedIDs.contains(parentID)
        expandedIDs.insert(parentID)
        let version = store.version
        installDropped(content)
        if store.version == version, !wasExpanded {
            // Nothing installed: content edited from an update of the app's still waiting, with
            // duplicate identifiers under `.reject`, is refused (and reported) as that update
            // would have been. The target keeps its expansion. Installed content replaces the
            // expansion with its layout's, this one included.
            expandedIDs.remove(parentID)
        }
        if let landed = localIndexPath(forRowID: id) {
            coordinator.drop(item, toRowAt: landed)
        }
        return true
    }

    /// The identifier of the row `items` drag, when they are the one item of a drag this node
    /// began; nil otherwise.
    private func draggedRow(of items: [DragItem]) -> DescribedID? {
        guard items.count == 1, let item = items.first, item === draggedRowItem else { return nil }
        return draggedRowID
    }

    /// What dropping the row with `id` on the row at `indexPath` (local) does: cancelled when
    /// either is gone or `canDropRow` was unset since, forbidden on the row itself or one of its
    /// descendants or when the app declines.
    private func rowDrop(of id: DescribedID, intoRowAt indexPath: IndexPath) -> RowDrop {
        guard let canDropRow = rowDropRule, case .described(let target)? = readRow(indexPath, { $0.id }),
            outlineRow(withID: id) != nil
        else { return .refused(.cancel) }
        guard target != id, !isShownDescendant(target, of: id), canDropRow(id, target) else {
            return .refused(.forbidden)
        }
        return .into(target)
    }

    /// Whether the shown row `target` is a descendant of the row with `id`: then `id` is shown,
    /// expanded, above it, and every row between them is deeper than it (a hidden row has no
    /// shown descendant). A later section starts with a top-level row, which ends the walk.
    private func isShownDescendant(_ target: DescribedID, of id: DescribedID) -> Bool {
        guard expandedIDs.contains(id), let ancestor = store.position(of: id),
            let position = store.position(of: target), position > ancestor
        else { return false }
        let depth = store.withRow(at: ancestor) { $0.depthValue }
        return !(ancestor + 1...position).contains { store.withRow(at: $0) { $0.depthValue } <= depth }
    }

    /// The content a drop edits: the newest the app asked the node to show. While an update
    /// requested with a table's `setContent(_:) async` is waiting or being diffed, that is its
    /// content, not the one shown: the drop, installed synchronously, supersedes the update, and
    /// must not lose the app's content with it.
    private var contentForDrop: DescribedContent {
        if let table = self as? DescribedTableDelegate, let newest = table.asyncUpdates.newest {
            return newest
        }
        return givenContent
    }

    /// Installs `content` as the node type installs new content: a table's `setContent` (which
    /// supersedes an update requested with `setContent(_:) async` and not applied yet: `content`
    /// was made from that update's content), a list's `setRows`.
    private func installDropped(_ content: DescribedContent) {
        switch self {
        case let table as DescribedTableDelegate:
            table.setContent(content)
        case let list as DescribedRowsDelegate:
            // A list's content has one section (the row and the target were found in it).
            list.setRows(content.sections[0].rows)
        default:
            break
        }
    }

    /// `content` with the row with `id` (and its children) moved under the row with `parentID`,
    /// in any section, as its last child; nil when either is not in it, or the parent is the row
    /// or one of its descendants.
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline.
    static func content(
        _ content: DescribedContent, moving id: DescribedID, under parentID: DescribedID
    ) -> DescribedContent? {
        var content = content
        guard let from = place(of: id, in: content) else { return nil }
        let row = OutlinePath.withChildren(at: Array(from.path.dropLast()), of: &content.sections[from.section].rows) {
            $0.remove(at: from.path[from.path.count - 1])
        }
        // Found after the row left its place: a parent under the row left with it.
        guard let to = place(of: parentID, in: content) else { return nil }
        OutlinePath.withChildren(at: to.path, of: &content.sections[to.section].rows) { $0.append(row) }
        return content
    }

    /// The section and outline path of the row with `id` in `content`; nil when no row has it.
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline.
    private static func place(of id: DescribedID, in content: DescribedContent) -> (section: Int, path: [Int])? {
        for (section, described) in content.sections.enumerated() {
            if let path = OutlinePath.find(id, in: described.rows) { return (section, path) }
        }
        return nil
    }
}
