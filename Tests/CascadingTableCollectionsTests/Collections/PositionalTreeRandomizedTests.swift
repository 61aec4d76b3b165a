import CascadingTableCollections
import CascadingTestSupport
import Foundation
import XCTest

/// Seeded random edits of positional trees, checked against a plain array after every step; and
/// one tree of default capacities at 100,000 elements.
final class PositionalTreeRandomizedTests: XCTestCase {
    /// The heights real screens have: fractional (1.1, 1/3, 100/3, 44.5, 61.7, 12.25), zeros,
    /// whole. Sums of them depend on the order of the additions in their last bits, so the tree's
    /// sums are compared with a plain array's within a tolerance, and its searches with its own
    /// prefix sums (``PositionalTree/weight(before:)``), which they are defined by.
    private static let weights: [Double] = [0, 0, 1.1, 1.0 / 3, 100.0 / 3, 44.5, 61.7, 12.25, 28, 0.5]

    /// How far a sum of up to a few thousand weights of at most 100 may be from the same sum made
    /// in another order.
    private static func tolerance(_ total: Double) -> Double { 1e-9 * max(total, 1) }

    /// What the randomized run did, to check that it reached what it was meant to exercise.
    private struct RunSummary {
        /// The most levels the tree had.
        var tallest = 0
        /// The most elements it held.
        var largest = 0
        /// The steps after which it was empty.
        var emptied = 0
    }

    /// Drives `tree` and the array `model` through `steps` random edits, checking the tree, its
    /// queries and an identifier → leaf index kept through `onPlace` after each.
    private func run(
        leafCapacity: Int, innerCapacity: Int, steps: Int, seed: UInt64, file: StaticString = #filePath,
        line: UInt = #line
    ) -> RunSummary {
        var random = SeededGenerator(seed: seed)
        let tree = PositionalTree<TreeItem>([], leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        let index = TreeLeafIndex(tree)
        var model: [TreeItem] = []
        var nextID = 0
        var summary = RunSummary()
        func newItems(_ count: Int) -> [TreeItem] {
            (0..<count).map { _ in
                nextID += 1
                return TreeItem(id: nextID, weight: Self.weights.randomElement(using: &random)!)
            }
        }
        for step in 0..<steps {
            let count = model.count
            // Grows while small, shrinks while large: sizes sweep from empty to a few hundred.
            let grow = count < 40 || (count < 400 && (step / 500) % 2 == 0)
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<30 where grow || count == 0:
                let position = Int.random(in: 0...count, using: &random)
                let item = newItems(1)[0]
                tree.insert(item, at: position)
                model.insert(item, at: position)
            case 0..<30:
                let position = Int.random(in: 0..<count, using: &random)
                XCTAssertEqual(tree.remove(at: position), model[position], file: file, line: line)
                index.leaves[model.remove(at: position).id] = nil
            case 30..<42:
                let position = Int.random(in: 0...count, using: &random)
                let items = newItems(Int.random(in: grow ? 1...40 : 1...4, using: &random))
                tree.insert(contentsOf: items, at: position)
                model.insert(contentsOf: items, at: position)
            case 42..<54 where count > 0:
                let lower = Int.random(in: 0..<count, using: &random)
                let upper = min(count, lower + Int.random(in: 0...(grow ? 6 : 60), using: &random))
                tree.removeSubrange(lower..<upper)
                for item in model[lower..<upper] {
                    index.leaves[item.id] = nil
                }
                model.removeSubrange(lower..<upper)
            case 54..<78 where count > 0:
                let position = Int.random(in: 0..<count, using: &random)
                let weight = Self.weights.randomElement(using: &random)!
                tree.update(at: position) { $0.weight = weight }
                model[position].weight = weight
            case 78..<90 where count > 0:
                let source = Int.random(in: 0..<count, using: &random)
                let destination = Int.random(in: 0..<count, using: &random)
                tree.move(from: source, to: destination)
                model.insert(model.remove(at: source), at: destination)
            case 90..<92:
                // A rebuild: the surviving elements, a few new ones, reshuffled.
                model = (model.filter { _ in Bool.random(using: &random) } + newItems(5)).shuffled(using: &random)
                index.leaves = [:]
                tree.replaceAll(with: model)
            case 92..<93:
                tree.removeSubrange(0..<count)
                model.removeAll()
                index.leaves = [:]
            default:
                // Reads in order, which go through the cached leaf, then a checked state as is.
                let start = count == 0 ? 0 : Int.random(in: 0..<count, using: &random)
                for position in start..<min(count, start + 20) {
                    XCTAssertEqual(tree[position], model[position], file: file, line: line)
                }
            }
            check(tree, against: model, index: index, random: &random, file: file, line: line)
            summary.tallest = max(summary.tallest, tree.height)
            summary.largest = max(summary.largest, model.count)
            if model.isEmpty {
                summary.emptied += 1
            }
        }
        return summary
    }

