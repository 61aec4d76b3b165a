import Foundation

// Searches over ascending arrays of positions. Free of table types, so that the difference
// algorithms can use them as well as the batch-update validator.

/// The first index in `0..<count` at which `isBefore` is false, where `isBefore` is true for a
/// prefix of the indexes and false after it: the partition point of a binary search.
///
/// - Parameters:
///   - count: The number of indexes.
///   - isBefore: Whether the searched-for point lies after index `i`.
/// - Returns: The partition point, from 0 to `count`.
/// - Complexity: O(log `count`) calls of `isBefore`.
func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}

/// How many elements of the ascending array `sorted` are less than `value`. O(log n).
package func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    partitionPoint(sorted.count) { sorted[$0] < value }
}

/// The `rank`-th (0-based) position not in the ascending array `taken`. O(log n): before
/// `taken[j]` there are `taken[j] - j` free positions, a non-decreasing sequence.
package func freePosition(_ rank: Int, around taken: [Int]) -> Int {
    rank + partitionPoint(taken.count) { taken[$0] - $0 <= rank }
}
