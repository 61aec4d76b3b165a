import Foundation

// The row nodes of a described table: each row of its content is a node of its section's node,
// kept for as long as the row's identifier survives, and found by identifier through
// `rowNodeByID` (its place is the node's `index`, kept by the wiring).
extension DescribedTableDelegate {
    /// The node for `row`: its hand-written node, or the surviving node of its identifier given
    /// the new description, or a new one.
    func rowNode(for row: RowDescription) -> any CascadingTableDelegate {
        switch row.source {
        case .node(let handle, _):
            return handle.node
        case .content:
            if let existing = rowNodeByID[row.id] as? DescribedRowDelegate {
                existing.row = row
                return existing
            }
            return DescribedRowDelegate(row: row)
        }
    }

    /// The node for `row` when installing a plan, with ``rowNodeByID`` kept right: the node at the
    /// row's old place in `oldChildren` (each old section's children) when it is that row's
    /// described node, given the new description, which needs no look-up by identifier;
    /// otherwise the node ``rowNode(for:)`` finds or makes, recorded by identifier.
    ///
    /// - Returns: The node, and the node again when it is a described row node (so that the
    ///   caller need not cast it once more).
    func installedRowNode(
        for row: UnsafePointer<RowDescription>, at oldPlace: RowPlace?, in oldChildren: [[any CascadingTableDelegate]]
    ) -> (node: any CascadingTableDelegate, described: DescribedRowDelegate?) {
        // The row is read in place, and copied once: into its node.
        if !row.pointee.isBackedByNode, let oldPlace, oldChildren.indices.contains(oldPlace.section) {
            let children = oldChildren[oldPlace.section]
            if children.indices.contains(oldPlace.row), let existing = children[oldPlace.row] as? DescribedRowDelegate,
                existing.row.id == row.pointee.id
            {
                existing.row = row.pointee
                return (existing, existing)
            }
        }
        let node = rowNode(for: row.pointee)
        rowNodeByID[row.pointee.id] = node
        return (node, node as? DescribedRowDelegate)
    }

    /// Where each shown row is, by identifier, read off its node: its `index`, and the section
    /// `section` finds from the node (the update plan checks each place it is given against the
    /// content, see ``RowMatching``). Nil when the row nodes do not cover the shown rows one to one.
    func shownRowPlaceHint(
        section: @escaping (any CascadingTableDelegate) -> Int?
    ) -> ((DescribedID) -> RowPlace?)? {
        guard rowNodeByID.count == shown.rowCount else { return nil }
        return { [rowNodeByID] id in
            guard let node = rowNodeByID[id] else { return nil }
            // A node without a place is still a shown row: an impossible place makes the plan
            // look it up in the content.
            guard let section = section(node) else { return RowPlace(section: -1, row: -1) }
            return RowPlace(section: section, row: node.index)
        }
    }

    /// The nodes of `rows`, section `section` of a plan's content whose rows were at `places`
    /// before, installed (``installedRowNode(for:at:in:)``); each row is compared by `comparison`
    /// (when the plan left it to the node) and noted by `wiring` as it is installed, so each row
    /// is read once, while it is at hand.
    func installedRowNodes(
        for rows: [RowDescription], section: Int, places: [RowPlace?], in oldChildren: [[any CascadingTableDelegate]],
        comparing comparison: inout RowComparison?, wiring: inout RowNodeWiring
    ) -> [any CascadingTableDelegate] {
        var children: [any CascadingTableDelegate] = []
        children.reserveCapacity(rows.count)
        // Rows are read in place, through pointers: passing them by value copied each one
        // (retaining all it holds) for every step.
        rows.withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for rowIndex in rows.indices {
                let row = first + rowIndex
                let oldPlace = places[rowIndex]
                if let oldPlace {
                    comparison?.compare(row, at: RowPlace(section: section, row: rowIndex), from: oldPlace)
                }
                let (child, described) = installedRowNode(for: row, at: oldPlace, in: oldChildren)
                wiring.note(child, described: described, from: oldPlace)
                children.append(child)
            }
        }
        return children
    }
}
