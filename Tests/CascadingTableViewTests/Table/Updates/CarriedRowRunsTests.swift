import CascadingTableCollections
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// A batch carries each surviving row's height to its new place, a run of neighbouring rows at a
/// time (a block moved to another section, rows deleted or inserted side by side): checked
/// against the heights every row had before, in a scrolled viewport, with fractional heights and
/// estimates that differ from them.
final class CarriedRowRunsTests: XCTestCase {
    /// A table over `sections`: row `i` of the model is `height(i)` high, estimated at
    /// `estimate(i)`; scrolled to `offset`.
    @MainActor
    private func makeTable(_ sections: [[String]], offset: CGFloat) -> (TableView, ArrayDataSource) {
        let source = ArrayDataSource(sections)
        for item in sections.joined() {
            let number = Double(item.dropFirst()) ?? 0
            source.heights[item] = 20.25 + CGFloat(number.truncatingRemainder(dividingBy: 7)) * 3.5
            source.estimates[item] = 31.75 + CGFloat(number.truncatingRemainder(dividingBy: 5)) * 0.5
        }
        let table = source.makeTable(height: 300)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: offset)
        table.layoutIfNeeded()
        return (table, source)
    }

    /// The height the table gives each item, by item.
    @MainActor
    private func heights(in table: TableView, of sections: [[String]]) -> [String: CGFloat] {
        var heights: [String: CGFloat] = [:]
        for (section, rows) in sections.enumerated() {
            for (row, item) in rows.enumerated() {
                heights[item] = table.rectForRow(at: IndexPath(row: row, section: section)).height
            }
        }
        return heights
    }

    /// Changes the model to `after` by one batch of their difference, and checks every row's
    /// height: a row in view after the batch is measured (its exact height), any other keeps the
    /// height it had (a surviving row) or gets its estimate (a new one).
    @MainActor
    private func checkCarried(
        from before: [[String]], to after: [[String]], offset: CGFloat, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (table, source) = makeTable(before, offset: offset)
        for item in after.joined() where source.heights[item] == nil {
            let number = Double(item.dropFirst()) ?? 0
            source.heights[item] = 20.25 + CGFloat(number.truncatingRemainder(dividingBy: 7)) * 3.5
            source.estimates[item] = 31.75 + CGFloat(number.truncatingRemainder(dividingBy: 5)) * 0.5
        }
        let heightsBefore = heights(in: table, of: before)
        let difference = SectionedDifference(
            from: before.enumerated().map { DiffSection(id: $0.offset, rows: $0.element) },
            to: after.enumerated().map { DiffSection(id: $0.offset, rows: $0.element) })
        source.sections = after
        var valid: Bool?
        table.applyDifference(difference, with: .automatic) { valid = $0 }
        table.layoutIfNeeded()
        XCTAssertEqual(valid, true, message, file: file, line: line)
        let visible = Set((table.indexPathsForVisibleRows ?? []).map { after[$0.section][$0.row] })
        for (section, rows) in after.enumerated() {
            for (row, item) in rows.enumerated() {
                let expected =
                    visible.contains(item)
                    ? source.heights[item]! : heightsBefore[item] ?? source.estimates[item]!
                let height = table.rectForRow(at: IndexPath(row: row, section: section)).height
                XCTAssertEqual(height, expected, "\(message): \(item) at [\(section), \(row)]", file: file, line: line)
            }
        }
        XCTAssertEqual(
            source.visibleItems(in: table),
            Array(visible).sorted { lhs, rhs in
                let (l, r) = (after.joined().firstIndex(of: lhs)!, after.joined().firstIndex(of: rhs)!)
                return l < r
            }, message, file: file, line: line)
        checkInvariants(of: table, file: file, line: line)
    }

    /// A block of rows moved to another section, a run deleted and a run inserted, single moves
    /// within a section: the rows far from the viewport keep their estimates or exact heights.
    @MainActor
    func testRunsOfRowsCarryTheirHeights() async {
        let before = [items("a", 40), items("b", 40), items("c", 30)]
        var after = before
        // A block of eight moves from the first section into the third (far below the viewport).
        let block = Array(after[0][10..<18])
        after[0].removeSubrange(10..<18)
        after[2].insert(contentsOf: block, at: 12)
        // A run deleted and a run inserted side by side in the second section.
        after[1].removeSubrange(20..<25)
        after[1].insert(contentsOf: ["n100", "n101", "n102", "n103"], at: 5)
        // Two rows swap places within the first section.
        after[0].swapAt(2, 25)
        checkCarried(from: before, to: after, offset: 0, "at the top")
        checkCarried(from: before, to: after, offset: 1_300.5, "scrolled into the second section")
        checkCarried(from: before, to: after, offset: 2_600.25, "scrolled into the third section")
    }

    /// Random differences of three sections, rows moved alone and in blocks between and within
    /// sections, deleted and inserted, at random offsets.
    @MainActor
    func testRandomBatchesCarryEveryRowsHeight() async {
        var random = SeededGenerator(seed: 0xCA44_1ED)
        var next = 1_000
        for round in 0..<40 {
            let before = (0..<3).map { section in
                (0..<Int.random(in: 5..<40, using: &random)).map { "r\(section * 100 + $0)" }
            }
            var after = before
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let from = Int.random(in: 0..<3, using: &random)
                guard !after[from].isEmpty else { continue }
                let start = Int.random(in: 0..<after[from].count, using: &random)
                let end = min(after[from].count, start + Int.random(in: 1...8, using: &random))
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let block = Array(after[from][start..<end])
                    after[from].removeSubrange(start..<end)
                    let to = Int.random(in: 0..<3, using: &random)
                    after[to].insert(contentsOf: block, at: Int.random(in: 0...after[to].count, using: &random))
                case 1:
                    after[from].removeSubrange(start..<end)
                default:
                    after[from].insert(
                        contentsOf: (start..<end).map { _ in
                            next += 1
                            return "r\(next)"
                        }, at: start)
                }
            }
            let offset = CGFloat(Int.random(in: 0..<3_000, using: &random)) + 0.5
            checkCarried(from: before, to: after, offset: offset, "round \(round)")
        }
    }
}
