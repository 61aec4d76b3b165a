import Foundation

/// What ``DescribedTableDelegate`` and ``DescribedRowsDelegate`` share to apply an update plan:
/// the content shown, the options, and how the node's children are rebuilt. The
/// steps of an update (one batch of local updates, reconfigures included, then selection and the
/// first visible row) are written once, in the extension below.
///
/// A described list of rows is planned as content of one section that never changes its
/// identifier or supplements, so its plans hold row operations only, in the node's coordinates
/// (section 0 is the parent's section).
@MainActor
protocol DescribedUpdating: PropagatingTableDelegate, DescribedNode {
    /// The content shown (duplicates dropped).
    var shown: DescribedContent { get }
    /// The animation updates ask for.
    var animation: TableView.RowAnimation { get }
    /// The number of operations above which an update replaces the node's part without animation.
    var reloadThreshold: Int { get }
    /// Whether an update keeps the first visible row where it is on screen.
    var keepsFirstVisibleRowInPlace: Bool { get }
    /// The cell classes registered with the node's table.
    var cellRegistrations: CellRegistrations { get set }
    /// Duplicate reports waiting for a table.
    var diagnosticsMailbox: DiagnosticsMailbox { get set }
    /// Makes the node's children and lookups match the plan's content, and finishes the plan's
    /// comparison of the rows if it left it to the node.
    func install(_ plan: inout DescribedUpdatePlan)
    /// Whether the node can name its changes as local updates where it is placed.
    func appliesUpdates(in region: NodeRegion) -> Bool
    /// Asks for local updates that replace everything `old` showed by `new`, without animation.
    func requestReplacement(of old: DescribedContent, by new: DescribedContent)
}

/// The cell classes a described node registered with its table, so each is registered once.
@MainActor
struct CellRegistrations {
    private var table: ObjectIdentifier?
    private var identifiers: Set<String> = []

    /// Whether every row of the content shown is registered with ``table``.
    private var coversShown = false

    /// Registers the cell class of every row of `content` not registered with `table` yet.
    /// `content` is the content shown, or about to be.
    mutating func register(_ content: DescribedContent, with table: TableView) {
        for section in content.sections {
            register(section.rows[section.rows.indices], with: table)
        }
        coversShown = true
    }

    /// Registers the cell class of every row of `content` with `table` unless the content shown
    /// is registered with it already: before an update, so that the table can lay out rows it
    /// has not yet (a reload it was asked for while the node was out of it) before the batch.
    mutating func registerIfNotCovering(_ content: DescribedContent, with table: TableView) {
        guard !coversShown || self.table != ObjectIdentifier(table) else { return }
        register(content, with: table)
    }

    /// Registers with `table` the cell classes of the rows of `plan`'s content that are new or
    /// changed their cell: a row that keeps its cell keeps its reuse identifier, registered with
    /// the content shown before (``registerIfNotCovering(_:with:)`` made sure of that).
    mutating func register(_ plan: DescribedUpdatePlan, with table: TableView) {
        let sections = plan.content.sections
        for place in plan.placesToRegister {
            let rows = sections[place.section].rows
            register(rows[place.row...place.row], with: table)
        }
    }

    /// Notes that the content shown changed without being registered.
    mutating func shownChanged() {
        coversShown = false
    }

    /// Registers the cell class of every one of `rows` not registered with `table` yet.
    mutating func register(_ rows: ArraySlice<RowDescription>, with table: TableView) {
        let key = ObjectIdentifier(table)
        if self.table != key {
            self.table = key
            identifiers = []
            coversShown = false
        }
        // Rows mostly share a few identifiers, often in runs: comparing with the one seen last
        // (equal strings that share storage compare at once) skips hashing it for every row.
        var last: String?
        for index in rows.indices {
            guard case .content(let rowContent) = rows[index].source else { continue }
            let identifier = rowContent.reuseIdentifier
            guard identifier != last else { continue }
            last = identifier
            guard identifiers.insert(identifier).inserted else { continue }
            table.register(rowContent.cellClass, forCellReuseIdentifier: identifier)
        }
    }
}

