import CascadingTableCollections
import XCTest

/// The walks up from a leaf after single inserts, removals, moves and weight changes, checked
/// against a plain array after every step: every level's entry, the invariants and every prefix
/// weight.
final class PositionalTreeWalkUpTests: XCTestCase {
    /// A tree deep for its size (leaves of 4, inner nodes of 4 children), so that every walk
    /// crosses several levels, with weights that add up exactly (multiples of a half).
    private func deepTree(_ count: Int) -> PositionalTree<TreeItem> {
        PositionalTree(treeItems(0..<count), leafCapacity: 4, innerCapacity: 4)
    }

    /// The tree holds `model`, every node's entry and the whole tree's invariants hold, and every
    /// prefix weight is the model's.
    private func assertTree(
        _ tree: PositionalTree<TreeItem>, equals model: [TreeItem], _ step: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(tree.invariantViolations(), [], step, file: file, line: line)
        XCTAssertEqual(tree.elements, model, step, file: file, line: line)
        XCTAssertEqual(tree.count, model.count, step, file: file, line: line)
        var sum = 0.0
        for position in model.indices {
            XCTAssertEqual(tree.weight(before: position), sum, "\(step), position \(position)", file: file, line: line)
            sum += model[position].weight
        }
        XCTAssertEqual(tree.totalWeight, sum, step, file: file, line: line)
    }

    func testSingleInsertsWithAndWithoutSplitsKeepEveryLevelsEntries() {
        let tree = deepTree(200)
        var model = treeItems(0..<200)
        XCTAssertGreaterThanOrEqual(tree.height, 4)
        // Spread over the tree: some land in a leaf with room (no split above), some fill a leaf
        // and split it, and the splits climb when a parent fills too.
        var nextID = 1_000
        for step in 0..<120 {
            let position = (step * 37) % (model.count + 1)
            let item = TreeItem(id: nextID, weight: Double(step % 5) + 0.5)
            nextID += 1
            tree.insert(item, at: position)
            model.insert(item, at: position)
            assertTree(tree, equals: model, "insert \(step) at \(position)")
        }
    }

    func testSingleRemovalsWithAndWithoutMergesKeepEveryLevelsEntries() {
        let tree = deepTree(300)
        var model = treeItems(0..<300)
        var step = 0
        while model.count > 3 {
            let position = (step * 53) % model.count
            XCTAssertEqual(tree.remove(at: position), model.remove(at: position))
            assertTree(tree, equals: model, "removal \(step) at \(position)")
            step += 1
        }
    }

    func testMovesAndWeightChangesKeepEveryLevelsEntries() {
        let tree = deepTree(150)
        var model = treeItems(0..<150)
        for step in 0..<80 {
            let source = (step * 29) % model.count
            let destination = (step * 41 + 7) % model.count
            tree.move(from: source, to: destination)
            model.insert(model.remove(at: source), at: destination)
            let changed = (step * 13) % model.count
            tree.update(at: changed) { $0.weight += 1.5 }
            model[changed].weight += 1.5
            assertTree(tree, equals: model, "move \(step) from \(source) to \(destination), change at \(changed)")
        }
    }
}
