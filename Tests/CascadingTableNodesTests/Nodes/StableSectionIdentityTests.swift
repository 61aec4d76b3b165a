import CascadingTableNodes
import CascadingTableView
import XCTest

/// `stableID` on section-level children: a rebuilt section node with the same ID keeps its
/// section, and its rows are configured again in place by the new node.
final class StableSectionIdentityTests: XCTestCase {
    /// A section of rows titled `prefix` and the row number, identified by `id`.
    @MainActor
    private final class TitledSection: CascadingBareTableDelegate {
        var id = ""
        var prefix = ""
        var rows = 2

        override var stableID: AnyHashable? { id }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "\(prefix)\(indexPath.row)"
            return cell
        }
    }

    @MainActor
    private func section(_ id: String, _ prefix: String) -> TitledSection {
        let node = TitledSection(index: 0, childDelegates: [])
        node.id = id
        node.prefix = prefix
        return node
    }

    @MainActor
    func testARebuiltSectionWithTheSameIDIsReconfiguredInPlace() async {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section("a", "a"), section("b", "b")])
        root.reloadModeOnChildDelegatesChanged = .animated(.fade)
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let cellsOfB = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 1)) }
        let created = table.numberOfCreatedCells

        root.childDelegates = [root.childDelegates[0], section("b", "B")]
        XCTAssertEqual(table.visibleCells.map(\.text), ["a0", "a1", "B0", "B1"], "the new node configured the rows")
        XCTAssertTrue(
            table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellsOfB[0]
                && table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellsOfB[1],
            "reconfigured, not reloaded: the cells stay")
        XCTAssertEqual(table.numberOfCreatedCells, created)
        XCTAssertEqual(table.lastUpdateAnimations, [], "nothing inserted or deleted")
        withExtendedLifetime(root) {}
    }
}
