import Foundation

/// An element of a `PositionalTree`: its weight is summed over every subtree.
///
/// A row's height when the tree answers offsets; 0 when only positions matter.
@usableFromInline package protocol PositionalTreeElement {
    /// The weight summed by the tree. It must be finite and not negative (prefix sums that never
    /// decrease are what the weight search relies on), and it must not change while the element
    /// is in a tree except through `PositionalTree.update(at:_:)`.
    var treeWeight: Double { get }
}

// `@usableFromInline`, with the protocol above and the stored properties the bodies read: without
// it the `@inlinable package` members compile but are never inlined in the layers that use the
// tree (Performance.md, "Generic code across the layers").

/// A sequence kept in a B+ tree keyed by position, with the elements' weights summed over every
/// subtree: an order-statistic tree that also answers prefix sums of weights.
///
/// Leaves hold the elements; inner nodes hold their children and, per child, its element count
/// and its total weight. Inserting, removing and reading at a position, the sum of the weights
/// before a position and the position at a weight all walk one root-to-leaf path.
///
/// Cached weights are recomputed from a node's children, never adjusted by a difference, so they
/// stay exactly the in-order sum of what is below them however many edits pass: a change costs
/// O(leaf capacity) for the leaf and O(fanout) for each node above it instead of O(1) each.
///
/// Reference semantics, on purpose: an owner may keep, per element, the leaf that holds it (see
/// ``onPlace`` and ``position(inLeaf:where:)``), which only means something for one shared tree.
/// Parents are `unowned(safe)` references cleared when a parent lets its children go (see
/// ``Node/parent``), so the nodes form no cycle. Not thread-safe: even reads update
/// the cache of the last leaf read. A position out of range stops the program, as an array's does.
///
/// Memory: the elements themselves, plus a node object per leaf (about *n* / *L* of them, each at
/// least half full) and, per child of an inner node, an `Int` count and a `Double` weight.
///
/// - Complexity: With *n* elements, leaf capacity *L* and fanout *F*, the depth is
///   O(log *n*) (log base *F*, over *n* / *L* leaves). Reading, inserting, removing, updating and
///   both weight queries cost O(*L* + *F* × depth).
@usableFromInline package final class PositionalTree<Element: PositionalTreeElement> {
    /// The number of elements a leaf holds at most, unless the tree was created with another.
    @inlinable package static var defaultLeafCapacity: Int { 64 }

    /// The number of children an inner node holds at most, unless the tree was created with
    /// another.
    @inlinable package static var defaultInnerCapacity: Int { 32 }

    /// A node of the tree. Outside the tree an opaque reference: the leaf an element was placed in
    /// (``Leaf``), to hand back to ``position(inLeaf:where:)``.
    @usableFromInline package final class Node {
        /// The inner node holding this one; nil for the root and for a node taken out of its tree.
        ///
        /// `unowned(safe)`, not `weak`: a weak reference gives the parent a side table, and every
        /// retain and release of a node with one takes the runtime's slow path (a tenth of a
        /// described update's time went to this tree's reference counting and access checks).
        /// Unowned, the parent owns its children with no cycle, and reading a freed parent would
        /// trap instead of reading nil, so the link never outlives its target: every edit that
        /// takes a node out of its parent's children clears the link or points it at the new
        /// parent, and a node being freed clears the links of the children it still holds (its
        /// `deinit`), so a leaf an owner kept after its tree was rebuilt or dropped reads nil here.
        @usableFromInline unowned(safe) var parent: Node?
        /// Whether the node holds elements (a leaf) or children (an inner node); fixed at creation.
        @usableFromInline let isLeaf: Bool
        /// A leaf's elements, in order; empty for an inner node.
        @usableFromInline package var elements: ContiguousArray<Element> = []
        /// An inner node's children, in order; empty for a leaf.
        @usableFromInline var children: ContiguousArray<Node> = []
        /// Per child, the number of elements below it.
        @usableFromInline var childCounts: ContiguousArray<Int> = []
        /// Per child, the in-order sum of the weights below it.
        @usableFromInline var childWeights: ContiguousArray<Double> = []

        /// An empty node.
        @inlinable init(isLeaf: Bool) {
            self.isLeaf = isLeaf
        }

        // Children that outlive this node (a leaf an owner keeps) must not name it: see `parent`.
        // Every child in `children` names this node (the edits keep that), and comparing would
        // read an unowned reference to a node being freed, which traps. A leaf has no children:
        // it skips the read of `children` (an exclusivity-checked access per leaf freed).
        deinit {
            guard !isLeaf else { return }
            for child in children {
                child.parent = nil
            }
        }

        /// The number of items the node holds: elements for a leaf, children for an inner node.
        @inlinable var itemCount: Int { isLeaf ? elements.count : children.count }

        /// The element count and weight below the node, summed in order from its items.
        ///
        /// - Complexity: O(*L*) for a leaf, O(*F*) for an inner node.
        @inlinable func totals() -> (count: Int, weight: Double) {
            // Loops run over local copies of the arrays (a retain, no copying): each read of a
            // class's stored property is an exclusivity-checked access, once per copy instead of
            // once per item.
            var weight = 0.0
            if isLeaf {
                let elements = elements
                for index in elements.indices {
                    weight += elements[index].treeWeight
                }
                return (elements.count, weight)
            }
            let counts = childCounts
            let weights = childWeights
            var count = 0
            for index in counts.indices {
                count += counts[index]
                weight += weights[index]
            }
            return (count, weight)
        }

        /// Where `child` is among the children, by identity; nil when it is not one of them.
        @inlinable func index(ofChild child: Node) -> Int? {
            let children = children
            for index in children.indices where children[index] === child {
                return index
            }
            return nil
        }
    }

    /// The leaf an element is in, as ``onPlace`` reports it: an opaque reference for
    /// ``position(inLeaf:where:)``.
    @usableFromInline package typealias Leaf = Node

    /// The top node: a leaf (possibly empty) while everything fits in one, otherwise an inner node
    /// with at least two children.
    @usableFromInline var root: Node

    /// The number of elements a leaf holds at most.
    @usableFromInline package let leafCapacity: Int

    /// The number of children an inner node holds at most.
    @usableFromInline package let innerCapacity: Int

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    @usableFromInline package var count = 0

    /// The sum of every element's weight.
    ///
    /// - Complexity: O(1).
    @usableFromInline package var totalWeight = 0.0

    /// The leaf read last, with the positions of its first element and of the one after its last.
    @usableFromInline struct Finger {
        /// The leaf.
        @usableFromInline let leaf: Node
        /// The position of the leaf's first element.
        @usableFromInline let start: Int
        /// The position after the leaf's last element.
        @usableFromInline let end: Int

        @inlinable init(leaf: Node, start: Int, end: Int) {
            self.leaf = leaf
            self.start = start
            self.end = end
        }
    }

    /// The leaf read last and where it starts and ends, so reads in order descend once per leaf.
    /// Cleared by anything that moves elements between positions or changes a leaf's count.
    ///
    /// One stored property, the end included: a read from the finger is one exclusivity-checked
    /// access of the tree instead of three (leaf, start, and the leaf's elements for its count).
    @usableFromInline var finger: Finger?

    /// Called with a leaf and the elements just put into it, each time elements are: when they are
    /// inserted, when the tree is rebuilt (``replaceAll(with:)``), and when a split, a merge or a
    /// rebalancing moves them to another leaf. Not called when an element leaves the tree, nor by
    /// ``update(at:_:)``, nor by the initializers (the hook is not set yet: set it, then call
    /// ``replaceAll(with:)``).
    ///
    /// One call per leaf and change, with the elements as a slice of the leaf's storage: the hook
    /// reads what it needs of each (an identifier) without copying the elements. It runs while
    /// the tree is being restructured: it must only record the leaf, not read or change the tree.
    /// The tree keeps the closure, so it should hold its owner weakly.
    @usableFromInline package var onPlace: ((Leaf, ArraySlice<Element>) -> Void)?

    /// A tree of `elements` with the given node capacities: small capacities make deep trees out
    /// of few elements, for tests.
    ///
    /// - Complexity: O(*n*).
    @inlinable package init(
        _ elements: some Collection<Element>, leafCapacity: Int, innerCapacity: Int
    ) {
        requireInternally(leafCapacity < 2 ? "PositionalTree: a leaf must hold at least 2 elements" : nil)
        requireInternally(innerCapacity < 4 ? "PositionalTree: an inner node must hold at least 4 children" : nil)
        self.leafCapacity = leafCapacity
        self.innerCapacity = innerCapacity
        root = Node(isLeaf: true)
        replaceAll(with: elements)
    }

    /// A tree of `elements`, in order, built as ``replaceAll(with:)`` builds it.
    ///
    /// - Complexity: O(*n*).
    @inlinable package convenience init(_ elements: some Collection<Element>) {
        self.init(elements, leafCapacity: Self.defaultLeafCapacity, innerCapacity: Self.defaultInnerCapacity)
    }

    /// An empty tree.
    @inlinable package convenience init() {
        self.init(EmptyCollection())
    }

    /// The fewest elements a leaf other than the root holds.
    @inlinable var minimumLeafCount: Int { leafCapacity / 2 }

    /// The fewest children an inner node other than the root holds.
    @inlinable var minimumInnerCount: Int { innerCapacity / 2 }

    /// The number of levels: 1 while the root is a leaf.
    ///
    /// - Complexity: O(depth).
    @inlinable package var height: Int {
        var levels = 1
        var node = root
        while !node.isLeaf {
            node = node.children[0]
            levels += 1
        }
        return levels
    }

    /// The element at `position`, which must be in `0..<count`.
    ///
    /// - Complexity: O(*L* + *F* × depth); O(1) when the previous read was in the same leaf, so
    ///   reading consecutive positions costs O(1) amortized.
    @inlinable package subscript(position: Int) -> Element {
        let (leaf, start) = readingLeaf(at: position)
        return leaf.elements[position - start]
    }

    /// Calls `body` with the element at `position`, borrowed: reading a field of a large element
    /// copies that field, not the whole element (and retains nothing else it holds).
    ///
    /// - Complexity: As the subscript.
    @inlinable @inline(__always)
    package func withElement<Answer>(
        at position: Int, _ body: (borrowing Element) -> Answer
    ) -> Answer {
        let (leaf, start) = readingLeaf(at: position)
        return body(leaf.elements[position - start])
    }

    /// The leaf holding the element at `position` (in `0..<count`, which is checked here) and the
    /// position of its first element, from the finger when it covers `position`; the finger then
    /// names that leaf.
    ///
    /// - Complexity: O(1) from the finger, otherwise O(*F* × depth).
    @inlinable func readingLeaf(at position: Int) -> (leaf: Node, start: Int) {
        // A position the finger covers is in range (the finger always lies within the elements):
        // only a miss reads `count`, one exclusivity-checked access fewer per read in order.
        if let finger, position >= finger.start, position < finger.end {
            return (finger.leaf, finger.start)
        }
        requirePosition(position, in: 0..<count)
        let found = leaf(at: position, forInsertion: false)
        finger = Finger(leaf: found.leaf, start: found.start, end: found.start + found.leaf.elements.count)
        return found
    }

    /// The leaf for `position` and the position of its first element. For a read, the leaf holding
    /// the element at `position` (in `0..<count`); for an insertion (`position` in `0...count`),
    /// the leaf the new element goes into: at a boundary between two leaves, the end of the first.
    ///
    /// - Complexity: O(*F* × depth).
    @inlinable func leaf(at position: Int, forInsertion: Bool) -> (leaf: Node, start: Int) {
        var node = root
        var start = 0
        while !node.isLeaf {
            let counts = node.childCounts
            var index = 0
            let last = counts.count - 1
            while index < last {
                let offset = position - start
                let childCount = counts[index]
                if forInsertion ? offset <= childCount : offset < childCount {
                    break
                }
                start += childCount
                index += 1
            }
            node = node.children[index]
        }
        return (node, start)
    }

    /// The sum of the weights of the elements before `position` (in `0...count`): the offset at
    /// which the element at `position` starts.
    ///
    /// The one definition of where an element starts: every position the table shows is read
    /// here. It adds what lies before the position at each level of the path on its own (the
    /// weights of the children before it, left to right, as the cached totals are added), then
    /// adds those sums from the leaf up. So the start of a child's first element is its parent's
    /// running sum to the last bit, the end of a child equals its cached total, and starts never
    /// decrease along the elements, whatever the weights' rounding.
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable package func weight(before position: Int) -> Double {
        let count = count
        requirePosition(position, in: 0..<count + 1)
        guard position < count else { return totalWeight }
        return Self.weight(before: position, in: root)
    }

    /// What lies before `position` in the subtree of `node`: the weights of the children before
    /// the path, added left to right, plus what lies before the position in the child it is in
    /// (a recursion a few levels deep: no array is allocated per call).
    @inlinable static func weight(before position: Int, in node: Node) -> Double {
        var remaining = position
        if node.isLeaf {
            let elements = node.elements
            var sum = 0.0
            for index in 0..<remaining {
                sum += elements[index].treeWeight
            }
            return sum
        }
        let counts = node.childCounts
        let weights = node.childWeights
        var index = 0
        var sum = 0.0
        while remaining >= counts[index] {
            remaining -= counts[index]
            sum += weights[index]
            index += 1
        }
        return sum + weight(before: remaining, in: node.children[index])
    }

    /// The position of the element that contains offset `y`: the smallest `i` whose end,
    /// `weight(before: i + 1)`, is greater than `y`; `count` when `y` is at or past
    /// ``totalWeight``, 0 when `y` is negative (or NaN).
    ///
    /// A zero-weight element never contains an offset: an offset at a boundary belongs to the
    /// first element after it with a weight. The answer agrees with ``weight(before:)`` to the
    /// last bit: a descent finds the element, and the starts of it and its neighbours, read from
    /// ``weight(before:)``, settle a boundary that the descent's own additions round the other
    /// way.
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable package func position(containingWeight y: Double) -> Int {
        guard y >= 0 else { return 0 }
        guard y < totalWeight else { return count }
        var node = root
        var start = 0
        var sum = 0.0
        var found: Int?
        while !node.isLeaf {
            let counts = node.childCounts
            let weights = node.childWeights
            var index = 0
            let last = counts.count - 1
            while index < last {
                let end = sum + weights[index]
                if end > y {
                    break
                }
                sum = end
                start += counts[index]
                index += 1
            }
            node = node.children[index]
        }
        let elements = node.elements
        for index in elements.indices {
            let end = sum + elements[index].treeWeight
            if end > y {
                found = start + index
                break
            }
            sum = end
        }
        // Settled by the one definition of a start (rounding can put the descent one element off).
        var position = min(found ?? start + elements.count, count - 1)
        while position > 0 && weight(before: position) > y {
            position -= 1
        }
        while position < count && weight(before: position + 1) <= y {
            position += 1
        }
        return position
    }

    /// Calls `body` with each position and element in order from `position` (in `0...count`)
    /// while it returns true. `body` must not change the tree.
    ///
    /// - Complexity: O(*F* × depth + *k*) for *k* elements visited.
    @inlinable package func forEach(from position: Int, _ body: (Int, Element) -> Bool) {
        requirePosition(position, in: 0..<count + 1)
        guard position < count else { return }
        // The path from the root, so the next leaf is found without descending from the top.
        var path: ContiguousArray<(node: Node, index: Int)> = []
        var node = root
        var local = position
        while !node.isLeaf {
            let counts = node.childCounts
            var index = 0
            while local >= counts[index] {
                local -= counts[index]
                index += 1
            }
            path.append((node, index))
            node = node.children[index]
        }
        var current = position
        while true {
            let elements = node.elements
            while local < elements.count {
                guard body(current, elements[local]) else { return }
                current += 1
                local += 1
            }
            while let last = path.last, last.index + 1 == last.node.children.count {
                path.removeLast()
            }
            guard let last = path.popLast() else { return }
            path.append((last.node, last.index + 1))
            node = last.node.children[last.index + 1]
            while !node.isLeaf {
                path.append((node, 0))
                node = node.children[0]
            }
            local = 0
        }
    }

    /// Calls `body` with every leaf, in order.
    ///
    /// - Complexity: O(*n* / *L*) leaves.
    @inlinable package func forEachLeaf(_ body: (Leaf) -> Void) {
        var stack: ContiguousArray<Node> = [root]
        while let node = stack.popLast() {
            if node.isLeaf {
                body(node)
            } else {
                stack.append(contentsOf: node.children.reversed())
            }
        }
    }

    /// Every element, in order.
    ///
    /// - Complexity: O(*n*).
    @inlinable package var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        appendElements(below: root, to: &result)
        return result
    }

    /// Appends the elements below `node` to `result`, in order.
    @inlinable func appendElements(below node: Node, to result: inout [Element]) {
        if node.isLeaf {
            result.append(contentsOf: node.elements)
            return
        }
        for child in node.children {
            appendElements(below: child, to: &result)
        }
    }

    /// The position of the first element of `leaf` that `matches`, found from the leaf upward: the
    /// leaf is scanned, then each ancestor adds the counts of the children before the one on the
    /// path. Nil when no element of the leaf matches, or when the leaf is no longer in this tree
    /// (split away, merged away, dropped by a rebuild, or from another tree).
    ///
    /// An owner that records, through ``onPlace``, the leaf of each element finds any element's
    /// position with this, without a search by content.
    ///
    /// - Complexity: O(*L* + *F* × depth).
    @inlinable package func position(inLeaf leaf: Leaf, where matches: (Element) -> Bool) -> Int? {
        guard leaf.isLeaf else { return nil }
        var found: Int?
        for index in leaf.elements.indices where matches(leaf.elements[index]) {
            found = index
            break
        }
        guard var position = found else { return nil }
        var node = leaf
        while let parent = node.parent {
            // A node taken out of its parent may still name it: membership is checked, not assumed.
            guard let index = parent.index(ofChild: node) else { return nil }
            for preceding in 0..<index {
                position += parent.childCounts[preceding]
            }
            node = parent
        }
        return node === root ? position : nil
    }

    /// Where `node` is among `parent`'s children; the caller knows it is one of them.
    @inlinable func indexInParent(_ node: Node, _ parent: Node) -> Int {
        let index = parent.index(ofChild: node)
        requireInternally(index == nil ? "PositionalTree: a node is missing from its parent's children" : nil)
        return index!
    }

    /// Stops the program unless `position` is in `bounds`.
    @inlinable func requirePosition(_ position: Int, in bounds: Range<Int>) {
        requireInternally(bounds.contains(position) ? nil : "PositionalTree: position \(position) out of \(bounds)")
    }

    /// Recomputes `parent`'s count and weight for its child at `index` from that child's items.
    ///
    /// - Complexity: O(*L*) for a leaf child, O(*F*) for an inner one.
    @inlinable func refreshEntry(of parent: Node, at index: Int) {
        let (count, weight) = parent.children[index].totals()
        parent.childCounts[index] = count
        parent.childWeights[index] = weight
    }
}
