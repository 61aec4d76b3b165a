import CascadingTableDelegate
import DestinationDemo
import XCTest

/// `--random-updates`: random changes to described content, each one animated batch.
final class RandomUpdatesTests: XCTestCase {
    @MainActor
    func testASeedAlwaysGivesTheSameRunAndOtherSeedsOthers() async {
        func run(seed: UInt64) -> [String] {
            var lines: [String] = []
            XCTAssertTrue(DemoRunner.runRandomUpdates(seed: seed, steps: 12) { lines.append($0) })
            return lines
        }
        let first = run(seed: 5)
        XCTAssertEqual(first, run(seed: 5))
        XCTAssertNotEqual(first, run(seed: 6))
        XCTAssertEqual(first.filter { $0.hasPrefix("Step ") }.count, 12)
        XCTAssertEqual(
            first.last, "Random updates: 12 steps, seed 5; the table matched its content after every step")
    }

    @MainActor
    func testTheGeneratorIsSplitMix64() async {
        var random = DemoRandomGenerator(seed: 0)
        // The first output of SplitMix64 seeded with 0, as its reference implementation gives it.
        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.int(below: 0), 0)
        XCTAssertTrue((0..<100).allSatisfy { _ in (0..<7).contains(random.int(below: 7)) })
    }

    @MainActor
    func testEachStepShowsTheListAndTheCellsOfRowsThatStayAreKept() async throws {
        let screen = RandomUpdatesScreen(seed: 11)
        XCTAssertEqual(screen.mismatches(), [])
        var sawEveryKind = Set<String>()
        for _ in 0..<40 {
            let before = visibleCells(of: screen)
            let (_, batch) = screen.step()
            XCTAssertEqual(screen.mismatches(), [])
            XCTAssertEqual(screen.table.numberOfSections, screen.list.groups.count)
            // A row that moved or was reconfigured keeps its cell, as the batch says.
            for move in batch.difference.rowMoves {
                let place = screen.list.groups[move.to.section].places[move.to.row]
                if let old = before[place.id], let new = screen.table.cellForRow(at: move.to) {
                    XCTAssertTrue(old === new, "moved \(place.text) kept its cell")
                }
            }
            for path in batch.reconfiguredRows {
                let place = screen.list.groups[path.section].places[path.row]
                if let old = before[place.id], let new = screen.table.cellForRow(at: path) {
                    XCTAssertTrue(old === new, "reconfigured \(place.text) kept its cell")
                    XCTAssertEqual(new.detailText, place.detail)
                }
            }
            if !batch.difference.rowInsertions.isEmpty { sawEveryKind.insert("row insert") }
            if !batch.difference.rowDeletions.isEmpty { sawEveryKind.insert("row delete") }
            if !batch.difference.rowMoves.isEmpty { sawEveryKind.insert("row move") }
            if !batch.reconfiguredRows.isEmpty { sawEveryKind.insert("reconfigure") }
            if !batch.difference.sections.insertions.isEmpty { sawEveryKind.insert("section insert") }
            if !batch.difference.sections.deletions.isEmpty { sawEveryKind.insert("section delete") }
            if !batch.difference.sections.moves.isEmpty { sawEveryKind.insert("section move") }
            // Moves and reconfigures take no animation; inserts and deletes take the node's.
            let difference = batch.difference
            if !(difference.rowInsertions + difference.rowDeletions).isEmpty
                || !(difference.sections.insertions + difference.sections.deletions).isEmpty
            {
                XCTAssertEqual(Set(screen.table.lastUpdateAnimations), [.fade], "applied with animation")
            }
        }
        XCTAssertEqual(sawEveryKind.count, 7, "\(sawEveryKind)")
        XCTAssertEqual(screen.problems, [])
        XCTAssertEqual(screen.table.diagnostics.reports, [])
    }

    @MainActor
    func testTheBatchIsPrintedInTheTablesNumbering() async {
        var old = PlaceList()
        var new = old
        let moved = new.groups[0].places.removeFirst()
        new.groups[2].places.append(moved)
        new.groups[1].places[0].visits = 3
        new.groups.swapAt(1, 2)
        let batch = PlaceListBatch(from: old, to: new)
        XCTAssertEqual(
            batch.lines,
            ["  sections: moved 2→1", "  rows:     moved [0, 0]→[1, 3] · reconfigured [2, 0]"])
        old = new
        XCTAssertTrue(PlaceListBatch(from: old, to: new).isEmpty)
        XCTAssertEqual(PlaceListBatch(from: old, to: new).lines, ["  sections: unchanged", "  rows:     unchanged"])
    }

    @MainActor
    func testTheScreenShowsThePlacesUnderTheirSectionHeaders() async {
        var lines: [String] = []
        DemoRunner.runRandomUpdates(seed: 1, steps: 0) { lines.append($0) }
        XCTAssertTrue(lines[0].contains("header 28pt title \"Temples\""))
        XCTAssertTrue(lines[0].contains("[0, 0] 32pt \"Kinkaku-ji #0\", detail \"0 visits\""))
        XCTAssertEqual(lines.last, "Random updates: 0 steps, seed 1; the table matched its content after every step")
    }

    @MainActor
    private func visibleCells(of screen: RandomUpdatesScreen) -> [Int: TableViewCell] {
        var cells: [Int: TableViewCell] = [:]
        for path in screen.table.indexPathsForVisibleRows ?? [] {
            cells[screen.list.groups[path.section].places[path.row].id] = screen.table.cellForRow(at: path)
        }
        return cells
    }
}
