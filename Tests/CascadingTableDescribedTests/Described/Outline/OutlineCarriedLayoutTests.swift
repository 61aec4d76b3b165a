import CascadingTableDescribed
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// New content for an outline in a scrolled table: a subtree moved to another parent is one run
/// of rows the table carries across the batch at once, with its heights (exact, or still
/// estimates) and its cells; the rows around it keep theirs.
final class OutlineCarriedLayoutTests: XCTestCase {
    /// Row `id`'s fractional height and its estimate, which differs from it.
    private static func height(_ id: Int) -> CGFloat { 20.25 + CGFloat(id % 7) * 3.5 }
    private static func estimate(_ id: Int) -> CGFloat { 31.75 + CGFloat(id % 5) * 0.5 }

    /// A row with `id`, its heights, and `children` (expanded unless `collapsed`).
    private static func row(_ id: Int, _ children: [RowDescription] = [], collapsed: Bool = false) -> RowDescription {
        let row = RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: "\(id)"))
            .height(height(id)).estimatedHeight(estimate(id))
        return children.isEmpty ? row : row.children(children).expanded(!collapsed)
    }

    /// Six parents of ten children each; parent 3's child 305 has children of its own, collapsed,
    /// and parent 3's child 304 three expanded ones.
    private static func outline(moving: Bool) -> [RowDescription] {
        var parents = (1...6).map { parent in
            (0..<10).map { child -> RowDescription in
                let id = parent * 100 + child
                if id == 305 { return row(id, (1...4).map { row(id * 10 + $0) }, collapsed: true) }
                if id == 304 { return row(id, (1...3).map { row(id * 10 + $0) }) }
                return row(id)
            }
        }
        if moving {
            // 302 to 305 (with 304's three children: seven rows shown, 305's hidden ones with it)
            // go under parent 6; parent 1's children are reordered, two of parent 2's deleted.
            let moved = Array(parents[2][2...5])
            parents[2].removeSubrange(2...5)
            parents[5].insert(contentsOf: moved, at: 7)
            parents[0].swapAt(1, 8)
            parents[1].removeSubrange(4...5)
        }
        return parents.enumerated().map { row($0.offset + 1, $0.element) }
    }

    /// The heights the table has for the rows it shows, by identifier.
    @MainActor
    private func heights(_ fixture: OutlineListTable) -> [String: CGFloat] {
        var heights: [String: CGFloat] = [:]
        for (row, id) in fixture.shownIDs.enumerated() {
            heights[id] = fixture.table.rectForRow(at: IndexPath(row: row, section: 0)).height
        }
        return heights
    }

    @MainActor
    func testASubtreeMovedToAnotherParentCarriesItsHeightsAndCellsInAScrolledViewport() async {
        for offset: CGFloat in [0, 410.5, 1_210.25, 1_905.75] {
            let fixture = OutlineListTable(Self.outline(moving: false), height: 300)
            fixture.table.contentOffset = CGPoint(x: 0, y: offset)
            fixture.table.layoutIfNeeded()
            let before = heights(fixture)
            let cells = Dictionary(
                uniqueKeysWithValues: fixture.shownIDs.compactMap { id in fixture.cell(id).map { (id, $0) } })
            let batches = fixture.table.batchCount

            fixture.list.rows = Self.outline(moving: true)
            fixture.table.layoutIfNeeded()

            XCTAssertEqual(fixture.table.batchCount, batches + 1, "offset \(offset)")
            XCTAssertEqual(fixture.table.reloadDataCount, 0, "offset \(offset)")
            let shown = fixture.shownIDs
            XCTAssertEqual(
                Array(shown[shown.firstIndex(of: "6")!...].prefix(16)),
                [
                    "6", "600", "601", "602", "603", "604", "605", "606", "302", "303", "304", "3041", "3042", "3043",
                    "305", "607",
                ], "offset \(offset)")
            XCTAssertFalse(shown.contains("3051"), "305 stays collapsed")
            let visible = Set(fixture.table.visibleCells.compactMap { $0 as? ItemCell }.compactMap(\.item?.title))
            for (row, id) in shown.enumerated() {
                let number = Int(id)!
                let expected =
                    visible.contains(id) ? Self.height(number) : before[id] ?? Self.estimate(number)
                XCTAssertEqual(
                    fixture.table.rectForRow(at: IndexPath(row: row, section: 0)).height, expected,
                    "offset \(offset): row \(id)")
                if visible.contains(id), let cell = cells[id] {
                    XCTAssertTrue(fixture.cell(id) === cell, "offset \(offset): row \(id) keeps its cell")
                }
            }
            checkInvariants(ofTreeUnder: fixture.root)
        }
    }
}
