// Insertion, removal, updates and rebuilding. Every edit changes one leaf, then walks up to the root once:
// splitting what is over capacity on the way up after an insertion, merging or rebalancing what
// is under the minimum after a removal, and recomputing each parent's entry for the child below.

extension PositionalTree {
    /// Replaces every element with `elements`, in order, in nodes three quarters full (the last
    /// two of a level share out the remainder when the last would be under the minimum): room
    /// for a quarter more elements before a node splits, so that inserts into a tree just built
    /// do not split a leaf each (a split moves half a leaf, and tells ``onPlace`` of every
    /// element it moves). ``onPlace`` is called for every element.
    ///
    /// - Complexity: O(*n*).
    @inlinable package func replaceAll(with elements: some Collection<Element>) {
        replaceAll(with: elements, count: elements.count)
    }

    /// Replaces every element with the `count` elements of `elements`, in order, as
    /// ``replaceAll(with:)`` does: for a sequence whose count is known but costly to find, such
    /// as rows flattened out of sections.
    ///
    /// - Complexity: O(*n*).
    @inlinable package func replaceAll(with elements: some Sequence<Element>, count total: Int) {
        finger = nil
        var level: ContiguousArray<Node> = []
        // Straight from `elements` into the leaves: no array of them all in between, and each
        // element copied once.
        var source = elements.makeIterator()
        let leafSizes = Self.packedSizes(
            total, fill: Self.buildFill(leafCapacity), capacity: leafCapacity, minimum: minimumLeafCount)
        for size in leafSizes {
            let leaf = Node(isLeaf: true)
            var filling = ContiguousArray<Element>()
            filling.reserveCapacity(size)
            for _ in 0..<size {
                guard let element = source.next() else { break }
                filling.append(element)
            }
            leaf.elements = filling
            level.append(leaf)
            onPlace?(leaf, leaf.elements[leaf.elements.indices])
        }
        while level.count > 1 {
            var parents: ContiguousArray<Node> = []
            var first = 0
            let sizes = Self.packedSizes(
                level.count, fill: Self.buildFill(innerCapacity), capacity: innerCapacity, minimum: minimumInnerCount)
            for size in sizes {
                let parent = Node(isLeaf: false)
                insertChildren(level[first..<first + size], into: parent, at: 0)
                first += size
                parents.append(parent)
            }
            level = parents
        }
        root = level.first ?? Node(isLeaf: true)
        root.parent = nil
        (count, totalWeight) = root.totals()
        #if CASCADING_INTERNAL_CHECKS
            checkPathInternally(around: 0)
        #endif
    }

    /// Inserts `element` at `position` (in `0...count`).
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable package func insert(_ element: Element, at position: Int) {
        insert(contentsOf: CollectionOfOne(element), at: position)
    }

    /// Inserts `elements`, in order, at `position` (in `0...count`).
    ///
    /// The elements go into one leaf, which is then cut into as many leaves as they need, and each
    /// level above takes the new nodes the same way: the cost grows with *k* only through the
    /// nodes built for the new elements, not with a descent per element.
    ///
    /// - Complexity: O(*k* + *L* + *F* × depth) for *k* elements.
    @inlinable package func insert(contentsOf elements: some Collection<Element>, at position: Int) {
        requirePosition(position, in: 0..<count + 1)
        guard !elements.isEmpty else { return }
        // Into an empty tree, a bulk build: its nodes leave room for later inserts, where one
        // leaf cut into pieces would leave each piece full.
        guard count > 0 else { return replaceAll(with: elements) }
        finger = nil
        let (leaf, start) = leaf(at: position, forInsertion: true)
        let local = position - start
        leaf.elements.insert(contentsOf: elements, at: local)
        var node = leaf
        var newSiblings = splitIfOverfull(leaf, inserted: local..<local + elements.count)
        while true {
            guard let parent = node.parent else {
                guard !newSiblings.isEmpty else { break }
                let newRoot = Node(isLeaf: false)
                insertChildren(CollectionOfOne(node), into: newRoot, at: 0)
                insertChildren(newSiblings, into: newRoot, at: 1)
                root = newRoot
                node = newRoot
                newSiblings = splitIfOverfull(newRoot)
                continue
            }
            let index = indexInParent(node, parent)
            refreshEntry(of: parent, at: index)
            insertChildren(newSiblings, into: parent, at: index + 1)
            newSiblings = splitIfOverfull(parent)
            node = parent
        }
        (count, totalWeight) = root.totals()
        #if CASCADING_INTERNAL_CHECKS
            checkPathInternally(around: position)
        #endif
    }

