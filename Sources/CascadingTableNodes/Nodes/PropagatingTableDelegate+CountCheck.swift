import CascadingTableView
import Foundation

/// A node's range children as the table counted them before a batch, and the local updates the
/// batch carries; after a rejected batch, a child whose count changed by something other than
/// what those updates declared is named. Kept as it is given (a copy of the extents and of the
/// list of updates), so that a valid batch, by far the most common, pays nothing for the check.
struct CountCheck {
    let extents: ChildExtents
    let children: ContiguousArray<any CascadingTableDelegate>
    let localUpdates: [LocalUpdate]
}

// Taking the counts the table holds, and checking, around each batch, that range children change
// their counts only through updates.
extension PropagatingTableDelegate: TableCountObserver {
    /// Sets where the children start to where this node last counted them: the table holds those
    /// counts now. A count taken for other children than the ones routed to now (they changed
    /// since) is dropped, and routing counts the children for each call until the table counts
    /// again. Another table than the one the node was prepared with is ignored.
    package func tableDidTakeCounts(_ table: TableView) {
        // Taken out, not copied (a copy retains the extents' arrays); read in place first.
        guard routing.counted?.count != nil, preparedTable == nil || preparedTable === table,
            let counted = routing.counted.take()
        else { return }
        routing.extents = counted.count == routing.children.count ? counted : nil
    }

    /// Keeps the children's counts as the table holds them, and the updates of the batch.
    package func tableWillValidateBatch(_ table: TableView, localUpdates: [LocalUpdate]) {
        guard let extents = routing.extents, preparedTable === table else {
            countCheck = nil
            return
        }
        countCheck = CountCheck(extents: extents, children: routing.children, localUpdates: localUpdates)
    }

    /// After a rejected batch, names every range child whose count changed by something other
    /// than what its updates declared (a range's count includes the rows of the nodes inside it).
    package func tableDidValidateBatch(_ table: TableView, valid: Bool) {
        defer { countCheck = nil }
        guard !valid, let check = countCheck, let extents = routing.counted else { return }
        var declared: [ObjectIdentifier: Int] = [:]
        for update in check.localUpdates where update.operation.countChange != 0 {
            var current = node(of: update.part)
            var steps = 0
            while let node = current, steps < nodeMaximumDepth {
                if node.parentDelegate === self {
                    declared[ObjectIdentifier(node), default: 0] += update.operation.countChange
                    break
                }
                current = node.parentDelegate
                steps += 1
            }
        }
        for (position, child) in check.children.enumerated() where position < check.extents.count {
            guard child.ownsRange, self.child(at: position) === child, position < extents.count else { continue }
            let before = check.extents.units(ofChildAt: position)
            let now = extents.units(ofChildAt: position)
            let change = declared[ObjectIdentifier(child)] ?? 0
            // A child no longer in the table (its section was removed, say) has no count there.
            guard now != before + change, let region = child.regionInTable else { continue }
            table.diagnostics.report(
                TableViewDiagnostic(
                    kind: .undeclaredCountChange(node: String(describing: type(of: child)), before: before, after: now),
                    message:
                        "A \(type(of: child)) at \(region) went from \(before) to \(now) rows or sections, but its "
                        + "updates declared a change of \(change): update the table when a node's count changes."))
        }
    }
}
