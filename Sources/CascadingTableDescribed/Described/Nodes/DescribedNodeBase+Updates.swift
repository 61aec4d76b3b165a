import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import Foundation

// Updating: the node changes its content at once, and names the change to the table when the
// batch that carries it is applied, as one contribution worked out from what the table shows
// (see `BatchContributor`). So any number of edits and updates of the node in one open batch,
// beside other nodes' local updates, end with the table showing exactly what the node holds.
extension DescribedNodeBase: BatchContributor {
    /// The content, as a value.
    ///
    /// - Complexity: O(*n*).
    final var currentContent: DescribedContent {
        if let installed = installedContent, installed.version == store.version {
            return installed.content
        }
        return DescribedContent(
            sections: sections.map { shown in
                SectionDescription(
                    id: shown.id, header: shown.header, footer: shown.footer,
                    rows: store.rows(in: shown.start..<shown.start + shown.rowCount))
            })
    }

    /// Shows `content` (free of duplicates): its sections and rows replace the node's.
    ///
    /// A list's rows go into a tree at once (it is edited row by row), unless `keepingAsGiven`:
    /// then its first edit moves them into one, as a described table's does.
    ///
    /// - Complexity: O(*n*) into a tree; O(*s*) for *s* sections kept as given.
    final func install(_ content: DescribedContent, keepingAsGiven: Bool = false) {
        let nodesBefore = rowNodesByIdentity()
        var shown: [ShownSection] = []
        shown.reserveCapacity(content.sections.count)
        var start = 0
        sectionIndexByID.removeAll(keepingCapacity: true)
        for (index, section) in content.sections.enumerated() {
            shown.append(
                ShownSection(
                    id: section.id, header: section.header, footer: section.footer, rowCount: section.rows.count,
                    start: start))
            sectionIndexByID[section.id] = index
            start += section.rows.count
        }
        sections = shown
        store.replaceAll(withRowsOf: content.sections, inTree: shape == .list && !keepingAsGiven)
        installedContent = (content, store.version)
        wireRowNodes(before: nodesBefore)
    }

    /// Where a change of the content goes.
    enum ChangeRoute {
        /// Nowhere: the node is not shown; the first load (or the table it is shown in next)
        /// shows the content.
        case unshown
        /// The table starts over: the node is placed where it cannot name its changes.
        case reload(TableView)
        /// Into the table's open batch, or one of its own, as a contribution.
        case batch(TableView)
    }

    /// Where a change made now goes (one walk of the tree: the node's frame knows its table and
    /// its region).
    final var changeRoute: ChangeRoute {
        guard let frame = tableFrame else { return .unshown }
        return appliesUpdates(in: frame.region) ? .batch(frame.table) : .reload(frame.table)
    }

    /// The identifiers of the rows selected in `table`.
    private func selectedIDs(in table: TableView) -> [DescribedID] {
        (table.indexPathsForSelectedRows ?? []).compactMap(rowID(at:))
    }

    /// Applies `plan`, made from `old` (the content now): reports its duplicates, then, unless it
    /// was rejected, shows its content and has the table show it too; `keepingAsGiven` as for
    /// ``install(_:keepingAsGiven:)``.
    final func apply(
        _ plan: DescribedUpdatePlan, from old: DescribedContent, keepingAsGiven: Bool = false,
        completion: ((Bool) -> Void)?
    ) {
        diagnosticsMailbox.send(plan.reports, to: preparedTable)
        guard !plan.isRejected else {
            completion?(false)
            return
        }
        switch changeRoute {
        case .unshown:
            install(plan.content, keepingAsGiven: keepingAsGiven)
            cellRegistrations.noteUnregisteredChange()
            completion?(true)
        case .reload(let table):
            install(plan.content, keepingAsGiven: keepingAsGiven)
            cellRegistrations.registerEveryRow(with: table, store.forEachContent)
            table.reloadData()
            completion?(true)
        case .batch(let table):
            let changes: PendingChanges
            if var kept = pending.take() {
                // Before the install: a list's shown rows are rebuilt from the rows now.
                kept.noteNewContent(
                    sections: sections, currentRow: { store[$0] }, currentRows: { store.rows(in: $0) })
                changes = kept
            } else {
                changes = PendingChanges(shape: shape, shown: old, plan: plan, selectedIDs: selectedIDs(in: table))
            }
            install(plan.content, keepingAsGiven: keepingAsGiven)
            join(table, with: changes, registering: plan.rowsNeedingCells, completion: completion)
        }
    }

    /// Makes a single-row change of the rows of local section `section` (a list's is 0): `log`
    /// notes it in the section's edit log, in the section's row positions (the rows are as before
    /// the change), then `mutate` makes it; `newRows` are the rows it adds or replaces.
    final func changeRows(
        _ newRows: [RowDescription], inSection section: Int = 0, completion: ((Bool) -> Void)?,
        log: (inout RowEditLog) -> Void, mutate: () -> Void
    ) {
        switch changeRoute {
        case .unshown:
            mutate()
            cellRegistrations.noteUnregisteredChange()
            completion?(true)
        case .reload(let table):
            mutate()
            cellRegistrations.registerEveryRow(with: table, store.forEachContent)
            table.reloadData()
            completion?(true)
        case .batch(let table):
            // Taken out, not copied: an edit of a copy would copy what the two share, and every
            // reference in it would be retained and released again.
            var changes = pending.take() ?? noChanges(in: table)
            changes.noteEdit(inSection: section, shownCount: { sections[section].rowCount }, log)
            mutate()
            join(table, with: changes, registering: newRows, completion: completion)
        }
    }

