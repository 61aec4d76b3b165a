import Foundation

// Where an update plan goes: the node's sections (the steps of an update are in
// `DescribedUpdating`).
extension DescribedTableDelegate {
    /// Shows `newContent`: computes the difference from the content shown and applies it as one
    /// batch update of the node's sections, on the main actor.
    ///
    /// Duplicates are handled by ``DescribedNodeBase/duplicatePolicy``; with ``DuplicateIdentifierPolicy/reject``
    /// and a duplicate, nothing changes and `completion` gets false. Above ``DescribedNodeBase/reloadThreshold``
    /// operations, the node's sections are replaced without animation. An update requested with
    /// ``setContent(_:)`` and not applied yet is dropped: this content is newer.
    ///
    /// - Parameters:
    ///   - newContent: The content to show.
    ///   - completion: Called with whether the update was applied and valid.
    public func setContent(_ newContent: DescribedContent, completion: ((Bool) -> Void)? = nil) {
        asyncUpdates.supersede()
        let plan = DescribedUpdatePlan(
            from: shown, to: newContent, policy: duplicatePolicy,
            hint: shownRowPlaceHint { $0.parentDelegate?.index }, comparesRows: false)
        apply(plan, completion: completion)
    }

    /// Returns whether `region` is the whole table or a range of sections: where the node can
    /// name its sections.
    func appliesUpdates(in region: NodeRegion) -> Bool {
        region.isSections
    }

    /// Replaces the node's sections without animation: all deleted, all inserted.
    func requestReplacement(of old: DescribedContent, by new: DescribedContent) {
        deleteSections(IndexSet(integersIn: 0..<old.sections.count), with: .none)
        insertSections(IndexSet(integersIn: 0..<new.sections.count), with: .none)
    }

    /// Makes the node's children, and the lookups, match the plan's content, and compares the
    /// rows the plan left to compare as it goes. Section and row nodes are kept for the
    /// identifiers that survive, so their cells do; only the rows that come or go touch
    /// ``rowNodeByID``, and a row's place is its node's (see ``rowPath(forRowID:)``).
    func install(_ plan: inout DescribedUpdatePlan) {
        let content = plan.content
        var comparison = plan.takePendingComparison()
        shown = content
        // Each old section's children, read before any section gets its new ones.
        let oldSectionNodes = childDelegates
        let oldChildren = oldSectionNodes.map { $0.childDelegates }
        for id in plan.removedRowIDs {
            rowNodeByID[id] = nil
        }
        var sectionNodes: [DescribedSectionDelegate] = []
        sectionNodes.reserveCapacity(content.sections.count)
        var newSectionNodes: [DescribedID: DescribedSectionDelegate] = [:]
        sectionIndexByID.removeAll(keepingCapacity: true)
        for (sectionIndex, section) in content.sections.enumerated() {
            let sectionNode = sectionNodeByID[section.id] ?? DescribedSectionDelegate(section: section)
            sectionNode.section = section
            let places = plan.oldRowPlaces[sectionIndex]
            let oldIndex = sectionNode.index
            let wasShown = oldSectionNodes.indices.contains(oldIndex) && oldSectionNodes[oldIndex] === sectionNode
            var wiring = RowNodeWiring(
                parent: sectionNode, old: sectionNode.childDelegates, oldSection: wasShown ? oldIndex : nil)
            let children = installedRowNodes(
                for: section.rows, section: sectionIndex, places: places, in: oldChildren, comparing: &comparison,
                wiring: &wiring)
            if !Self.sameNodes(sectionNode.childDelegates, children) {
                sectionNode.pendingChildWiring = wiring.finish()
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
        if !Self.sameNodes(childDelegates, sectionNodes) {
            childDelegates = sectionNodes
        }
        if let comparison {
            plan.finish(comparison)
        }
    }

    /// The local index path of the row with `id`: its node's place among its section node's
    /// children, and that section node's among this node's.
    ///
    /// - Complexity: O(1): one dictionary read. The indexes are checked against the children
    ///   (code outside the node could have changed them), and a search answers if one is wrong.
    func rowPath(forRowID id: DescribedID) -> IndexPath? {
        guard let node = rowNodeByID[id] else { return nil }
        let sections = childDelegates
        if let parent = node.parentDelegate {
            let section = parent.index
            let row = node.index
            if sections.indices.contains(section), sections[section] === parent {
                let rows = parent.childDelegates
                if rows.indices.contains(row), rows[row] === node { return IndexPath(indexes: [section, row]) }
            }
        }
        for (section, sectionNode) in sections.enumerated() {
            if let row = sectionNode.childDelegates.firstIndex(where: { $0 === node }) {
                return IndexPath(indexes: [section, row])
            }
        }
        return nil
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
