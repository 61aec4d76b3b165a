import Foundation

/// A weak reference to a node with range children, kept by the table it counted for.
struct WeakRangeParent {
    weak var node: PropagatingTableDelegate?
}

/// Each range child's count before a batch, and the change that node updates declared for it;
/// after the batch, a child whose count changed by something else is named in a diagnostic.
struct CountWatch {
    /// A range child, its parent's numbering of it, its count before the batch.
    struct Entry {
        weak var parent: PropagatingTableDelegate?
        weak var child: (any CascadingTableDelegate)?
        let position: Int
        let count: Int
    }

    var entries: [Entry] = []
    /// The change in units each node (keyed by identity) declared, through its own updates and
    /// those of the nodes inside it.
    var declared: [ObjectIdentifier: Int] = [:]
}

extension TableView {
    /// Records every range child's count, as the table holds it, and what `updates` declare.
    func watchCounts(declaring updates: [NodeUpdate]) {
        if updateState.countWatch == nil {
            updateState.countWatch = takeCountWatch()
        }
        for update in updates where update.countChange != 0 {
            var node: (any CascadingTableDelegate)? = update.node
            var steps = 0
            // A range's count includes the rows of the nodes inside it.
            while let current = node, steps < nodeMaximumDepth {
                let key = ObjectIdentifier(current)
                updateState.countWatch?.declared[key, default: 0] += update.countChange
                node = current.parentDelegate
                steps += 1
            }
        }
    }

    /// A watch over every range child the table's nodes have counted.
    func takeCountWatch() -> CountWatch {
        var watch = CountWatch()
        updateState.rangeParents = updateState.rangeParents.filter { $0.value.node != nil }
        for parent in updateState.rangeParents.values.compactMap(\.node) {
            guard let extents = parent.extents else { continue }
            for (position, child) in parent.routingChildren.enumerated() where child.ownsRange {
                guard position < extents.count else { continue }
                let count = extents.starts[position + 1] - extents.starts[position]
                watch.entries.append(.init(parent: parent, child: child, position: position, count: count))
            }
        }
        return watch
    }

    /// Names every range child whose count changed by something other than what updates declared.
    func reportUndeclaredCountChanges(_ watch: CountWatch) {
        for entry in watch.entries {
            guard let parent = entry.parent, let child = entry.child, parent.child(at: entry.position) === child,
                let extents = parent.extents, entry.position < extents.count
            else { continue }
            let now = extents.starts[entry.position + 1] - extents.starts[entry.position]
            let declared = watch.declared[ObjectIdentifier(child)] ?? 0
            // A child no longer in the table (its section was removed, say) has no count there.
            guard now != entry.count + declared, let region = child.regionInTable else { continue }
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .undeclaredCountChange(
                        node: String(describing: type(of: child)), before: entry.count, after: now),
                    message:
                        "A \(type(of: child)) at \(region) went from \(entry.count) to \(now) rows or sections, but "
                        + "its updates declared a change of \(declared): update the table when a node's count changes.")
            )
        }
    }
}
