// The stand-in table's batch updates: collected, checked with UIKit's rules, applied.
//
// Inside a batch, deletes, reloads and reconfigures name rows and sections as they were before
// it, inserts as they are after it, moves from before to after. After the updates the counts are
// asked again and checked (the stand-in's reading of UIKit's rules, from its documentation and
// the exceptions it throws): every index path exists in its state; no row or section is named
// twice on one side (deleted twice, deleted and reloaded, moved and deleted, inserted at a move's
// destination); no row is deleted, reloaded or moved out of a section that is deleted or
// reloaded, or inserted or moved into a section that is inserted or reloaded; no deleted row is
// reconfigured; sections after = before + inserted - deleted; and for each section that stays,
// rows after = before + inserted - deleted + moved in - moved out. A reconfigure of a row that is
// also reloaded is left to the reload.
//
// A valid batch keeps the cells of the rows that stay (moved ones too) without asking for them
// again; reloaded rows, and the rows of reloaded sections, lose their cell (`didEndDisplaying`)
// and their selection (UIKit deselects reloaded rows; `reconfigureRows` exists to keep both); the
// selection of the rows that stay follows them. Every height is asked again. Reconfigured rows on
// screen are asked for their cell again at their new index path, and get their own cell back.

/// The updates of one batch, as the table's update methods named them.
struct StandInBatch {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reconfiguredRows: [IndexPath] = []
}

extension UITableView {
    /// Adds an update to the batch being collected, or applies it as a batch of its own, as UIKit
    /// does with an update called outside `performBatchUpdates`.
    func record(_ change: (inout StandInBatch) -> Void) {
        guard batchDepth > 0, var batch = pendingBatch else {
            return runBatch { self.record(change) }
        }
        change(&batch)
        pendingBatch = batch
    }

    /// Runs `updates` as (part of) a batch; the outermost call applies it.
    func runBatch(_ updates: () -> Void) {
        if batchDepth == 0 {
            // UIKit loads the counts it never loaded before the updates run, so that they are the
            // counts "before the update".
            loadIfNeeded()
            pendingBatch = StandInBatch()
        }
        batchDepth += 1
        updates()
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        apply(batch)
    }

    /// Checks the batch against the counts before and after it, and applies it, or, if UIKit would
    /// refuse it, logs why and reloads.
    private func apply(_ batch: StandInBatch) {
        let old = rowCounts ?? []
        let new = askCounts()
        let plan: StandInBatchPlan
        switch StandInBatchPlan.make(batch, old: old, new: new) {
        case .failure(let problem):
            invalidUpdates.append(problem.message)
            return reloadData()
        case .success(let made):
            plan = made
        }
        rowCounts = new

        var leavingCells: [(IndexPath, UITableViewCell)] = []
        let oldCells = shownCells
        shownCells = [:]
        for (indexPath, cell) in oldCells.sorted(by: { $0.key < $1.key }) {
            if let target = plan.rowMap[indexPath], !plan.reloadedRows.contains(indexPath) {
                shownCells[target] = cell
            } else {
                leavingCells.append((indexPath, cell))
            }
        }
        let leavingHeaders = remapSupplements(&shownHeaders, plan)
        let leavingFooters = remapSupplements(&shownFooters, plan)
        selectedRows = Set(selectedRows.compactMap { plan.reloadedRows.contains($0) ? nil : plan.rowMap[$0] })
        var measured = new.map { [CGFloat?](repeating: nil, count: $0) }
        for (from, to) in plan.rowMap where !plan.reloadedRows.contains(from) {
            measured[to.section][to.row] = measuredHeights[from.section][from.row]
        }
        measuredHeights = measured

        askHeights()
        reconfigure(batch.reconfiguredRows, plan)
        boundOffsetToContent()
        display()

        // The cells and views of removed rows and sections leave last, as in UIKit, where they
        // animate out after the new ones came in (so a reloaded row's new cell is not its old one).
        for (indexPath, cell) in leavingCells {
            log("tableView(_:didEndDisplaying:forRowAt:)", indexPath)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            enqueue(cell)
        }
        for (section, view) in leavingHeaders {
            log("tableView(_:didEndDisplayingHeaderView:forSection:)", section)
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            enqueue(view)
        }
        for (section, view) in leavingFooters {
            log("tableView(_:didEndDisplayingFooterView:forSection:)", section)
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            enqueue(view)
        }
    }

    /// Moves the header or footer views of sections that stay to their new numbers; returns those
    /// of deleted and reloaded sections that showed a view, which leave.
    private func remapSupplements(_ shown: inout [Int: UIView?], _ plan: StandInBatchPlan) -> [(Int, UIView)] {
        let old = shown
        shown = [:]
        var leaving: [(Int, UIView)] = []
        for (section, view) in old.sorted(by: { $0.key < $1.key }) {
            if let target = plan.sectionMap[section], !plan.reloadedSections.contains(section) {
                shown[target] = .some(view)
            } else if let view {
                leaving.append((section, view))
            }
        }
        return leaving
    }

