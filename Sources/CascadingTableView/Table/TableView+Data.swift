import Foundation

// Loading the section and row counts from the data source.
extension TableView {
    /// Loads the data if the data source changed or it was never loaded.
    func loadDataIfNeeded() {
        if needsReload {
            reloadDataDeferringWhileBusy()
        }
    }

    /// Reloads now, or once the table is no longer busy: the work of ``reloadData()``, without the
    /// `open` entry point, so implicit loads do not show up in a test double that records
    /// `reloadData()` calls.
    ///
    /// Asked for while the table is busy (in a display pass or applying an update, that is, from
    /// a data source or delegate method), it runs once that work is done: reloading in the middle
    /// of a pass would leave the pass showing rows that no longer exist.
    func reloadDataDeferringWhileBusy() {
        guard !isBusy else {
            // One deferred reload covers every reload asked for until it runs.
            if !updateState.isReloadDeferred {
                updateState.isReloadDeferred = true
                updateState.deferred.append { [unowned self] in reloadDataDeferringWhileBusy() }
            }
            return
        }
        updateState.isReloadDeferred = false
        reloadDataImmediately()
    }

    /// Whether the table is in a display pass or applying an update.
    package var isBusy: Bool { displayState.isUpdating || updateState.isApplying }

    /// Reloads at once, whether or not the table is busy: the work every reload ends in (see
    /// ``reloadDataDeferringWhileBusy()``), and the recovery from an invalid update, which runs
    /// while that update is being applied and so cannot wait for it.
    func reloadDataImmediately() {
        needsReload = false
        endDisplayingAllViews()
        resetSelectionForReload()
        rowCounts = askAllRowCounts()
        notifyCountObserversOfHeldCounts()
        rebuildLayout()
        // Before the display pass, which may run updates that waited: the host reloads first.
        publishReload()
        updateVisibleViews()
    }

    /// Asks the data source for the number of sections and each section's row count, reporting
    /// and replacing negative answers with 0.
    func askAllRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        // Restored, not reset: a count asked while another is asked (a node's reload from a count
        // question) must not end the outer one.
        let wasCounting = updateState.isCountingRows
        updateState.isCountingRows = true
        defer { updateState.isCountingRows = wasCounting }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .negativeSectionCount(sections),
                    message: "The data source returned \(sections) sections; the table uses 0."))
            sections = 0
        }
        // A loop with the data source read once: a main-actor closure handed to `map` checks the
        // executor on every section, and reading the weak reference is two atomic operations.
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(askRowCount(inSection: section, of: dataSource))
        }
        return counts
    }

    /// Asks `dataSource` (read once by a caller that asks many) for one section's row count,
    /// reporting and replacing a negative answer with 0.
    private func askRowCount(inSection section: Int, of dataSource: any TableViewDataSource) -> Int {
        let count = dataSource.tableView(self, numberOfRowsInSection: section)
        guard count >= 0 else {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .negativeRowCount(section: section, count: count),
                    message: "The data source returned \(count) rows for section \(section); the table uses 0."))
            return 0
        }
        return count
    }

    /// Whether the table is asking its data source for its counts now. A node with range children
    /// answers a count by counting its children, and routes a count it passes on by that count
    /// rather than by the one the table holds, which the answers are about to replace.
    package var isCountingRows: Bool { updateState.isCountingRows }

    /// Runs `count` as the table's own count of its data (``isCountingRows``), then tells the parts
    /// that the table holds those counts: what a load does to the nodes it counts. For tests that
    /// drive nodes directly, without the table asking its data source.
    ///
    /// - Parameter count: Asks the counts.
    /// - Returns: What `count` returns.
    package func countingAsTheTable<Result>(_ count: () -> Result) -> Result {
        let wasCounting = updateState.isCountingRows
        updateState.isCountingRows = true
        let result = count()
        updateState.isCountingRows = wasCounting
        notifyCountObserversOfHeldCounts()
        return result
    }

    /// Whether `indexPath` names an existing row of the cached counts.
    func containsRow(at indexPath: IndexPath) -> Bool {
        isRow(indexPath, of: rowCounts)
    }
}

/// Whether `path` names a row of a table whose sections have `counts` rows, each section taking
/// `extra` rows more (1: a position a row can be inserted at, or moved to from another section).
/// The one test of a row against counts: the batch's validation, its row mapping and the table's
/// own methods all ask it.
func isRow(_ path: IndexPath, of counts: [Int], extra: Int = 0) -> Bool {
    path.isTableIndexPath && counts.indices.contains(path.section) && path.row >= 0
        && path.row < counts[path.section] + extra
}
