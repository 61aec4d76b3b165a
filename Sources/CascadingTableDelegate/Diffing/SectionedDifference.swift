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
public struct SectionedDifference: Equatable, Sendable {
    /// A row that moves: old index path to new index path.
    public struct RowMove: Equatable, Sendable {
        /// Where the row is before the update.
        public var from: IndexPath
        /// Where it is after the update.
        public var to: IndexPath
    }

    /// The difference of the sections.
    public var sections: ListDifference
    /// Rows deleted, in the numbering before the update, ascending.
    public var rowDeletions: [IndexPath]
    /// Rows inserted, in the numbering after the update, ascending.
    public var rowInsertions: [IndexPath]
    /// Rows that move, by ascending destination.
    public var rowMoves: [RowMove]

    /// Computes the difference between two tables.
    ///
    /// - Parameters:
    ///   - old: The sections shown now.
    ///   - new: The sections to show.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    public init<SectionID: Hashable, RowID: Hashable>(
        from old: [DiffSection<SectionID, RowID>], to new: [DiffSection<SectionID, RowID>]
    ) {
        sections = ListDifference(from: old.map(\.id), to: new.map(\.id))
        // Where each old section goes (nil: deleted), and which new sections are inserted.
        var sectionTarget = [Int?](repeating: nil, count: old.count)
        let sectionMatch = ElementPairing(old: ContiguousArray(old.map(\.id)), new: ContiguousArray(new.map(\.id)))
        for (oldSection, newSection) in sectionMatch.oldToNew.enumerated() where newSection >= 0 {
            sectionTarget[oldSection] = newSection
        }
        let insertedSections = Set(sections.insertions)

        let oldRows = ContiguousArray(old.flatMap(\.rows))
        let newRows = ContiguousArray(new.flatMap(\.rows))
        let oldPaths = Self.paths(of: old.map(\.rows.count))
        let newPaths = Self.paths(of: new.map(\.rows.count))
        let rowMatch = ElementPairing(old: oldRows, new: newRows)

        var deletions: [IndexPath] = []
        var insertions: [IndexPath] = []
        // Per new section, its rows that came from the section it continues, for the LIS.
        var stayingCandidates = [[(from: IndexPath, to: IndexPath)]](repeating: [], count: new.count)
        var crossMoves: [RowMove] = []
        for (newFlat, oldFlat) in rowMatch.newToOld.enumerated() {
            let to = newPaths[newFlat]
            guard !insertedSections.contains(to.section) else { continue }
            guard oldFlat >= 0, let target = sectionTarget[oldPaths[oldFlat].section] else {
                insertions.append(to)
                continue
            }
            let from = oldPaths[oldFlat]
            if target == to.section {
                stayingCandidates[to.section].append((from, to))
            } else {
                crossMoves.append(RowMove(from: from, to: to))
            }
        }
        for (oldFlat, newFlat) in rowMatch.oldToNew.enumerated() {
            let from = oldPaths[oldFlat]
            guard sectionTarget[from.section] != nil else { continue }
            if newFlat < 0 || insertedSections.contains(newPaths[newFlat].section) {
                deletions.append(from)
            }
        }
        var moves = crossMoves
        for candidates in stayingCandidates where !candidates.isEmpty {
            let staying = longestIncreasingSubsequence(candidates.map { $0.from[1] }).marks
            for (position, candidate) in candidates.enumerated() where !staying[position] {
                moves.append(RowMove(from: candidate.from, to: candidate.to))
            }
        }
        moves.sort { $0.to < $1.to }
        rowDeletions = deletions.sorted()
        rowInsertions = insertions.sorted()
        rowMoves = moves
    }

    /// The index path of every row of sections with `counts` rows, in order.
    private static func paths(of counts: [Int]) -> [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(counts.reduce(0, +))
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                paths.append(IndexPath(indexes: [section, row]))
            }
        }
        return paths
    }
}
