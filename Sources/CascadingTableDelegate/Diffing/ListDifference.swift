/// The deletes, inserts and moves that turn one list of identifiers into another.
///
/// Computed in linear time and memory (a Heckel-style match of identifiers) plus
/// O(*k* log *k*) for the moves of *k* surviving elements, and deterministic. Moves are
/// minimal: surviving elements that keep their relative order do not move; only those off a
/// longest increasing subsequence of the survivors' old positions do (moving one row of 1,000 to
/// the end is one move).
///
/// Applied as one batch update, with UIKit's semantics, it turns a table showing `old` into one
/// showing `new`: deletions and the moves' sources name positions in `old`; insertions and the
/// moves' destinations name positions in `new`.
///
/// Duplicated identifiers are paired in order: the first occurrence in `old` with the first in
/// `new`, and so on; extra occurrences are deleted or inserted. See `Documentation/Diffing.md`.
public struct ListDifference: Equatable, Sendable {
    /// A surviving element that moves.
    public struct Move: Equatable, Sendable {
        /// Its position in the old collection.
        public var from: Int
        /// Its position in the new collection.
        public var to: Int

        /// Creates a move.
        ///
        /// - Parameters:
        ///   - from: The position in the old collection.
        ///   - to: The position in the new collection.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Positions in the old collection of the elements that are gone, ascending.
    public var deletions: [Int]
    /// Positions in the new collection of the elements that are new, ascending.
    public var insertions: [Int]
    /// Surviving elements that move, old position to new position, by ascending new position.
    public var moves: [Move]
    /// Old positions of surviving elements that did not move and whose content changed, ascending:
    /// the rows to reload. Empty unless made with ``init(from:to:contentChanged:)``.
    public var updates: [Int]

    /// The number of elements in the old collection.
    public var oldCount: Int
    /// The number of elements in the new collection.
    public var newCount: Int

    /// Whether the difference changes nothing.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty }

    /// Computes the difference between two collections of identifiers.
    ///
    /// - Parameters:
    ///   - old: The identifiers shown now.
    ///   - new: The identifiers to show.
    /// - Complexity: O(*n* + *k* log *k*) time and O(*n*) memory, for *n* elements in all and *k*
    ///   surviving elements.
    public init<C: Collection>(from old: C, to new: C) where C.Element: Hashable {
        let matching = Matching(old: ContiguousArray(old), new: ContiguousArray(new))
        self.init(matching: matching) { _, _ in false }
    }

    /// Computes the difference, also naming the elements to reload.
    ///
    /// A surviving element whose content changed (`contentChanged` answers true for its old and
    /// new occurrence) is reloaded when it stays in place, and **deleted and inserted** when it
    /// also moves: UIKit rejects a reload and a move of the same row in one batch.
    ///
    /// - Parameters:
    ///   - old: The elements shown now; their `Hashable` identity pairs them with `new`'s.
    ///   - new: The elements to show.
    ///   - contentChanged: Whether an element's content differs between its two occurrences.
    /// - Complexity: As ``init(from:to:)``, plus one `contentChanged` call per survivor.
    public init<C: Collection>(
        from old: C, to new: C, contentChanged: (C.Element, C.Element) -> Bool
    ) where C.Element: Hashable {
        let oldElements = ContiguousArray(old)
        let newElements = ContiguousArray(new)
        let matching = Matching(old: oldElements, new: newElements)
        self.init(matching: matching) { oldIndex, newIndex in
            contentChanged(oldElements[oldIndex], newElements[newIndex])
        }
    }

    private init(matching: Matching, contentChanged: (Int, Int) -> Bool) {
        oldCount = matching.oldToNew.count
        newCount = matching.newToOld.count
        // Survivors in new order, by old position: those on a longest increasing run stay.
        var survivorsNew: [Int] = []
        var survivorsOld: [Int] = []
        survivorsNew.reserveCapacity(newCount)
        survivorsOld.reserveCapacity(newCount)
        for (newIndex, oldIndex) in matching.newToOld.enumerated() where oldIndex >= 0 {
            survivorsNew.append(newIndex)
            survivorsOld.append(oldIndex)
        }
        let staying = longestIncreasingSubsequence(survivorsOld)

        var deletions: [Int] = []
        var insertions: [Int] = []
        var moves: [Move] = []
        var updates: [Int] = []
        var changedMovers = Set<Int>()
        for (position, oldIndex) in survivorsOld.enumerated() {
            let newIndex = survivorsNew[position]
            let changed = contentChanged(oldIndex, newIndex)
            if staying[position] {
                if changed {
                    updates.append(oldIndex)
                }
            } else if changed {
                changedMovers.insert(oldIndex)
                insertions.append(newIndex)
            } else {
                moves.append(Move(from: oldIndex, to: newIndex))
            }
        }
        for (oldIndex, newIndex) in matching.oldToNew.enumerated()
        where newIndex < 0 || changedMovers.contains(oldIndex) {
            deletions.append(oldIndex)
        }
        for (newIndex, oldIndex) in matching.newToOld.enumerated() where oldIndex < 0 {
            insertions.append(newIndex)
        }
        insertions.sort()
        updates.sort()
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
    }
}

/// The pairing of old and new positions of equal identifiers, duplicates in order.
struct Matching {
    /// For each old position, the new position of the same element, or -1.
    var oldToNew: [Int]
    /// For each new position, the old position of the same element, or -1.
    var newToOld: [Int]

    /// One hashing pass over each side. Occurrences of an identifier in `old` are chained in
    /// ascending order (`nextOccurrence`), and each occurrence in `new` takes the next one.
    init<Element: Hashable>(old: ContiguousArray<Element>, new: ContiguousArray<Element>) {
        var firstUnpaired: [Element: Int] = [:]
        firstUnpaired.reserveCapacity(old.count)
        var nextOccurrence = [Int](repeating: -1, count: old.count)
        var oldIndex = old.count - 1
        while oldIndex >= 0 {
            // Walking backwards makes each chain ascending: the last write is the first occurrence.
            if let later = firstUnpaired.updateValue(oldIndex, forKey: old[oldIndex]) {
                nextOccurrence[oldIndex] = later
            }
            oldIndex -= 1
        }
        oldToNew = [Int](repeating: -1, count: old.count)
        newToOld = [Int](repeating: -1, count: new.count)
        for newIndex in new.indices {
            guard let index = firstUnpaired.index(forKey: new[newIndex]) else { continue }
            let oldIndex = firstUnpaired.values[index]
            guard oldIndex >= 0 else { continue }
            firstUnpaired.values[index] = nextOccurrence[oldIndex]
            oldToNew[oldIndex] = newIndex
            newToOld[newIndex] = oldIndex
        }
    }
}

/// Marks the elements of one longest strictly increasing subsequence of `values`: patience
/// sorting with back links, O(*k* log *k*). Ties are broken the same way on every run.
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var tailIndices: [Int] = []  // tailIndices[l]: index of the smallest tail of a run of length l + 1
    var previous = [Int](repeating: -1, count: values.count)
    tailIndices.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tailIndices.count
        while low < high {
            let middle = (low + high) / 2
            if values[tailIndices[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 {
            previous[index] = tailIndices[low - 1]
        }
        if low == tailIndices.count {
            tailIndices.append(index)
        } else {
            tailIndices[low] = index
        }
    }
    var marks = [Bool](repeating: false, count: values.count)
    var index = tailIndices.last ?? -1
    while index >= 0 {
        marks[index] = true
        index = previous[index]
    }
    return marks
}
