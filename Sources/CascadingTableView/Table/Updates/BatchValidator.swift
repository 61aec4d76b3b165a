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
        try validateRowPaths(sections)
        try validateRowConflicts()
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

    private func validateRowPaths(_ sections: SectionPlan) throws(TableViewUpdateError) {
        let removedSections = Set(batch.deletedSections + batch.reloadedSections)
        let beforePaths = batch.removedRows
        let afterPaths = batch.placedRows
        for path in beforePaths + afterPaths + batch.reconfiguredRows where !path.isTableIndexPath {
            throw TableViewUpdateError(
                kind: .malformedIndexPath(path),
                message: "Invalid update: index path \(path) does not have exactly two indexes (section, row).")
        }
        for path in beforePaths {
            try checkRow(path, .before, counts: old)
            if removedSections.contains(path.section) {
                throw rowConflict(path, "its section is deleted or reloaded in the same update")
            }
        }
        // A reconfigured row must exist; when the same update also removes it, the removal wins.
        for path in batch.reconfiguredRows {
            try checkRow(path, .before, counts: old)
        }
        for path in afterPaths {
            try checkRow(path, .after, counts: new)
            if sections.fresh.contains(path.section) {
                throw rowConflict(path, "its section is inserted or reloaded in the same update")
            }
        }
    }

    private func checkRow(_ path: IndexPath, _ state: TableViewUpdateError.State, counts: [Int])
        throws(TableViewUpdateError)
    {
        guard isRow(path, of: counts) else {
            let detail =
                counts.indices.contains(path.section)
                ? "section \(path.section) contains \(counts[path.section]) rows \(state) the update"
                : "there are \(counts.count) sections \(state) the update"
            throw TableViewUpdateError(
                kind: .rowOutOfRange(path, state),
                message: "Invalid update: row \(path.row) of section \(path.section) does not exist \(state) the "
                    + "update (\(detail)).")
        }
    }

    private func rowConflict(_ path: IndexPath, _ reason: String) -> TableViewUpdateError {
        TableViewUpdateError(
            kind: .conflictingRowOperations(path),
            message: "Invalid update: the operations on row \(path.row) of section \(path.section) conflict: \(reason)."
        )
    }

    /// Every old row is removed at most once and every new row placed at most once.
    private func validateRowConflicts() throws(TableViewUpdateError) {
        if let path = firstRepeated(batch.removedRows) {
            throw rowConflict(path, "it is deleted, reloaded or moved more than once")
        }
        if let path = firstRepeated(batch.placedRows) {
            throw rowConflict(path, "more than one row is inserted or moved to it")
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
struct RowMapping {
    let old: [Int]
    let destinations: [Int?]
    let fresh: IndexSet
    let moves: [IndexPath: IndexPath]
    let deleted: Set<IndexPath>
    /// Per old section: rows deleted or moved out, ascending.
    let removed: [Int: [Int]]
    /// Per new section: rows inserted or moved in, ascending.
    let occupied: [Int: [Int]]

    init(batch: BatchUpdate, old: [Int], sections: BatchValidator.SectionPlan) {
        self.old = old
        destinations = sections.destinations
        fresh = sections.fresh
        var moves: [IndexPath: IndexPath] = [:]
        for move in batch.movedRows {
            moves[move.from] = move.to  // Sources are unique: the validator checked.
        }
        self.moves = moves
        deleted = Set(batch.deletedRows)
        removed = Self.sortedRowsBySection(batch.vacatedRows)
        occupied = Self.sortedRowsBySection(batch.placedRows)
    }

    /// The rows of `paths` grouped by section, ascending.
    private static func sortedRowsBySection(_ paths: [IndexPath]) -> [Int: [Int]] {
        Dictionary(grouping: paths, by: \.section).mapValues { $0.map(\.row).sorted() }
    }

    /// The new index path of an old row, or nil when it does not survive. O(log k).
    func newIndexPath(_ path: IndexPath) -> IndexPath? {
        guard isRow(path, of: old) else { return nil }
        if let moved = moves[path] { return moved }
        guard !deleted.contains(path), let section = destinations[path.section], !fresh.contains(section) else {
            return nil
        }
        let rank = path.row - countBelow(path.row, in: removed[path.section] ?? [])
        return IndexPath(row: freePosition(rank, around: occupied[section] ?? []), section: section)
    }
}

/// The first element of `items` that an earlier element equals, or nil when all are distinct.
private func firstRepeated<T: Hashable>(_ items: [T]) -> T? {
    var seen = Set<T>()
    return items.first { !seen.insert($0).inserted }
}
