/// A broken invariant of a `PositionalTree`: what is wrong, and where (a node's path is the child
/// indices from the root).
struct PositionalTreeViolation: Error {
    /// What is wrong, and where.
    var message: String
}

/// What the full check carries from node to node.
private struct InvariantWalk {
    /// The depth of the first leaf met; every other leaf must be at the same depth.
    var leafDepth: Int?
    /// The position of the next element met, in order.
    var position = 0
    /// Every element's weight added one after another, to compare with the cached total.
    var sequentialWeight = 0.0
    /// Whether the finger's leaf was met.
    var fingerFound = false
}

// The checks throw the first violation they find inside a tree (a broken tree makes the rest of
// the walk meaningless), and the entry points turn it into a report.
extension PositionalTree {
    /// Checks the whole structure and notes in `report` what is wrong and where: every node's
    /// cached count and weight per child equal the sums over that child; every node but the root
    /// holds between the minimum and its capacity of items, an inner root at least two children;
    /// all leaves are at the same depth; each child names its parent; ``count`` and
    /// ``totalWeight`` match the root; the cached last-read leaf, when set, is a leaf of this tree
    /// with the right first position; every weight is finite and not negative; and the total is
    /// within a relative 1e-9 of the weights added one after another.
    ///
    /// Cached weights are compared exactly: they are recomputed from the children in order, never
    /// adjusted by differences, so they must be the very same sums.
    ///
    /// - Complexity: O(*n*).
    package func checkInvariants(into report: inout InvariantReport) {
        do throws(PositionalTreeViolation) {
            try checkWholeTree()
        } catch {
            report.note("PositionalTree: " + error.message)
        }
    }

    /// The broken invariants of the whole structure (see ``checkInvariants(into:)``); empty when
    /// the tree is sound.
    ///
    /// - Complexity: O(*n*).
    package func invariantViolations() -> [String] {
        InvariantReport.collect { checkInvariants(into: &$0) }
    }

    /// The check run after each edit under the internal-checks flag: the root's totals, then from
    /// the root down to the leaf of `position` (clamped to the elements), each node's entries for
    /// the child on the path and its two neighbours, which an edit there may have touched: cached
    /// totals, parent references and occupancy.
    ///
    /// - Complexity: O((*L* + *F*) × depth).
    #if CASCADING_INTERNAL_CHECKS
        /// ``checkPath(around:into:)`` as an internal check (it stops the run on a violation),
        /// callable from the tree's inlinable edits, which cannot name the report type.
        @usableFromInline
        func checkPathInternally(around position: Int) {
            internalCheck { checkPath(around: position, into: &$0) }
        }
    #endif

    func checkPath(around position: Int, into report: inout InvariantReport) {
        do throws(PositionalTreeViolation) {
            try checkPath(around: position)
        } catch {
            report.note("PositionalTree: " + error.message)
        }
    }

    /// The checks of ``checkInvariants(into:)``.
    private func checkWholeTree() throws(PositionalTreeViolation) {
        guard root.parent == nil else { throw PositionalTreeViolation(message: "the root has a parent") }
        var walk = InvariantWalk()
        let totals = try checkSubtree(root, path: [], walk: &walk)
        guard totals.count == count else {
            throw PositionalTreeViolation(message: "count is \(count) but the nodes hold \(totals.count)")
        }
        guard totals.weight == totalWeight else {
            throw PositionalTreeViolation(
                message:
                    "totalWeight is \(totalWeight) but the root's children add up to \(totals.weight)")
        }
        guard walk.position == count else {
            throw PositionalTreeViolation(message: "\(walk.position) elements met, count is \(count)")
        }
        guard finger == nil || walk.fingerFound else {
            throw PositionalTreeViolation(message: "the cached last-read leaf is not a leaf of this tree")
        }
        guard abs(totalWeight - walk.sequentialWeight) <= 1e-9 * max(1, walk.sequentialWeight) else {
            throw PositionalTreeViolation(
                message:
                    "totalWeight \(totalWeight) drifted from the sum of the weights, \(walk.sequentialWeight)")
        }
    }

