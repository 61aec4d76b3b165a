/// The pairing of old and new positions of equal elements, duplicates in order: the first
/// occurrence of an element in `old` with its first occurrence in `new`, and so on.
///
/// Inlinable so that it is specialized for the caller's element type: hashing and comparing
/// elements through generic witnesses (and `Dictionary`'s generic metadata) cost more than the
/// pairing itself. Everything after the pairing works on positions only and stays in the library.
@usableFromInline
struct ElementPairing {
    /// For each old position, the new position of the same element, or -1.
    @usableFromInline var oldToNew: [Int]
    /// For each new position, the old position of the same element, or -1.
    @usableFromInline var newToOld: [Int]
    /// The length of the common prefix: those elements pair in place and were never hashed.
    @usableFromInline var prefix: Int
    /// The number of paired elements, the common prefix included.
    @usableFromInline var pairCount: Int

    /// Pairs `old` with `new`, hashing each element after the common prefix at most once.
    ///
    /// - Complexity: O(*n*) expected time and memory for *n* elements in all, as a hash table.
    @inlinable
    init<Element: Hashable>(old: ContiguousArray<Element>, new: ContiguousArray<Element>) {
        // One function with every array a local: the optimizer then checks each array's
        // uniqueness once, not at every write.
        let oldCount = old.count
        let newCount = new.count
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        // A common prefix pairs in place, and its occurrences are the first ones on both sides, so
        // skipping it keeps the in-order pairing of duplicates. (A common suffix would not: its
        // occurrences of a duplicate are the last ones, which in-order pairing may give to others.)
        var prefix = 0
        while prefix < oldCount, prefix < newCount, old[prefix] == new[prefix] {
            oldToNew[prefix] = prefix
            newToOld[prefix] = prefix
            prefix += 1
        }
        var pairCount = prefix
        if prefix < oldCount, prefix < newCount {
            var table = OccurrenceTable(capacityFor: oldCount - prefix)
            var oldIndex = oldCount - 1
            while oldIndex >= prefix {
                // Walking backwards leaves each element's first occurrence at the head of its chain.
                table.insert(old[oldIndex], at: oldIndex, in: old)
                oldIndex -= 1
            }
            // Without duplicates an unpaired old element equal to a new one is its partner, found
            // however it was found, and a paired one means the new element is an extra occurrence.
            // Survivors mostly come in runs, so the old elements after the latest partner (past a
            // deletion or two) and after the partner before it (back from a moved element) are
            // compared first: an equality test costs far less than hashing.
            let unique = !table.hasDuplicates
            var latest = prefix - 1
            var beforeLatest = prefix - 1
            for newIndex in prefix..<newCount {
                let element = new[newIndex]
                var partner = -1
                if unique {
                    func holds(_ position: Int) -> Bool { position < oldCount && old[position] == element }
                    let candidate =
                        holds(latest + 1)
                        ? latest + 1
                        : holds(beforeLatest + 1)
                            ? beforeLatest + 1 : holds(latest + 2) ? latest + 2 : holds(latest + 3) ? latest + 3 : -1
                    if candidate >= 0 {
                        guard oldToNew[candidate] < 0 else { continue }
                        partner = candidate
                    }
                }
                if partner < 0 {
                    // The table still names an occurrence that a comparison paired; it is taken
                    // all the same.
                    guard let found = table.takeFirstOccurrence(of: element, in: old), oldToNew[found] < 0 else {
                        continue
                    }
                    partner = found
                }
                oldToNew[partner] = newIndex
                newToOld[newIndex] = partner
                pairCount += 1
                if partner != latest + 1 {
                    beforeLatest = latest
                }
                latest = partner
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.prefix = prefix
        self.pairCount = pairCount
    }
}

/// An open-addressing hash table from an element to its unpaired occurrences in the old list.
///
/// It stores positions, never elements: a slot holds an element's hash and the position of its
/// first unpaired occurrence, and later occurrences are chained by position. Slots sit in one
/// contiguous array, probed linearly, so a lookup is usually one cache miss and no allocation.
@usableFromInline
struct OccurrenceTable {
    /// A slot's `head` when the slot was never used.
    @usableFromInline static let empty = -1
    /// A slot's `head` once every occurrence of its element is paired. The element can no longer
    /// be compared (no position names it), but it can no longer match either, so lookups pass over.
    @usableFromInline static let exhausted = -2

    /// One element's entry.
    @usableFromInline
    struct Slot {
        /// The element's hash value.
        @usableFromInline var hash: Int
        /// The old position of its first unpaired occurrence, or `empty` or `exhausted`.
        @usableFromInline var head: Int

        @inlinable
        init(hash: Int, head: Int) {
            self.hash = hash
            self.head = head
        }
    }

    @usableFromInline var slots: [Slot]
    /// `slots.count - 1`; the count is a power of two, so this masks a hash to a slot.
    @usableFromInline var mask: Int
    /// For each old position, the next occurrence of the same element, or -1. Allocated at the
    /// first duplicate: lists of unique identifiers, the common case, never need it.
    @usableFromInline var nextOccurrence: [Int] = []

    /// Whether some element occurs more than once in the old list.
    @inlinable var hasDuplicates: Bool { !nextOccurrence.isEmpty }

    /// A table for `count` distinct elements, at most two-thirds full.
    @inlinable
    init(capacityFor count: Int) {
        var capacity = 2
        while capacity < count + count / 2 {
            capacity *= 2
        }
        slots = [Slot](repeating: Slot(hash: 0, head: Self.empty), count: capacity)
        mask = capacity - 1
    }

    /// Records that `element` occurs at `position` of `old`, before the occurrences recorded so far.
    @inlinable
    mutating func insert<Element: Hashable>(_ element: Element, at position: Int, in old: ContiguousArray<Element>) {
        let hash = element.hashValue
        var index = hash & mask
        while true {
            let head = slots[index].head
            if head == Self.empty {
                slots[index] = Slot(hash: hash, head: position)
                return
            }
            if slots[index].hash == hash, old[head] == element {
                if nextOccurrence.isEmpty {
                    nextOccurrence = [Int](repeating: -1, count: old.count)
                }
                nextOccurrence[position] = head
                slots[index].head = position
                return
            }
            index = (index + 1) & mask
        }
    }

    /// Removes and returns the first unpaired old position of `element`, or nil when it has none.
    @inlinable
    mutating func takeFirstOccurrence<Element: Hashable>(of element: Element, in old: ContiguousArray<Element>)
        -> Int?
    {
        let hash = element.hashValue
        var index = hash & mask
        while true {
            let head = slots[index].head
            if head == Self.empty {
                return nil
            }
            if head >= 0, slots[index].hash == hash, old[head] == element {
                let next = nextOccurrence.isEmpty ? -1 : nextOccurrence[head]
                slots[index].head = next >= 0 ? next : Self.exhausted
                return head
            }
            index = (index + 1) & mask
        }
    }
}
