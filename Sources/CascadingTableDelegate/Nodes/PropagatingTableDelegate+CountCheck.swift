import Foundation

/// A node's range children and their counts before a batch, with the change their local updates
/// declared; after a rejected batch, a child whose count changed by something else is named.
struct CountCheck {
    struct Entry {
        weak var child: (any CascadingTableDelegate)?
        let position: Int
        let count: Int
        var declared = 0
    }

    var entries: [Entry] = []
}

// Checking, around each batch, that range children change their counts only through updates.
extension PropagatingTableDelegate: TableCountObserver {
    /// Notes each range child's count as the table holds it, and the change `localUpdates` declare
    /// for it (a range's count includes the rows of the nodes inside it).
    func tableWillValidateBatch(_ table: TableView, localUpdates: [LocalUpdate]) {
        guard let extents, preparedTable === table else {
            countCheck = nil
            return
        }
        var check = CountCheck()
        var entryOfChild: [ObjectIdentifier: Int] = [:]
        for (position, child) in routingChildren.enumerated() where child.ownsRange && position < extents.count {
            entryOfChild[ObjectIdentifier(child)] = check.entries.count
            check.entries.append(.init(child: child, position: position, count: extents.units(ofChildAt: position)))
        }
        for update in localUpdates where update.operation.countChange != 0 {
            var current = node(of: update.part)
            var steps = 0
            while let node = current, steps < nodeMaximumDepth {
                if let entry = entryOfChild[ObjectIdentifier(node)], node.parentDelegate === self {
                    check.entries[entry].declared += update.operation.countChange
                    break
                }
                current = node.parentDelegate
                steps += 1
            }
        }
        countCheck = check
    }

    /// After a rejected batch, names every range child whose count changed by something other
    /// than what its updates declared.
    func tableDidValidateBatch(_ table: TableView, valid: Bool) {
        defer { countCheck = nil }
        guard !valid, let check = countCheck, let extents else { return }
        for entry in check.entries {
            guard let child = entry.child, self.child(at: entry.position) === child, entry.position < extents.count
            else { continue }
            let now = extents.units(ofChildAt: entry.position)
            // A child no longer in the table (its section was removed, say) has no count there.
            guard now != entry.count + entry.declared, let region = child.regionInTable else { continue }
            table.diagnostics.report(
                TableViewDiagnostic(
                    kind: .undeclaredCountChange(
                        node: String(describing: type(of: child)), before: entry.count, after: now),
                    message:
                        "A \(type(of: child)) at \(region) went from \(entry.count) to \(now) rows or sections, but "
                        + "its updates declared a change of \(entry.declared): update the table when a node's count "
                        + "changes."))
        }
    }
}
