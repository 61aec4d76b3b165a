// Applying a difference to an array, with the semantics of a table's batch update.
extension ListDifference {
    /// The result of applying this difference to `old`, taking inserted (and reloaded) elements
    /// from `new`: what a table showing `old` shows after the batch update.
    ///
    /// Deletions and move sources leave; insertions and move destinations take their new
    /// positions; every other element keeps its relative order and fills the remaining positions.
    ///
    /// - Parameters:
    ///   - old: The collection the difference was computed from.
    ///   - new: The collection it was computed to, for the elements that are new or reloaded.
    /// - Returns: The new collection, or nil when `old` or `new` do not have the counts the
    ///   difference was computed with.
    /// - Complexity: O(*n*).
    package func applied<Element>(to old: [Element], insertingFrom new: [Element]) -> [Element]? {
        guard old.count == oldCount, new.count == newCount else { return nil }
        var result = [Element?](repeating: nil, count: newCount)
        var leaving = [Bool](repeating: false, count: oldCount)
        for index in deletions {
            leaving[index] = true
        }
        for index in insertions {
            result[index] = new[index]
        }
        for move in moves {
            leaving[move.from] = true
            result[move.to] = old[move.from]
        }
        var reloaded = [Bool](repeating: false, count: oldCount)
        for index in updates {
            reloaded[index] = true
        }
        var slot = 0
        for (index, element) in old.enumerated() where !leaving[index] {
            while slot < newCount, result[slot] != nil {
                slot += 1
            }
            guard slot < newCount else { return nil }
            result[slot] = reloaded[index] ? new[slot] : element
        }
        let filled = result.compactMap { $0 }
        return filled.count == newCount ? filled : nil
    }
}
