import Foundation

// Routing: which child answers a call, and the index path or section it sees. Every routed method
// of the class is one line over `route`.
extension PropagatingTableDelegate {
    /// Calls `call` with the child that answers for `indexPath` and the index path as that child
    /// sees it, or returns `fallback()` when no child answers (a malformed, negative or
    /// out-of-range index path).
    ///
    /// The child is the one at `indexPath.section` (`.section` mode) or `indexPath.row` (`.row`
    /// mode) while no child owns a range; otherwise the one whose range holds it. A range child
    /// sees the index path local to its range (a range of rows sees section 0 and its own rows; a
    /// range of sections, its own sections); any other child sees it unchanged.
    ///
    /// - Complexity: O(1) without range children; with them, O(1) for calls in table order and
    ///   O(log *k*) otherwise, for *k* children.
    @inline(__always)
    final func route<Answer>(
        _ indexPath: IndexPath, in tableView: TableView, otherwise fallback: @autoclosure () -> Answer,
        _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        guard indexPath.isTableIndexPath else { return fallback() }
        // Subscripts, not `section`/`row`: the count is already checked, and each Foundation
        // call costs on a path every table call takes.
        let dimension = propagationMode == .section ? 0 : 1
        let unit = indexPath[dimension]
        guard hasRangeChildren else {
            guard unit >= 0 && unit < routingChildren.count else { return fallback() }
            return call(routingChildren[unit], indexPath)
        }
        guard let (child, local) = childAndLocalUnit(unit, section: indexPath[0], in: tableView) else {
            return fallback()
        }
        guard child.ownsRange else { return call(child, indexPath) }
        // A range of sections sees its own sections; a range of rows sees section 0 and its own
        // rows, so that a reusable node never needs to know where it sits.
        return call(
            child, dimension == 0 ? IndexPath(indexes: [local, indexPath[1]]) : IndexPath(indexes: [0, local]))
    }

    /// Calls `call` with the child that answers for a section-scoped call and the section as that
    /// child sees it, or returns `fallback()`. Only `.section`-mode nodes route these: in `.row`
    /// mode the children are rows, and the node answers for its section itself.
    @inline(__always)
    final func route<Answer>(
        section: Int, in tableView: TableView, otherwise fallback: @autoclosure () -> Answer,
        _ call: (any CascadingTableDelegate, Int) -> Answer
    ) -> Answer {
        guard propagationMode == .section,
            let (child, local) = childAndLocalUnit(section, section: section, in: tableView)
        else { return fallback() }
        return call(child, local)
    }

    /// The child that owns `unit` (a section in `.section` mode, a row of `section` in `.row`
    /// mode) and the unit as that child sees it.
    @inline(__always)
    final func childAndLocalUnit(
        _ unit: Int, section: Int, in tableView: TableView
    ) -> (child: any CascadingTableDelegate, local: Int)? {
        guard hasRangeChildren else {
            guard unit >= 0 && unit < routingChildren.count else { return nil }
            return (routingChildren[unit], unit)
        }
        if extents == nil || (propagationMode == .row && extents?.section != section) {
            measureChildren(inSection: section, of: tableView)
        }
        guard let position = extents?.child(owning: unit) else { return nil }
        let child = routingChildren[position]
        return (child, child.ownsRange ? unit - extents!.starts[position] : unit)
    }

