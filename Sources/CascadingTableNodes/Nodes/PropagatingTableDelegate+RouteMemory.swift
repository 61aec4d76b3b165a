import CascadingTableView
import Foundation

// Routing of calls that name no row: context menu calls after the configuration, drag session
// calls after the first items. The child that answered first is remembered on the object the
// later calls carry.
extension PropagatingTableDelegate {
    /// Remembers on `configuration` that `child` gave it, and returns it.
    final func remember(
        _ configuration: ContextMenuConfiguration?, from child: any CascadingTableDelegate
    ) -> ContextMenuConfiguration? {
        configuration?.routes.remember(child, under: self)
        return configuration
    }

    /// Calls `call` with the child `memory` remembers for this node while it is still one of this
    /// node's children; otherwise returns `fallback()`.
    final func route<Answer>(
        remembered memory: RouteMemory, otherwise fallback: @autoclosure () -> Answer,
        _ call: (any CascadingTableDelegate) -> Answer
    ) -> Answer {
        guard let child = memory.answerer(under: self) as? any CascadingTableDelegate,
            self.child(at: child.index) === child
        else { return fallback() }
        return call(child)
    }

    /// Calls `call` with the child that owns every one of `indexPaths` and the paths as it sees
    /// them; returns `fallback()` when there are none, one reaches no child, or they reach
    /// several children.
    final func route<Answer>(
        _ indexPaths: [IndexPath], in tableView: TableView, otherwise fallback: @autoclosure () -> Answer,
        _ call: (any CascadingTableDelegate, [IndexPath]) -> Answer
    ) -> Answer {
        var owner: (any CascadingTableDelegate)?
        var local: [IndexPath] = []
        for indexPath in indexPaths {
            guard let (child, path) = route(indexPath, in: tableView, otherwise: nil, { ($0, $1) }),
                owner == nil || owner === child
            else { return fallback() }
            owner = child
            local.append(path)
        }
        guard let owner else { return fallback() }
        return call(owner, local)
    }

    /// Remembers on `session` that `child` gave its first items, when it gave any.
    final func remember(
        _ items: [DragItem], for session: DragSession, from child: any CascadingTableDelegate
    ) -> [DragItem] {
        if !items.isEmpty {
            session.routes.remember(child, under: self)
        }
        return items
    }

    /// Calls `call` with the child that owns a drop destination and the destination as it sees
    /// it; returns `fallback()` for a nil destination or when no child owns it. In `.row` mode a
    /// destination one past the last row goes to the child owning the row before it, translated.
    final func route<Answer>(
        destination: IndexPath?, in tableView: TableView, otherwise fallback: @autoclosure () -> Answer,
        _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        guard let destination else { return fallback() }
        if let (child, local) = route(destination, in: tableView, otherwise: nil, { ($0, $1) }) {
            return call(child, local)
        }
        guard propagationMode == .row, destination.isTableIndexPath, destination[1] > 0 else { return fallback() }
        var previous = destination
        previous[1] -= 1
        guard let (child, _) = route(previous, in: tableView, otherwise: nil, { ($0, $1) }) else { return fallback() }
        return call(child, translate(destination, into: child, tableView, section: destination[0]))
    }
}
