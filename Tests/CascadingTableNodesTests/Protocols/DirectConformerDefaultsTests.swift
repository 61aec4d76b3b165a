import CascadingTableNodes
import CascadingTableView
import XCTest

/// A type that adopts `CascadingTableDelegate` itself, without the node classes, gets the
/// protocol's defaults: it answers for exactly one row or section, and is identified by the
/// object.
final class DirectConformerDefaultsTests: XCTestCase {
    /// A one-row leaf written against the protocol alone.
    @MainActor
    private final class PlainRow: CascadingTableDelegate {
        var index: Int
        var childDelegates: [any CascadingTableDelegate]
        weak var parentDelegate: (any CascadingTableDelegate)?
        var title = ""
        var cellRequests = 0

        init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            self.index = index
            self.childDelegates = childDelegates
        }

        convenience init(_ title: String) {
            self.init(index: 0, childDelegates: [])
            self.title = title
        }

        func prepare(tableView: TableView) {}

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            cellRequests += 1
            let cell = TableViewCell()
            cell.text = title
            return cell
        }
    }

    @MainActor
    func testADirectConformerIsNoRangeAndHasNoStableID() async {
        let row: any CascadingTableDelegate = PlainRow("a")
        XCTAssertFalse(row.ownsRange)
        XCTAssertNil(row.stableID)
    }

    @MainActor
    func testADirectConformerTakesOneRowAndIsDiffedAsItsObject() async {
        let rows = ["a", "b", "c"].map(PlainRow.init)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "each conformer answers for one row, not a range")
        XCTAssertEqual(rows[2].indexPathInTable, IndexPath(row: 2, section: 0))
        let cellOfC = table.cellForRow(at: IndexPath(row: 2, section: 0))

        section.childDelegates = [rows[2], rows[0], rows[1]]
        XCTAssertEqual(table.visibleCells.map(\.text), ["c", "a", "b"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfC, "the same object: a move")
        XCTAssertEqual(rows.map(\.cellRequests), [1, 1, 1], "moved rows are not asked for cells again")

        section.childDelegates = [PlainRow("c"), rows[0], rows[1]]
        XCTAssertEqual(table.visibleCells.map(\.text), ["c", "a", "b"])
        XCTAssertFalse(
            table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfC,
            "without a stable ID, a new object with the same content is a new row")
        withExtendedLifetime(root) {}
    }
}
