import CascadingTableCollections
import CascadingTableNodes
import Foundation

// A described node's caches, checked: the rows' store, the sections over it, the identifiers of
// the sections, the pending edits, the nodes of hand-written rows, and the registrations.
extension DescribedNodeBase {
    /// Checks the node's caches, noting each problem in `report`: the store (see
    /// ``RowStore/checkInvariants(into:)``); the sections start where the one before
    /// ends and together hold every row; the content kept as installed, while current, is the
    /// store's rows in the node's sections; each section's identifier leads to it; the pending
    /// changes of an open batch, if any, fit the rows (see
    /// ``PendingChanges/checkInvariants(into:rowCount:partName:)``); each hand-written row's node
    /// names this node as parent and its row as `index`; when the registrations say they cover
    /// every row, every row's reuse identifier is registered with the table.
    ///
    /// Reads only: the rows are walked in order, so no look-up index is built and no cached read
    /// position moves (a check that changed what it checks could hide the bug it looks for).
    ///
    /// - Complexity: O(*n* log *n*) for *n* rows.
    package func checkDescribedInvariants(into report: inout InvariantReport) {
        store.checkInvariants(into: &report)
        checkSectionsCoverTheRows(into: &report)
        pending?.checkInvariants(into: &report, rowCount: store.count, sections: sections, partName: partName)
        let rows = store.rows
        checkOutline(shownRows: rows, into: &report)
        if let installed = installedContent, installed.version == store.version {
            let kept = installed.content.sections
            report.note(
                kept.map(\.id) == sections.map(\.id) && kept.map(\.rows.count) == sections.map(\.rowCount)
                    ? nil : "\(partName): the content kept as shown has other sections than the node")
            report.note(
                kept.flatMap { $0.rows.map(\.id) } == rows.map(\.id)
                    ? nil : "\(partName): the content kept as shown has other rows than the store")
        }
        for (position, row) in rows.enumerated() {
            guard case .node(let handle) = row.source else { continue }
            let node = handle.node
            report.note(node.parentDelegate === self ? nil : "\(partName): a row's node names another parent")
            let row = localPath(ofStorePosition: position)[1]
            report.note(
                row == node.index ? nil : "\(partName): a row's node has index \(node.index), its row is \(row)")
        }
        // An update registers only the rows it brings while the registrations cover every row.
        if let table = preparedTable, cellRegistrations.coversEveryRow(with: table) {
            store.forEachContent { content in
                report.note(
                    table.isCellClassRegistered(forReuseIdentifier: content.reuseIdentifier)
                        ? nil : "\(partName): a row's reuse identifier \(content.reuseIdentifier) is not registered")
            }
        }
    }

