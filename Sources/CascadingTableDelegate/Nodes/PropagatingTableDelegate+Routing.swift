import Foundation

// Routing: which child answers a call. Every routed method of the class is one line over these.
extension PropagatingTableDelegate {
    /// The child at `position`, or nil when there is none (negative or past the end).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    final func child(at position: Int) -> (any CascadingTableDelegate)? {
        position >= 0 && position < routingChildren.count ? routingChildren[position] : nil
    }

    /// The position of the child that answers for `indexPath` in the current mode, or nil for a
    /// malformed index path (not two indexes).
    @inline(__always)
    final func childPosition(for indexPath: IndexPath) -> Int? {
        guard indexPath.isTableIndexPath else { return nil }
        // Subscripts, not `section`/`row`: the count is already checked, and each Foundation
        // call costs on a path every table call takes.
        return indexPath[propagationMode == .section ? 0 : 1]
    }

    /// The child that answers for `indexPath`: the one at `indexPath.section` (`.section` mode)
    /// or `indexPath.row` (`.row` mode); nil for a malformed or out-of-range index path.
    @inline(__always)
    final func child(for indexPath: IndexPath) -> (any CascadingTableDelegate)? {
        // Not `.flatMap(child(at:))`: handing an isolated method to a nonisolated function makes
        // Swift 6 check the executor at run time, on every routed call.
        guard let position = childPosition(for: indexPath) else { return nil }
        return child(at: position)
    }

    /// The child that answers for a section-scoped call: the one at `section` in `.section` mode;
    /// always nil in `.row` mode, where a node's children are rows, not sections.
    @inline(__always)
    final func child(forSection section: Int) -> (any CascadingTableDelegate)? {
        propagationMode == .section ? child(at: section) : nil
    }

    /// Clears `parentDelegate` of the children in `oldChildren` that are no longer children and
    /// still name this node as their parent, so they no longer claim a place in the table.
    final func detachRemovedChildren(_ oldChildren: [any CascadingTableDelegate]) {
        let current = Set(childDelegates.map { ObjectIdentifier($0) })
        for child in oldChildren where !current.contains(ObjectIdentifier(child)) && child.parentDelegate === self {
            child.parentDelegate = nil
        }
    }

    /// Prepares the children that were not in `oldChildren` with the table this node was prepared
    /// with, if any.
    final func prepareAddedChildren(_ oldChildren: [any CascadingTableDelegate]) {
        guard let table = preparedTableView else { return }
        let previous = Set(oldChildren.map { ObjectIdentifier($0) })
        for child in childDelegates where !previous.contains(ObjectIdentifier(child)) {
            child.prepare(tableView: table)
        }
    }

    /// Calls `body` once for each child concerned by `indexPaths`, with that child's index paths in
    /// their original order. Children are called in the order their first index path appears;
    /// malformed and out-of-range index paths are dropped.
    final func forEachChild(
        splitting indexPaths: [IndexPath], _ body: (any CascadingTableDelegate, [IndexPath]) -> Void
    ) {
        var slotOfChild: [Int: Int] = [:]
        var groups: [(child: Int, indexPaths: [IndexPath])] = []
        for indexPath in indexPaths {
            guard let position = childPosition(for: indexPath), child(at: position) != nil else { continue }
            if let slot = slotOfChild[position] {
                groups[slot].indexPaths.append(indexPath)
            } else {
                slotOfChild[position] = groups.count
                groups.append((position, [indexPath]))
            }
        }
        for group in groups {
            body(routingChildren[group.child], group.indexPaths)
        }
    }

    /// The concatenated section index titles of the children, each with the position of the child
    /// that gave it; nil when no child gives any.
    final func childSectionIndexTitles(for tableView: TableView) -> [(title: String, child: Int)]? {
        var titles: [(title: String, child: Int)] = []
        var anyChildGaveTitles = false
        for (position, child) in childDelegates.enumerated() {
            guard let childTitles = child.sectionIndexTitles(for: tableView) else { continue }
            anyChildGaveTitles = true
            titles.append(contentsOf: childTitles.map { ($0, position) })
        }
        return anyChildGaveTitles ? titles : nil
    }
}