    /// The child at `position`, or nil when there is none (negative or past the end).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    final func child(at position: Int) -> (any CascadingTableDelegate)? {
        position >= 0 && position < routingChildren.count ? routingChildren[position] : nil
    }

    /// Asks every range child how many units it has now and caches where each child starts: rows
    /// of `section` in `.row` mode, sections in `.section` mode. Called whenever the table asks
    /// this node's count (at a reload and after an update), so routing always follows the counts
    /// the table holds.
    ///
    /// - Complexity: O(*k*) for *k* children.
    @discardableResult
    final func measureChildren(inSection section: Int, of tableView: TableView) -> ChildExtents {
        let measured = currentExtents(inSection: section, of: tableView)
        extents = measured
        tableView.updateState.rangeParents[ObjectIdentifier(self)] = WeakRangeParent(node: self)
        return measured
    }

    /// Where the children start if measured now, without caching it.
    final func currentExtents(inSection section: Int, of tableView: TableView) -> ChildExtents {
        let isRowMode = propagationMode == .row
        let extents = routingChildren.lazy.map { child -> Int in
            guard child.ownsRange else { return 1 }
            return isRowMode
                ? child.tableView(tableView, numberOfRowsInSection: 0) : child.numberOfSections(in: tableView)
        }
        return ChildExtents(extents: extents, section: isRowMode ? section : nil)
    }

    /// Where child `position` starts among this node's units, as the table last saw it.
    final func start(ofChildAt position: Int, in tableView: TableView, section: Int) -> Int {
        guard hasRangeChildren else { return position }
        if extents == nil || (propagationMode == .row && extents?.section != section) {
            measureChildren(inSection: section, of: tableView)
        }
        return extents!.starts[position]
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
        guard let table = currentTableView else { return }
        let previous = Set(oldChildren.map { ObjectIdentifier($0) })
        for child in childDelegates where !previous.contains(ObjectIdentifier(child)) {
            child.prepare(tableView: table)
        }
    }

    /// Calls `body` once for each child concerned by `indexPaths`, with that child's index paths
    /// (as it sees them) in their original order. Children are called in the order their first
    /// index path appears; malformed and out-of-range index paths are dropped.
    final func forEachChild(
        splitting indexPaths: [IndexPath], in tableView: TableView,
        _ body: (any CascadingTableDelegate, [IndexPath]) -> Void
    ) {
        var slotOfChild: [ObjectIdentifier: Int] = [:]
        var groups: [(child: any CascadingTableDelegate, indexPaths: [IndexPath])] = []
        for indexPath in indexPaths {
            route(indexPath, in: tableView, otherwise: ()) { child, local in
                if let slot = slotOfChild[ObjectIdentifier(child)] {
                    groups[slot].indexPaths.append(local)
                } else {
                    slotOfChild[ObjectIdentifier(child)] = groups.count
                    groups.append((child, [local]))
                }
            }
        }
        for group in groups {
            body(group.child, group.indexPaths)
        }
    }

    /// The concatenated section index titles of the children, each with the section (in this
    /// node's numbering) it leads to; nil when no child gives any. A range child's titles lead to
    /// the sections it answers for them, translated; any other child's titles lead to its section.
    final func childSectionIndexTitles(for tableView: TableView) -> [(title: String, section: Int)]? {
        var titles: [(title: String, section: Int)] = []
        var anyChildGaveTitles = false
        for (position, child) in routingChildren.enumerated() {
            guard let childTitles = child.sectionIndexTitles(for: tableView) else { continue }
            anyChildGaveTitles = true
            let start = start(ofChildAt: position, in: tableView, section: 0)
            for (index, title) in childTitles.enumerated() {
                let section =
                    child.ownsRange
                    ? start + child.tableView(tableView, sectionForSectionIndexTitle: title, at: index) : start
                titles.append((title, section))
            }
        }
        return anyChildGaveTitles ? titles : nil
    }
}

extension PropagatingTableDelegate {
    /// `indexPath`, in this node's coordinates, as `child` sees it: shifted into the child's
    /// range when the child owns one (the result may lie outside the range; a row range sees its
    /// section as 0), unchanged otherwise.
    final func translate(
        _ indexPath: IndexPath, into child: any CascadingTableDelegate, _ tableView: TableView
    ) -> IndexPath {
        shift(indexPath, of: child, tableView, by: -1)
    }

    /// `indexPath`, as `child` sees it, in this node's coordinates.
    final func translate(
        _ indexPath: IndexPath, outOf child: any CascadingTableDelegate, _ tableView: TableView
    ) -> IndexPath {
        shift(indexPath, of: child, tableView, by: 1)
    }

    /// Adds (`sign` 1) or subtracts (-1) the start of `child`'s range in this node's dimension.
    private func shift(
        _ indexPath: IndexPath, of child: any CascadingTableDelegate, _ tableView: TableView, by sign: Int
    ) -> IndexPath {
        guard hasRangeChildren, child.ownsRange, indexPath.isTableIndexPath, self.child(at: child.index) === child
        else { return indexPath }
        var shifted = indexPath
        switch propagationMode {
        case .section:
            shifted[0] += sign * start(ofChildAt: child.index, in: tableView, section: 0)
        case .row:
            // A row range sees this node's section (the one its rows were counted in) as 0, and
            // other sections relative to it, their rows unchanged: a path in another section is
            // never mistaken for one of the range's rows, and the translation inverts exactly.
            guard let extents, let section = extents.section else { return indexPath }
            shifted[0] += sign * section
            if shifted[0] == (sign < 0 ? 0 : section) {
                shifted[1] += sign * extents.starts[child.index]
            }
        }
        return shifted
    }
}
