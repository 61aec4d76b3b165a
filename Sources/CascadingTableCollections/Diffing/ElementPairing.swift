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
            // An open-addressing table of the old elements after the prefix, written out here
            // rather than as a type with methods so that no write to it checks uniqueness. A slot
            // is one `Int`, so that the table takes as little cache as it can: 0 when unused, else
            // the element's hash with its low `positionBits` bits replaced by its first unpaired
            // occurrence plus 2, or by 1 once every occurrence is paired. Later occurrences are
            // chained by position in `nextOccurrence`, which is allocated at the first duplicate
            // (lists of unique identifiers never need it). Slots are probed linearly, at most
            // two-thirds full.
            var capacity = 2
            while capacity < (oldCount - prefix) + (oldCount - prefix) / 2 {
                capacity *= 2
            }
            let mask = capacity - 1
            let positionBits = Int.bitWidth - (oldCount + 1).leadingZeroBitCount
            let positionMask = (1 << positionBits) - 1
            let exhausted = 1
            var slots = [Int](repeating: 0, count: capacity)
            var nextOccurrence: [Int] = []
            // Each element is hashed by a copy of one seeded hasher: `hashValue` would seed a new
            // one for every element, which costs a fifth of hashing a UUID.
            let seeded = Hasher()
            func hash(_ element: Element) -> Int {
                var hasher = seeded
                element.hash(into: &hasher)
                return hasher.finalize()
            }
            // The old elements are hashed in a pass of their own, kept in `oldToNew` until the
            // insertion pass below resets it: that pass then waits on each slot's cache miss
            // without a hash in between, so the misses overlap.
            for oldIndex in prefix..<oldCount {
                oldToNew[oldIndex] = hash(old[oldIndex])
            }
            var oldIndex = oldCount - 1
            while oldIndex >= prefix {
                // Walking backwards leaves each element's first occurrence at the head of its chain.
                let element = old[oldIndex]
                let hash = oldToNew[oldIndex]
                oldToNew[oldIndex] = -1
                let tag = hash & ~positionMask
                var slot = hash & mask
                while true {
                    let entry = slots[slot]
                    if entry == 0 {
                        slots[slot] = tag | (oldIndex + 2)
                        break
                    }
                    // Every occurrence is still unpaired: the low bits name one.
                    let head = (entry & positionMask) - 2
                    if entry & ~positionMask == tag, old[head] == element {
                        if nextOccurrence.isEmpty {
                            nextOccurrence = [Int](repeating: -1, count: oldCount)
                        }
                        nextOccurrence[oldIndex] = head
                        slots[slot] = tag | (oldIndex + 2)
                        break
                    }
                    slot = (slot + 1) & mask
                }
                oldIndex -= 1
            }
            // Without duplicates an unpaired old element equal to a new one is its partner, found
            // however it was found, and a paired one means the new element is an extra occurrence.
            // Survivors mostly come in runs, so the old elements after the latest partner (past a
            // deletion or two) and after the partner before it (back from a moved element) are
            // compared first: an equality test costs far less than hashing.
            let unique = nextOccurrence.isEmpty
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
                    // Takes the element's first unpaired occurrence off its chain. A slot whose
                    // chain is used up is `exhausted`: no position names its element any more, but
                    // no element can match it either, so probes pass over it. The table still names
                    // an occurrence that a comparison paired; it is taken all the same.
                    let hash = hash(element)
                    let tag = hash & ~positionMask
                    var slot = hash & mask
                    while true {
                        let entry = slots[slot]
                        if entry == 0 {
                            break
                        }
                        let head = (entry & positionMask) - 2
                        if head >= 0, entry & ~positionMask == tag, old[head] == element {
                            let next = unique ? -1 : nextOccurrence[head]
                            slots[slot] = tag | (next >= 0 ? next + 2 : exhausted)
                            if oldToNew[head] < 0 {
                                partner = head
                            }
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    guard partner >= 0 else { continue }
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