    /// Cuts `node` into as many nodes of even size as its capacity needs, keeping the first part
    /// and returning the others (none when it fits). For a leaf, ``onPlace`` is called for every
    /// element that ends in a new leaf and for the elements at `inserted` that stay.
    ///
    /// - Complexity: O(items).
    @inlinable func splitIfOverfull(_ node: Node, inserted: Range<Int> = 0..<0) -> ContiguousArray<Node> {
        let capacity = node.isLeaf ? leafCapacity : innerCapacity
        let total = node.itemCount
        guard total > capacity else {
            if let onPlace, !inserted.isEmpty {
                onPlace(node, node.elements[inserted])
            }
            return []
        }
        let sizes = Self.evenSizes(total, capacity: capacity)
        var pieces: ContiguousArray<Node> = []
        var start = sizes[0]
        for size in sizes.dropFirst() {
            let piece = Node(isLeaf: node.isLeaf)
            let range = start..<start + size
            if node.isLeaf {
                piece.elements = ContiguousArray(node.elements[range])
                onPlace?(piece, piece.elements[piece.elements.indices])
            } else {
                piece.children = ContiguousArray(node.children[range])
                piece.childCounts = ContiguousArray(node.childCounts[range])
                piece.childWeights = ContiguousArray(node.childWeights[range])
                for child in piece.children {
                    child.parent = piece
                }
            }
            pieces.append(piece)
            start += size
        }
        if node.isLeaf {
            node.elements.removeSubrange(sizes[0]...)
            let staying = inserted.clamped(to: 0..<sizes[0])
            if let onPlace, !staying.isEmpty {
                onPlace(node, node.elements[staying])
            }
        } else {
            node.children.removeSubrange(sizes[0]...)
            node.childCounts.removeSubrange(sizes[0]...)
            node.childWeights.removeSubrange(sizes[0]...)
        }
        return pieces
    }

    /// Changes the element at `position` (in `0..<count`) in place; the weights above it are
    /// recomputed when its weight changed. `body` must not read or change the tree.
    ///
    /// - Complexity: O(*L* + *F* × depth); O(*F* × depth) when the weight is unchanged.
    @inlinable package func update(at position: Int, _ body: (inout Element) -> Void) {
        // `readingLeaf` checks the position. Positions do not move, so the finger stays right and serves the next read too.
        let (leaf, start) = readingLeaf(at: position)
        let local = position - start
        // One modify access of the leaf's elements for the read, the change and the read after.
        if Self.changesWeight(&leaf.elements[local], body) {
            var node = leaf
            while let parent = node.parent {
                refreshEntry(of: parent, at: indexInParent(node, parent))
                node = parent
            }
            totalWeight = root.totals().weight
        }
        #if CASCADING_INTERNAL_CHECKS
            checkPathInternally(around: position)
        #endif
    }

    /// Applies `body` to `element` and tells whether its weight changed.
    @inlinable static func changesWeight(_ element: inout Element, _ body: (inout Element) -> Void) -> Bool {
        let oldWeight = element.treeWeight
        body(&element)
        return element.treeWeight != oldWeight
    }

    /// Removes and returns the element at `position` (in `0..<count`).
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable @discardableResult package func remove(at position: Int) -> Element {
        requirePosition(position, in: 0..<count)
        finger = nil
        let (leaf, start) = leaf(at: position, forInsertion: false)
        let element = leaf.elements.remove(at: position - start)
        rebalanceUpward(from: leaf)
        #if CASCADING_INTERNAL_CHECKS
            checkPathInternally(around: position)
        #endif
        return element
    }

