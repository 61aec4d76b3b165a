/// A run of values that rise by exactly one at each next position, and how much of it a longest
/// increasing subsequence keeps: what ``longestIncreasingSubsequenceRuns(_:from:to:limit:)``
/// answers, one per run instead of one entry per value.
package struct IncreasingRun: Equatable, Sendable {
    /// The position of the run's first value.
    package var position: Int
    /// The run's first value; the value at `position + i` is `value + i`.
    package var value: Int
    /// How many values the run holds.
    package var count: Int
    /// How many of the run's first values are on the subsequence: the others are off it.
    package var kept = 0

    package init(position: Int, value: Int, count: Int, kept: Int = 0) {
        self.position = position
        self.value = value
        self.count = count
        self.kept = kept
    }
}

/// The longest strictly increasing subsequence that ``longestIncreasingSubsequenceLinks(_:from:to:count:)``
/// finds, the very same one (the same ties broken the same way), worked out a run at a time.
///
/// The values of a matching are unique, so the values of a run (next positions, each value one
/// above the last, negative values ending it) form an interval that holds no other value: every
/// other value is below all of the run or above all of it. Patience sorting then places a run's
/// values in consecutive slots after one search for its first value, and the slots are kept as
/// pieces of runs. An update that keeps most rows in order has a few runs for thousands of
/// values, and this allocates per run, not per value: no array the size of the matching.
///
/// - Parameters:
///   - values: The values, unique among the non-negative ones; negative ones are on no
///     subsequence and end a run.
///   - start: The first position searched.
///   - end: The position after the last one searched.
///   - limit: The most runs worth it: slots are pieces in an array, so each run can cost a
///     move of the pieces after its place.
/// - Returns: The runs of the non-negative values, in order, each with how many of its first
///   values are on the subsequence (a run is on it from its first value for `kept` values); nil
///   when there are more than `limit` runs.
/// - Complexity: O(*n* + *r* × *p*) for *n* values, *r* runs and at most *p* pieces (*p* ≤ *r*).
package func longestIncreasingSubsequenceRuns(_ values: [Int], from start: Int, to end: Int, limit: Int)
    -> [IncreasingRun]?
{
    var runs: [IncreasingRun] = []
    var position = start
    while position < end {
        let value = values[position]
        guard value >= 0 else {
            position += 1
            continue
        }
        guard runs.count < limit else { return nil }
        // Each next value is compared with what the run's first value predicts there: one read
        // a value, not two.
        var next = position + 1
        while next < end && values[next] == value &+ (next &- position) {
            next += 1
        }
        runs.append(IncreasingRun(position: position, value: value, count: next - position))
        position = next
    }
    // The slots of patience sorting (the position of the least value ending an increasing
    // subsequence of each length), as pieces: slots from `slot` to the next piece's (or to
    // `length`) hold the values of run `run` from its value `offset` on.
    struct Piece {
        var run: Int
        var offset: Int
        var slot: Int
    }
    var pieces: [Piece] = []
    var length = 0
    // The value before each run's first one on the subsequence it ends: a run's value (run,
    // offset), or run -1 for none. Within a run, each value follows the one before it.
    var linkRun = [Int](repeating: -1, count: runs.count)
    var linkOffset = [Int](repeating: 0, count: runs.count)
    for run in runs.indices {
        let value = runs[run].value
        // The first piece above the value: all of a piece is on one side of it.
        var above = pieces.count
        if let last = pieces.last, runs[last.run].value > value {
            var low = 0
            var high = pieces.count - 1
            while low < high {
                let middle = (low + high) / 2
                if runs[pieces[middle].run].value < value { low = middle + 1 } else { high = middle }
            }
            above = low
        }
        let first = above < pieces.count ? pieces[above].slot : length
        if above > 0 {
            let before = pieces[above - 1]
            linkRun[run] = before.run
            linkOffset[run] = before.offset + first - before.slot - 1
        }
        // The run takes the slots from `first` for its values: pieces wholly under them go, and
        // the piece that reaches past them starts after them.
        let taken = first + runs[run].count
        var covered = above
        while covered < pieces.count {
            let pieceEnd = covered + 1 < pieces.count ? pieces[covered + 1].slot : length
            guard pieceEnd <= taken else { break }
            covered += 1
        }
        if covered < pieces.count && pieces[covered].slot < taken {
            pieces[covered].offset += taken - pieces[covered].slot
            pieces[covered].slot = taken
        }
        pieces.replaceSubrange(above..<covered, with: CollectionOfOne(Piece(run: run, offset: 0, slot: first)))
        length = max(length, taken)
    }
    // Back from the value in the last slot: each run on the way is on the subsequence from its
    // first value to the one reached.
    guard let last = pieces.last else { return runs }
    var run = last.run
    var offset = last.offset + length - last.slot - 1
    while run >= 0 {
        runs[run].kept = offset + 1
        (run, offset) = (linkRun[run], linkOffset[run])
    }
    return runs
}
