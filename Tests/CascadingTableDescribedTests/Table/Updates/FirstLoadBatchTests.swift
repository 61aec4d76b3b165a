import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// A batch asked for before the table's first load: the load, made after the batch's changes,
/// shows them all, and the table is in step with its data afterwards.
final class FirstLoadBatchTests: XCTestCase {
    @MainActor
    func testAHandWrittenBatchBeforeTheFirstLoadShowsTheNewRows() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = source.makeTable()
        table.performBatchUpdates {
            source.sections = [["x", "a", "c"]]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(source.visibleItems(in: table), ["x", "a", "c"])
        XCTAssertTrue(table.diagnostics.reports.isEmpty, "\(table.diagnostics.reports)")
        checkInvariants(of: table)
        // The table is in step: a later batch validates against the rows it shows.
        source.sections = [["x", "a", "c", "d"]]
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        XCTAssertTrue(table.diagnostics.reports.isEmpty, "\(table.diagnostics.reports)")
        XCTAssertEqual(source.visibleItems(in: table), ["x", "a", "c", "d"])
    }

    @MainActor
    func testDescribedEditsInABatchBeforeTheFirstLoadShowTheRowsTheListHolds() async {
        let list = DescribedRowsDelegate(rows: (1...5).map { itemRow("r\($0)", version: 0) })
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 1_000))
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [list], tableView: table)
        table.performBatchUpdates {
            list.insert(itemRow("r6", version: 0), at: 0)
            list.deleteRow(withID: "r2")
            list.moveRow(withID: "r5", to: 1)
            list.updateRow(itemRow("r3", version: 1))
        }
        table.layoutIfNeeded()
        let shown = table.visibleCells.map { ($0 as? ItemCell)?.item }
        XCTAssertEqual(shown, list.rows.map { $0.viewModel(as: Item.self) })
        XCTAssertEqual(list.rows.map(\.id.description), ["r6", "r5", "r1", "r3", "r4"])
        XCTAssertTrue(table.diagnostics.reports.isEmpty, "\(table.diagnostics.reports)")
        checkInvariants(ofTreeUnder: root)
    }
}