/// Duplicate reports made before a described node had a table, delivered when it gets one.
@MainActor
struct DiagnosticsMailbox {
    /// The reports waiting.
    private(set) var pending: [TableViewDiagnostic] = []

    /// Sends `diagnostics` to `table`, or keeps them until ``deliver(to:)`` when there is none.
    mutating func send(_ diagnostics: [TableViewDiagnostic], to table: TableView?) {
        guard let table else {
            pending += diagnostics
            return
        }
        for diagnostic in diagnostics {
            table.diagnostics.report(diagnostic)
        }
    }

    /// Sends the waiting reports to `table` and forgets them, so none is reported twice.
    mutating func deliver(to table: TableView) {
        let waiting = pending
        pending.removeAll()
        send(waiting, to: table)
    }
}

// Applying an update plan: the node's children and lookups, then one batch of local updates,
// then what survives by identifier (cells' view models, selection, the first visible row).
extension DescribedUpdating {
    /// Registers the content's cells with `table` and sends it the waiting reports: the work of
    /// `prepare(tableView:)`.
    func prepareDescribedContent(with table: TableView) {
        cellRegistrations.register(shown, with: table)
        diagnosticsMailbox.deliver(to: table)
    }

    /// Applies a plan computed from the content shown now.
    func apply(_ plan: DescribedUpdatePlan, completion: ((Bool) -> Void)?) {
        diagnosticsMailbox.send(plan.reports, to: preparedTable)
        guard !plan.isRejected else {
            completion?(false)
            return
        }
        var plan = plan
        guard let table = attachedTableView, let region = regionInTable else {
            // Not shown (yet): the first load shows the new content; no row needs comparing.
            _ = plan.takePendingComparison()
            install(&plan)
            cellRegistrations.shownChanged()
            completion?(true)
            return
        }
        guard appliesUpdates(in: region) else {
            // Placed where it cannot name its changes: the table starts over.
            _ = plan.takePendingComparison()
            install(&plan)
            cellRegistrations.shownChanged()
            table.reloadData()
            completion?(true)
            return
        }
        cellRegistrations.registerIfNotCovering(plan.content, with: table)
        let selected = selectedRowIDs
        let anchor = keepsFirstVisibleRowInPlace ? VisibleRowAnchor(node: self, table: table) : nil
        let old = shown
        performLocalUpdates(
            {
                install(&plan)
                // Once the rows are compared: only new rows, and rows whose cell changed, can
                // need a class registered (before the batch asks for their cells).
                cellRegistrations.register(plan, with: table)
                if plan.changeCount > reloadThreshold {
                    requestReplacement(of: old, by: plan.content)
                } else {
                    requestUpdates(of: plan)
                }
            },
            completion: { [self] valid in
                // After the batch is applied: inside a batch that is still open (the table's
                // `performBatchUpdates`, or another node's block) the table still shows the old
                // rows, so selection and offsets wait for the outermost batch to end.
                restoreSelection(selected, in: table)
                anchor?.restore(node: self, table: table)
                completion?(valid)
            })
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
        if !plan.reconfigures.isEmpty { reconfigureRows(at: plan.reconfigures) }
        for move in difference.rowMoves {
            moveRow(at: move.from, to: move.to)
        }
    }

    /// Selects again the rows of `ids` that survived but lost their selection (a reloaded row, a
    /// row that left with its section and came back).
    func restoreSelection(_ ids: [DescribedID], in table: TableView) {
        guard !ids.isEmpty else { return }
        let selected = Set(table.indexPathsForSelectedRows ?? [])
        for id in ids {
            guard let path = indexPath(forRowID: id), !selected.contains(path) else { continue }
            table.selectRow(at: path, animated: false, scrollPosition: .none)
        }
    }
}
