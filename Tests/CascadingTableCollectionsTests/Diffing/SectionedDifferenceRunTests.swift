import CascadingTestSupport
import Foundation
import XCTest

// Testable: `SectionedDifference.firstPosition(in:from:to:outside:)`, the loop that passes over
// the rows that stay in place, is internal.
@testable import CascadingTableCollections

/// The sectioned difference passes over rows that stay in their section, and over old rows that
/// have a new row, a run at a time: long sections with few changes, applied as a batch applies
/// them, give the new table.
final class SectionedDifferenceRunTests: XCTestCase {
    private typealias Section = DiffSection<String, Int>

    func testTheFirstPositionOutsideTheBounds() {
        let values = [3, 4, 5, -1, 4, 9, 2]
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 0, to: 7, outside: 2..<6), 3)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 4, to: 7, outside: 2..<6), 5)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 6, to: 7, outside: 2..<6), 7)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 1, to: 2, outside: 2..<6), 2)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 0, to: 7, outside: 3..<4), 1)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 0, to: 7, outside: 0..<Int.max), 3)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 4, to: 7, outside: 0..<Int.max), 7)
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 3, to: 3, outside: 0..<Int.max), 3)
        // Empty bounds hold nothing.
        XCTAssertEqual(SectionedDifference.firstPosition(in: values, from: 0, to: 7, outside: 0..<0), 0)
    }

    /// The rows of `old` after the difference's deletions, insertions and moves, as a batch update
    /// places them (rows that neither leave nor arrive keep their order in the other places);
    /// rows of inserted sections are taken from `new`. Nil when the counts do not add up.
    private func applied(_ difference: SectionedDifference, from old: [Section], to new: [Section]) -> [[Int]]? {
        let inserted = Set(difference.sections.insertions)
        var result: [[Int]] = []
        for (index, section) in new.enumerated() {
            if inserted.contains(index) {
                result.append(section.rows)
                continue
            }
            guard let oldIndex = old.firstIndex(where: { $0.id == section.id }) else { return nil }
            let leaving = Set(
                difference.rowDeletions.filter { $0[0] == oldIndex }.map { $0[1] }
                    + difference.rowMoves.filter { $0.from[0] == oldIndex }.map { $0.from[1] })
            var kept = old[oldIndex].rows.indices.filter { !leaving.contains($0) }.map { old[oldIndex].rows[$0] }[...]
            var rows = [Int?](repeating: nil, count: section.rows.count)
            for path in difference.rowInsertions where path[0] == index {
                guard path[1] < rows.count, rows[path[1]] == nil else { return nil }
                rows[path[1]] = section.rows[path[1]]
            }
            for move in difference.rowMoves where move.to[0] == index {
                guard move.to[1] < rows.count, rows[move.to[1]] == nil else { return nil }
                rows[move.to[1]] = old[move.from[0]].rows[move.from[1]]
            }
            for place in rows.indices where rows[place] == nil {
                guard let next = kept.popFirst() else { return nil }
                rows[place] = next
            }
            guard kept.isEmpty else { return nil }
            result.append(rows.map { $0! })
        }
        return result
    }

    /// Long sections (runs of hundreds of rows), a few rows deleted, inserted and moved within and
    /// across sections, sometimes a section deleted, inserted or moved.
    private func randomTables(_ generator: inout SeededGenerator) -> ([Section], [Section]) {
        var next = 0
        let old = (0..<Int.random(in: 1...4, using: &generator)).map { index in
            let count = Int.random(in: 0...300, using: &generator)
            defer { next += count }
            return Section(id: "s\(index)", rows: Array(next..<next + count))
        }
        var new = old
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let s = Int.random(in: 0..<new.count, using: &generator)
            let kind = Int.random(in: 0..<8, using: &generator)
            if kind < 2, !new[s].rows.isEmpty {
                new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &generator))
            } else if kind < 4 {
                new[s].rows.insert(next, at: Int.random(in: 0...new[s].rows.count, using: &generator))
                next += 1
            } else if kind < 6, !new[s].rows.isEmpty {
                let row = new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &generator))
                let to = Int.random(in: 0..<new.count, using: &generator)
                new[to].rows.insert(row, at: Int.random(in: 0...new[to].rows.count, using: &generator))
            } else if kind == 6, new.count > 1 {
                let section = new.remove(at: s)
                if Bool.random(using: &generator) {
                    new.insert(section, at: Int.random(in: 0...new.count, using: &generator))
                }
            } else if kind == 7 {
                new.insert(
                    Section(id: "n\(next)", rows: [next, next + 1]),
                    at: Int.random(in: 0...new.count, using: &generator))
                next += 2
            }
        }
        return (old, new)
    }

    func testLongSectionsWithFewChangesGiveTheNewTable() {
        for seed in 0..<UInt64(TestScale.steps(500)) {
            var generator = SeededGenerator(seed: 0x5EC7_1000 + seed)
            let (old, new) = randomTables(&generator)
            let difference = SectionedDifference(from: old, to: new)
            XCTAssertEqual(applied(difference, from: old, to: new), new.map(\.rows), "seed \(seed)")
            XCTAssertEqual(difference.rowDeletions, difference.rowDeletions.sorted(), "seed \(seed)")
            XCTAssertEqual(difference.rowInsertions, difference.rowInsertions.sorted(), "seed \(seed)")
        }
    }

    func testASectionOfOneLongRunWithAFewChanges() {
        let old = [Section(id: "a", rows: Array(0..<1_000)), Section(id: "b", rows: Array(1_000..<1_100))]
        var new = old
        new[0].rows.remove(at: 10)  // 10 deleted
        new[0].rows.insert(5_000, at: 500)  // inserted
        new[0].rows.insert(new[0].rows.remove(at: 700), at: 100)  // 701 moved up
        new[1].rows.insert(new[0].rows.remove(at: 900), at: 50)  // 900 (or so) to the other section
        let difference = SectionedDifference(from: old, to: new)
        XCTAssertEqual(applied(difference, from: old, to: new), new.map(\.rows))
        XCTAssertEqual(difference.rowDeletions, [IndexPath(indexes: [0, 10])])
        XCTAssertEqual(difference.rowInsertions, [IndexPath(indexes: [0, new[0].rows.firstIndex(of: 5_000)!])])
        XCTAssertEqual(difference.rowMoves.count, 2)
    }
}
