import Foundation

// The index paths `[0, row]` that row-range children see, made once per table and handed out
// as copies. Routing to a range of rows passes the child a local index path on every call:
// writing the row into a copy of the table's path calls Foundation's setter, which is not
// inlinable and cost as much as the rest of the range lookup; copying a ready-made path does
// not call out.
extension TableView {
    /// Rows past this are not cached (routing writes the path itself): a range that long would
    /// hold megabytes of paths for a saving of nanoseconds.
    static let localRowPathLimit = 1 << 16

    /// Whether `localRowPaths[row]` is `[0, row]`, making the paths up to `row` first when it is
    /// within `localRowPathLimit`: false past the limit, where routing writes the path itself.
    ///
    /// - Complexity: O(1) amortized; the first request past the paths made so far makes twice
    ///   as many.
    @inline(__always)
    func hasLocalRowPath(_ row: Int) -> Bool {
        row < localRowPaths.count || makeLocalRowPaths(toInclude: row)
    }

    /// Makes paths up to `row` (at least doubling them); false past the limit.
    @inline(never)
    private func makeLocalRowPaths(toInclude row: Int) -> Bool {
        guard row >= 0, row < Self.localRowPathLimit else { return false }
        let count = min(max(row + 1, localRowPaths.count * 2, 64), Self.localRowPathLimit)
        localRowPaths.reserveCapacity(count)
        var path = IndexPath(indexes: [0, 0])
        for next in localRowPaths.count..<count {
            path[1] = next
            localRowPaths.append(path)
        }
        return true
    }
}
