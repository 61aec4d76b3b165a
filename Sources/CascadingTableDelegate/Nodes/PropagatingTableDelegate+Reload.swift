import Foundation

// Reacting to a change of children, as `reloadModeOnChildDelegatesChanged` says.
extension PropagatingTableDelegate {
    /// Applies ``reloadModeOnChildDelegatesChanged`` after the children changed from
    /// `oldChildren`, on the table the node was prepared with.
    ///
    /// `.whole` reloads that table wherever the node is. `.section` reloads the node's part of
    /// the table where the node is located in it, and otherwise the section numbered by its
    /// `index`, as the original library did (the table reports that reload as an invalid update
    /// when there is no such section, as UIKit would raise). `.animated` needs the node located;
    /// without that it reports ``TableViewDiagnostic/Kind/nodeNotAttached(_:)``.
    final func childDelegatesDidChange(from oldChildren: [any CascadingTableDelegate]) {
        let mode = reloadModeOnChildDelegatesChanged
        guard mode != .none, let table = preparedTable else { return }
        let located = attachedTableView === table ? regionInTable : nil
        switch mode {
        case .none:
            break
        case .whole:
            table.reloadData()
        case .section(let animation):
            if let located {
                reload(located, of: table, with: animation)
            } else if index >= 0 {
                // As the original did; the table reports the reload if it names no section.
                table.reloadSections(IndexSet(integer: index), with: animation)
            } else {
                reportNotAttached(to: table, mode: mode)
            }
        case .animated(let animation):
            guard let located else { return reportNotAttached(to: table, mode: mode) }
            applyChildDifference(from: oldChildren, in: located, of: table, with: animation)
        }
    }

    /// Reloads the rows or sections of `region`, the node's part of the table as it was counted
    /// before the change; when the node now has more or fewer of them, the ones past the shorter
    /// count are inserted or deleted, so that the update is valid whatever the change.
    private func reload(_ region: NodeRegion, of table: TableView, with animation: TableView.RowAnimation) {
        switch region {
        case .table:
            reloadUnits(0..<table.numberOfSections, now: max(numberOfSections(in: table), 0), in: table) {
                .sections(IndexSet(integersIn: $0), animation)
            }
        case .sections(let sections):
            // A section node is one section whatever its children; a range counts its own.
            let now = ownsRange ? max(numberOfSections(in: table), 0) : 1
            reloadUnits(sections, now: now, in: table) { .sections(IndexSet(integersIn: $0), animation) }
        case .rows(let section, let rows):
            let now = ownsRange ? max(tableView(table, numberOfRowsInSection: 0), 0) : 1
            reloadUnits(rows, now: now, in: table) { .rows($0.map { IndexPath(row: $0, section: section) }, animation) }
        }
    }

    /// Reloads the first of the units `old` (sections, or rows of one section) that the node
    /// still has, and inserts or deletes the ones past that, as one batch: `now` is how many
    /// units the node has after the change.
    private func reloadUnits(
        _ old: Range<Int>, now: Int, in table: TableView, _ operation: (Range<Int>) -> UnitOperation
    ) {
        let kept = old.lowerBound..<old.lowerBound + min(old.count, now)
        let added = kept.upperBound..<old.lowerBound + now
        let removed = kept.upperBound..<old.upperBound
        let operations = (operation(kept), operation(added), operation(removed))
        table.performBatchUpdates {
            if !kept.isEmpty { operations.0.reload(in: table) }
            if !added.isEmpty { operations.1.insert(in: table) }
            if !removed.isEmpty { operations.2.delete(in: table) }
        }
    }

    /// Diffs the old and new children by identity (their stable IDs where they give one), unit by
    /// unit (a range child's rows or sections are matched by their position in it), and applies
    /// the difference to `region` as one batch update.
    private func applyChildDifference(
        from oldChildren: [any CascadingTableDelegate], in region: NodeRegion, of table: TableView,
        with animation: TableView.RowAnimation
    ) {
        let section = region.section ?? 0
        let oldUnits = units(of: oldChildren, counts: oldCounts(of: oldChildren))
        let newUnits = units(of: childDelegates, counts: currentExtents(inSection: section, of: table).counts)
        let difference = ListDifference(from: oldUnits, to: newUnits)
        let replaced = replacedUnits(of: oldUnits, from: oldChildren)
        // The children are sections in `.section` mode and rows of one section in `.row` mode;
        // the region says where the first of them is.
        let first: Int
        switch (propagationMode, region) {
        case (.section, _): first = region.section ?? 0
        case (.row, .rows(_, let rows)): first = rows.lowerBound
        case (.row, _): first = 0
        }
        let mode = propagationMode
        table.performBatchUpdates {
            switch mode {
            case .section:
                table.applySectionDifference(difference.shifted(by: first), with: animation)
                let rows = replaced.flatMap { unit in
                    (0..<table.numberOfRows(inSection: first + unit)).map { IndexPath(row: $0, section: first + unit) }
                }
                if !rows.isEmpty { table.reconfigureRows(at: rows) }
            case .row:
                table.applyRowDifference(difference.shifted(by: first), inSection: section, with: animation)
                if !replaced.isEmpty {
                    table.reconfigureRows(at: replaced.map { IndexPath(row: first + $0, section: section) })
                }
            }
        }
    }

