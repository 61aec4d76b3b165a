import CascadingTableCollections
import CascadingTestSupport
import XCTest

/// How the difference pairs old and new elements: the common prefix, runs of survivors, hash
/// collisions and duplicates must all give the in-order pairing that `Documentation/Diffing.md`
/// promises.
final class ListDifferencePairingTests: XCTestCase {
    /// An identifier whose hash is always the same, so every element collides in the table.
    private struct Colliding: Hashable {
        var id: Int
        var title = ""
        static func == (a: Colliding, b: Colliding) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    /// The deletions and insertions of the in-order pairing, by the quadratic definition: each new
    /// element takes the first unpaired equal old one.
    private func inOrderUnpaired<Element: Equatable>(_ old: [Element], _ new: [Element]) -> (
        deletions: [Int], insertions: [Int]
    ) {
        var paired = [Bool](repeating: false, count: old.count)
        var insertions: [Int] = []
        for (newIndex, element) in new.enumerated() {
            if let oldIndex = old.indices.first(where: { !paired[$0] && old[$0] == element }) {
                paired[oldIndex] = true
            } else {
                insertions.append(newIndex)
            }
        }
        return (old.indices.filter { !paired[$0] }, insertions)
    }

    /// Checks the difference round-trips and pairs in order.
    private func assertPairsInOrder<Element: Hashable>(
        _ old: [Element], _ new: [Element], file: StaticString = #filePath, line: UInt = #line
    ) {
        let difference = ListDifference(from: old, to: new)
        let expected = inOrderUnpaired(old, new)
        XCTAssertEqual(difference.applied(to: old, insertingFrom: new), new, "\(old) -> \(new)", file: file, line: line)
        XCTAssertEqual(difference.deletions, expected.deletions, "\(old) -> \(new)", file: file, line: line)
        XCTAssertEqual(difference.insertions, expected.insertions, "\(old) -> \(new)", file: file, line: line)
    }

    func testSeededListsWithDuplicatesPairInOrder() {
        for seed in 0..<UInt64(TestScale.steps(10_000)) {
            var generator = SeededGenerator(seed: seed + 20_000)
            let alphabet = Int.random(in: 1...8, using: &generator)
            let old = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                Int.random(in: 0..<alphabet, using: &generator)
            }
            var new = Array(old.prefix(Int.random(in: 0...old.count, using: &generator)))
            for _ in 0..<Int.random(in: 0...16, using: &generator) {
                new.append(Int.random(in: 0..<alphabet, using: &generator))
            }
            assertPairsInOrder(old, new)
        }
    }

    func testACommonPrefixStaysAndOnlyTheRestIsDiffed() {
        let old = Array(0..<100)
        let appended = ListDifference(from: old, to: old + [100, 101])
        XCTAssertEqual(appended.insertions, [100, 101])
        XCTAssertEqual(appended.deletions, [])
        XCTAssertEqual(appended.moves, [])
        let truncated = ListDifference(from: old, to: Array(old.prefix(98)))
        XCTAssertEqual(truncated.deletions, [98, 99])
        let swappedAfterPrefix = ListDifference(
            from: old, to: Array(old.prefix(50)) + [51, 50] + Array(old.dropFirst(52)))
        XCTAssertEqual(swappedAfterPrefix.moves.count, 1)
        XCTAssertTrue(ListDifference(from: old, to: old).isEmpty)
        assertPairsInOrder(["x", "x", "y"], ["x", "x", "x", "y"])
    }

    func testChangedContentInTheCommonPrefixIsReloaded() {
        let old = [Colliding(id: 1, title: "a"), Colliding(id: 2, title: "a"), Colliding(id: 3, title: "a")]
        let new = [Colliding(id: 1, title: "b"), Colliding(id: 2, title: "a"), Colliding(id: 4, title: "b")]
        let difference = ListDifference(from: old, to: new) { $0.title != $1.title }
        XCTAssertEqual(difference.updates, [0])
        XCTAssertEqual(difference.deletions, [2])
        XCTAssertEqual(difference.insertions, [2])
    }

    func testEveryHashColliding() {
        let ids = [[], [1], [1, 2, 3], [3, 1, 2], [1, 1, 2], [2, 1, 1, 1], [5, 4, 3, 2, 1], [1, 2, 1, 2, 1]]
        for old in ids {
            for new in ids {
                assertPairsInOrder(old.map { Colliding(id: $0) }, new.map { Colliding(id: $0) })
            }
        }
        var generator = SeededGenerator(seed: 7)
        let old = (0..<200).map { Colliding(id: $0) }
        let new = old.shuffled(using: &generator).dropLast(20) + (200..<220).map { Colliding(id: $0) }
        assertPairsInOrder(old, Array(new))
    }

    func testASecondOccurrenceOfAnElementPairedByARunIsInserted() {
        // b is paired by following a's partner, without the table; the second b must not take it again.
        assertPairsInOrder(["x", "a", "b"], ["a", "b", "b"])
        assertPairsInOrder(["x", "a", "b", "c"], ["a", "b", "c", "c", "b", "a"])
    }

    func testRunsAcrossDuplicatesPairInOrder() {
        // With duplicates the run shortcut is off: the new b after a takes the first old b, not the next one.
        assertPairsInOrder(["b", "q", "a", "b"], ["a", "b"])
        assertPairsInOrder(["a", "b", "a", "b"], ["z", "a", "b", "a", "b", "a"])
    }

    func testEmptySidesWithContentChecks() {
        let never: (Int, Int) -> Bool = { _, _ in
            XCTFail("no survivors to compare")
            return false
        }
        XCTAssertTrue(ListDifference(from: [Int](), to: [], contentChanged: never).isEmpty)
        XCTAssertEqual(ListDifference(from: [1, 2], to: [], contentChanged: never).deletions, [0, 1])
        XCTAssertEqual(ListDifference(from: [], to: [1, 2], contentChanged: never).insertions, [0, 1])
    }

    func testUpdatesStayAscendingAcrossPrefixAndMiddle() {
        struct Item: Hashable {
            var id: Int
            var version: Int
            static func == (a: Item, b: Item) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        let old = (0..<10).map { Item(id: $0, version: 0) }
        // 0 and 1 are the prefix; 9 moves to the front; every even element changes.
        let order = [0, 1, 9, 2, 3, 4, 5, 6, 7, 8]
        let new = order.map { Item(id: $0, version: $0 % 2 == 0 ? 1 : 0) }
        let difference = ListDifference(from: old, to: new) { $0.version != $1.version }
        XCTAssertEqual(difference.updates, [0, 2, 4, 6, 8])
        XCTAssertEqual(difference.moves, [ListDifference.Move(from: 9, to: 2)])
        XCTAssertEqual(difference.applied(to: old, insertingFrom: new)?.map(\.version), new.map(\.version))
    }
}