    /// Removes the elements at `range`, whose bounds are in `0...count`.
    ///
    /// The elements are taken out a leaf's run at a time, each followed by one walk to the root.
    /// A leaf left under the minimum shares out with a sibling half of what they hold together,
    /// so the walks number about *k* / *L* plus a few per level at the range's ends. Removing
    /// everything drops the nodes at once.
    ///
    /// - Complexity: O(*k* + (*k* / *L* + 1) × (*L* + *F* × depth)) for *k* elements.
    @inlinable package func removeSubrange(_ range: Range<Int>) {
        requireInternally(
            range.lowerBound >= 0 && range.upperBound <= count
                ? nil : "PositionalTree: range \(range) not within 0..<\(count)")
        guard !range.isEmpty else { return }
        finger = nil
        if range.count == count {
            root = Node(isLeaf: true)
            (count, totalWeight) = (0, 0)
            #if CASCADING_INTERNAL_CHECKS
                checkPathInternally(around: 0)
            #endif
            return
        }
        var remaining = range.count
        while remaining > 0 {
            let (leaf, start) = leaf(at: range.lowerBound, forInsertion: false)
            let local = range.lowerBound - start
            let end = min(leaf.elements.count, local + remaining)
            leaf.elements.removeSubrange(local..<end)
            remaining -= end - local
            rebalanceUpward(from: leaf)
        }
        #if CASCADING_INTERNAL_CHECKS
            checkPathInternally(around: range.lowerBound)
        #endif
    }

    /// Moves the element at `source` (in `0..<count`) so that it ends at `destination` (in
    /// `0..<count`): a removal, then an insertion, which calls ``onPlace`` for it.
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable package func move(from source: Int, to destination: Int) {
        requirePosition(source, in: 0..<count)
        requirePosition(destination, in: 0..<count)
        guard source != destination else { return }
        insert(remove(at: source), at: destination)
    }

    /// After `node` lost items: from it up to the root, a node under the minimum shares out with a
    /// sibling (the left one when there is one) or, when the two hold too few, takes the sibling's
    /// items; each parent's entries are recomputed on the way, and a root left with one child
    /// gives way to it.
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable func rebalanceUpward(from node: Node) {
        var node = node
        while let parent = node.parent {
            let index = indexInParent(node, parent)
            let minimum = node.isLeaf ? minimumLeafCount : minimumInnerCount
            if node.itemCount >= minimum {
                refreshEntry(of: parent, at: index)
            } else {
                let leftIndex = index > 0 ? index - 1 : index
                let left = parent.children[leftIndex]
                let right = parent.children[leftIndex + 1]
                let together = left.itemCount + right.itemCount
                if together >= 2 * minimum {
                    let leftShare = together / 2
                    if left.itemCount > leftShare {
                        moveItems(left.itemCount - leftShare, fromEndOf: left, toStartOf: right)
                    } else {
                        moveItems(leftShare - left.itemCount, fromStartOf: right, toEndOf: left)
                    }
                    refreshEntry(of: parent, at: leftIndex)
                    refreshEntry(of: parent, at: leftIndex + 1)
                } else {
                    moveItems(right.itemCount, fromStartOf: right, toEndOf: left)
                    parent.children.remove(at: leftIndex + 1)
                    parent.childCounts.remove(at: leftIndex + 1)
                    parent.childWeights.remove(at: leftIndex + 1)
                    right.parent = nil
                    refreshEntry(of: parent, at: leftIndex)
                }
            }
            node = parent
        }
        while !root.isLeaf && root.children.count == 1 {
            let child = root.children[0]
            root.children.removeAll()
            child.parent = nil
            root = child
        }
        (count, totalWeight) = root.totals()
    }

