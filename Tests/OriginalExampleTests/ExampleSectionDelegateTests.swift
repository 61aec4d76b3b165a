import CascadingTableDelegate
import XCTest

/// A section delegate written as the original library's Example writes every one of its own: a
/// subclass of `CascadingBareTableDelegate`, in the app's module, that keeps the table it was
/// prepared with in its own `private weak var currentTableView`. This target is a module of its
/// own so that the library's public names are what such a subclass sees: a public or open
/// `currentTableView` on the bare node would make this file fail to compile ("cannot override
/// with a stored property", "ambiguous use").
@MainActor
final class InfoSectionDelegate: CascadingBareTableDelegate {
    private weak var currentTableView: TableView?
    private(set) var lines = ["Address", "Opening hours"]

    override func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        currentTableView = tableView
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "info")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "info", for: indexPath)
        cell.text = lines[indexPath.row]
        return cell
    }

    /// Changes the lines and reloads the table it keeps, as the Example's sections do when their
    /// view model changes.
    func show(_ newLines: [String]) {
        lines = newLines
        currentTableView?.reloadData()
    }

    /// Whether the node's own reference is the table it was prepared with.
    func keeps(_ table: TableView) -> Bool { currentTableView === table }
}

final class ExampleSectionDelegateTests: XCTestCase {
    @MainActor
    func testASubclassKeepsItsOwnCurrentTableViewAndServesTheTable() async {
        let info = InfoSectionDelegate(index: 0, childDelegates: [])
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [info], tableView: table)
        XCTAssertTrue(info.keeps(table), "the subclass's own property, set in its prepare")
        XCTAssertTrue(root.currentTableView === table, "the root still publishes its table")
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map(\.text), ["Address", "Opening hours"])

        info.show(["Address", "Opening hours", "Phone"])
        XCTAssertEqual(table.visibleCells.map(\.text), ["Address", "Opening hours", "Phone"])
    }
}