    /// Asks for the cells of reconfigured rows on screen again, at their new index paths;
    /// dequeuing returns the row's own cell.
    private func reconfigure(_ rows: [IndexPath], _ plan: StandInBatchPlan) {
        guard let dataSource else { return }
        var done = Set<IndexPath>()
        var heightsChanged = false
        for old in rows where !plan.reloadedRows.contains(old) && done.insert(old).inserted {
            guard let indexPath = plan.rowMap[old], let cell = shownCells[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            log("tableView(_:cellForRowAt:)", indexPath)
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            if answer !== cell {
                programmingErrors.append(
                    "reconfigureRows: the data source returned another cell for \(indexPath) than the row's own")
            }
            heightsChanged = measure(cell, at: indexPath) || heightsChanged
        }
        if heightsChanged { geometryDidChange() }
    }
}

/// Why a batch is invalid, in UIKit's words.
struct StandInInvalidUpdate: Error {
    let message: String
    init(_ reason: String) { message = "Invalid update: " + reason }
}

/// A checked batch: where each section and row that stays goes.
struct StandInBatchPlan {
    /// Old section to new, for sections that stay (reloaded ones included).
    var sectionMap: [Int: Int] = [:]
    /// Old row to new, for rows that stay (moved and reloaded ones included).
    var rowMap: [IndexPath: IndexPath] = [:]
    var reloadedSections: Set<Int> = []
    var reloadedRows: Set<IndexPath> = []

    /// Checks `batch` against the counts before and after it; the plan, or the first problem.
    static func make(_ batch: StandInBatch, old: [Int], new: [Int]) -> Result<StandInBatchPlan, StandInInvalidUpdate> {
        do {
            return .success(try StandInBatchPlan(batch, old: old, new: new))
        } catch {
            return .failure(error)
        }
    }

    private init(_ batch: StandInBatch, old: [Int], new: [Int]) throws(StandInInvalidUpdate) {
        reloadedSections = Set(batch.reloadedSections)
        reloadedRows = Set(batch.reloadedRows)
        try Self.checkSections(batch, old: old.count, new: new.count)
        // The sections that stay fill, in order, the places that inserts and moves leave free.
        let deleted = Set(batch.deletedSections)
        let movedFrom = Set(batch.movedSections.map(\.from))
        let taken = Set(batch.insertedSections).union(batch.movedSections.map(\.to))
        let staying = old.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
        for (from, to) in zip(staying, new.indices.filter { !taken.contains($0) }) {
            sectionMap[from] = to
        }
        for move in batch.movedSections {
            sectionMap[move.from] = move.to
        }
        let goneSections = deleted.union(reloadedSections)
        let freshSections = Set(batch.insertedSections).union(reloadedSections.compactMap { sectionMap[$0] })
        try Self.checkRows(batch, old: old, new: new, gone: goneSections, fresh: freshSections)

        for (from, to) in sectionMap.sorted(by: { $0.key < $1.key }) where !reloadedSections.contains(from) {
            let deletedRows = Set(batch.deletedRows.filter { $0.section == from }.map(\.row))
            let movedOut = Set(batch.movedRows.filter { $0.from.section == from }.map(\.from.row))
            let inserted = batch.insertedRows.filter { $0.section == to }.count
            let movedIn = batch.movedRows.filter { $0.to.section == to }.map(\.to.row)
            let expected = old[from] + inserted - deletedRows.count + movedIn.count - movedOut.count
            guard new[to] == expected else {
                let outside = batch.movedRows.filter { $0.from.section == from && $0.to.section != to }.count
                let inside = batch.movedRows.filter { $0.to.section == to && $0.from.section != from }.count
                throw StandInInvalidUpdate(
                    "invalid number of rows in section \(to). The number of rows contained in an existing section "
                        + "after the update (\(new[to])) must be equal to the number of rows contained in that "
                        + "section before the update (\(old[from])), plus or minus the number of rows inserted or "
                        + "deleted from that section (\(inserted) inserted, \(deletedRows.count) deleted) and plus "
                        + "or minus the number of rows moved into or out of that section (\(inside) moved in, "
                        + "\(outside) moved out).")
            }
            let takenRows = Set(batch.insertedRows.filter { $0.section == to }.map(\.row)).union(movedIn)
            let stayingRows = (0..<old[from]).filter { !deletedRows.contains($0) && !movedOut.contains($0) }
            for (row, newRow) in zip(stayingRows, (0..<new[to]).filter { !takenRows.contains($0) }) {
                rowMap[IndexPath(row: row, section: from)] = IndexPath(row: newRow, section: to)
            }
        }
        for move in batch.movedRows {
            rowMap[move.from] = move.to
        }
    }

