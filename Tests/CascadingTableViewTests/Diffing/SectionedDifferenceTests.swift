import CascadingTableCollections
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The two-level difference: round trips through a real table's batch validation.
final class SectionedDifferenceTests: XCTestCase {
    private typealias Section = DiffSection<String, Int>

    /// Random sections of unique rows, then random edits: sections deleted, inserted, moved; rows
    /// deleted, inserted, moved within and across sections.
    private func randomTables(_ generator: inout SeededGenerator) -> ([Section], [Section]) {
        var nextRow = 0
        func rows(_ count: Int) -> [Int] {
            defer { nextRow += count }
            return Array(nextRow..<(nextRow + count))
        }
        let old = (0..<Int.random(in: 0...5, using: &generator)).map {
            Section(id: "s\($0)", rows: rows(Int.random(in: 0...6, using: &generator)))
        }
        var new = old
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            case 1:
                new.insert(
                    Section(id: "n\(nextRow)", rows: rows(Int.random(in: 0...3, using: &generator))),
                    at: Int.random(in: 0...new.count, using: &generator))
            case 2 where new.count > 1:
                let section = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(section, at: Int.random(in: 0...new.count, using: &generator))
            case 3 where !new.isEmpty:
                let s = Int.random(in: 0..<new.count, using: &generator)
                if !new[s].rows.isEmpty {
                    new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &generator))
                }
            case 4 where !new.isEmpty:
                let s = Int.random(in: 0..<new.count, using: &generator)
                new[s].rows.insert(rows(1)[0], at: Int.random(in: 0...new[s].rows.count, using: &generator))
            case 5 where !new.isEmpty:
                let from = Int.random(in: 0..<new.count, using: &generator)
                let to = Int.random(in: 0..<new.count, using: &generator)
                guard !new[from].rows.isEmpty else { break }
                let row = new[from].rows.remove(at: Int.random(in: 0..<new[from].rows.count, using: &generator))
                new[to].rows.insert(row, at: Int.random(in: 0...new[to].rows.count, using: &generator))
            default: break
            }
        }
        return (old, new)
    }

    @MainActor
    func testSeededTwoLevelDifferencesPassValidationAndShowTheNewTable() async {
        for seed in 0..<UInt64(TestScale.steps(10_000)) {
            var generator = SeededGenerator(seed: seed)
            let (old, new) = randomTables(&generator)
            let source = ArrayDataSource(old.map { $0.rows.map(String.init) })
            let table = source.makeTable(height: 10_000)
            table.diagnostics.mode = .silent
            table.layoutIfNeeded()
            source.sections = new.map { $0.rows.map(String.init) }
            let difference = SectionedDifference(from: old, to: new)
            var valid: Bool?
            table.applyDifference(difference, with: .fade) { valid = $0 }
            XCTAssertEqual(valid, true, "seed \(seed): \(table.diagnostics.reports.first?.message ?? "")")
            XCTAssertEqual(source.visibleItems(in: table), new.flatMap { $0.rows.map(String.init) }, "seed \(seed)")
            for move in difference.rowMoves {
                XCTAssertFalse(
                    difference.sections.deletions.contains(move.from[0]), "seed \(seed): out of a deleted section")
                XCTAssertFalse(
                    difference.sections.insertions.contains(move.to[0]), "seed \(seed): into an inserted section")
            }
        }
    }

    func testRowMovingBetweenSurvivingSectionsIsAMove() {
        let old = [Section(id: "a", rows: [1, 2]), Section(id: "b", rows: [3])]
        let new = [Section(id: "a", rows: [1]), Section(id: "b", rows: [2, 3])]
        let difference = SectionedDifference(from: old, to: new)
        XCTAssertEqual(
            difference.rowMoves.map { [$0.from, $0.to] }, [[IndexPath(indexes: [0, 1]), IndexPath(indexes: [1, 0])]])
        XCTAssertEqual(difference.rowDeletions, [])
        XCTAssertEqual(difference.rowInsertions, [])
    }

    func testRowsStayingInALaterSectionMoveOnlyOffTheirLongestRun() {
        // Section b's matched rows all come from b: one row moves, the others keep their order.
        let old = [Section(id: "a", rows: [1, 2]), Section(id: "b", rows: [3, 4, 5])]
        let new = [Section(id: "a", rows: [1, 2]), Section(id: "b", rows: [5, 3, 9, 4])]
        let difference = SectionedDifference(from: old, to: new)
        XCTAssertEqual(
            difference.rowMoves.map { [$0.from, $0.to] }, [[IndexPath(indexes: [1, 2]), IndexPath(indexes: [1, 0])]])
        XCTAssertEqual(difference.rowInsertions, [IndexPath(indexes: [1, 2])])
        XCTAssertEqual(difference.rowDeletions, [])
    }

    func testRowsLeavingADeletedSectionAreInsertedAndRowsEnteringAnInsertedSectionAreDeleted() {
        let old = [Section(id: "gone", rows: [1]), Section(id: "kept", rows: [2, 3])]
        let new = [Section(id: "kept", rows: [1, 3]), Section(id: "fresh", rows: [2])]
        let difference = SectionedDifference(from: old, to: new)
        XCTAssertEqual(difference.sections.deletions, [0])
        XCTAssertEqual(difference.sections.insertions, [1])
        XCTAssertEqual(difference.rowInsertions, [IndexPath(indexes: [0, 0])], "row 1 left a deleted section")
        XCTAssertEqual(difference.rowDeletions, [IndexPath(indexes: [1, 0])], "row 2 went into an inserted section")
        XCTAssertEqual(difference.rowMoves, [])
    }
}
