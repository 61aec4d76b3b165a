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

    /// The difference of two empty collections, made without diffing them: the sections' part of
    /// a batch that changes rows only, which a list's every edit makes.
    package static var ofNothing: ListDifference { ListDifference() }

    /// The difference of two empty collections.
    private init() {
        deletions = []
        insertions = []
        moves = []
        updates = []
        oldCount = 0
        newCount = 0
    }

    /// Computes the difference between two collections of identifiers.
    ///
    /// - Parameters:
    ///   - old: The identifiers shown now.
    ///   - new: The identifiers to show.
    /// - Complexity: O(*n* + *k* log *k*) time and O(*n*) memory, for *n* elements in all and *k*
    ///   surviving elements.
    @inlinable
    public init<C: Collection>(from old: C, to new: C) where C.Element: Hashable {
        self.init(pairing: ElementPairing(old: ContiguousArray(old), new: ContiguousArray(new)), contentChanged: nil)
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
    @inlinable
    public init<C: Collection>(
        from old: C, to new: C, contentChanged: (C.Element, C.Element) -> Bool
    ) where C.Element: Hashable {
        let oldElements = ContiguousArray(old)
        let newElements = ContiguousArray(new)
        let pairing = ElementPairing(old: oldElements, new: newElements)
        // The builder takes an optional (so escaping) closure; this one does not outlive the call.
        self = withoutActuallyEscaping(contentChanged) { contentChanged in
            ListDifference(pairing: pairing) { oldIndex, newIndex in
                contentChanged(oldElements[oldIndex], newElements[newIndex])
            }
        }
    }

    /// Builds the difference from the pairing, by positions only: kept out of line so that
    /// callers specialize only the hashing in ``ElementPairing``.
    @usableFromInline
    init(pairing: ElementPairing, contentChanged: ((Int, Int) -> Bool)?) {
        let oldToNew = pairing.oldToNew
        let newToOld = pairing.newToOld
        oldCount = oldToNew.count
        newCount = newToOld.count
        // Survivors in new order give a sequence of old positions: those on a longest increasing
        // subsequence stay. The common prefix is on it whatever follows, so it is not searched.
        let prefix = pairing.prefix
        let survivors = pairing.pairCount
        let (links, stayingAfterPrefix) = longestIncreasingSubsequenceLinks(
            newToOld, from: prefix, count: survivors - prefix)

        var deletions: [Int] = []
        var insertions: [Int] = []
        var moves: [Move] = []
        var updates: [Int] = []
        deletions.reserveCapacity(oldCount - survivors)
        insertions.reserveCapacity(newCount - survivors)
        moves.reserveCapacity(survivors - prefix - stayingAfterPrefix)
        if let contentChanged {
            for index in 0..<prefix where contentChanged(index, index) {
                updates.append(index)
            }
        }
        for newIndex in prefix..<newCount {
            let oldIndex = newToOld[newIndex]
            if oldIndex < 0 {
                insertions.append(newIndex)
                continue
            }
            // Staying survivors come in ascending old order: `updates` is sorted once the split
            // below takes out the ones that move.
            if let contentChanged, contentChanged(oldIndex, newIndex) {
                updates.append(oldIndex)
            }
            if links[newIndex - prefix] != onLongestIncreasingSubsequence {
                moves.append(Move(from: oldIndex, to: newIndex))
            }
        }
        // A changed element that moves is deleted and inserted instead (the batch rule, written
        // once); marking it unpaired here lets the deletion pass below list it in order.
        var deleted = oldToNew
        let split = takeReloadedMoves(reloads: &updates, moves: &moves, source: \.from)
        if !split.isEmpty {
            for move in split {
                deleted[move.from] = -1
                insertions.append(move.to)
            }
            insertions.sort()
        }
        for oldIndex in 0..<oldCount where deleted[oldIndex] < 0 {
            deletions.append(oldIndex)
        }
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
    }
}
