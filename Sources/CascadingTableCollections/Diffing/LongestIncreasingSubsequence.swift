/// One longest strictly increasing subsequence of the values from `start` to `end` (the last
/// value when nil), ignoring negative values (unpaired positions): patience sorting with back
/// links, O(*k* log *k*) for *k* values. Ties are broken the same way on every run.
///
/// - Parameters:
///   - values: The values; negative ones are not part of any subsequence.
///   - start: The first position searched.
///   - end: The position after the last one searched; nil for the end of `values`.
///   - count: How many values searched are not negative (the working arrays are allocated once,
///     at their final size).
/// - Returns: `links`, for each position searched (at `position - start`), equal to
///   ``onLongestIncreasingSubsequence`` when the position is on the subsequence (never for a
///   negative value); and the subsequence's length.
package func longestIncreasingSubsequenceLinks(
    _ values: [Int], from start: Int, to end: Int? = nil, count candidates: Int
) -> (
    links: [Int], length: Int
) {
    let end = end ?? values.count
    // tails[l] is the position of the smallest value ending an increasing run of length l + 1
    // found so far; links[p - start] the position before p on the run p ends. Preallocated, so
    // that no write checks capacity.
    var tails = [Int](repeating: 0, count: candidates)
    var links = [Int](repeating: -1, count: end - start)
    var length = 0
    var last = Int.min
    for position in start..<end {
        let value = values[position]
        guard value >= 0 else { continue }
        var at = length
        if value <= last {
            // The first tail not below `value`; it exists since the last one is not.
            var low = 0
            var high = length - 1
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            at = low
        }
        // Mostly-ordered input (few moves) extends the longest run almost every time: no search.
        tails[at] = position
        if at > 0 {
            links[position - start] = tails[at - 1]
        }
        if at == length {
            length += 1
            last = value
        } else if at == length - 1 {
            last = value
        }
    }
    var position = length > 0 ? tails[length - 1] : -1
    while position >= 0 {
        let before = links[position - start]
        links[position - start] = onLongestIncreasingSubsequence
        position = before
    }
    return (links, length)
}

/// The mark ``longestIncreasingSubsequenceLinks(_:from:to:count:)`` leaves on the subsequence's
/// positions: no position, so no link.
package let onLongestIncreasingSubsequence = -2
