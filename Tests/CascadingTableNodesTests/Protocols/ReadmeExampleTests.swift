import CascadingTableNodes
import CascadingTableView
import XCTest

/// The README's lead example, as written there, works.
final class ReadmeExampleTests: XCTestCase {
    @MainActor
    private final class ReviewRow: CascadingBareTableDelegate {  // one node per row
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
        }
    }

    @MainActor
    func testTheReadmeTreeServesItsTable() async {
        let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: [ReviewRow(index: 0, childDelegates: [])])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [reviews])  // routes by section
        let table = TableView()  // headless, phone-sized
        table.register(TableViewCell.self, forCellReuseIdentifier: "review")
        root.prepare(tableView: table)  // the root becomes data source and delegate

        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(table.visibleCells.first?.reuseIdentifier, "review")
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 0, section: 0)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.diagnostics.reports, [])
    }
}
