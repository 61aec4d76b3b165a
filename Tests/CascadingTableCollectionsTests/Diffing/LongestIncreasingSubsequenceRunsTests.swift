import CascadingTableCollections
import CascadingTestSupport
import Foundation
import XCTest

/// The longest increasing subsequence found a run at a time is the very one found a value at a
/// time (the same ties broken the same way), and a sectioned difference names as moves exactly
/// the rows off it, whichever way it finds it.
final class LongestIncreasingSubsequenceRunsTests: XCTestCase {
    /// The positions on the subsequence found a value at a time.
    private func keptByValues(_ values: [Int], from start: Int, to end: Int) -> [Int] {
        let count = values[start..<end].filter { $0 >= 0 }.count
        let links = longestIncreasingSubsequenceLinks(values, from: start, to: end, count: count).links
        return (start..<end).filter { links[$0 - start] == onLongestIncreasingSubsequence }
    }

    /// The positions on the subsequence found a run at a time, and the runs.
    private func keptByRuns(_ values: [Int], from start: Int, to end: Int) -> (kept: [Int], runs: [IncreasingRun]) {
        let runs = longestIncreasingSubsequenceRuns(values, from: start, to: end, limit: .max) ?? []
        return (runs.flatMap { $0.position..<$0.position + $0.kept }, runs)
    }

    /// `count` unique values, mostly in order: about one in `dropping` taken out, up to `moving`
    /// moved, some negative (rows new to the table), and, with `shuffled`, all in random order.
    private func randomValues(
        _ generator: inout SeededGenerator, count: Int, shuffled: Bool, dropping: Int = 10, moving: Int? = nil
    ) -> [Int] {
        var values = Array(0..<count).filter { _ in Int.random(in: 0..<dropping, using: &generator) > 0 }
        if shuffled {
            values.shuffle(using: &generator)
        } else {
            for _ in 0..<Int.random(in: 0...(moving ?? max(1, count / 8)), using: &generator) where !values.isEmpty {
                let moved = values.remove(at: Int.random(in: 0..<values.count, using: &generator))
                values.insert(moved, at: Int.random(in: 0...values.count, using: &generator))
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            values.insert(-1, at: Int.random(in: 0...values.count, using: &generator))
        }
        return values
    }

    func testRunsKeepTheSubsequenceFoundValueByValue() {
        for seed in 0..<UInt64(TestScale.steps(3_000)) {
            var generator = SeededGenerator(seed: seed)
            let values = randomValues(
                &generator, count: Int.random(in: 0...60, using: &generator), shuffled: seed % 4 == 0)
            let start = values.isEmpty ? 0 : Int.random(in: 0...values.count / 3, using: &generator)
            let end = values.isEmpty ? 0 : Int.random(in: start...values.count, using: &generator)
            let (kept, runs) = keptByRuns(values, from: start, to: end)
            XCTAssertEqual(kept, keptByValues(values, from: start, to: end), "seed \(seed): \(values[start..<end])")
            // Every non-negative value is in exactly one run, and runs rise by one.
            XCTAssertEqual(
                runs.flatMap { $0.position..<$0.position + $0.count }, (start..<end).filter { values[$0] >= 0 },
                "seed \(seed)")
            for run in runs {
                XCTAssertEqual(
                    Array(values[run.position..<run.position + run.count]), Array(run.value..<run.value + run.count),
                    "seed \(seed)")
            }
        }
    }

    func testEveryOrderOfFiveValuesWithAGap() {
        // Each permutation of 0...5 without 2, with and without a new row among them: every tie
        // patience sorting can meet in a few values.
        func permutations(_ items: [Int]) -> [[Int]] {
            guard let first = items.first else { return [[]] }
            return permutations(Array(items.dropFirst())).flatMap { rest in
                (0...rest.count).map { Array(rest[..<$0]) + [first] + Array(rest[$0...]) }
            }
        }
        for order in permutations([0, 1, 3, 4, 5]) {
            for values in [order, [-1] + order, order + [-1], Array(order[..<2]) + [-1] + Array(order[2...])] {
                XCTAssertEqual(
                    keptByRuns(values, from: 0, to: values.count).kept, keptByValues(values, from: 0, to: values.count),
                    "\(values)")
            }
        }
    }

    func testALongRunIsOneRunAndMovedValuesAreOffTheSubsequence() {
        // 0..<1000 with 10 moved to the end and 500 to the front: three runs of the rows that
        // stay, and the two moved values, one run each.
        var values = Array(0..<1_000)
        values.append(values.remove(at: 10))
        values.insert(values.remove(at: 499), at: 0)
        let runs = keptByRuns(values, from: 0, to: values.count).runs
        XCTAssertEqual(runs.count, 5)
        XCTAssertEqual(runs.filter { $0.kept == 0 }.map(\.value), [500, 10])
        XCTAssertEqual(runs.map(\.kept).reduce(0, +), 998)
    }

    func testMoreRunsThanTheLimitGiveNothing() {
        let values = [4, 3, 2, 1, 0]
        XCTAssertNil(longestIncreasingSubsequenceRuns(values, from: 0, to: 5, limit: 4))
        XCTAssertEqual(longestIncreasingSubsequenceRuns(values, from: 0, to: 5, limit: 5)?.count, 5)
        XCTAssertEqual(longestIncreasingSubsequenceRuns(values, from: 1, to: 5, limit: 4)?.count, 4)
    }

    /// A sectioned difference of one section moves exactly the rows off the subsequence found
    /// value by value: by runs for a few moves, value by value when a shuffle makes more runs than
    /// it finds worth it.
    func testTheDifferenceMovesTheRowsOffTheSubsequenceEitherWay() {
        for (seed, shuffled) in [(1, false), (2, true), (3, false), (4, true)] as [(UInt64, Bool)] {
            var generator = SeededGenerator(seed: 0x715 + seed)
            let count = 5_000
            var new = randomValues(&generator, count: count, shuffled: shuffled, dropping: 100, moving: 100)
            var fresh = count
            for index in new.indices where new[index] < 0 {
                new[index] = fresh
                fresh += 1
            }
            let difference = SectionedDifference(
                from: [DiffSection(id: "s", rows: Array(0..<count))], to: [DiffSection(id: "s", rows: new)])
            let matched = new.map { $0 < count ? $0 : -1 }
            let moved = Set(matched.indices.filter { matched[$0] >= 0 })
                .subtracting(keptByValues(matched, from: 0, to: matched.count))
            XCTAssertEqual(
                Set(difference.rowMoves.map { $0.to[1] }), moved, "seed \(seed): moves off the subsequence")
            XCTAssertEqual(
                difference.rowMoves.map { $0.from[1] }, difference.rowMoves.map { new[$0.to[1]] },
                "seed \(seed): each move names its row's old place")
            XCTAssertEqual(difference.rowInsertions.count, fresh - count, "seed \(seed)")
            XCTAssertEqual(difference.rowDeletions.count, count - (new.count - (fresh - count)), "seed \(seed)")
        }
    }
}