    /// Asks the table to reload the row at `position` (a new cell) with the node's changes.
    final func forceReload(ofRowAt position: Int, animation: TableView.RowAnimation) {
        guard case .batch(let table) = changeRoute else { return }
        var changes = pending.take() ?? noChanges(in: table)
        let path = localPath(ofStorePosition: position)
        changes.forceReload(
            of: store[position], at: path[1], inSection: path[0], shownCount: { sections[path[0]].rowCount },
            animation: animation)
        join(table, with: changes, registering: [], completion: nil)
    }

    /// The pending changes of a node that has changed nothing yet since `table` showed it.
    private func noChanges(in table: TableView) -> PendingChanges {
        PendingChanges(
            shape: shape, shownUnits: shape == .list ? store.count : sections.count,
            selectedIDs: selectedIDs(in: table))
    }

    /// Keeps `changes` as the pending changes and joins `table`'s batch (or runs one): the table
    /// asks for them when it applies it. The cell classes of `newRows` are registered first.
    private func join(
        _ table: TableView, with changes: consuming PendingChanges, registering newRows: [RowDescription],
        completion: ((Bool) -> Void)?
    ) {
        if let completion {
            changes.add(completion: completion)
        }
        pending = consume changes
        // The sections over the rows are checked under the internal-checks flag: O(sections), with
        // the store's own check of the path each edit walked.
        #if CASCADING_INTERNAL_CHECKS
            internalCheck { checkSectionsCoverTheRows(into: &$0) }
        #endif
        if cellRegistrations.coversEveryRow(with: table) {
            cellRegistrations.register(newRows, with: table)
        } else {
            // Rows changed unregistered, or the node registered with another table last.
            cellRegistrations.registerEveryRow(with: table, store.forEachContent)
        }
        table.enqueue(contributor: self)
    }

    /// Whether `region` is where the node can name its changes: sections for a described table,
    /// rows for a list.
    func appliesUpdates(in region: NodeRegion) -> Bool {
        shape.appliesUpdates(in: region)
    }

    // MARK: - BatchContributor

    /// The changes since the table last showed the content, in the node's coordinates: from the
    /// edit log, the plan made for them, or a diff of the content shown and the content now.
    /// Above ``reloadThreshold`` operations, the node's sections (or rows) are replaced without
    /// animation.
    package func takeBatchChanges() -> BatchContribution {
        guard let changes = pending.take() else { return BatchContribution(keepsFirstVisibleRowInPlace: false) }
        let taken = changes.takeChanges(current: { currentContent })
        finishing = consume changes
        let isLarge = taken.changes.operationCount > reloadThreshold
        if isLarge && !taken.isEditLog {
            return replacement(of: taken.shownUnits)
        }
        // Single-row edits name their rows exactly: many of them are applied as they are, only
        // without animation.
        return BatchContribution(
            operations: taken.changes.batchOperations(
                animation: isLarge ? .none : animation,
                reloading: isLarge ? TableView.RowAnimation.none : taken.reloadAnimation),
            keepsFirstVisibleRowInPlace: keepsFirstVisibleRowInPlace)
    }

    /// Restores the selection of the rows that survived but lost it (a reloaded row, a row that
    /// left with its section and came back), then calls the completions.
    package func batchDidFinish(in table: TableView, valid: Bool) {
        guard let changes = finishing.take() else { return }
        restoreSelection(changes.selectedIDs, in: table)
        for completion in changes.completions {
            completion(valid)
        }
    }

    /// The operations that replace the node's `shownUnits` sections (or rows, for a list) by its
    /// current ones, without animation.
    private func replacement(of shownUnits: Int) -> BatchContribution {
        var contribution = BatchContribution(keepsFirstVisibleRowInPlace: keepsFirstVisibleRowInPlace)
        if shape == .list {
            let rows = { (count: Int) in (0..<count).map { IndexPath(indexes: [0, $0]) } }
            contribution.operations = [
                (.deleteRows(rows(shownUnits)), TableView.RowAnimation.none),
                (.insertRows(rows(store.count)), TableView.RowAnimation.none),
            ]
        } else {
            contribution.operations = [
                (.deleteSections(IndexSet(integersIn: 0..<shownUnits)), TableView.RowAnimation.none),
                (.insertSections(IndexSet(integersIn: 0..<sections.count)), TableView.RowAnimation.none),
            ]
        }
        return contribution
    }

    /// Selects again the rows of `ids` that survived but lost their selection.
    private func restoreSelection(_ ids: [DescribedID], in table: TableView) {
        guard !ids.isEmpty else { return }
        let selected = Set(table.indexPathsForSelectedRows ?? [])
        for id in ids {
            guard let path = indexPath(forRowID: id), !selected.contains(path) else { continue }
            table.selectRow(at: path, animated: false, scrollPosition: .none)
        }
    }
}
