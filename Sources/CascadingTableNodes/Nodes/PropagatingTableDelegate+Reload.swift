import CascadingTableCollections
import CascadingTableView
import Foundation

// Reacting to a change of children, as `reloadModeOnChildDelegatesChanged` says. The node's
// changes reach the table as every part's do: it joins the batch as a contributor, and names its
// net change, from the children the table shows to the children it has, when the batch is
// applied (so any number of changes, of this node and others, in one batch make one valid update).

/// Where a child starts among its parent's units (sections, or rows of a section) and how many it
/// has; `measured` when the parent measured its children (one of them owns a range).
struct ChildSpan {
    var start: Int
    var count: Int
    var measured: Bool
}

/// A node's children as the table shows them: kept when the children first change in a batch,
/// until the batch is applied, so that every part of the batch is placed as the table shows it.
struct ShownChildren {
    /// The children the table shows.
    let children: [any CascadingTableDelegate]
    /// Where each starts and, last, the total, as the table counted them; nil when no child
    /// owned a range (each child is one unit).
    let starts: [Int]?

    /// The units each child has.
    var counts: [Int] {
        guard let starts else { return children.map { _ in 1 } }
        return (0..<children.count).map { starts[$0 + 1] - starts[$0] }
    }

    /// Where `child` was among the units, or nil when it was not a child.
    func span(of child: any CascadingTableDelegate) -> ChildSpan? {
        guard let position = children.firstIndex(where: { $0 === child }) else { return nil }
        guard let starts else { return ChildSpan(start: position, count: 1, measured: false) }
        return ChildSpan(start: starts[position], count: starts[position + 1] - starts[position], measured: true)
    }
}

extension PropagatingTableDelegate {
    /// Keeps the children as the table shows them, before they change, when the change will be
    /// part of a batch of the table this node serves: its reload mode makes it one, or a batch is
    /// open. The first change of a batch keeps them; later ones leave them.
    final func keepShownChildren() {
        guard shownChildren == nil, let table = preparedTable, attachedTableView === table else { return }
        guard reloadModeOnChildDelegatesChanged != .none || table.hasOpenBatch else { return }
        let children = routing.children
        var starts: [Int]?
        if routing.hasRangeChildren, let extents = routing.extents, extents.count == children.count {
            starts = extents.starts
        }
        shownChildren = ShownChildren(children: Array(children), starts: starts)
    }