    /// Sections in range, named once on each side, and counted right.
    private static func checkSections(_ batch: StandInBatch, old: Int, new: Int) throws(StandInInvalidUpdate) {
        let oldSide =
            batch.deletedSections.map { ($0, "delete") } + batch.reloadedSections.map { ($0, "reload") }
            + batch.movedSections.map { ($0.from, "move") }
        var named: [Int: String] = [:]
        for (section, verb) in oldSide {
            guard (0..<old).contains(section) else {
                throw StandInInvalidUpdate(
                    "attempt to \(verb) section \(section), but there are only \(old) sections before the update")
            }
            if let earlier = named.updateValue(verb, forKey: section) {
                throw StandInInvalidUpdate("attempt to \(earlier) and \(verb) section \(section) in the same update")
            }
        }
        let newSide = batch.insertedSections.map { ($0, "insert") } + batch.movedSections.map { ($0.to, "move") }
        named = [:]
        for (section, verb) in newSide {
            guard (0..<new).contains(section) else {
                throw StandInInvalidUpdate(
                    "attempt to \(verb) section \(section), but there are only \(new) sections after the update")
            }
            if let earlier = named.updateValue(verb, forKey: section) {
                throw StandInInvalidUpdate(
                    "attempt to \(earlier) and \(verb) section \(section) after the update, in the same update")
            }
        }
        let inserted = batch.insertedSections.count
        let deleted = batch.deletedSections.count
        guard new == old + inserted - deleted else {
            throw StandInInvalidUpdate(
                "invalid number of sections. The number of sections contained in the table view after the update "
                    + "(\(new)) must be equal to the number of sections contained in the table view before the "
                    + "update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted) "
                    + "inserted, \(deleted) deleted).")
        }
    }

    /// Rows in range, named once on each side, in sections that stay.
    private static func checkRows(
        _ batch: StandInBatch, old: [Int], new: [Int], gone: Set<Int>, fresh: Set<Int>
    ) throws(StandInInvalidUpdate) {
        let oldSide =
            batch.deletedRows.map { ($0, "delete") } + batch.reloadedRows.map { ($0, "reload") }
            + batch.movedRows.map { ($0.from, "move") }
        var named: [IndexPath: String] = [:]
        for (indexPath, verb) in oldSide {
            try check(indexPath, verb, in: old, "before")
            if gone.contains(indexPath.section) {
                throw StandInInvalidUpdate(
                    "attempt to \(verb) row \(indexPath.row) from section \(indexPath.section), which is being "
                        + "deleted or reloaded")
            }
            if let earlier = named.updateValue(verb, forKey: indexPath) {
                throw StandInInvalidUpdate(
                    "attempt to \(earlier) and \(verb) the same index path (\(indexPath)) before the update")
            }
        }
        let newSide = batch.insertedRows.map { ($0, "insert") } + batch.movedRows.map { ($0.to, "move") }
        named = [:]
        for (indexPath, verb) in newSide {
            try check(indexPath, verb, in: new, "after")
            if fresh.contains(indexPath.section) {
                throw StandInInvalidUpdate(
                    "attempt to \(verb) row \(indexPath.row) into section \(indexPath.section), which is being "
                        + "inserted or reloaded")
            }
            if let earlier = named.updateValue(verb, forKey: indexPath) {
                throw StandInInvalidUpdate(
                    "attempt to \(earlier) and \(verb) the same index path (\(indexPath)) after the update")
            }
        }
        let deleted = Set(batch.deletedRows)
        for indexPath in batch.reconfiguredRows {
            try check(indexPath, "reconfigure", in: old, "before")
            if deleted.contains(indexPath) || batch.deletedSections.contains(indexPath.section) {
                throw StandInInvalidUpdate("attempt to reconfigure \(indexPath), which is being deleted")
            }
        }
    }

    /// Whether `indexPath` names a row of `counts` (the state `state` the update).
    private static func check(
        _ indexPath: IndexPath, _ verb: String, in counts: [Int], _ state: String
    ) throws(StandInInvalidUpdate) {
        guard indexPath.count == 2, counts.indices.contains(indexPath.section) else {
            throw StandInInvalidUpdate(
                "attempt to \(verb) index path \(indexPath), but there are only \(counts.count) sections \(state) "
                    + "the update")
        }
        guard (0..<counts[indexPath.section]).contains(indexPath.row) else {
            throw StandInInvalidUpdate(
                "attempt to \(verb) row \(indexPath.row) in section \(indexPath.section), which contains only "
                    + "\(counts[indexPath.section]) rows \(state) the update")
        }
    }
}