    /// The full comparison made after every step.
    private func check(
        _ tree: PositionalTree<TreeItem>, against model: [TreeItem], index: TreeLeafIndex,
        random: inout SeededGenerator, file: StaticString, line: UInt
    ) {
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree.count, model.count, file: file, line: line)
        XCTAssertEqual(tree.elements, model, file: file, line: line)
        var prefix = [0.0]
        for item in model {
            prefix.append(prefix[prefix.count - 1] + item.weight)
        }
        let tolerance = Self.tolerance(prefix[model.count])
        XCTAssertEqual(tree.totalWeight, prefix[model.count], accuracy: tolerance, file: file, line: line)
        for _ in 0..<4 {
            let position = Int.random(in: 0...model.count, using: &random)
            XCTAssertEqual(tree.weight(before: position), prefix[position], accuracy: tolerance, file: file, line: line)
            // Prefix sums never decrease, not even by a last bit across a zero-weight element.
            if position < model.count {
                XCTAssertLessThanOrEqual(
                    tree.weight(before: position), tree.weight(before: position + 1), "position \(position)",
                    file: file, line: line)
            }
        }
        let total = tree.totalWeight
        var offsets = [-1, 0, total, total + 1, Double.random(in: 0...max(total, 1), using: &random)]
        if !model.isEmpty {
            // A boundary between elements, as the tree sums it and as the array does, which
            // zero-weight elements may share.
            let boundary = Int.random(in: 0...model.count, using: &random)
            offsets += [tree.weight(before: boundary), prefix[boundary]]
        }
        let weights = model.map(\.weight)
        for y in offsets {
            let found = tree.position(containingWeight: y)
            // By definition: the smallest position whose end, as the tree sums it, is past y.
            XCTAssertTrue(
                found == 0 || tree.weight(before: found) <= y, "offset \(y) is before \(found)'s start", file: file,
                line: line)
            XCTAssertTrue(
                found == model.count || tree.weight(before: found + 1) > y, "offset \(y) is past \(found)'s end",
                file: file, line: line)
            // And what a search of the array finds, but for a last bit at a boundary.
            let lowest = referencePosition(containing: y - tolerance, in: weights)
            let highest = referencePosition(containing: y + tolerance, in: weights)
            XCTAssertTrue(
                (lowest...highest).contains(found), "offset \(y): \(found), the array \(lowest)...\(highest)",
                file: file, line: line)
        }
        XCTAssertEqual(index.leaves.count, model.count, file: file, line: line)
        for (position, item) in model.enumerated() {
            XCTAssertEqual(index.position(of: item.id, in: tree), position, "item \(item.id)", file: file, line: line)
        }
    }

    func testRandomEditsWithTheSmallestNodes() {
        let summary = run(leafCapacity: 2, innerCapacity: 4, steps: TestScale.steps(10_000), seed: 1)
        XCTAssertGreaterThanOrEqual(summary.tallest, 6)
        XCTAssertGreaterThanOrEqual(summary.largest, 200)
        XCTAssertGreaterThan(summary.emptied, 0)
    }

    func testRandomEditsWithOddCapacities() {
        let summary = run(leafCapacity: 3, innerCapacity: 5, steps: TestScale.steps(10_000), seed: 2)
        XCTAssertGreaterThanOrEqual(summary.tallest, 5)
        XCTAssertGreaterThanOrEqual(summary.largest, 200)
        XCTAssertGreaterThan(summary.emptied, 0)
    }

    func testRandomEditsWithWiderNodes() {
        let summary = run(leafCapacity: 8, innerCapacity: 6, steps: TestScale.steps(10_000), seed: 3)
        XCTAssertGreaterThanOrEqual(summary.tallest, 4)
        XCTAssertGreaterThanOrEqual(summary.largest, 200)
    }

    /// Default capacities at 100,000 elements: a bulk build, 10,000 edits of every kind (times the
    /// scale), then one full check.
    func testHundredThousandElements() {
        var random = SeededGenerator(seed: 4)
        var model = (0..<100_000).map { TreeItem(id: $0, weight: Self.weights[$0 % Self.weights.count]) }
        let tree = PositionalTree<TreeItem>()
        let index = TreeLeafIndex(tree)
        tree.replaceAll(with: model)
        XCTAssertEqual(tree.height, 4)
        var nextID = model.count
        for step in 0..<TestScale.steps(10_000) {
            let count = model.count
            switch step % 6 {
            case 0:
                let position = Int.random(in: 0...count, using: &random)
                let item = TreeItem(id: nextID, weight: 44.5)
                nextID += 1
                tree.insert(item, at: position)
                model.insert(item, at: position)
            case 1:
                let position = Int.random(in: 0..<count, using: &random)
                XCTAssertEqual(tree.remove(at: position), model[position])
                index.leaves[model.remove(at: position).id] = nil
            case 2:
                let position = Int.random(in: 0..<count, using: &random)
                tree.update(at: position) { $0.weight = 100.0 / 3 }
                model[position].weight = 100.0 / 3
            case 3:
                let source = Int.random(in: 0..<count, using: &random)
                let destination = Int.random(in: 0..<count, using: &random)
                tree.move(from: source, to: destination)
                model.insert(model.remove(at: source), at: destination)
            case 4:
                let position = Int.random(in: 0...count, using: &random)
                let items = (0..<Int.random(in: 1...300, using: &random)).map { TreeItem(id: nextID + $0, weight: 1.1) }
                nextID += items.count
                tree.insert(contentsOf: items, at: position)
                model.insert(contentsOf: items, at: position)
            default:
                let lower = Int.random(in: 0..<count, using: &random)
                let upper = min(count, lower + Int.random(in: 0...300, using: &random))
                tree.removeSubrange(lower..<upper)
                for item in model[lower..<upper] {
                    index.leaves[item.id] = nil
                }
                model.removeSubrange(lower..<upper)
            }
        }
        XCTAssertEqual(tree.invariantViolations(), [])
        XCTAssertEqual(tree.elements, model)
        let sum = model.reduce(0) { $0 + $1.weight }
        XCTAssertEqual(tree.totalWeight, sum, accuracy: Self.tolerance(sum))
        var matches = true
        tree.forEach(from: 0) { position, item in
            matches = matches && model[position] == item
            return true
        }
        XCTAssertTrue(matches)
        for _ in 0..<1_000 {
            let position = Int.random(in: 0..<model.count, using: &random)
            XCTAssertEqual(index.position(of: model[position].id, in: tree), position)
        }
        XCTAssertEqual(index.leaves.count, model.count)
    }
}
