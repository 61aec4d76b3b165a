import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// New outline content whose row with an `Int` identifier is dropped for its node, with no later
/// row taking the identifier: the old row with that identifier is deleted, not matched to a
/// position the dropped row would have had (a regression: the index kept that position).
final class OutlineDroppedIntRowTests: XCTestCase {
    /// A leaf row with `Int` identifier `id`.
    private static func row(_ id: Int) -> RowDescription {
        RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: "\(id)"))
    }

    @MainActor
    func testTheLastRowDroppedForItsRangeNodeDeletesTheOldRow() async {
        let list = DescribedRowsDelegate(rows: [Self.row(1).children([Self.row(2)]), Self.row(3)])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.visibleCells.map(\.text), ["1", "3"])

        list.rows = [Self.row(1).children([Self.row(2)]), RowDescription(id: 3, node: ListNode(["x"]))]
        table.layoutIfNeeded()

        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(table.visibleCells.map(\.text), ["1"])
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("3")])
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testARowDroppedBetweenKeptRowsDeletesTheOldRowAndKeepsTheNext() async {
        let list = DescribedRowsDelegate(rows: [
            Self.row(1).children([Self.row(2)]).expanded(), Self.row(3), Self.row(4),
        ])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.visibleCells.map(\.text), ["1", "2", "3", "4"])

        list.rows = [
            Self.row(1).children([Self.row(2)]).expanded(), RowDescription(id: 3, node: ListNode(["x"])), Self.row(4),
        ]
        table.layoutIfNeeded()

        XCTAssertEqual(table.visibleCells.map(\.text), ["1", "2", "4"])
        XCTAssertEqual(list.rows.map(\.id), [1, 4].map { DescribedID($0) })
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("3")])
        checkInvariants(ofTreeUnder: root)
    }
}
