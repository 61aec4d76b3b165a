import Foundation

/// A section of identified rows, the input of ``SectionedDifference``.
public struct DiffSection<SectionID: Hashable, RowID: Hashable>: Equatable {
    /// The section's identifier.
    public var id: SectionID
    /// The identifiers of its rows, in order. Row identifiers are unique across the whole table.
    public var rows: [RowID]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - id: The section's identifier.
    ///   - rows: Its rows' identifiers.
    public init(id: SectionID, rows: [RowID]) {
        self.id = id
        self.rows = rows
    }
}

extension DiffSection: Sendable where SectionID: Sendable, RowID: Sendable {}

/// The difference between two tables of sections and rows, which applies as one valid batch
/// update.
///
/// Sections are diffed as a ``ListDifference``. Rows are matched by identifier across the whole
/// table, so a row can move between sections. Rules that keep the update valid for UIKit (and
/// the headless table): rows of a deleted section are not deleted one by one (they go with their
/// section), rows of an inserted section are not inserted one by one; a row whose old section is
/// deleted becomes an insert, and a row whose new section is inserted becomes a delete. Within a
/// surviving section, only rows off a longest increasing subsequence move.
///
/// It is also the library's one batch of changes: the updates of described content and of the
/// `.animated` reload mode are values of this type too, with ``rowReloads`` and
/// ``rowReconfigures`` besides the structure (a difference made with ``init(from:to:)`` has
/// neither).
public struct SectionedDifference: Equatable, Sendable {
    /// A row that moves: old index path to new index path.
    public struct RowMove: Equatable, Sendable {
        /// Where the row is before the update.
        public var from: IndexPath
        /// Where it is after the update.
        public var to: IndexPath

        package init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// The difference of the sections.
    public var sections: ListDifference
    /// Rows deleted, in the numbering before the update, ascending.
    public var rowDeletions: [IndexPath]
    /// Rows inserted, in the numbering after the update, ascending.
    public var rowInsertions: [IndexPath]
    /// Rows that move, by ascending destination.
    public var rowMoves: [RowMove]
    /// Rows whose cell is asked again (a new cell), in the numbering before the update, ascending.
    ///
    /// A reloaded row that also moves leaves where it was and comes back where it goes when the
    /// batch is applied: UIKit rejects a reload and a move of one row in one batch.
    public package(set) var rowReloads: [IndexPath] = []
    /// Rows whose cell is configured again in place (the same cell), in the numbering before the
    /// update, ascending.
    public package(set) var rowReconfigures: [IndexPath] = []

    /// Computes the difference between two tables.
    ///
    /// - Parameters:
    ///   - old: The sections shown now.
    ///   - new: The sections to show.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    public init<SectionID: Hashable, RowID: Hashable>(
        from old: [DiffSection<SectionID, RowID>], to new: [DiffSection<SectionID, RowID>]
    ) {
        let oldPaths = Self.places(of: old.map(\.rows.count))
        let newPaths = Self.places(of: new.map(\.rows.count))
        let rowMatch = ElementPairing(
            old: ContiguousArray(old.flatMap(\.rows)), new: ContiguousArray(new.flatMap(\.rows)))
        var oldPlaces = new.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        var newPlacesOfOld = old.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        for (newFlat, oldFlat) in rowMatch.newToOld.enumerated() where oldFlat >= 0 {
            let to = newPaths[newFlat]
            let from = oldPaths[oldFlat]
            oldPlaces[to.section][to.row] = from
            newPlacesOfOld[from.section][from.row] = to
        }
        self.init(
            sections: old.map(\.id), to: new.map(\.id), oldPlaces: oldPlaces, newPlacesOfOld: newPlacesOfOld)
    }

    /// The difference of two tables whose rows are already matched: the one algorithm behind
    /// ``init(from:to:)`` and the updates of described content, which match rows through the
    /// identifier index they build anyway.
    ///
    /// - Parameters:
    ///   - oldSections: The old sections' identities.
    ///   - newSections: The new sections' identities.
    ///   - oldPlaces: For each new row, by section and row, its old place; nil for a new row.
    ///   - newPlacesOfOld: For each old row, its new place; nil for a row that is gone.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    package init<SectionID: Hashable>(
        sections oldSections: [SectionID], to newSections: [SectionID], oldPlaces: [[RowPlace?]],
        newPlacesOfOld: [[RowPlace?]]
    ) {
        sections = ListDifference(from: oldSections, to: newSections)
        var sectionTarget = [Int?](repeating: nil, count: oldSections.count)
        let sectionMatch = ElementPairing(old: ContiguousArray(oldSections), new: ContiguousArray(newSections))
        for (oldSection, newSection) in sectionMatch.oldToNew.enumerated() where newSection >= 0 {
            sectionTarget[oldSection] = newSection
        }
        var insertedSections = [Bool](repeating: false, count: newSections.count)
        for section in sections.insertions {
            insertedSections[section] = true
        }

        var insertions: [IndexPath] = []
        // Per new section, its rows that came from the section it continues, for the LIS.
        var stayingCandidates = [[(from: RowPlace, to: Int)]](repeating: [], count: newSections.count)
        var crossMoves: [RowMove] = []
        for (section, places) in oldPlaces.enumerated() where !insertedSections[section] {
            for (row, from) in places.enumerated() {
                guard let from, let target = sectionTarget[from.section] else {
                    insertions.append(IndexPath(indexes: [section, row]))
                    continue
                }
                if target == section {
                    stayingCandidates[section].append((from, row))
                } else {
                    crossMoves.append(RowMove(from: from.indexPath, to: IndexPath(indexes: [section, row])))
                }
            }
        }
        var deletions: [IndexPath] = []
        for (section, places) in newPlacesOfOld.enumerated() where sectionTarget[section] != nil {
            for (row, to) in places.enumerated() {
                if let to, !insertedSections[to.section] { continue }
                deletions.append(IndexPath(indexes: [section, row]))
            }
        }
        var moves = crossMoves
        for (section, candidates) in stayingCandidates.enumerated() where !candidates.isEmpty {
            let staying = longestIncreasingSubsequence(candidates.map { $0.from.row }).marks
            for (position, candidate) in candidates.enumerated() where !staying[position] {
                moves.append(RowMove(from: candidate.from.indexPath, to: IndexPath(indexes: [section, candidate.to])))
            }
        }
        moves.sort { $0.to < $1.to }
        rowDeletions = deletions
        rowInsertions = insertions
        rowMoves = moves
    }

    /// The place of every row of sections with `counts` rows, in order.
    private static func places(of counts: [Int]) -> [RowPlace] {
        var places: [RowPlace] = []
        places.reserveCapacity(counts.reduce(0, +))
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                places.append(RowPlace(section: section, row: row))
            }
        }
        return places
    }
}

/// A row's place in a table of sections: its section and row, as plain integers (an `IndexPath`
/// per row costs more than the look-up that finds it).
package struct RowPlace: Hashable, Sendable {
    package var section: Int
    package var row: Int

    /// The place as a two-index `IndexPath`.
    package var indexPath: IndexPath { IndexPath(indexes: [section, row]) }

    /// The place of row `row` of section `section`.
    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}
