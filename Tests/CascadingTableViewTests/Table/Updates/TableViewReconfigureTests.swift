import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// `reconfigureRows(at:)`: the same cells are configured again, in place, as UIKit's are.
final class TableViewReconfigureTests: XCTestCase {
    /// A cell that counts its resets.
    @MainActor
    private final class CountingCell: TableViewCell {
        var resets = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    @MainActor
    private func makeTable(_ source: ArrayDataSource) -> TableView {
        let table = source.makeTable(height: 132)  // three 44-point rows on screen
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.layoutIfNeeded()
        return table
    }

    @MainActor
    func testVisibleRowsGetTheirOwnCellConfiguredAgainWithoutReuseOrDisplayCalls() async {
        let source = ArrayDataSource([["a", "b", "c", "d", "e"]])
        let table = makeTable(source)
        let cellOfB = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingCell
        let created = table.numberOfCreatedCells
        source.sections[0][1] = "B"
        source.sections[0][4] = "E"
        source.log.removeAll()
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        XCTAssertEqual(source.log.entries, ["ds.cellForRowAt(B)"], "row 4 is off screen: no cell to configure")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfB, "the same cell")
        XCTAssertEqual(cellOfB?.text, "B")
        XCTAssertEqual(cellOfB?.resets, 0, "no prepareForReuse")
        XCTAssertEqual(table.numberOfCreatedCells, created)
        table.scrollToRow(at: IndexPath(row: 4, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.text, "E", "configured when displayed")
    }

    @MainActor
    func testInsideABatchPathsNameRowsBeforeTheUpdateAndDeletedRowsAreSkipped() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = makeTable(source)
        let cellOfB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections[0] = ["new", "B2"]
        source.log.removeAll()
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .none)
            table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        }
        XCTAssertEqual(table.visibleCells.map(\.text), ["new", "B2"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfB, "b moved to row 1, same cell")
        XCTAssertEqual(cellOfB?.text, "B2", "b was configured at its new row")
        XCTAssertEqual(source.log.entries.filter { $0.hasPrefix("ds.cellForRowAt") }.count, 2, "new, then B2 once")
    }

    @MainActor
    func testAPathOutsideTheTableIsAnInvalidUpdateAndTheTableStaysInStep() async {
        let source = ArrayDataSource([["a", "b"]])
        let table = makeTable(source)
        table.diagnostics.mode = .silent
        table.reconfigureRows(at: [IndexPath(row: 7, section: 0)])
        table.reconfigureRows(at: [IndexPath(indexes: [0, 1, 2])])
        let kinds = table.diagnostics.reports.compactMap { report -> TableViewUpdateError.Kind? in
            report.kind.updateError?.kind
        }
        XCTAssertEqual(
            kinds,
            [
                .rowOutOfRange(IndexPath(row: 7, section: 0), .before),
                .malformedIndexPath(IndexPath(indexes: [0, 1, 2])),
            ])
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "b"])
    }

    /// A source that hands out a fresh, unregistered cell every time, ignoring the reused one.
    @MainActor
    private final class FreshCellSource: TableViewDataSource, TableViewDelegate {
        var text = "one"
        let log = CallLog()
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.text = text
            return cell
        }
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            log.record("willDisplay \(cell.text ?? "?")")
        }
        func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
            log.record("didEndDisplaying \(cell.text ?? "?")")
        }
    }

    @MainActor
    func testAnotherCellFromTheDataSourceReplacesTheRowsCellAsAReloadWould() async {
        let source = FreshCellSource()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let old = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.text = "two"
        source.log.removeAll()
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        let new = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertFalse(old === new)
        XCTAssertEqual(new?.text, "two")
        XCTAssertEqual(new?.frame, old?.frame)
        XCTAssertEqual(source.log.entries, ["didEndDisplaying one", "willDisplay two"])
        XCTAssertEqual(table.visibleCells.count, 1)
    }
}
