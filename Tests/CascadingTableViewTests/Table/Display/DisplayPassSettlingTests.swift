import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// A plain data source with the heights real screens have: per-row exact heights and estimates
/// that differ from them, and headers and footers of their own heights.
@MainActor
private final class MeasuredSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var rowHeight: (Int) -> CGFloat
    var estimate: CGFloat?
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0

    init(counts: [Int], rowHeight: @escaping (Int) -> CGFloat) {
        self.counts = counts
        self.rowHeight = rowHeight
    }

    /// The row's identifier: rows are numbered 0, 1, 2, … across sections, in order.
    func id(_ indexPath: IndexPath) -> Int { counts.prefix(indexPath.section).reduce(0, +) + indexPath.row }

    func makeTable(width: CGFloat = 320, height: CGFloat) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        return table
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = "\(id(indexPath))"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight(id(indexPath)) }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? rowHeight(id(indexPath))
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }
}

/// When a display pass ends, the screen is whole: every row the viewport shows has its cell, at
/// its row's rect as the layout gives it, whatever the estimates were and however fractional the
/// heights are.
final class DisplayPassSettlingTests: XCTestCase {
    /// The rows the viewport shows, by the rects the table gives them: those that intersect it,
    /// and zero-height rows that start inside it.
    @MainActor
    private func rowsInViewport(_ table: TableView) -> [IndexPath] {
        var rows: [IndexPath] = []
        let top = table.contentOffset.y
        let bottom = top + table.frame.height
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                if rect.minY < bottom && (rect.maxY > top || (rect.height == 0 && rect.minY >= top)) {
                    rows.append(IndexPath(row: row, section: section))
                }
            }
        }
        return rows
    }

    /// The reproduction: estimates of 40 for rows of 24 to 76 points, a reload while
    /// scrolled. The pass inside `reloadData()` used to end with row [0, 4] in the viewport and
    /// no cell for it (a debug build stopped there).
    @MainActor
    func testAReloadWithEstimatesThatDifferShowsEveryRowOfTheViewport() async {
        let source = MeasuredSource(counts: [8, 3, 1, 25, 1, 0, 9, 8, 7, 3, 2]) { CGFloat(24 + $0 % 5 * 13) }
        source.estimate = 40
        source.headerHeight = 20
        let table = source.makeTable(height: 211)
        var seenInPass: [[IndexPath]] = []
        table.layoutIfNeeded()
        table.contentOffset.y = 224
        table.layoutIfNeeded()
        checkInvariants(of: table)
        table.reloadData()
        seenInPass.append(table.indexPathsForVisibleRows ?? [])
        XCTAssertEqual(table.indexPathsForVisibleRows ?? [], rowsInViewport(table), "right after reloadData()")
        checkInvariants(of: table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows ?? [], rowsInViewport(table))
        XCTAssertEqual(seenInPass.first, table.indexPathsForVisibleRows, "the layout pass after had nothing to add")
        checkInvariants(of: table)
    }

    /// Headers and footers 1.1 points high and rows of thirds: every cell's frame is its row's
    /// rect to the last bit, after loads, scrolls and reloads.
    @MainActor
    func testFractionalHeightsPutEveryCellExactlyAtItsRowsRect() async {
        let heights: [CGFloat] = [44.5, 100.0 / 3, 1.1, 61.7, 0, 28.9]
        let source = MeasuredSource(counts: [5, 7, 3, 12, 4]) { heights[$0 % heights.count] }
        source.estimate = 37.3
        source.headerHeight = 1.1
        source.footerHeight = 1.1
        let table = source.makeTable(width: 375, height: 211)
        table.layoutIfNeeded()
        for step in 0..<40 {
            if step % 7 == 3 {
                table.reloadData()
            } else {
                table.userScroll(by: step % 2 == 0 ? 97.3 : -41.9)
            }
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                guard let indexPath = table.indexPath(for: cell) else { return XCTFail("a visible cell has no row") }
                XCTAssertEqual(cell.frame, table.rectForRow(at: indexPath), "step \(step), row \(indexPath)")
            }
            XCTAssertEqual(table.indexPathsForVisibleRows ?? [], rowsInViewport(table), "step \(step)")
            checkInvariants(of: table)
        }
    }
}
