import CascadingTableCollections
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// The difference as the one batch of changes: reloads and reconfigures beside the structure, and
/// the rule that a reloaded row which moves leaves and comes back.
final class SectionedDifferenceChangesetTests: XCTestCase {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

    func testAReloadedRowThatMovesIsDeletedWhereItWasAndInsertedWhereItGoes() {
        let changes = SectionedDifference(
            rowMoves: [.init(from: path(0, 0), to: path(0, 2))], rowReloads: [path(0, 0), path(0, 1)])
        let split = changes.splittingReloadedMoves()
        XCTAssertEqual(split.rowMoves, [])
        XCTAssertEqual(split.rowReloads, [path(0, 1)], "a reload of a row that stays is kept")
        XCTAssertEqual(split.rowDeletions, [path(0, 0)])
        XCTAssertEqual(split.rowInsertions, [path(0, 2)])
        XCTAssertEqual(
            changes.operationCount, split.operationCount, "a move and a reload count as a delete and an insert")
    }

    func testChangesWithoutAReloadedMoveAreLeftAsTheyAre() {
        let changes = SectionedDifference(
            rowMoves: [.init(from: path(0, 0), to: path(0, 2))], rowReloads: [path(0, 1)],
            rowReconfigures: [path(0, 0)])
        XCTAssertEqual(changes.splittingReloadedMoves(), changes)
    }

    func testTheRuleTakesOnlyTheMovesWhoseSourceIsReloaded() {
        var reloads = [1, 4]
        var moves = [(from: 1, to: 3), (from: 2, to: 0)]
        let split = takeReloadedMoves(reloads: &reloads, moves: &moves, source: { $0.from })
        XCTAssertEqual(split.map(\.from), [1])
        XCTAssertEqual(moves.map(\.from), [2])
        XCTAssertEqual(reloads, [4])
    }

    func testTheRowsOfAListDifferenceAreNamedInTheirSection() {
        let difference = ListDifference(from: ["a", "b", "c"], to: ["c", "a", "x"]) { _, _ in false }
        let changes = SectionedDifference(rows: difference, inSection: 3)
        XCTAssertEqual(changes.rowDeletions, difference.deletions.map { path(3, $0) })
        XCTAssertEqual(changes.rowInsertions, difference.insertions.map { path(3, $0) })
        XCTAssertEqual(changes.rowMoves.map(\.from), difference.moves.map { path(3, $0.from) })
        XCTAssertEqual(changes.sections.deletions + changes.sections.insertions, [])
    }

    /// Applied through the table's own calls, a reloaded row that moves is valid and gets a new
    /// cell at its new place.
    @MainActor
    func testAppliedChangesReloadingAMovedRowAreValid() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        source.sections = [["b", "c", "A"]]
        let changes = SectionedDifference(
            rowMoves: [.init(from: path(0, 0), to: path(0, 2))], rowReloads: [path(0, 0)])
        var valid: Bool?
        table.applyDifference(changes, with: .fade) { valid = $0 }
        XCTAssertEqual(valid, true, table.diagnostics.reports.first?.message ?? "")
        XCTAssertEqual(source.visibleItems(in: table), ["b", "c", "A"])
    }
}
