import CascadingTableCollections
import Foundation
import XCTest

/// An element of the trees under test: an identifier to find it by, and a weight (a row's height).
struct TreeItem: PositionalTreeElement, Equatable {
    var id: Int
    var weight: Double

    var treeWeight: Double { weight }
}

/// The leaf each element of a tree is in, kept up to date through the tree's `onPlace` hook, as
/// an owner that finds elements by identifier keeps it.
final class TreeLeafIndex {
    var leaves: [Int: PositionalTree<TreeItem>.Leaf] = [:]
    /// How many times the hook ran.
    var placements = 0

    init(_ tree: PositionalTree<TreeItem>) {
        tree.onPlace = { [unowned self] leaf, placed in
            for item in placed {
                self.leaves[item.id] = leaf
                self.placements += 1
            }
        }
    }

    /// The position of the element `id` found from its recorded leaf.
    func position(of id: Int, in tree: PositionalTree<TreeItem>) -> Int? {
        guard let leaf = leaves[id] else { return nil }
        return tree.position(inLeaf: leaf, where: { $0.id == id })
    }
}

/// Items `ids`, each weighing `weight(id)`.
func treeItems(_ ids: Range<Int>, weight: (Int) -> Double = { Double($0 % 7) * 2.5 }) -> [TreeItem] {
    ids.map { TreeItem(id: $0, weight: weight($0)) }
}

/// Each operation of the positional tree and its edges; trees with small capacities so that a
/// few dozen elements already make several levels.
final class PositionalTreeTests: XCTestCase {
    /// A tree with 2 elements per leaf and 4 children per inner node at most.
    private func smallTree(_ items: [TreeItem] = []) -> PositionalTree<TreeItem> {
        PositionalTree(items, leafCapacity: 2, innerCapacity: 4)
    }

