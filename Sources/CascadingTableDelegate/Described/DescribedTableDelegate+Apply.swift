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
            hint: shownRowPlaceHint, comparesRows: false)
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
    /// rows the plan left to compare as it goes. Section nodes are kept for the identifiers that
    /// survive; each answers its section's described rows and holds the nodes of its hand-written
    /// ones. Only the rows that come or go touch ``rowPlaceByID``; the places of the others may be
    /// left behind, which ``rowPath(forRowID:)`` corrects as it finds them.
    func install(_ plan: inout DescribedUpdatePlan) {
        let content = plan.content
        var comparison = plan.takePendingComparison()
        shown = content
        for id in plan.removedRowIDs {
            rowPlaceByID[id] = nil
        }
        var sectionNodes: [DescribedSectionDelegate] = []
        sectionNodes.reserveCapacity(content.sections.count)
        var newSectionNodes: [DescribedID: DescribedSectionDelegate] = [:]
        sectionIndexByID.removeAll(keepingCapacity: true)
        for (sectionIndex, section) in content.sections.enumerated() {
            let sectionNode = sectionNodeByID[section.id] ?? DescribedSectionDelegate(section: section)
            sectionNode.section = section
            let places = plan.oldRowPlaces[sectionIndex]
            var nodeRows = 0
            // Rows are read in place, through pointers: passing them by value copied each one.
            section.rows.withUnsafeBufferPointer { rows in
                guard let first = rows.baseAddress else { return }
                for rowIndex in rows.indices {
                    let row = first + rowIndex
                    if row.pointee.isBackedByNode {
                        nodeRows += 1
                    }
                    let place = RowPlace(section: sectionIndex, row: rowIndex)
                    if let oldPlace = places[rowIndex] {
                        comparison?.compare(row, at: place, from: oldPlace)
                    } else {
                        rowPlaceByID[row.pointee.id] = place
                    }
                }
            }
            sectionNode.nodeRowCount = nodeRows
            sectionIndexByID[section.id] = sectionIndex
            newSectionNodes[section.id] = sectionNode
            sectionNodes.append(sectionNode)
        }
        for (id, node) in sectionNodeByID where newSectionNodes[id] == nil {
            // A deleted section lets go of its rows' nodes (those that moved on are taken below).
            node.section = nil
            node.nodeRowCount = 0
            node.rebuildRowChildren()
        }
        for sectionNode in sectionNodes {
            sectionNode.rebuildRowChildren()
        }
        sectionNodeByID = newSectionNodes
        if !haveSameNodes(childDelegates, sectionNodes) {
            childDelegates = sectionNodes
        }
        if let comparison {
            plan.finish(comparison)
        }
    }

    /// The local index path of the row with `id`.
    ///
    /// - Complexity: O(1) while the row's noted place is right: one dictionary read, checked
    ///   against the content. An update that moves rows leaves their places behind; the lookup
    ///   then looks up to 16 rows around the place in its section, and otherwise (further away, or
    ///   in another section) notes every row's place again (O(*n*), after which every place is
    ///   right): at most once per update, which was O(*n*) itself.
    func rowPath(forRowID id: DescribedID) -> IndexPath? {
        guard let known = rowPlaceByID[id] else { return nil }
        let sections = shown.sections
        if sections.indices.contains(known.section),
            let row = RowPlace.row(of: id, near: known.row, in: sections[known.section].rows)
        {
            if row != known.row {
                rowPlaceByID[id] = RowPlace(section: known.section, row: row)
            }
            return IndexPath(indexes: [known.section, row])
        }
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                rowPlaceByID[row.id] = RowPlace(section: sectionIndex, row: rowIndex)
            }
        }
        // Checked once more: an identifier no row has any more is not given a place.
        guard let place = rowPlaceByID[id], sections.indices.contains(place.section),
            sections[place.section].rows.indices.contains(place.row), sections[place.section].rows[place.row].id == id
        else {
            rowPlaceByID[id] = nil
            return nil
        }
        return IndexPath(indexes: [place.section, place.row])
    }

    /// Where each shown row was, by identifier, for the update plan to check (see
    /// ``RowMatching``): a place left behind makes the plan look the row up in the content. Nil
    /// unless the places cover exactly the rows shown, since the plan takes an identifier without
    /// a place for one not shown.
    var shownRowPlaceHint: ((DescribedID) -> RowPlace?)? {
        guard rowPlaceByID.count == shown.rowCount else { return nil }
        return { [rowPlaceByID] id in rowPlaceByID[id] }
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
