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

    /// Pairs `old` with `new`, hashing each element after the common prefix once.
    ///
    /// - Complexity: O(*n*) expected time and memory for *n* elements in all, as a hash table.
    @inlinable
    init<Element: Hashable>(old: ContiguousArray<Element>, new: ContiguousArray<Element>) {
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        let prefix = Self.pair(old, new, oldToNew: &oldToNew, newToOld: &newToOld)
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.prefix = prefix
    }

    /// Fills the two maps and returns the length of the common prefix.
    @inlinable
    static func pair<Element: Hashable>(
        _ old: ContiguousArray<Element>, _ new: ContiguousArray<Element>,
        oldToNew: inout [Int], newToOld: inout [Int]
    ) -> Int {
        // A common prefix pairs in place, and its occurrences are the first ones on both sides, so
        // skipping it keeps the in-order pairing of duplicates. (A common suffix would not: its
        // occurrences of a duplicate are the last ones, which in-order pairing may give to others.)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            oldToNew[prefix] = prefix
            newToOld[prefix] = prefix
            prefix += 1
        }
        var table = OccurrenceTable(capacityFor: old.count - prefix)
        var oldIndex = old.count - 1
        while oldIndex >= prefix {
            // Walking backwards leaves each element's first occurrence at the head of its chain.
            table.insert(old[oldIndex], at: oldIndex, in: old)
            oldIndex -= 1
        }
        for newIndex in prefix..<new.count {
            let element = new[newIndex]
            // Survivors mostly come in runs: when the old element after the previous one's partner
            // is equal and unpaired, it is the partner, and no hashing is needed. Only without
            // duplicates, where it is then the element's one and only old occurrence.
            let next = newIndex > 0 && newToOld[newIndex - 1] >= 0 ? newToOld[newIndex - 1] + 1 : old.count
            if next < old.count, !table.hasDuplicates, oldToNew[next] < 0, old[next] == element {
                oldToNew[next] = newIndex
                newToOld[newIndex] = next
                continue
            }
            // The table still names an occurrence that a run paired; it is taken all the same.
            guard let partner = table.takeFirstOccurrence(of: element, in: old), oldToNew[partner] < 0 else {
                continue
            }
            oldToNew[partner] = newIndex
            newToOld[newIndex] = partner
        }
        return prefix
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