    /// The tree holds exactly `model`, with its count and total weight.
    private func assertTree(
        _ tree: PositionalTree<TreeItem>, equals model: [TreeItem], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree.elements, model, file: file, line: line)
        XCTAssertEqual(tree.count, model.count, file: file, line: line)
        XCTAssertEqual(tree.totalWeight, model.reduce(0) { $0 + $1.weight }, file: file, line: line)
    }

    func testEmptyTree() {
        let tree = PositionalTree<TreeItem>()
        assertTree(tree, equals: [])
        XCTAssertEqual(tree.height, 1)
        XCTAssertEqual(tree.leafCapacity, PositionalTree<TreeItem>.defaultLeafCapacity)
        XCTAssertEqual(tree.innerCapacity, PositionalTree<TreeItem>.defaultInnerCapacity)
        XCTAssertEqual(tree.weight(before: 0), 0)
        XCTAssertEqual(tree.position(containingWeight: -1), 0)
        XCTAssertEqual(tree.position(containingWeight: 0), 0)
        XCTAssertEqual(tree.position(containingWeight: 10), 0)
        tree.forEach(from: 0) { _, _ in
            XCTFail("an empty tree has nothing to visit")
            return true
        }
        tree.removeSubrange(0..<0)
        tree.insert(contentsOf: [], at: 0)
        assertTree(tree, equals: [])
    }

    func testSingleElement() {
        let tree = PositionalTree<TreeItem>()
        let item = TreeItem(id: 1, weight: 10)
        tree.insert(item, at: 0)
        assertTree(tree, equals: [item])
        XCTAssertEqual(tree[0], item)
        XCTAssertEqual(tree.weight(before: 0), 0)
        XCTAssertEqual(tree.weight(before: 1), 10)
        XCTAssertEqual(tree.position(containingWeight: -0.5), 0)
        XCTAssertEqual(tree.position(containingWeight: 0), 0)
        XCTAssertEqual(tree.position(containingWeight: 9.99), 0)
        XCTAssertEqual(tree.position(containingWeight: 10), 1)
        XCTAssertEqual(tree.remove(at: 0), item)
        assertTree(tree, equals: [])
    }

    func testInsertAtEveryKindOfPositionBuildsLevels() {
        let tree = smallTree()
        var model: [TreeItem] = []
        for id in 0..<120 {
            // The front, the end, and the middle in turn.
            let position = [0, model.count, model.count / 2, model.count / 3][id % 4]
            let item = TreeItem(id: id, weight: Double(id % 5))
            tree.insert(item, at: position)
            model.insert(item, at: position)
            assertTree(tree, equals: model)
        }
        XCTAssertGreaterThanOrEqual(tree.height, 4)
    }

    func testBulkBuildPacksLeavesAndRespectsMinimums() {
        for count in 0...70 {
            let items = treeItems(0..<count)
            let tree = PositionalTree(items, leafCapacity: 4, innerCapacity: 4)
            assertTree(tree, equals: items)
            // Nodes three quarters full (3 of 4), never under half: room to insert before a
            // split, and no more levels than nodes at least half full need.
            var nodes = max((count + 1) / 2, 1)
            var levels = 1
            while nodes > 1 {
                nodes = (nodes + 1) / 2
                levels += 1
            }
            XCTAssertLessThanOrEqual(tree.height, levels, "\(count) elements")
            if count >= 6 {
                let splitsBefore = tree.height
                tree.insert(TreeItem(id: -1, weight: 0), at: count / 2)
                XCTAssertEqual(tree.height, splitsBefore, "\(count) elements: one insert fits without a new level")
            }
        }
        let large = treeItems(0..<(64 * 32 + 1))
        assertTree(PositionalTree(large), equals: large)
    }

    func testRemovingFromTheFrontTheEndAndTheMiddleShrinksToOneLeaf() {
        let items = treeItems(0..<150)
        let tree = smallTree(items)
        var model = items
        XCTAssertGreaterThanOrEqual(tree.height, 5)
        var step = 0
        while !model.isEmpty {
            let position = [0, model.count - 1, model.count / 2][step % 3]
            XCTAssertEqual(tree.remove(at: position), model.remove(at: position))
            assertTree(tree, equals: model)
            step += 1
        }
        XCTAssertEqual(tree.height, 1)
    }

    func testRemoveSubrange() {
        let items = treeItems(0..<200)
        let ranges = [0..<0, 7..<7, 0..<1, 199..<200, 0..<50, 150..<200, 60..<140, 1..<199, 0..<200, 33..<34, 10..<130]
        for range in ranges {
            for tree in [smallTree(items), PositionalTree(items, leafCapacity: 5, innerCapacity: 5)] {
                var model = items
                tree.removeSubrange(range)
                model.removeSubrange(range)
                assertTree(tree, equals: model)
            }
        }
    }

    func testInsertContentsOf() {
        let items = treeItems(0..<40)
        for position in [0, 1, 17, 39, 40] {
            for added in [1, 3, 30, 500] {
                let tree = smallTree(items)
                let index = TreeLeafIndex(tree)
                var model = items
                let new = treeItems(1000..<(1000 + added))
                tree.insert(contentsOf: new, at: position)
                model.insert(contentsOf: new, at: position)
                assertTree(tree, equals: model)
                for item in new {
                    XCTAssertEqual(index.position(of: item.id, in: tree), model.firstIndex(of: item))
                }
            }
        }
    }

    func testOnPlaceRunsOncePerInsertionWithoutASplit() {
        let tree = PositionalTree<TreeItem>(treeItems(0..<10), leafCapacity: 64, innerCapacity: 32)
        let index = TreeLeafIndex(tree)
        tree.insert(TreeItem(id: 100, weight: 1), at: 5)
        XCTAssertEqual(index.placements, 1)
        tree.insert(contentsOf: treeItems(200..<203), at: 0)
        XCTAssertEqual(index.placements, 4)
        tree.update(at: 0) { $0.weight = 99 }
        tree.remove(at: 0)
        XCTAssertEqual(index.placements, 4, "neither an update nor a removal places an element")
        tree.replaceAll(with: treeItems(0..<5))
        XCTAssertEqual(index.placements, 9)
    }

    func testUpdateRecomputesTheWeightsAbove() {
        let items = treeItems(0..<60)
        let tree = smallTree(items)
        var model = items
        for position in [0, 13, 59] {
            tree.update(at: position) { $0.weight += 4 }
            model[position].weight += 4
            assertTree(tree, equals: model)
            XCTAssertEqual(tree.weight(before: position + 1), model[...position].reduce(0) { $0 + $1.weight })
        }
        // A change that keeps the weight keeps the sums.
        tree.update(at: 20) { $0.id = -1 }
        model[20].id = -1
        assertTree(tree, equals: model)
        XCTAssertEqual(tree[20].id, -1)
    }

    func testWeightBeforeEveryPosition() {
        let items = treeItems(0..<90)
        let tree = smallTree(items)
        var sum = 0.0
        for position in 0...items.count {
            XCTAssertEqual(tree.weight(before: position), sum, "position \(position)")
            if position < items.count {
                sum += items[position].weight
            }
        }
    }

    /// The weight search answers as the table's Fenwick tree does, at every boundary, between
    /// them, out of range, and across runs of zero-weight elements (at the start, the middle and
    /// the end).
    func testPositionContainingWeightMatchesTheFenwickTreeItReplaced() {
        let weightLists: [[Double]] = [
            [],
            [0],
            [0, 0, 0],
            [5],
            [10, 0, 0, 5, 0, 7.5, 0],
            [0, 0, 3, 3, 0, 3, 0, 0],
            (0..<100).map { [0, 44, 0, 0, 30.5, 12][$0 % 6] },
            (0..<100).map { Double($0 % 3) },
        ]
        for weights in weightLists {
            let items = weights.enumerated().map { TreeItem(id: $0.offset, weight: $0.element) }
            for tree in [smallTree(items), PositionalTree(items)] {
                var offsets: [Double] = [-1, -0.25, 0, .nan, .infinity, -.infinity]
                var boundary = 0.0
                for weight in weights {
                    offsets += [boundary - 0.25, boundary, boundary + 0.25]
                    boundary += weight
                }
                offsets += [boundary - 0.25, boundary, boundary + 0.25, boundary + 100]
                for y in offsets {
                    XCTAssertEqual(
                        tree.position(containingWeight: y), referencePosition(containing: y, in: weights),
                        "offset \(y) in \(weights)")
                }
                for position in 0...weights.count {
                    XCTAssertEqual(weights.prefix(position).reduce(0, +), tree.weight(before: position))
                }
            }
        }
    }

    func testForEachVisitsInOrderFromAnyPositionAndStops() {
        let items = treeItems(0..<57)
        let tree = smallTree(items)
        for start in [0, 1, 2, 30, 56, 57] {
            var visited: [Int] = []
            tree.forEach(from: start) { position, item in
                XCTAssertEqual(items[position], item)
                visited.append(position)
                return true
            }
            XCTAssertEqual(visited, Array(start..<items.count))
        }
        var visited: [Int] = []
        tree.forEach(from: 10) { position, _ in
            visited.append(position)
            return visited.count < 5
        }
        XCTAssertEqual(visited, [10, 11, 12, 13, 14])
    }

    func testReadsForwardBackwardAndAfterEdits() {
        let items = treeItems(0..<80)
        let tree = smallTree(items)
        for position in items.indices {
            XCTAssertEqual(tree[position], items[position])
        }
        for position in items.indices.reversed() {
            XCTAssertEqual(tree[position], items[position])
        }
        // The cached leaf is checked too: it must be forgotten by edits that move positions.
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree[40], items[40])
        tree.remove(at: 0)
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree[40], items[41])
        tree.insert(TreeItem(id: -1, weight: 1), at: 0)
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree[40], items[40])
        tree.update(at: 40) { $0.weight = 1_000 }
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree[41], items[41])
    }

    func testMove() {
        let items = treeItems(0..<30)
        let tree = smallTree(items)
        let index = TreeLeafIndex(tree)
        var model = items
        for (source, destination) in [(0, 29), (29, 0), (5, 5), (3, 20), (25, 2), (14, 15)] {
            tree.move(from: source, to: destination)
            model.insert(model.remove(at: source), at: destination)
            assertTree(tree, equals: model)
        }
        XCTAssertEqual(index.position(of: 14, in: tree), model.firstIndex { $0.id == 14 })
    }

    /// An owner's identifier → leaf records find every element however the leaves split, merge
    /// and rebalance; a leaf that left the tree, or another tree's leaf, finds nothing.
    func testPositionInLeafFollowsEveryMove() {
        let tree = smallTree()
        let index = TreeLeafIndex(tree)
        tree.replaceAll(with: treeItems(0..<100))
        var model = treeItems(0..<100)
        func assertAllFound() {
            for (position, item) in model.enumerated() {
                XCTAssertEqual(index.position(of: item.id, in: tree), position, "item \(item.id)")
            }
        }
        assertAllFound()
        tree.insert(contentsOf: treeItems(100..<140), at: 50)
        model.insert(contentsOf: treeItems(100..<140), at: 50)
        assertAllFound()
        let firstLeaf = index.leaves[model[0].id]!
        tree.removeSubrange(0..<120)
        model.removeSubrange(0..<120)
        assertAllFound()
        XCTAssertNil(tree.position(inLeaf: firstLeaf) { $0.id == 0 }, "a removed element")
        let survivor = model[0]
        XCTAssertNil(tree.position(inLeaf: index.leaves[survivor.id]!) { $0.id == -5 }, "no element matches")

        let other = smallTree(treeItems(0..<10))
        let otherIndex = TreeLeafIndex(other)
        other.replaceAll(with: treeItems(0..<10))
        XCTAssertNil(tree.position(inLeaf: otherIndex.leaves[3]!) { _ in true }, "another tree's leaf")

        let beforeRebuild = index.leaves[survivor.id]!
        tree.onPlace = nil
        tree.replaceAll(with: model)
        XCTAssertNil(tree.position(inLeaf: beforeRebuild) { $0.id == survivor.id }, "a leaf dropped by a rebuild")

        // Leaves [0, 1] and [2, 3]: the second lends, then is merged into the first.
        let four = smallTree()
        let fourIndex = TreeLeafIndex(four)
        four.replaceAll(with: treeItems(0..<4))
        let secondLeaf = fourIndex.leaves[3]!
        four.remove(at: 3)
        four.remove(at: 2)
        XCTAssertEqual(four.position(inLeaf: secondLeaf) { _ in true }, 1)
        four.remove(at: 1)
        XCTAssertEqual(four.height, 1)
        XCTAssertNil(four.position(inLeaf: secondLeaf) { _ in true }, "a leaf merged away")

        let single = PositionalTree<TreeItem>()
        let singleIndex = TreeLeafIndex(single)
        single.insert(TreeItem(id: 1, weight: 1), at: 0)
        let rootLeaf = singleIndex.leaves[1]!
        XCTAssertEqual(single.position(inLeaf: rootLeaf) { $0.id == 1 }, 0)
        single.removeSubrange(0..<1)
        single.insert(TreeItem(id: 1, weight: 1), at: 0)
        XCTAssertNil(single.position(inLeaf: rootLeaf) { $0.id == 1 }, "the old root leaf of an emptied tree")
    }

    /// Found by the randomized tests with the heights real screens have (fractional, zero; the
    /// table's side is in `RealHeightsReproductionTests`). Prefix sums must never decrease
    /// (``PositionalTree/position(containingWeight:)`` relies on it, and the table reads row tops
    /// from them). With a zero weight last, `weight(before:)` of
    /// the last element adds the leaves' elements one by one onto the sums of the inner nodes,
    /// while `weight(before: count)` answers the root's cached total, summed in another order:
    /// here 2.5000000000000004 before the last element and 2.5 after it.
    func testPrefixSumsNeverDecreaseAcrossAZeroWeightElement() {
        let weights: [Double] = [0.2, 0.1, 0.2, 0.1, 0.2, 1.1, 0.1, 0.3, 0.2, 0]
        let tree = PositionalTree(
            weights.enumerated().map { TreeItem(id: $0.offset, weight: $0.element) }, leafCapacity: 2, innerCapacity: 4)
        for position in 0..<weights.count {
            XCTAssertLessThanOrEqual(
                tree.weight(before: position), tree.weight(before: position + 1), "before \(position) and after it")
        }
    }
}

/// Where the table's former Fenwick tree put offset `y` among `weights`: the smallest position
/// whose end (the sum of the weights up to and including it) is past `y`; the count when none is
/// (a NaN offset is at position 0). Summed one by one, which the weights in these tests add up
/// exactly.
func referencePosition(containing y: Double, in weights: [Double]) -> Int {
    var end = 0.0
    for (position, weight) in weights.enumerated() {
        end += weight
        if !(end <= y) {
            return position
        }
    }
    return weights.count
}
