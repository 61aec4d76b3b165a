import CascadingTableCollections
import CascadingTestSupport
import XCTest

/// The flat difference: round trips, minimal moves, duplicates, reloads.
final class ListDifferenceTests: XCTestCase {
    /// Random edits of a random list: deletes, inserts, moves and sometimes duplicates.
    private func randomPair(_ generator: inout SeededGenerator, duplicates: Bool) -> ([Int], [Int]) {
        let count = Int.random(in: 0...40, using: &generator)
        let alphabet = duplicates ? 12 : 1_000_000
        var old = (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
        if !duplicates {
            old = Array(Set(old))
            old.shuffle(using: &generator)
        }
        var new = old
        for _ in 0..<Int.random(in: 0...10, using: &generator) where !new.isEmpty {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            case 1:
                let element = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
            default:
                let fresh =
                    duplicates ? Int.random(in: 0..<alphabet, using: &generator) : alphabet + new.count * 7 + old.count
                if !new.contains(fresh) || duplicates {
                    new.insert(fresh, at: Int.random(in: 0...new.count, using: &generator))
                }
            }
        }
        return (old, new)
    }

    /// The longest strictly increasing subsequence, by the O(n^2) textbook recurrence.
    private func lisLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }

    func testRoundTripOnSeededRandomLists() {
        for seed in 0..<UInt64(TestScale.steps(10_000)) {
            var generator = SeededGenerator(seed: seed)
            let (old, new) = randomPair(&generator, duplicates: seed % 3 == 0)
            let difference = ListDifference(from: old, to: new)
            XCTAssertEqual(difference.applied(to: old, insertingFrom: new), new, "seed \(seed): \(old) -> \(new)")
            XCTAssertEqual(difference.deletions, difference.deletions.sorted(), "seed \(seed)")
            XCTAssertEqual(difference.insertions, difference.insertions.sorted(), "seed \(seed)")
            XCTAssertEqual(difference, ListDifference(from: old, to: new), "seed \(seed): deterministic")
        }
    }

    func testMovesAreMinimal() {
        for seed in 0..<UInt64(TestScale.steps(10_000)) {
            var generator = SeededGenerator(seed: seed + 10_000)
            let (old, new) = randomPair(&generator, duplicates: false)
            let survivors = new.compactMap { old.firstIndex(of: $0) }
            let difference = ListDifference(from: old, to: new)
            XCTAssertEqual(difference.moves.count, survivors.count - lisLength(survivors), "seed \(seed)")
        }
    }

    func testMovingOneOfAThousandToTheEndIsOneMove() {
        let old = Array(0..<1_000)
        var new = old
        new.append(new.remove(at: 10))
        let difference = ListDifference(from: old, to: new)
        XCTAssertEqual(difference.moves, [ListDifference.Move(from: 10, to: 999)])
        XCTAssertEqual(difference.deletions, [])
        XCTAssertEqual(difference.insertions, [])
    }

    func testEdgeShapes() {
        let shapes: [([String], [String])] = [
            ([], []), ([], ["a", "b"]), (["a", "b"], []), (["a", "b", "c"], ["c", "b", "a"]),
            (["a", "b"], ["a", "b"]), (["a", "a", "b"], ["b", "a", "a", "a"]), (["x", "x"], ["x"]),
        ]
        for (old, new) in shapes {
            let difference = ListDifference(from: old, to: new)
            XCTAssertEqual(difference.applied(to: old, insertingFrom: new), new, "\(old) -> \(new)")
            XCTAssertEqual(difference.oldCount, old.count)
            XCTAssertEqual(difference.newCount, new.count)
        }
        XCTAssertTrue(ListDifference(from: ["a"], to: ["a"]).isEmpty)
        XCTAssertEqual(ListDifference(from: ["a", "b", "c"], to: ["c", "b", "a"]).moves.count, 2)
        XCTAssertEqual(ListDifference(from: [1, 2], to: [3]).deletions, [0, 1])
    }

    func testDuplicatesArePairedInOrderAndExtrasDeletedOrInserted() {
        let difference = ListDifference(from: ["x", "y", "x", "x"], to: ["x", "x", "y"])
        XCTAssertEqual(difference.deletions, [3], "the third x has no partner")
        XCTAssertEqual(difference.insertions, [])
        XCTAssertEqual(difference.applied(to: ["x", "y", "x", "x"], insertingFrom: ["x", "x", "y"]), ["x", "x", "y"])
    }

    func testChangedContentReloadsInPlaceAndTurnsMovesIntoDeleteAndInsert() {
        struct Item: Hashable {
            var id: String
            var title: String
            static func == (a: Item, b: Item) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        let old = [Item(id: "a", title: "1"), Item(id: "b", title: "1"), Item(id: "c", title: "1")]
        let new = [Item(id: "c", title: "2"), Item(id: "a", title: "2"), Item(id: "b", title: "1")]
        let difference = ListDifference(from: old, to: new) { $0.title != $1.title }
        XCTAssertEqual(difference.updates, [0], "a changed and stays")
        XCTAssertEqual(difference.deletions, [2], "c changed and moved: deleted...")
        XCTAssertEqual(difference.insertions, [0], "...and inserted")
        XCTAssertEqual(difference.moves, [])
        XCTAssertEqual(difference.applied(to: old, insertingFrom: new).map { $0.map(\.title) }, ["2", "2", "1"])
        XCTAssertFalse(difference.isEmpty)
    }

    func testApplyingToCollectionsOfOtherSizesGivesNil() {
        let difference = ListDifference(from: [1, 2], to: [2])
        XCTAssertNil(difference.applied(to: [1], insertingFrom: [2]))
        XCTAssertNil(difference.applied(to: [1, 2], insertingFrom: [2, 3]))
    }

    func testWorksOffTheMainActor() async {
        let difference = await Task.detached { ListDifference(from: "abc", to: "cab") }.value
        XCTAssertEqual(difference.moves.count, 1)
    }
}
