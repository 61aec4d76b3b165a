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
        let rowMatch = ElementPairing(
            old: ContiguousArray(old.flatMap(\.rows)), new: ContiguousArray(new.flatMap(\.rows)))
        self.init(
            sections: old.map(\.id), to: new.map(\.id),
            rows: RowMatching(
                oldCounts: old.map(\.rows.count), newCounts: new.map(\.rows.count), oldToNew: rowMatch.oldToNew,
                newToOld: rowMatch.newToOld))
    }

    /// The difference of two tables whose rows are already matched: the one algorithm behind
    /// ``init(from:to:)`` and the updates of described content, which match rows through the
    /// identifier index they build anyway.
    ///
    /// - Parameters:
    ///   - oldSections: The old sections' identities.
    ///   - newSections: The new sections' identities.
    ///   - rows: Which old row each new row is, by position among all rows.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows (and
    ///   O(log *s*) per row that changes section, for *s* sections).
    package init<SectionID: Hashable>(sections oldSections: [SectionID], to newSections: [SectionID], rows: RowMatching)
    {
        requireInternally(
            rows.oldStarts.count == oldSections.count + 1 && rows.newStarts.count == newSections.count + 1
                ? nil : "SectionedDifference: rows matched in sections other than the sections given")
        sections = ListDifference(from: oldSections, to: newSections)
        var sectionTarget = [Int](repeating: -1, count: oldSections.count)
        let sectionMatch = ElementPairing(old: ContiguousArray(oldSections), new: ContiguousArray(newSections))
        for (oldSection, newSection) in sectionMatch.oldToNew.enumerated() where newSection >= 0 {
            sectionTarget[oldSection] = newSection
        }
        var insertedSections = [Bool](repeating: false, count: newSections.count)
        for section in sections.insertions {
            insertedSections[section] = true
        }

        var insertions: [IndexPath] = []
        var moves: [RowMove] = []
        var oldSectionOf = SectionFinger(starts: rows.oldStarts)
        var newSectionOf = SectionFinger(starts: rows.newStarts)
        // The old section found last, and where its rows start and end.
        var (foundSection, foundStart, foundEnd) = (0, 0, 0)
        for section in newSections.indices where !insertedSections[section] {
            let start = rows.newStarts[section]
            let end = rows.newStarts[section + 1]
            // The old section the section continues, how many of its rows stay in it, and whether
            // any of its rows was a row of another old section that survives (a move between
            // sections) or of one that was deleted (an insertion).
            var continued = -1
            var stayingCount = 0
            var hasOthers = false
            // Whether the old section found last continues this one. Most rows stay where they
            // were: the rows of that section are counted a run at a time, in a loop of their own
            // (in this loop, with its many values, each row took about 35 instructions), and only
            // the others take the steps below.
            var foundStays = !sectionTarget.isEmpty && sectionTarget[foundSection] == section
            if foundStays {
                continued = foundSection
            }
            let newToOld = rows.newToOld
            var flat = start
            while flat < end {
                if foundStays {
                    let next = Self.firstPosition(
                        in: newToOld, from: flat, to: end, outside: foundStart..<foundEnd)
                    stayingCount += next - flat
                    flat = next
                    guard flat < end else { break }
                }
                let old = newToOld[flat]
                defer { flat += 1 }
                guard old >= 0 else {
                    insertions.append(IndexPath.row(flat - start, inSection: section))
                    continue
                }
                // The section of the row before, most of the time: checked here against its bounds,
                // so that the finger is asked only when the rows cross into another section.
                if old < foundStart || old >= foundEnd {
                    foundSection = oldSectionOf.section(of: old)
                    (foundStart, foundEnd) = (rows.oldStarts[foundSection], rows.oldStarts[foundSection + 1])
                    foundStays = sectionTarget[foundSection] == section
                }
                let oldSection = foundSection
                let oldRow = old - foundStart
                if sectionTarget[oldSection] == section {
                    continued = oldSection
                    stayingCount += 1
                    continue
                }
                hasOthers = true
                if sectionTarget[oldSection] < 0 {
                    insertions.append(IndexPath.row(flat - start, inSection: section))
                } else {
                    moves.append(
                        RowMove(
                            from: IndexPath.row(oldRow, inSection: oldSection),
                            to: IndexPath.row(flat - start, inSection: section)))
                }
            }
            guard stayingCount > 0 else { continue }
            // The rows that stay in the section all continue one old section, so their flat old
            // positions, in new order, are in the order of their old rows: the LIS runs on the
            // matching itself, which has -1 (skipped) for rows new to the table. Only when rows of
            // other old sections are among them is the section's part copied, with those hidden.
            var values = rows.newToOld
            var from = start
            if hasOthers {
                values = Array(rows.newToOld[start..<end])
                from = 0
                for index in values.indices where values[index] >= 0 {
                    if sectionTarget[oldSectionOf.section(of: values[index])] != section {
                        values[index] = -1
                    }
                }
            }
            let oldStart = rows.oldStarts[continued]
            // By runs of rows that keep their order (a few for thousands of rows when few move):
            // the same subsequence, without working arrays the size of the section.
            if let runs = longestIncreasingSubsequenceRuns(
                values, from: from, to: from + end - start, limit: Self.runLimit(forRows: end - start))
            {
                for run in runs where run.kept < run.count {
                    for position in run.position + run.kept..<run.position + run.count {
                        moves.append(
                            RowMove(
                                from: IndexPath.row(values[position] - oldStart, inSection: continued),
                                to: IndexPath.row(position - from, inSection: section)))
                    }
                }
            } else {
                let links = longestIncreasingSubsequenceLinks(
                    values, from: from, to: from + end - start, count: stayingCount
                )
                .links
                for offset in 0..<end - start
                where values[from + offset] >= 0 && links[offset] != onLongestIncreasingSubsequence {
                    moves.append(
                        RowMove(
                            from: IndexPath.row(values[from + offset] - oldStart, inSection: continued),
                            to: IndexPath.row(offset, inSection: section)))
                }
            }
        }
        var deletions: [IndexPath] = []
        let oldToNew = rows.oldToNew
        let insertsSections = !sections.insertions.isEmpty
        for section in oldSections.indices where sectionTarget[section] >= 0 {
            let start = rows.oldStarts[section]
            let end = rows.oldStarts[section + 1]
            var flat = start
            while flat < end {
                // Without an inserted section, only rows that have no new row leave: the ones that
                // do are passed over a run at a time, in a loop of their own.
                if !insertsSections {
                    flat = Self.firstPosition(in: oldToNew, from: flat, to: end, outside: 0..<Int.max)
                    guard flat < end else { break }
                }
                let new = oldToNew[flat]
                defer { flat += 1 }
                // Only an inserted section makes a row that survives leave as a deletion: without
                // one, its new section is not looked for.
                if new >= 0, !insertsSections || !insertedSections[newSectionOf.section(of: new)] {
                    continue
                }
                deletions.append(IndexPath.row(flat - start, inSection: section))
            }
        }
        moves.sort { $0.to < $1.to }
        rowDeletions = deletions
        rowInsertions = insertions
        rowMoves = moves
    }

    /// The first position from `start` (up to `end`) whose value in `values` is outside `bounds`,
    /// or `end`: one unsigned comparison a value (a negative one is outside any bounds that start
    /// at 0 or above).
    @inline(__always)
    static func firstPosition(in values: [Int], from start: Int, to end: Int, outside bounds: Range<Int>) -> Int {
        let (lower, width) = (bounds.lowerBound, UInt(bitPattern: bounds.upperBound &- bounds.lowerBound))
        var position = start
        while position < end && UInt(bitPattern: values[position] &- lower) < width {
            position += 1
        }
        return position
    }

    /// The most runs for which a section of `rows` rows finds its moves by runs: each run can
    /// cost a move of the pieces after its place, so their square stays within a multiple of the
    /// rows, and the whole stays O(*n*); past it, one value at a time. (With 10,000 rows and
    /// random moves, runs cost less than values up to about 1,000 runs; 512 leaves room for
    /// orders that move more pieces.)
    static func runLimit(forRows rows: Int) -> Int {
        var limit = 16
        while limit * limit < 16 * rows {
            limit *= 2
        }
        return limit
    }
}
