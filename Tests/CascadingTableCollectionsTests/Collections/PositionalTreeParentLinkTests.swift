import CascadingTableCollections
import XCTest

/// A node's link to its parent is `unowned(safe)`: these keep leaves alive past the nodes above
/// them, as an owner's index of leaves does, and check that the links read nil instead of
/// trapping on a freed parent.
final class PositionalTreeParentLinkTests: XCTestCase {
    /// A deep tree (2 elements a leaf, 4 children a node) and the leaf of each of its elements.
    private func deepTree(_ count: Int) -> (tree: PositionalTree<TreeItem>, index: TreeLeafIndex) {
        let tree = PositionalTree<TreeItem>([], leafCapacity: 2, innerCapacity: 4)
        let index = TreeLeafIndex(tree)
        tree.replaceAll(with: treeItems(0..<count))
        XCTAssertGreaterThan(tree.height, 3)
        return (tree, index)
    }

    func testLeavesKeptAfterTheirTreeIsFreedNameNoParent() {
        var kept: [PositionalTree<TreeItem>.Leaf] = []
        do {
            let (tree, index) = deepTree(200)
            kept = Array(index.leaves.values)
            XCTAssertEqual(index.position(of: 150, in: tree), 150)
        }
        // Every node above the kept leaves is freed by now; reading a leaf's path upward must stop
        // at the first one, not trap on it.
        let other = PositionalTree<TreeItem>(treeItems(0..<10), leafCapacity: 2, innerCapacity: 4)
        for leaf in kept {
            XCTAssertNil(other.position(inLeaf: leaf) { _ in true })
        }
    }

    func testLeavesKeptAfterRemovingEverythingNameNoParent() {
        let (tree, index) = deepTree(200)
        let kept = index.leaves
        tree.removeSubrange(0..<200)
        tree.insert(contentsOf: treeItems(0..<200), at: 0)
        for (id, leaf) in kept {
            XCTAssertNil(tree.position(inLeaf: leaf) { $0.id == id }, "item \(id)")
        }
        XCTAssertEqual(index.position(of: 150, in: tree), 150)
        XCTAssertEqual(tree.invariantViolations(), [])
    }

    func testLeavesKeptAcrossMergesAndRootCollapsesAreFoundOrNil() {
        let (tree, index) = deepTree(300)
        var model = treeItems(0..<300)
        // Every leaf ever recorded, kept alive while removals from the middle merge leaves and
        // inner nodes and finally collapse the root level by level.
        var everyLeaf: [ObjectIdentifier: PositionalTree<TreeItem>.Leaf] = [:]
        while model.count > 1 {
            for leaf in index.leaves.values {
                everyLeaf[ObjectIdentifier(leaf)] = leaf
            }
            let position = model.count / 3
            tree.remove(at: position)
            model.remove(at: position)
            if model.count % 37 == 0 {
                XCTAssertEqual(tree.invariantViolations(), [])
            }
        }
        XCTAssertEqual(tree.height, 1)
        XCTAssertGreaterThan(everyLeaf.count, 100)
        var found = 0
        for leaf in everyLeaf.values {
            if let position = tree.position(inLeaf: leaf, where: { _ in true }) {
                XCTAssertEqual(position, 0)
                found += 1
            }
        }
        XCTAssertEqual(found, 1, "only the root leaf is in the tree")
        XCTAssertEqual(index.position(of: model[0].id, in: tree), 0)
    }
}
