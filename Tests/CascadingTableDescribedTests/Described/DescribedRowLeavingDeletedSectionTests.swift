import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import XCTest

/// A row whose section is deleted and which moves, with new content, into a section that stays:
/// the batch inserts it (a row cannot move out of a deleted section), so its new content is shown
/// by the insert, and nothing is reloaded or reconfigured at its old place, which is gone.
final class DescribedRowLeavingDeletedSectionTests: XCTestCase {
    @MainActor
    private func makeTable() -> (
        node: DescribedTableDelegate, table: BatchCountingTableView, root: CascadingRootTableDelegate
    ) {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"]), ("t", ["c"])]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        return (node, table, root)
    }

    @MainActor
    func testARowWithANewViewModelMovingOutOfADeletedSectionIsAValidInsert() async {
        let (node, table, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        let batches = table.batchCount

        node.content = DescribedContent(sections: [
            SectionDescription(id: "t", rows: [itemRow("c"), itemRow("a", version: 1)])
        ])

        XCTAssertEqual(table.batchCount, batches + 1)
        XCTAssertEqual(table.reloadDataCount, 0, "a valid update, not a reload")
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell
        XCTAssertEqual(cell?.item, Item(title: "a", version: 1), "the new content")
    }

    /// The same for a row that asks a new cell on every change (a reload, were it kept).
    @MainActor
    func testARowThatReloadsOnChangeMovingOutOfADeletedSectionIsAValidInsert() async {
        let (node, table, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        var moved = itemRow("b", version: 2)
        moved.reloadsOnChange = true

        node.content = DescribedContent(sections: [SectionDescription(id: "t", rows: [moved, itemRow("c")])])

        XCTAssertEqual(table.reloadDataCount, 0, "a valid update, not a reload")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCell
        XCTAssertEqual(cell?.item, Item(title: "b", version: 2))
    }
}
