import Foundation

// Applying an update plan: the node's children and lookups, then one batch of local updates,
// then what survives by identifier (cells' view models, selection, the first visible row).
extension DescribedTableDelegate {
    /// Shows `newContent`: computes the difference from the content shown and applies it as one
    /// batch update of the node's sections, on the main actor.
    ///
    /// Duplicates are handled by ``duplicatePolicy``; with ``DuplicateIdentifierPolicy/reject``
    /// and a duplicate, nothing changes and `completion` gets false. Above ``reloadThreshold``
    /// operations, the node's sections are replaced without animation. An update requested with
    /// ``setContent(_:)`` and not applied yet is dropped: this content is newer.
    ///
    /// - Parameters:
    ///   - newContent: The content to show.
    ///   - completion: Called with whether the update was applied and valid.
    public func setContent(_ newContent: DescribedContent, completion: ((Bool) -> Void)? = nil) {
        asyncUpdates.supersede()
        apply(DescribedUpdatePlan(from: shown, to: newContent, policy: duplicatePolicy), completion: completion)
    }

    /// Applies a plan computed from the content shown now.
    func apply(_ plan: DescribedUpdatePlan, completion: ((Bool) -> Void)?) {
        report(plan.reports)
        guard !plan.isRejected else {
            completion?(false)
            return
        }
        guard let table = attachedTableView, let region = regionInTable else {
            // Not shown (yet): the first load shows the new content.
            install(plan.content)
            completion?(true)
            return
        }
        guard region.isSections else {
            // Placed where rows are routed, it cannot name its sections: the table starts over.
            install(plan.content)
            table.reloadData()
            completion?(true)
            return
        }
        registerCells(of: plan.content, with: table)
        let selected = selectedRowIDs
        let anchor = keepsFirstVisibleRowInPlace ? VisibleRowAnchor(node: self, table: table) : nil
        let oldSectionCount = shown.sections.count
        var valid = true
        performLocalUpdates(
            {
                install(plan.content)
                if plan.changeCount > reloadThreshold {
                    deleteSections(IndexSet(integersIn: 0..<oldSectionCount), with: .none)
                    insertSections(IndexSet(integersIn: 0..<plan.content.sections.count), with: .none)
                } else {
                    requestUpdates(of: plan)
                }
            }, completion: { valid = $0 })
        reconfigureCells(of: plan.reconfigures, in: table)
        restoreSelection(selected, in: table)
        anchor?.restore(node: self, table: table)
        completion?(valid)
    }

    /// Asks for the plan's operations as local updates, in the node's coordinates.
    private func requestUpdates(of plan: DescribedUpdatePlan) {
        let sections = plan.difference.sections
        if !sections.deletions.isEmpty { deleteSections(IndexSet(sections.deletions), with: animation) }
        if !sections.insertions.isEmpty { insertSections(IndexSet(sections.insertions), with: animation) }
        for move in sections.moves {
            moveSection(move.from, toSection: move.to)
        }
        let difference = plan.difference
        if !difference.rowDeletions.isEmpty { deleteRows(at: difference.rowDeletions, with: animation) }
        if !difference.rowInsertions.isEmpty { insertRows(at: difference.rowInsertions, with: animation) }
        if !plan.reloads.isEmpty { reloadRows(at: plan.reloads, with: animation) }
        for move in difference.rowMoves {
            moveRow(at: move.from, to: move.to)
        }
    }

    /// Configures the visible cells of `ids` again with their rows' current view models: the same
    /// cell, no new one.
    private func reconfigureCells(of ids: [DescribedID], in table: TableView) {
        for id in ids {
            guard let node = rowNodeByID[id] as? DescribedRowDelegate, let path = indexPath(forRowID: id),
                let cell = table.cellForRow(at: path)
            else { continue }
            node.reconfigure(cell)
        }
    }

    /// Selects again the rows of `ids` that survived but lost their selection (a reloaded row, a
    /// row that left with its section and came back).
    private func restoreSelection(_ ids: [DescribedID], in table: TableView) {
        guard !ids.isEmpty else { return }
        let selected = Set(table.indexPathsForSelectedRows ?? [])
        for id in ids {
            guard let path = indexPath(forRowID: id), !selected.contains(path) else { continue }
            table.selectRow(at: path, animated: false, scrollPosition: .none)
        }
    }

    /// Makes the node's children, and the lookups, match `content`. Section and row nodes are kept
    /// for the identifiers that survive, so their cells do.
    func install(_ content: DescribedContent) {
        shown = content
        var sectionNodes: [DescribedSectionDelegate] = []
        sectionNodes.reserveCapacity(content.sections.count)
        var newSectionNodes: [DescribedID: DescribedSectionDelegate] = [:]
        var newRowNodes: [DescribedID: any CascadingTableDelegate] = [:]
        newRowNodes.reserveCapacity(content.rowCount)
        sectionIndexByID.removeAll(keepingCapacity: true)
        rowPathByID.removeAll(keepingCapacity: true)
        for (sectionIndex, section) in content.sections.enumerated() {
            let sectionNode = sectionNodeByID[section.id] ?? DescribedSectionDelegate(section: section)
            sectionNode.section = section
            var children: [any CascadingTableDelegate] = []
            children.reserveCapacity(section.rows.count)
            for (rowIndex, row) in section.rows.enumerated() {
                let child = rowNode(for: row)
                newRowNodes[row.id] = child
                rowPathByID[row.id] = IndexPath(indexes: [sectionIndex, rowIndex])
                children.append(child)
            }
            if !Self.sameNodes(sectionNode.childDelegates, children) {
                sectionNode.childDelegates = children
            }
            sectionIndexByID[section.id] = sectionIndex
            newSectionNodes[section.id] = sectionNode
            sectionNodes.append(sectionNode)
        }
        for (id, node) in sectionNodeByID where newSectionNodes[id] == nil {
            // A deleted section lets go of its rows (those that moved on have a new parent already).
            node.childDelegates = []
        }
        sectionNodeByID = newSectionNodes
        rowNodeByID = newRowNodes
        if !Self.sameNodes(childDelegates, sectionNodes) {
            childDelegates = sectionNodes
        }
    }

    /// The node for `row`: its hand-written node, or the surviving node of its identifier given
    /// the new description, or a new one.
    private func rowNode(for row: RowDescription) -> any CascadingTableDelegate {
        switch row.source {
        case .node(let handle, _):
            return handle.node
        case .content:
            if let existing = rowNodeByID[row.id] as? DescribedRowDelegate {
                existing.row = row
                return existing
            }
            return DescribedRowDelegate(row: row, owner: self)
        }
    }

    /// Whether both lists hold the same nodes in the same order.
    private static func sameNodes(_ lhs: [any CascadingTableDelegate], _ rhs: [any CascadingTableDelegate]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

extension NodeRegion {
    /// Whether the region is the whole table or a range of sections: where a described node can
    /// apply its updates.
    var isSections: Bool {
        switch self {
        case .table, .sections: true
        case .rows: false
        }
    }
}
