/// Which old row each new row of a table of sections is, and the other way round, by position
/// among all rows: the input of ``SectionedDifference``'s one algorithm.
///
/// Flat arrays of positions rather than a place per row: an update of 10,000 rows allocates two
/// arrays of integers, not two arrays of optional places per section.
package struct RowMatching: Sendable {
    /// Where each old section's rows start among all old rows, then the number of old rows.
    package let oldStarts: [Int]
    /// Where each new section's rows start among all new rows, then the number of new rows.
    package let newStarts: [Int]
    /// For each old row, the position of the same row among the new rows, or -1 for a row that
    /// is gone.
    package var oldToNew: [Int]
    /// For each new row, the position of the same row among the old rows, or -1 for a new row.
    package var newToOld: [Int]

    /// No row matched yet, in sections of `oldCounts` and `newCounts` rows.
    package init(oldCounts: [Int], newCounts: [Int]) {
        oldStarts = Self.starts(of: oldCounts)
        newStarts = Self.starts(of: newCounts)
        oldToNew = [Int](repeating: -1, count: oldStarts[oldStarts.count - 1])
        newToOld = [Int](repeating: -1, count: newStarts[newStarts.count - 1])
    }

    /// Rows matched as `oldToNew` and `newToOld` say, in sections of `oldCounts` and `newCounts`
    /// rows.
    package init(oldCounts: [Int], newCounts: [Int], oldToNew: [Int], newToOld: [Int]) {
        oldStarts = Self.starts(of: oldCounts)
        newStarts = Self.starts(of: newCounts)
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }

    /// Notes that the old row at `old` is the new row at `new` (positions among all rows).
    package mutating func match(old: Int, new: Int) {
        oldToNew[old] = new
        newToOld[new] = old
    }

    /// Where the rows of sections of `counts` rows start, then their number.
    private static func starts(of counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts {
            starts.append(starts[starts.count - 1] + count)
        }
        return starts
    }
}

/// Finds the section of a row from its position among all rows: the section found last or the
/// next one (rows are mostly asked in order), or a binary search of the sections' starts.
package struct SectionFinger {
    /// Where each section starts, then the number of rows.
    private let starts: [Int]
    /// The section found last.
    private var last = 0

    /// A finger over sections starting at `starts` (one more entry: the number of rows).
    package init(starts: [Int]) {
        self.starts = starts
    }

    /// The section of the row at `position` (which must be a row).
    ///
    /// - Complexity: O(1) for rows asked in order; O(log *s*) for *s* sections otherwise.
    package mutating func section(of position: Int) -> Int {
        if starts[last] <= position, position < starts[last + 1] { return last }
        if last + 2 < starts.count, starts[last + 1] <= position, position < starts[last + 2] {
            last += 1
            return last
        }
        last = Self.section(of: position, startingAt: starts, count: starts.count - 1)
        return last
    }

    /// The section of the row at `position` among the first `count` sections of those starting
    /// at `starts`, by a binary search: the last of them starting at or before `position` (an
    /// empty section starts where the next one does, so the last one is the one that holds the
    /// row).
    ///
    /// - Complexity: O(log *s*).
    package static func section(of position: Int, startingAt starts: [Int], count: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether the finger finds sections starting at `starts`: for the store's check that its
    /// finger was made for the sections it holds.
    package func isOver(_ starts: [Int]) -> Bool {
        self.starts == starts
    }
}