    /// Checks the subtree of `node`, found at `path`, and returns its element count and in-order
    /// weight sum.
    private func checkSubtree(
        _ node: Node, path: [Int], walk: inout InvariantWalk
    ) throws(PositionalTreeViolation) -> (count: Int, weight: Double) {
        try checkOccupancy(of: node, isRoot: node === root, path: path)
        if node.isLeaf {
            guard node.children.isEmpty && node.childCounts.isEmpty && node.childWeights.isEmpty else {
                throw PositionalTreeViolation(message: "the leaf at \(path) has children")
            }
            let depth = walk.leafDepth ?? path.count
            guard depth == path.count else {
                throw PositionalTreeViolation(
                    message: "the leaf at \(path) is not at depth \(depth) as the first leaf is")
            }
            walk.leafDepth = depth
            if let finger, node === finger.leaf {
                guard finger.start == walk.position else {
                    throw PositionalTreeViolation(
                        message:
                            "the cached last-read leaf at \(path) starts at \(walk.position), not \(finger.start)")
                }
                guard finger.end == walk.position + node.elements.count else {
                    throw PositionalTreeViolation(
                        message:
                            "the cached last-read leaf at \(path) ends at \(walk.position + node.elements.count), "
                            + "not \(finger.end)")
                }
                walk.fingerFound = true
            }
            var weight = 0.0
            for index in node.elements.indices {
                let elementWeight = node.elements[index].treeWeight
                guard elementWeight.isFinite && elementWeight >= 0 else {
                    throw PositionalTreeViolation(
                        message: "element \(index) of the leaf at \(path) weighs \(elementWeight)")
                }
                weight += elementWeight
                walk.sequentialWeight += elementWeight
            }
            walk.position += node.elements.count
            return (node.elements.count, weight)
        }
        guard node.elements.isEmpty else {
            throw PositionalTreeViolation(message: "the inner node at \(path) holds elements")
        }
        guard node.childCounts.count == node.children.count && node.childWeights.count == node.children.count else {
            throw PositionalTreeViolation(
                message:
                    "the inner node at \(path) has \(node.children.count) children but \(node.childCounts.count) "
                    + "counts and \(node.childWeights.count) weights")
        }
        var count = 0
        var weight = 0.0
        for index in node.children.indices {
            let child = node.children[index]
            let childPath = path + [index]
            guard child.parent === node else {
                throw PositionalTreeViolation(message: "the node at \(childPath) does not name its parent")
            }
            let totals = try checkSubtree(child, path: childPath, walk: &walk)
            guard node.childCounts[index] == totals.count else {
                throw PositionalTreeViolation(
                    message:
                        "the count cached for \(childPath) is \(node.childCounts[index]), not \(totals.count)")
            }
            guard node.childWeights[index] == totals.weight else {
                throw PositionalTreeViolation(
                    message:
                        "the weight cached for \(childPath) is \(node.childWeights[index]), not \(totals.weight)")
            }
            count += node.childCounts[index]
            weight += node.childWeights[index]
        }
        return (count, weight)
    }

    /// The checks of ``checkPath(around:into:)``.
    private func checkPath(around position: Int) throws(PositionalTreeViolation) {
        guard root.parent == nil else { throw PositionalTreeViolation(message: "the root has a parent") }
        let totals = root.totals()
        guard totals.count == count && totals.weight == totalWeight else {
            throw PositionalTreeViolation(
                message:
                    "count \(count) and totalWeight \(totalWeight) differ from the root's, \(totals)")
        }
        try checkOccupancy(of: root, isRoot: true, path: [])
        var node = root
        var remaining = min(max(position, 0), max(count - 1, 0))
        var path: [Int] = []
        while !node.isLeaf {
            var index = 0
            while index < node.children.count - 1 && remaining >= node.childCounts[index] {
                remaining -= node.childCounts[index]
                index += 1
            }
            for neighbour in max(index - 1, 0)...min(index + 1, node.children.count - 1) {
                let child = node.children[neighbour]
                let childPath = path + [neighbour]
                guard child.parent === node else {
                    throw PositionalTreeViolation(message: "the node at \(childPath) does not name its parent")
                }
                let childTotals = child.totals()
                guard node.childCounts[neighbour] == childTotals.count,
                    node.childWeights[neighbour] == childTotals.weight
                else {
                    throw PositionalTreeViolation(
                        message:
                            "the totals cached for \(childPath) differ from its own, \(childTotals)")
                }
                try checkOccupancy(of: child, isRoot: false, path: childPath)
            }
            path.append(index)
            node = node.children[index]
        }
    }

    /// Checks that `node`, found at `path`, holds neither too few nor too many items.
    private func checkOccupancy(of node: Node, isRoot: Bool, path: [Int]) throws(PositionalTreeViolation) {
        let capacity = node.isLeaf ? leafCapacity : innerCapacity
        let minimum = isRoot ? (node.isLeaf ? 0 : 2) : (node.isLeaf ? minimumLeafCount : minimumInnerCount)
        guard node.itemCount >= minimum && node.itemCount <= capacity else {
            throw PositionalTreeViolation(
                message:
                    "the \(node.isLeaf ? "leaf" : "inner node") at \(path) holds \(node.itemCount) items, "
                    + "outside \(minimum)...\(capacity)")
        }
    }
}
