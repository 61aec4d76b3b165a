import CascadingTableView
import XCTest

/// With estimates off and self-sizing rows, an inserted row has no height until its cell gives
/// one: it is laid out with the fallback height as a placeholder, not as exact, and takes its
/// cell's preferred height when it is displayed.
final class InsertedSelfSizingRowTests: XCTestCase {
    @MainActor
    private func makeTable(_ source: SelfSizingSource) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 0
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @MainActor
    func testARowInsertedIntoTheViewportTakesItsCellsPreferredHeight() async {
        let source = SelfSizingSource([60, 60, 60])
        let table = makeTable(source)
        XCTAssertEqual(table.contentSize.height, 180)

        source.heights.insert(90, at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)

        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 90)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 150)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height, 90)
        XCTAssertEqual(table.contentSize.height, 270)
    }

    @MainActor
    func testARowInsertedBelowTheViewportTakesItsCellsPreferredHeightWhenScrolledTo() async {
        let source = SelfSizingSource(Array(repeating: 100, count: 10))
        let table = makeTable(source)

        source.heights.append(90)
        table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .none)
        table.userScroll(by: .infinity)

        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 10, section: 0)).height, 90)
        XCTAssertEqual(table.contentSize.height, 1090)
        XCTAssertEqual(table.contentOffset.y, 1090 - 568, "the viewport ends where the content ends")
    }
}

/// One section of self-sizing rows: each cell prefers the height given for its row.
@MainActor
private final class SelfSizingSource: TableViewDataSource, TableViewDelegate {
    var heights: [CGFloat]

    init(_ heights: [CGFloat]) {
        self.heights = heights
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { heights.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: "self-sizing")
        cell.preferredHeight = heights[indexPath.row]
        return cell
    }
}