    /// Applies ``reloadModeOnChildDelegatesChanged`` after the children changed, on the table the
    /// node was prepared with.
    ///
    /// `.whole` reloads that table wherever the node is (inside an open batch, the batch ends in
    /// that reload). `.section` and `.animated` join the batch being recorded, or one of their
    /// own, and name their change when it is applied: `.section` reloads the node's part of the
    /// table, `.animated` applies the difference of the children. A node that is not located in
    /// the table it was prepared with: `.section` reloads the section numbered by its `index`, as
    /// the original library did (the table reports that reload as an invalid update when there is
    /// no such section, as UIKit would raise); `.animated` reports
    /// ``TableViewDiagnostic/Kind/nodeNotAttached(_:)``.
    final func childDelegatesDidChange() {
        let mode = reloadModeOnChildDelegatesChanged
        guard let table = preparedTable else { return }
        let located = shownChildren != nil && regionInTable != nil
        switch mode {
        case .none:
            // Kept for the batch that is open: its other parts are placed as the table shows them.
            if shownChildren != nil { table.enqueue(contributor: self) }
        case .whole:
            if table.hasOpenBatch && shownChildren != nil {
                table.enqueue(contributor: self)
            } else {
                shownChildren = nil
                table.reloadData()
            }
        case .section(let animation):
            if located && table.hasOpenBatch {
                table.enqueue(contributor: self)
            } else if located, let region = regionInTable {
                // A batch of its own, through the table's own reload methods, as the original's:
                // nothing else changes in it, so the numbering now is the one the table shows.
                shownChildren = nil
                let operations = reloadOperations(of: region, in: table)
                table.performBatchUpdates {
                    for operation in operations {
                        table.perform(operation, inRegion: region, with: animation)
                    }
                }
            } else if index >= 0 {
                shownChildren = nil
                // As the original did; the table reports the reload if it names no section.
                table.reloadSections(IndexSet(integer: index), with: animation)
            } else {
                shownChildren = nil
                reportNotAttached(to: table, mode: mode)
            }
        case .animated:
            guard located else {
                shownChildren = nil
                return reportNotAttached(to: table, mode: mode)
            }
            table.enqueue(contributor: self)
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

extension PropagatingTableDelegate: BatchContributor {
    /// A node's change of children covers the updates of the nodes inside it that own ranges
    /// (see ``takeBatchChanges()``).
    package var mayCoverOtherParts: Bool { true }

    /// The node's net change, from the children the table shows to those it has now, as its
    /// reload mode names it, in the coordinates of its region (see ``NodeRegionPart``), and the
    /// other updates of the batch (``TableView/otherUpdatesOfBatch``) it covers.
    ///
    /// Nothing when the table did not show the node (it joined the tree in this batch: whoever
    /// added it names its rows), when it left the tree in this batch, or when an ancestor that
    /// reaches its units (through ranges) names its own change in this batch: that ancestor's
    /// reload or difference covers every unit of its region.
    ///
    /// The change covers the updates of the nodes it reaches through ranges (a range leaf
    /// inserting rows, say), which would name their rows a second time: `.section` reloads them
    /// all; `.animated` takes each such node's rows (or sections) apart by what its updates say
    /// happened to them (moved, kept, new), so its rows keep their cells, and names them once.
    /// A node whose updates do not take its count as the table shows it to its count now keeps
    /// them (the batch is then invalid, as it would be without the ancestor's change).
    package func takeBatchChanges() -> BatchContribution {
        var contribution = BatchContribution(keepsFirstVisibleRowInPlace: false)
        guard let shown = shownChildren, let table = preparedTable, let frame = frame(asShown: true),
            tableFrame != nil, !isCoveredByAnAncestor
        else {
            return contribution
        }
        let region = frame.region
        contribution.part = NodeRegionPart(node: self)
        let others = table.otherUpdatesOfBatch
        switch reloadModeOnChildDelegatesChanged {
        case .none:
            break
        case .whole:
            contribution.reloadsAllData = true
        case .section(let animation):
            contribution.operations = reloadOperations(of: region, in: table).map { ($0, animation) }
            for inside in updatesInside(others) {
                contribution.covered.insert(inside.index)
            }
        case .animated(let animation):
            // The section the children count their rows in, as they see it.
            let section = frame.fixedSection.map { $0 - frame.sectionShift } ?? 0
            var units = UnitsOfChildren(
                rows: propagationMode == .row, insideUpdates: updatesInside(others), others: others)
            contribution.operations = differenceOperations(
                from: shown, in: region, section: section, of: table, animation: animation, units: &units)
            contribution.covered = units.covered
        }
        return contribution
    }

    /// The positions in `others` of the updates of nodes this node reaches through ranges (each
    /// node, up to this one's child, owns a range), with the node.
    private func updatesInside(_ others: [LocalUpdate]) -> [(index: Int, node: ObjectIdentifier)] {
        var inside: [(index: Int, node: ObjectIdentifier)] = []
        for (index, update) in others.enumerated() {
            guard let node = node(of: update.part), node.ownsRange else { continue }
            var current: any CascadingTableDelegate = node
            var steps = 0
            while current.ownsRange, let parent = current.parentDelegate, steps < nodeMaximumDepth {
                if parent === self {
                    inside.append((index, ObjectIdentifier(node)))
                    break
                }
                current = parent
                steps += 1
            }
        }
        return inside
    }

    /// Whether an ancestor reaching this node's units through ranges names its own change of
    /// children in this batch, by a reload or a difference of its whole region.
    private var isCoveredByAnAncestor: Bool {
        var node: any CascadingTableDelegate = self
        var steps = 0
        while node.ownsRange, let parent = node.parentDelegate as? PropagatingTableDelegate, steps < nodeMaximumDepth {
            if parent.shownChildren != nil && parent.reloadModeOnChildDelegatesChanged != .none {
                return true
            }
            node = parent
            steps += 1
        }
        return false
    }

    /// Forgets the children kept as shown: the table shows the children it has now.
    package func batchDidFinish(in table: TableView, valid: Bool) {
        shownChildren = nil
    }

    /// Reloads the units (sections, or rows) of `region` that the node still has, and inserts or
    /// deletes the ones past that, in region coordinates, so that the update is valid whatever
    /// the change.
    fileprivate func reloadOperations(of region: NodeRegion, in table: TableView) -> [LocalOperation] {
        let old: Int
        let now: Int
        switch region {
        case .table:
            (old, now) = (table.numberOfSections, max(numberOfSections(in: table), 0))
        case .sections(let sections):
            // A section node is one section whatever its children; a range counts its own.
            (old, now) = (sections.count, ownsRange ? max(numberOfSections(in: table), 0) : 1)
        case .rows(_, let rows):
            (old, now) = (rows.count, ownsRange ? max(tableView(table, numberOfRowsInSection: 0), 0) : 1)
        }
        let kept = 0..<min(old, now)
        var operations: [LocalOperation] = []
        for (units, kind) in [
            (kept, UnitChange.reload), (kept.upperBound..<now, .insert), (kept.upperBound..<old, .delete),
        ]
        where !units.isEmpty {
            operations.append(kind.operation(on: units, rows: region.isRows))
        }
        return operations
    }

    /// The difference of the children, unit by unit (a range child's rows or sections matched by
    /// their position in it), in region coordinates; the units of children whose stable ID is now
    /// given by another node object are configured again in place.
    private func differenceOperations(
        from shown: ShownChildren, in region: NodeRegion, section: Int, of table: TableView,
        animation: TableView.RowAnimation, units: inout UnitsOfChildren
    ) -> [(operation: LocalOperation, animation: TableView.RowAnimation?)] {
        let oldUnits = Self.units(of: shown.children, counts: shown.counts, asShown: true, in: table, &units)
        let newUnits = Self.units(
            of: childDelegates, counts: currentExtents(inSection: section, of: table).counts, asShown: false,
            in: table, &units)
        let difference = ListDifference(from: oldUnits, to: newUnits)
        let replaced = replacedUnits(of: oldUnits, from: shown.children)
        // The children are rows of the region's one section in `.row` mode, sections otherwise.
        let rows = propagationMode == .row
        var changes =
            rows ? SectionedDifference(rows: difference, inSection: 0) : SectionedDifference(sections: difference)
        // The cells of a replaced child's rows, as the table shows them.
        changes.rowReconfigures =
            rows
            ? replaced.map { IndexPath(indexes: [0, $0]) }
            : replaced.flatMap { unit in
                (0..<table.numberOfRows(inSection: (region.section ?? 0) + unit)).map {
                    IndexPath(indexes: [unit, $0])
                }
            }
        return changes.batchOperations(animation: animation)
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

    /// One identity per unit of `children`, which have `counts` units each: the child's, and the
    /// unit's position in it. A child that routes a range is taken apart into its own children's
    /// units (as the table shows them, or as they are now), so that the difference names a change
    /// inside it by the units that change, and cells stay with the nodes that made them. A child
    /// that owns a range and asked for updates in this batch has its units now named by where
    /// they were shown (see ``UnitsOfChildren``).
    private static func units(
        of children: [any CascadingTableDelegate], counts: [Int], asShown: Bool, in table: TableView,
        _ context: inout UnitsOfChildren
    ) -> [UnitIdentity] {
        var units: [UnitIdentity] = []
        for (child, count) in zip(children, counts) {
            if let range = child as? PropagatingTableDelegate, range.ownsRange {
                let (grandchildren, grandcounts) = range.childrenAndCounts(asShown: asShown, in: table)
                let inner = Self.units(of: grandchildren, counts: grandcounts, asShown: asShown, in: table, &context)
                // Taken apart only when its children's units are exactly its own.
                if inner.count == count {
                    units += inner
                    if !asShown { context.cover(child) }
                    continue
                }
            }
            let identity = child.stableID ?? AnyHashable(ObjectIdentifier(child))
            if child.ownsRange, let origins = context.origins(of: child, count: count, asShown: asShown) {
                for (position, origin) in origins.enumerated() {
                    // A unit new in this batch gets an identity no shown unit has.
                    units.append(UnitIdentity(child: identity, unit: origin ?? -1 - position))
                }
                continue
            }
            units += (0..<count).map { UnitIdentity(child: identity, unit: $0) }
        }
        return units
    }

    /// The children and the units each has: as the table shows them (the children kept as shown,
    /// or the children and their extents as last counted), or as they are now.
    private func childrenAndCounts(asShown: Bool, in table: TableView) -> ([any CascadingTableDelegate], [Int]) {
        if !asShown {
            return (childDelegates, currentExtents(inSection: 0, of: table).counts)
        }
        if let shown = shownChildren {
            return (shown.children, shown.counts)
        }
        let children = Array(routing.children)
        if routing.hasRangeChildren, let extents = routing.extents, extents.count == children.count {
            return (children, extents.counts)
        }
        return (children, children.map { _ in 1 })
    }
}

/// A node's region of the table as a part: section 0 is the region's first section, row 0 of
/// section 0 its first row (for a region of rows). A node names its own changes in these
/// coordinates: they do not depend on how its ancestors number it, which the batch may change.
@MainActor
final class NodeRegionPart: TablePart {
    let node: any CascadingTableDelegate
    /// Where the node's region was as the table shows it, when the part was made inside a batch:
    /// the batch changes nothing the table shows, so it is still where the region is shown when
    /// the node can no longer be walked to (the batch removed it, and its parent let it go).
    let shown: TablePlacement?

    /// The node's type, named once: a stored name needs no code of its own, which only a rare
    /// diagnostic would run.
    let partName: String

    init(node: any CascadingTableDelegate, shown: TablePlacement? = nil) {
        self.node = node
        self.shown = shown
        partName = String(describing: type(of: node))
    }

    func placement(in table: TableView, asShown: Bool) -> TablePlacement? {
        guard let frame = node.frame(asShown: asShown, in: table) else { return asShown ? shown : nil }
        return frame.region.placement
    }
}

/// What happens to some units (sections, or rows of section 0) of a region.
enum UnitChange {
    case reload, insert, delete

    /// The operation on `units`: rows of section 0 when `rows`, sections otherwise.
    func operation(on units: some Sequence<Int>, rows: Bool) -> LocalOperation {
        let paths = units.map { IndexPath(indexes: [0, $0]) }
        let sections = IndexSet(units)
        switch self {
        case .reload: return rows ? .reloadRows(paths) : .reloadSections(sections)
        case .insert: return rows ? .insertRows(paths) : .insertSections(sections)
        case .delete: return rows ? .deleteRows(paths) : .deleteSections(sections)
        }
    }
}

extension TableView {
    /// Asks for `operation`, named in the coordinates of `region` (see ``NodeRegionPart``),
    /// through the table's own methods (which a subclass may observe).
    func perform(_ operation: LocalOperation, inRegion region: NodeRegion, with animation: RowAnimation) {
        perform(operation.placed(by: region.placement), with: animation)
    }
}

extension NodeRegion {
    /// The placement of the region's own coordinates: its first section, and its first row for a
    /// region of rows.
    var placement: TablePlacement {
        switch self {
        case .table: TablePlacement()
        case .sections(let sections): TablePlacement(sectionShift: sections.lowerBound)
        case .rows(let section, let rows): TablePlacement(sectionShift: section, rowShift: rows.lowerBound)
        }
    }

    /// Whether the region is rows of one section.
    var isRows: Bool {
        if case .rows = self { return true }
        return false
    }
}

extension ChildExtents {
    /// How many units each child has.
    var counts: [Int] { (0..<count).map(units(ofChildAt:)) }
}