    /// Checks that the sections start where the one before ends, hold every row of the store
    /// together, and (for a described table) are found by their identifiers.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func checkSectionsCoverTheRows(into report: inout InvariantReport) {
        var start = 0
        for (index, section) in sections.enumerated() {
            report.note(
                section.start == start
                    ? nil : "\(partName): section \(index) starts at row \(section.start), not \(start)")
            report.note(
                sectionIndexByID[section.id] == index || shape == .list
                    ? nil : "\(partName): section \(section.id) is indexed at \(sectionIndexByID[section.id] as Any)")
            start += section.rowCount
        }
        report.note(
            start == store.count ? nil : "\(partName): sections hold \(start) rows, the store \(store.count)")
        report.note(
            shape == .list || sectionIndexByID.count == sections.count
                ? nil : "\(partName): \(sectionIndexByID.count) section identifiers for \(sections.count) sections")
    }

    /// Checks that each row of the table of hidden rows is where it says, in `given` (the content
    /// as given): its parent's child at its index. (Which rows it names is checked against the
    /// layout's table.)
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline.
    private func checkHiddenPlaces(of outline: Outline, in given: DescribedContent, into report: inout InvariantReport)
    {
        guard !outline.hiddenPlaces.isEmpty else { return }
        var rowsByID: [DescribedID: RowDescription] = [:]
        for section in given.sections {
            OutlinePath.visit(section.rows) { row, _ in
                rowsByID[row.id] = row
                return true
            }
        }
        // Branches, not `??`: an autoclosure that only a broken table would run is a function the
        // coverage gate counts as never run.
        let misplaced = outline.hiddenPlaces.first { id, place in
            guard let children = rowsByID[place.parent]?.children else { return true }
            return Int(place.index) >= children.count || children[Int(place.index)].id != id
        }?.key
        if let misplaced {
            report.note("\(partName): hidden row \(misplaced) is not where the table of hidden rows says")
        }
    }

    /// Checks the outline's caches against the outline put back together from the rows shown and
    /// laid out again with the expansion kept: each shown row with children keeps them when it is
    /// collapsed, and only then; the store holds exactly its visible rows, depth first, each
    /// stamped with its depth and disclosure; the expanded rows are the outline's rows with
    /// children that the node says are expanded; the outline's row count is its rows', and a row
    /// has children; the table of hidden rows names exactly the hidden rows, each with its parent
    /// and index; without an outline, no row is expanded and none has children or a depth.
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline.
    func checkOutline(shownRows rows: [RowDescription], into report: inout InvariantReport) {
        guard let outline else {
            report.note(expandedIDs.isEmpty ? nil : "\(partName): rows are expanded, and there is no outline")
            report.note(
                rows.allSatisfy { $0.children.isEmpty && $0.depth == 0 }
                    ? nil : "\(partName): a row has children or a depth, and there is no outline")
            return
        }
        // Each row is kept once: an expanded row shown without its children (the rows after it),
        // a collapsed one with them.
        for row in rows where row.hasChildren && row.depth <= OutlineLayout.deepestRegroupedDepth {
            let isExpanded = row.outlineFlags.contains(.shownExpanded)
            guard isExpanded == row.childStorage.isEmpty else {
                report.note(
                    "\(partName): row \(row.id) is shown \(isExpanded ? "expanded" : "collapsed") and keeps "
                        + "\(row.childStorage.count) children")
                break
            }
        }
        let expanded = expandedIDs
        let given = givenContent
        checkHiddenPlaces(of: outline, in: given, into: &report)
        let layout = OutlineLayout(given, policy: .keepFirst) {
            expanded.contains($0)
        }
        report.note(layout.reports.isEmpty ? nil : "\(partName): the outline kept has duplicates")
        report.note(layout.expanded == expandedIDs ? nil : "\(partName): expanded rows that have no children")
        report.note(
            layout.rowCount == outline.rowCount
                ? nil : "\(partName): the outline counts \(outline.rowCount) rows, and has \(layout.rowCount)")
        report.note(layout.outline != nil ? nil : "\(partName): an outline is kept, and no row has children")
        // The table of hidden rows, kept by toggles, against the one the layout makes of them.
        report.note(
            layout.hiddenPlaces == outline.hiddenPlaces
                ? nil
                : "\(partName): the table of hidden rows names \(outline.hiddenPlaces.count) rows, the outline hides "
                    + "\(layout.hiddenPlaces.count) (or one is not where the table says)")
        let visible = layout.visible.sections.flatMap(\.rows)
        report.note(
            visible.map(\.id) == rows.map(\.id)
                ? nil : "\(partName): the store holds other rows than the outline's visible rows")
        for (shown, laidOut) in zip(rows, visible) where !shown.hasSameDisclosure(as: laidOut) {
            report.note(
                "\(partName): row \(shown.id) is stamped at depth \(shown.depth), the outline puts it at \(laidOut.depth)"
            )
            break
        }
        report.note(
            layout.visible.sections.map(\.rows.count) == sections.map(\.rowCount)
                ? nil : "\(partName): the sections hold other counts than the outline's visible rows")
    }
}
