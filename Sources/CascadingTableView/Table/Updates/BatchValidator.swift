import CascadingTableCollections
import Foundation

/// Checks a batch update against the counts before and after it, as UIKit does, and works out
/// where every surviving row and section goes.
struct BatchValidator {
    let batch: BatchUpdate
    let old: [Int]
    let new: [Int]

    /// The structural change the batch makes, or why it is invalid.
    func validate() -> Result<TableStructuralChange, TableViewUpdateError> {
        do {
            return .success(try makeChange())
        } catch {
            return .failure(error)
        }
    }

    private func makeChange() throws(TableViewUpdateError) -> TableStructuralChange {
        let sections = try validateSections()
        let rows = try validateRowPaths(sections)
        try validateRowConflicts(removed: rows.removed, placed: rows.placed)
        try validateRowCounts(sections)
        let mapping = RowMapping(batch: batch, old: old, sections: sections)
        var freshRows = Set(batch.insertedRows)
        for reloaded in batch.reloadedRows {
            if let moved = mapping.newIndexPath(reloaded) {
                freshRows.insert(moved)
            }
        }
        let reconfigured = batch.reconfiguredRows.compactMap(mapping.newIndexPath).filter { !freshRows.contains($0) }
        return TableStructuralChange(
            batch: batch, newRowCounts: new, sectionDestinations: sections.destinations,
            freshSections: sections.fresh, mapping: mapping, freshRows: freshRows, reconfiguredRows: reconfigured)
    }

    // MARK: - Sections

    /// Where old sections go and which new sections are fresh.
    struct SectionPlan {
        var destinations: [Int?]
        var fresh: IndexSet
    }

