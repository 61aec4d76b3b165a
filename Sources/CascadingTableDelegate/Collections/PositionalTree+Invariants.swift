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

extension PositionalTree {
    /// Checks the whole structure and traps with a message naming what is wrong and where:
    /// every node's cached count and weight per child equal the sums over that child; every node
    /// but the root holds between the minimum and its capacity of items, an inner root at least two
    /// children; all leaves are at the same depth; each child names its parent; ``count`` and
    /// ``totalWeight`` match the root; the cached last-read leaf, when set, is a leaf of this tree
    /// with the right first position; every weight is finite and not negative; and the total is
    /// within a relative 1e-9 of the weights added one after another.
    ///
    /// Cached weights are compared exactly: they are recomputed from the children in order, never
    /// adjusted by differences, so they must be the very same sums.
    ///
    /// - Complexity: O(*n*).
    @_spi(Testing) public func checkInvariants() {
        precondition(root.parent == nil, "PositionalTree: the root has a parent")
        var walk = InvariantWalk()
        let totals = checkSubtree(root, path: [], walk: &walk)
        precondition(totals.count == count, "PositionalTree: count is \(count) but the nodes hold \(totals.count)")
        precondition(
            totals.weight == totalWeight,
            "PositionalTree: totalWeight is \(totalWeight) but the root's children add up to \(totals.weight)"
        )
        precondition(walk.position == count, "PositionalTree: \(walk.position) elements met, count is \(count)")
        precondition(
            fingerLeaf == nil || walk.fingerFound,
            "PositionalTree: the cached last-read leaf is not a leaf of this tree"
        )
        let tolerance = 1e-9 * max(1, walk.sequentialWeight)
        precondition(
            abs(totalWeight - walk.sequentialWeight) <= tolerance,
            "PositionalTree: totalWeight \(totalWeight) drifted from the sum of the weights, \(walk.sequentialWeight)"
        )
    }

    /// Checks the subtree of `node`, found at `path` (child indices from the root), and returns
    /// its element count and in-order weight sum.
    private func checkSubtree(_ node: Node, path: [Int], walk: inout InvariantWalk) -> (count: Int, weight: Double) {
        let isRoot = node === root
        if node.isLeaf {
            precondition(
                node.children.isEmpty && node.childCounts.isEmpty && node.childWeights.isEmpty,
                "PositionalTree: the leaf at \(path) has children"
            )
            if let depth = walk.leafDepth {
                precondition(depth == path.count, "PositionalTree: the leaf at \(path) is not at depth \(depth)")
            } else {
                walk.leafDepth = path.count
            }
            checkOccupancy(of: node, isRoot: isRoot, path: path)
            if node === fingerLeaf {
                precondition(
                    fingerStart == walk.position,
                    "PositionalTree: the cached last-read leaf at \(path) starts at \(walk.position), not \(fingerStart)"
                )
                walk.fingerFound = true
            }
            var weight = 0.0
            for (index, element) in node.elements.enumerated() {
                let elementWeight = element.treeWeight
                precondition(
                    elementWeight.isFinite && elementWeight >= 0,
                    "PositionalTree: element \(index) of the leaf at \(path) weighs \(elementWeight)"
                )
                weight += elementWeight
                walk.sequentialWeight += elementWeight
            }
            walk.position += node.elements.count
            return (node.elements.count, weight)
        }
        precondition(node.elements.isEmpty, "PositionalTree: the inner node at \(path) holds elements")
        precondition(
            node.childCounts.count == node.children.count && node.childWeights.count == node.children.count,
            "PositionalTree: the inner node at \(path) has \(node.children.count) children but "
                + "\(node.childCounts.count) counts and \(node.childWeights.count) weights"
        )
        checkOccupancy(of: node, isRoot: isRoot, path: path)
        var count = 0
        var weight = 0.0
        for (index, child) in node.children.enumerated() {
            let childPath = path + [index]
            precondition(child.parent === node, "PositionalTree: the node at \(childPath) does not name its parent")
            let totals = checkSubtree(child, path: childPath, walk: &walk)
            precondition(
                node.childCounts[index] == totals.count,
                "PositionalTree: the count cached for \(childPath) is \(node.childCounts[index]), not \(totals.count)"
            )
            precondition(
                node.childWeights[index] == totals.weight,
                "PositionalTree: the weight cached for \(childPath) is \(node.childWeights[index]), not \(totals.weight)"
            )
            count += node.childCounts[index]
            weight += node.childWeights[index]
        }
        return (count, weight)
    }

    /// Checks that `node`, found at `path`, holds neither too few nor too many items.
    private func checkOccupancy(of node: Node, isRoot: Bool, path: [Int]) {
        let capacity = node.isLeaf ? leafCapacity : innerCapacity
        let minimum = isRoot ? (node.isLeaf ? 0 : 2) : (node.isLeaf ? minimumLeafCount : minimumInnerCount)
        precondition(
            node.itemCount >= minimum && node.itemCount <= capacity,
            "PositionalTree: the \(node.isLeaf ? "leaf" : "inner node") at \(path) holds \(node.itemCount) "
                + "items, outside \(minimum)...\(capacity)"
        )
    }

    /// The check run after each edit in debug builds (`assert(hasValidPath(around:))`): the root's
    /// totals, then from the root down to the leaf of `position` (clamped to the elements), each
    /// node's entries for the child on the path and its two neighbours, which an edit there may
    /// have touched: cached totals, parent references and occupancy. Traps on a failure; returns
    /// true so that it can sit in an `assert`.
    ///
    /// - Complexity: O((*L* + *F*) × depth).
    func hasValidPath(around position: Int) -> Bool {
        precondition(root.parent == nil, "PositionalTree: the root has a parent")
        let totals = root.totals()
        precondition(
            totals.count == count && totals.weight == totalWeight,
            "PositionalTree: count \(count) and totalWeight \(totalWeight) differ from the root's \(totals)"
        )
        checkOccupancy(of: root, isRoot: true, path: [])
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
                precondition(child.parent === node, "PositionalTree: the node at \(childPath) does not name its parent")
                let childTotals = child.totals()
                precondition(
                    node.childCounts[neighbour] == childTotals.count
                        && node.childWeights[neighbour] == childTotals.weight,
                    "PositionalTree: the totals cached for \(childPath) differ from its own, \(childTotals)"
                )
                checkOccupancy(of: child, isRoot: false, path: childPath)
            }
            path.append(index)
            node = node.children[index]
        }
        return true
    }
}
