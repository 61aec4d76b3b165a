/// Marks the elements of one longest strictly increasing subsequence of the values from `start`
/// on, ignoring negative values (unpaired positions): patience sorting with back links,
/// O(*k* log *k*) for *k* values. Ties are broken the same way on every run.
///
/// - Returns: Whether each position is on the subsequence (false before `start` and for
///   negative values), and the subsequence's length.
func longestIncreasingSubsequence(_ values: [Int], from start: Int = 0) -> (marks: [Bool], length: Int) {
    // tailValues[l] is the smallest value ending an increasing run of length l + 1 found so far,
    // and tailPositions[l] its position; both grow together.
    var tailValues: [Int] = []
    var tailPositions: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for position in start..<values.count {
        let value = values[position]
        guard value >= 0 else { continue }
        let length: Int
        if let last = tailValues.last, value <= last {
            length = countBelow(value, in: tailValues)
            tailValues[length] = value
            tailPositions[length] = position
        } else {
            // Mostly-ordered input (few moves) extends the longest run almost every time: no search.
            length = tailValues.count
            tailValues.append(value)
            tailPositions.append(position)
        }
        if length > 0 {
            previous[position] = tailPositions[length - 1]
        }
    }
    var marks = [Bool](repeating: false, count: values.count)
    var position = tailPositions.last ?? -1
    while position >= 0 {
        marks[position] = true
        position = previous[position]
    }
    return (marks, tailValues.count)
}