    private func validateSections() throws(TableViewUpdateError) -> SectionPlan {
        let removed = batch.removedSections
        let placed = batch.placedSections
        for section in removed where !old.indices.contains(section) {
            throw sectionError(section, .before, old.count)
        }
        for section in placed where !new.indices.contains(section) {
            throw sectionError(section, .after, new.count)
        }
        if let section = firstRepeated(removed) ?? firstRepeated(placed) {
            throw sectionConflict(section)
        }
        let expected = old.count - batch.deletedSections.count + batch.insertedSections.count
        guard new.count == expected else {
            throw TableViewUpdateError(
                kind: .invalidNumberOfSections, countBefore: old.count, countAfter: new.count,
                inserted: batch.insertedSections.count, deleted: batch.deletedSections.count,
                message: "Invalid update: invalid number of sections. The number of sections contained in the table "
                    + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
                    + "table view before the update (\(old.count)), plus or minus the number of sections inserted or "
                    + "deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        guard !removed.isEmpty || !placed.isEmpty else {
            // No section moves: every section keeps its place.
            return SectionPlan(destinations: old.indices.map { $0 }, fresh: [])
        }
        var moved: [Int: Int] = [:]
        for move in batch.movedSections {
            moved[move.from] = move.to  // Sources are unique: checked above.
        }
        // One pass over the old sections: a section that leaves goes where its move says (or
        // nowhere); the others keep their order and take the positions no section is placed at.
        let vacated = batch.vacatedSections.sorted()
        let occupied = placed.sorted()
        var destinations = [Int?](repeating: nil, count: old.count)
        var nextVacated = 0
        var nextOccupied = 0
        var nextFree = 0
        for section in old.indices {
            if nextVacated < vacated.count && vacated[nextVacated] == section {
                destinations[section] = moved[section]
                nextVacated += 1
                continue
            }
            while nextOccupied < occupied.count && occupied[nextOccupied] == nextFree {
                nextFree += 1
                nextOccupied += 1
            }
            destinations[section] = nextFree
            nextFree += 1
        }
        var fresh = IndexSet(batch.insertedSections)
        for section in batch.reloadedSections {
            if let destination = destinations[section] {
                fresh.insert(destination)
            }
        }
        return SectionPlan(destinations: destinations, fresh: fresh)
    }

    private func sectionError(_ section: Int, _ state: TableViewUpdateError.State, _ count: Int)
        -> TableViewUpdateError
    {
        TableViewUpdateError(
            kind: .sectionOutOfRange(section, state),
            message: "Invalid update: section \(section) does not exist \(state) the update (there are \(count) "
                + "sections \(state) the update).")
    }

    private func sectionConflict(_ section: Int) -> TableViewUpdateError {
        TableViewUpdateError(
            kind: .conflictingSectionOperations(section),
            message: "Invalid update: section \(section) is named by more than one delete, reload or move source, or "
                + "by more than one insert or move destination, in the same update.")
    }

    // MARK: - Rows

    /// Checks that every row the batch names is a row before or after it, in a section that is
    /// neither removed nor fresh, and returns the rows removed and placed by their numbers, in
    /// the order of ``BatchUpdate/removedRows`` and ``BatchUpdate/placedRows``.
    private func validateRowPaths(_ sections: SectionPlan) throws(TableViewUpdateError) -> (
        removed: [RowKey], placed: [RowKey]
    ) {
        let beforePaths = batch.removedRows
        let afterPaths = batch.placedRows
        // Each list read in turn, not joined into one array first.
        for paths in [beforePaths, afterPaths, batch.reconfiguredRows] {
            for path in paths where !path.isTableIndexPath {
                throw TableViewUpdateError(
                    kind: .malformedIndexPath(path),
                    message: "Invalid update: index path \(path) does not have exactly two indexes (section, row).")
            }
        }
        // Flags by section, not a set of them: most batches remove no section.
        let removedSections = batch.deletedSections + batch.reloadedSections
        var isRemoved: [Bool] = []
        if !removedSections.isEmpty {
            isRemoved = [Bool](repeating: false, count: old.count)
            for section in removedSections where old.indices.contains(section) {
                isRemoved[section] = true
            }
        }
        var removed: [RowKey] = []
        removed.reserveCapacity(beforePaths.count)
        for path in beforePaths {
            let key = RowKey(path)
            try checkRow(key, .before, counts: old)
            if !isRemoved.isEmpty && isRemoved[key.section] {
                throw rowConflict(path, "its section is deleted or reloaded in the same update")
            }
            removed.append(key)
        }
        // A reconfigured row must exist; when the same update also removes it, the removal wins.
        for path in batch.reconfiguredRows {
            try checkRow(RowKey(path), .before, counts: old)
        }
        var placed: [RowKey] = []
        placed.reserveCapacity(afterPaths.count)
        let hasFreshSections = !sections.fresh.isEmpty
        for path in afterPaths {
            let key = RowKey(path)
            try checkRow(key, .after, counts: new)
            if hasFreshSections && sections.fresh.contains(key.section) {
                throw rowConflict(path, "its section is inserted or reloaded in the same update")
            }
            placed.append(key)
        }
        return (removed, placed)
    }

    private func checkRow(_ key: RowKey, _ state: TableViewUpdateError.State, counts: [Int])
        throws(TableViewUpdateError)
    {
        let hasSection = counts.indices.contains(key.section)
        guard !hasSection || key.row < 0 || key.row >= counts[key.section] else { return }
        let detail =
            hasSection
            ? "section \(key.section) contains \(counts[key.section]) rows \(state) the update"
            : "there are \(counts.count) sections \(state) the update"
        throw TableViewUpdateError(
            kind: .rowOutOfRange(IndexPath(row: key.row, section: key.section), state),
            message: "Invalid update: row \(key.row) of section \(key.section) does not exist \(state) the "
                + "update (\(detail)).")
    }

    private func rowConflict(_ path: IndexPath, _ reason: String) -> TableViewUpdateError {
        TableViewUpdateError(
            kind: .conflictingRowOperations(path),
            message: "Invalid update: the operations on row \(path.row) of section \(path.section) conflict: \(reason)."
        )
    }

    /// Every old row is removed at most once and every new row placed at most once.
    ///
    /// Checked on sorted copies, where a repeated row is next to itself: no hashing. Only a batch
    /// that repeats one looks for the first repeat in the order the rows were named, to name it.
    private func validateRowConflicts(removed: [RowKey], placed: [RowKey]) throws(TableViewUpdateError) {
        if hasRepeats(removed), let key = firstRepeated(removed) {
            throw rowConflict(
                IndexPath(row: key.row, section: key.section), "it is deleted, reloaded or moved more than once")
        }
        if hasRepeats(placed), let key = firstRepeated(placed) {
            throw rowConflict(
                IndexPath(row: key.row, section: key.section), "more than one row is inserted or moved to it")
        }
    }

    /// UIKit's rule for every section that exists before and after the update.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* operations: a section no operation
    ///   names must keep its count.
    private func validateRowCounts(_ sections: SectionPlan) throws(TableViewUpdateError) {
        var inserted: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var deleted: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for path in batch.insertedRows { inserted[path.section, default: 0] += 1 }
        for path in batch.deletedRows { deleted[path.section, default: 0] += 1 }
        for move in batch.movedRows where sections.destinations[move.from.section] != move.to.section {
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        // Flags, not the index set: asking an `IndexSet` per section calls into Foundation.
        var fresh = [Bool](repeating: false, count: sections.fresh.isEmpty ? 0 : new.count)
        for section in sections.fresh {
            fresh[section] = true
        }
        let touchesRows = !inserted.isEmpty || !deleted.isEmpty || !movedIn.isEmpty
        let (old, new, destinations) = (old, new, sections.destinations)
        for section in destinations.indices {
            guard let destination = destinations[section], fresh.isEmpty || !fresh[destination] else { continue }
            guard touchesRows || new[destination] != old[section] else { continue }
            let (added, removed) = (inserted[destination] ?? 0, deleted[section] ?? 0)
            let (arrived, left) = (movedIn[destination] ?? 0, movedOut[section] ?? 0)
            let expected = old[section] + added - removed + arrived - left
            guard new[destination] == expected else {
                throw TableViewUpdateError(
                    kind: .invalidNumberOfRows(section: destination), countBefore: old[section],
                    countAfter: new[destination], inserted: added, deleted: removed, movedIn: arrived, movedOut: left,
                    message: "Invalid update: invalid number of rows in section \(destination). The number of rows "
                        + "contained in an existing section after the update (\(new[destination])) must be equal to "
                        + "the number of rows contained in that section before the update (\(old[section])), plus or "
                        + "minus the number of rows inserted or deleted from that section (\(added) inserted, "
                        + "\(removed) deleted) and plus or minus the number of rows moved into or out of that section "
                        + "(\(arrived) moved in, \(left) moved out).")
            }
        }
    }
}

/// Where each surviving old row goes: moved rows to their destination; the others keep their
/// order and fill the positions of their new section that no insert or move took.
///
/// Kept by the rows' numbers (``RowKey``), not their index paths: it is made for every batch.
struct RowMapping {
    let old: [Int]
    let destinations: [Int?]
    let fresh: IndexSet
    let moves: [RowKey: IndexPath]
    let deleted: Set<RowKey>
    /// Per old section: rows deleted or moved out, ascending.
    let removed: [Int: [Int]]
    /// Per new section: rows inserted or moved in, ascending.
    let occupied: [Int: [Int]]

    init(batch: BatchUpdate, old: [Int], sections: BatchValidator.SectionPlan) {
        self.old = old
        destinations = sections.destinations
        fresh = sections.fresh
        var moves: [RowKey: IndexPath] = [:]
        moves.reserveCapacity(batch.movedRows.count)
        var removed: [RowKey] = []
        removed.reserveCapacity(batch.deletedRows.count + batch.movedRows.count)
        var deleted = Set<RowKey>(minimumCapacity: batch.deletedRows.count)
        for path in batch.deletedRows {
            let key = RowKey(path)
            deleted.insert(key)
            removed.append(key)
        }
        var occupied: [RowKey] = []
        occupied.reserveCapacity(batch.insertedRows.count + batch.movedRows.count)
        for path in batch.insertedRows {
            occupied.append(RowKey(path))
        }
        for move in batch.movedRows {
            let from = RowKey(move.from)
            moves[from] = move.to  // Sources are unique: the validator checked.
            removed.append(from)
            occupied.append(RowKey(move.to))
        }
        self.moves = moves
        self.deleted = deleted
        self.removed = Self.sortedRowsBySection(&removed)
        self.occupied = Self.sortedRowsBySection(&occupied)
    }

    /// The rows of `keys` grouped by section, ascending (`keys` is sorted on the way).
    private static func sortedRowsBySection(_ keys: inout [RowKey]) -> [Int: [Int]] {
        keys.sort(by: RowKey.precedes)
        var bySection: [Int: [Int]] = [:]
        var start = 0
        while start < keys.count {
            let section = keys[start].section
            var end = start + 1
            while end < keys.count && keys[end].section == section {
                end += 1
            }
            bySection[section] = keys[start..<end].map(\.row)
            start = end
        }
        return bySection
    }

    /// The new index path of an old row, or nil when it does not survive. O(log k).
    func newIndexPath(_ path: IndexPath) -> IndexPath? {
        guard isRow(path, of: old) else { return nil }
        let key = RowKey(path)
        if !moves.isEmpty, let moved = moves[key] { return moved }
        guard deleted.isEmpty || !deleted.contains(key), let section = destinations[key.section],
            fresh.isEmpty || !fresh.contains(section)
        else {
            return nil
        }
        let rank = key.row - countBelow(key.row, in: removed[key.section] ?? [])
        return IndexPath(row: freePosition(rank, around: occupied[section] ?? []), section: section)
    }
}

/// Whether a row of `keys` is named twice.
///
/// - Complexity: O(*k* log *k*) for *k* rows.
private func hasRepeats(_ keys: [RowKey]) -> Bool {
    guard keys.count > 1 else { return false }
    let sorted = keys.sorted(by: RowKey.precedes)
    for index in 1..<sorted.count where sorted[index] == sorted[index - 1] {
        return true
    }
    return false
}

/// The first element of `items` that an earlier element equals, or nil when all are distinct.
private func firstRepeated<T: Hashable>(_ items: [T]) -> T? {
    var seen = Set<T>()
    return items.first { !seen.insert($0).inserted }
}
