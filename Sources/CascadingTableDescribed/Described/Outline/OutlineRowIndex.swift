import Foundation

/// Every row of an outline being laid out, by identifier: to find an identifier used twice and
/// say where it was first, and, once laid out, where each visible row is among the rows shown.
///
/// It is the layout's one hash table (or array, for `Int` identifiers: ``RowPositions``), and the
/// update plan matches the rows shown before to the new ones through it: the plan does not index
/// the rows shown again, nor check them for duplicates the layout dropped already. A row's entry
/// is its number in the walk (depth first, dropped rows not counted); what the walk knew of it
/// (its parent, its index as given, its section, its position shown) is in an array by that
/// number, 16 bytes a row, appended in order: a table of those places by identifier cost a hash
/// and a 48-byte entry a row, in a table of a power of two of them (Performance.md, "Outline
/// rows").
struct OutlineRowIndex {
    /// What the walk knew of a row kept: enough to name its place in a report, and its position
    /// among the rows shown.
    private struct Entry {
        /// The parent's slot in ``parents``; ``none`` at the top level.
        var parent: UInt32
        /// The row's index among its parent's children (or its section's rows), as given.
        var index: UInt32
        /// The row's section.
        var section: UInt32
        /// The row's position among every section's rows shown; ``none`` for a hidden row.
        var shown: UInt32
    }

    /// The value of an ``Entry`` field that names nothing.
    private static let none = UInt32.max

    /// Each row's number in the walk, by identifier.
    private var numbers: RowPositions

    /// The rows kept, by number.
    private var entries: [Entry] = []

    /// The identifiers of the rows with children met so far, by slot: only they are parents.
    private var parents: [DescribedID] = []

    /// The number of rows of each section of the content, at every depth, duplicates included.
    private(set) var sectionRowCounts: [Int] = []

    /// An empty index for the rows of `content`, at every depth (read once, hashing nothing, to
    /// size it and to choose how it keeps the identifiers).
    ///
    /// - Complexity: O(*n*) for *n* rows.
    init(for content: borrowing DescribedContent) {
        var count = 0
        var lowest = Int.max
        var highest = Int.min
        var allInts = true
        var sectionRowCounts: [Int] = []
        sectionRowCounts.reserveCapacity(content.sections.count)
        // Its own walk, in no particular order (only counts and bounds are wanted): each array of
        // children is read in place, a field of each row, where `OutlinePath.visit` handed each
        // row to a closure and kept a path; this walk was a seventh of laying out 10,000 rows.
        var pending: [[RowDescription]] = []
        for section in content.sections.indices {
            let before = count
            pending.append(content.sections[section].rows)
            while let rows = pending.popLast() {
                count += rows.count
                for row in rows.indices {
                    if allInts {
                        if let value = rows[row].id.intValue {
                            lowest = min(lowest, value)
                            highest = max(highest, value)
                        } else {
                            allInts = false
                        }
                    }
                    if rows[row].holdsChildren {
                        pending.append(rows[row].childStorage)
                    }
                }
            }
            sectionRowCounts.append(count - before)
        }
        self.sectionRowCounts = sectionRowCounts
        numbers = RowPositions(count: count, intRange: allInts && count > 0 ? lowest...highest : nil)
        entries.reserveCapacity(count)
    }

    /// The slot of a parent with `id`, for the places of its children.
    mutating func addParent(_ id: DescribedID) -> UInt32 {
        parents.append(id)
        return UInt32(clamping: parents.count - 1)
    }

    /// The parent slot of the top-level rows.
    static let topLevel = none

    /// Notes the row with `id` at the given place, unless its identifier was noted before: then
    /// nothing changes and the earlier row's place is returned.
    ///
    /// - Parameters:
    ///   - parent: Its parent's slot (``addParent(_:)``), or ``topLevel``.
    ///   - index: Its index among its parent's children as given.
    ///   - section: Its section.
    ///   - shown: Its position among the rows shown, or nil when hidden.
    /// - Returns: Where the row first given `id` is, described for a report; nil when `id` is new.
    /// - Complexity: O(1) expected.
    mutating func note(
        _ id: DescribedID, parent: UInt32, index: Int, section: Int, shown: Int?
    ) -> String? {
        if let first = numbers.updateValue(entries.count, forKey: id) {
            numbers[id] = first
            return place(ofNumber: first)
        }
        entries.append(
            Entry(
                parent: parent, index: UInt32(clamping: index), section: UInt32(clamping: section),
                shown: shown.map { UInt32(clamping: $0) } ?? Self.none))
        return nil
    }

    /// Forgets the row noted last, which is `id`'s (a row dropped after all): a later row may have
    /// its identifier.
    mutating func removeLast(_ id: DescribedID) {
        numbers[id] = nil
        entries.removeLast()
    }

    /// The place of the row numbered `number`, described for a report.
    private func place(ofNumber number: Int) -> String {
        let entry = entries[number]
        return ContentRule.place(
            child: Int(entry.index), of: entry.parent == Self.none ? nil : parents[Int(entry.parent)],
            section: Int(entry.section))
    }

    /// The position among the rows shown of the row with `id`; nil when no row has it, or it is
    /// hidden.
    ///
    /// - Complexity: O(1) expected.
    func shownPosition(of id: DescribedID) -> Int? {
        guard let number = numbers[id] else { return nil }
        let shown = entries[number].shown
        return shown == Self.none ? nil : Int(shown)
    }
}