    /// Moves the last `itemCount` items of `left` to the front of `right`, its next sibling.
    @inlinable func moveItems(_ itemCount: Int, fromEndOf left: Node, toStartOf right: Node) {
        let range = (left.itemCount - itemCount)..<left.itemCount
        if left.isLeaf {
            right.elements.insert(contentsOf: left.elements[range], at: 0)
            left.elements.removeSubrange(range)
            onPlace?(right, right.elements[0..<itemCount])
        } else {
            for child in left.children[range] {
                child.parent = right
            }
            right.children.insert(contentsOf: left.children[range], at: 0)
            right.childCounts.insert(contentsOf: left.childCounts[range], at: 0)
            right.childWeights.insert(contentsOf: left.childWeights[range], at: 0)
            left.children.removeSubrange(range)
            left.childCounts.removeSubrange(range)
            left.childWeights.removeSubrange(range)
        }
    }

    /// Moves the first `itemCount` items of `right` to the end of `left`, its previous sibling.
    @inlinable func moveItems(_ itemCount: Int, fromStartOf right: Node, toEndOf left: Node) {
        let range = 0..<itemCount
        if right.isLeaf {
            left.elements.append(contentsOf: right.elements[range])
            right.elements.removeSubrange(range)
            onPlace?(left, left.elements[(left.elements.count - itemCount)...])
        } else {
            for child in right.children[range] {
                child.parent = left
            }
            left.children.append(contentsOf: right.children[range])
            left.childCounts.append(contentsOf: right.childCounts[range])
            left.childWeights.append(contentsOf: right.childWeights[range])
            right.children.removeSubrange(range)
            right.childCounts.removeSubrange(range)
            right.childWeights.removeSubrange(range)
        }
    }

    /// Adds `children` to `parent` at `index`, with their counts and weights.
    @inlinable func insertChildren(_ children: some Collection<Node>, into parent: Node, at index: Int) {
        // An insert walks up calling this at every level, mostly with no new sibling: an empty
        // insert into each of the parent's three arrays was an exclusive access and a uniqueness
        // check apiece (about a quarter of a row's insert into a table's layout).
        guard !children.isEmpty else { return }
        var counts: ContiguousArray<Int> = []
        var weights: ContiguousArray<Double> = []
        counts.reserveCapacity(children.count)
        weights.reserveCapacity(children.count)
        for child in children {
            child.parent = parent
            let (count, weight) = child.totals()
            counts.append(count)
            weights.append(weight)
        }
        parent.children.insert(contentsOf: children, at: index)
        parent.childCounts.insert(contentsOf: counts, at: index)
        parent.childWeights.insert(contentsOf: weights, at: index)
    }

    /// The sizes of the nodes that hold `total` items when built full: all `capacity` but the last
    /// two, which share the remainder when it alone would be under `minimum`.
    /// How many items a node built in bulk gets: three quarters of `capacity`, and more than half.
    @inlinable static func buildFill(_ capacity: Int) -> Int {
        max(capacity * 3 / 4, capacity / 2 + 1)
    }

    /// The sizes of nodes built in bulk for `total` items: `fill` each, the last taking what
    /// remains; a remainder under `minimum` joins the node before it when that stays within
    /// `capacity`, and otherwise the two share it evenly (each then has at least `minimum`, since
    /// `fill` is more than half of `capacity`).
    @inlinable static func packedSizes(_ total: Int, fill: Int, capacity: Int, minimum: Int) -> [Int] {
        var sizes = [Int](repeating: fill, count: total / fill)
        let remainder = total % fill
        if remainder == 0 {
            return sizes
        }
        if remainder >= minimum || sizes.isEmpty {
            sizes.append(remainder)
        } else if fill + remainder <= capacity {
            sizes[sizes.count - 1] += remainder
        } else {
            let shared = fill + remainder
            sizes[sizes.count - 1] = shared - shared / 2
            sizes.append(shared / 2)
        }
        return sizes
    }

    /// The sizes of the fewest nodes of at most `capacity` items that hold `total` items, as even
    /// as possible: each has at least `capacity / 2` (rounded down) when there are two or more.
    @inlinable static func evenSizes(_ total: Int, capacity: Int) -> [Int] {
        let pieces = (total + capacity - 1) / capacity
        let base = total / pieces
        let larger = total % pieces
        return (0..<pieces).map { $0 < larger ? base + 1 : base }
    }
}