    /// The positions among `oldUnits` of the units of children whose stable ID is now given by
    /// another node object: that node's cells replace the old node's, configured again in place
    /// (the batch drops the units it deletes).
    private func replacedUnits(of oldUnits: [UnitIdentity], from oldChildren: [any CascadingTableDelegate]) -> [Int] {
        var newObjects: [AnyHashable: ObjectIdentifier] = [:]
        for child in childDelegates {
            if let id = child.stableID { newObjects[id] = ObjectIdentifier(child) }
        }
        guard !newObjects.isEmpty else { return [] }
        var replaced: Set<AnyHashable> = []
        for child in oldChildren {
            if let id = child.stableID, let object = newObjects[id], object != ObjectIdentifier(child) {
                replaced.insert(id)
            }
        }
        return oldUnits.indices.filter { replaced.contains(oldUnits[$0].child) }
    }

    /// How many units each old child had, as the table last counted them.
    private func oldCounts(of oldChildren: [any CascadingTableDelegate]) -> [Int] {
        guard let extents = routing.extents, extents.count == oldChildren.count else {
            return oldChildren.map { $0.ownsRange ? 0 : 1 }
        }
        return extents.counts
    }

    /// One identity per unit: the child's, and the unit's position in the child.
    private func units(of children: [any CascadingTableDelegate], counts: [Int]) -> [UnitIdentity] {
        zip(children, counts).flatMap { child, count in
            let identity = child.stableID ?? AnyHashable(ObjectIdentifier(child))
            return (0..<count).map { UnitIdentity(child: identity, unit: $0) }
        }
    }

    /// Reports that the reload mode could not take effect.
    private func reportNotAttached(to table: TableView, mode: ReloadMode) {
        table.diagnostics.report(
            TableViewDiagnostic(
                kind: .nodeNotAttached(String(describing: type(of: self))),
                message: "A \(type(of: self)) changed its children with reload mode \(mode), but it is not located in "
                    + "the table it was prepared with (its tree is not that table's data source, or it is not at its "
                    + "index in its parent); the table was not updated."))
    }
}

/// Sections or rows of the table, with an animation, that a reload mode reloads, inserts or
/// deletes.
enum UnitOperation {
    case sections(IndexSet, TableView.RowAnimation)
    case rows([IndexPath], TableView.RowAnimation)

    @MainActor
    func reload(in table: TableView) {
        switch self {
        case .sections(let sections, let animation): table.reloadSections(sections, with: animation)
        case .rows(let rows, let animation): table.reloadRows(at: rows, with: animation)
        }
    }

    @MainActor
    func insert(in table: TableView) {
        switch self {
        case .sections(let sections, let animation): table.insertSections(sections, with: animation)
        case .rows(let rows, let animation): table.insertRows(at: rows, with: animation)
        }
    }

    @MainActor
    func delete(in table: TableView) {
        switch self {
        case .sections(let sections, let animation): table.deleteSections(sections, with: animation)
        case .rows(let rows, let animation): table.deleteRows(at: rows, with: animation)
        }
    }
}

/// A row or section of a child, for diffing children unit by unit: the child's stable ID (or the
/// object), and the unit's position in the child.
struct UnitIdentity: Hashable {
    let child: AnyHashable
    let unit: Int
}

extension ListDifference {
    /// The same difference for a list that starts at `offset` in a longer one.
    func shifted(by offset: Int) -> ListDifference {
        guard offset != 0 else { return self }
        let shift = { (position: Int) in position + offset }
        var shifted = self
        shifted.deletions = deletions.map(shift)
        shifted.insertions = insertions.map(shift)
        shifted.updates = updates.map(shift)
        shifted.moves = moves.map { Move(from: shift($0.from), to: shift($0.to)) }
        return shifted
    }
}

extension ChildExtents {
    /// How many units each child has.
    var counts: [Int] { (0..<count).map(units(ofChildAt:)) }
}
