import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A list's single-row edits refuse a row backed by a node that owns a range (a row's node
/// answers for one row), and a list's rows are read one at a time by position.
final class DescribedRowsRangeNodeRowTests: XCTestCase {
    @MainActor
    func testInsertingOrUpdatingToARowBackedByARangeNodeChangesNothingAndIsReported() async {
        let list = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b")])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }
        let range = ListNode(["x", "y"])
        var results: [Bool] = []

        list.insert(RowDescription(id: "r", node: range), at: 1) { results.append($0) }
        list.insert(contentsOf: [itemRow("c"), RowDescription(id: "r", node: range)], at: 0) {
            results.append($0)
        }
        list.updateRow(RowDescription(id: "b", node: range)) { results.append($0) }

        XCTAssertEqual(results, [false, false, false])
        XCTAssertEqual(list.rows.map(\.id), [DescribedID("a"), DescribedID("b")])
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "b"])
        XCTAssertNil(range.parentDelegate, "the range node was not made a child")
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("r"), .rangeNodeAsRow("r"), .rangeNodeAsRow("b")])
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Row r at row 0 of the rows inserted is backed by a node that owns a range; a row's node answers for "
                    + "one row; nothing changed.",
                "Row r at row 1 of the rows inserted is backed by a node that owns a range; a row's node answers for "
                    + "one row; nothing changed.",
                "Row b at row 1 of the list is backed by a node that owns a range; a row's node answers for one row; "
                    + "nothing changed.",
            ])
    }

    @MainActor
    func testRowAtReadsOneRowByPositionAndNilOutsideTheList() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "n", node: backing), itemRow("c")])

        XCTAssertEqual(list.row(at: 0)?.viewModel(as: Item.self), Item(title: "a"))
        XCTAssertTrue(list.row(at: 1)?.node === backing)
        XCTAssertEqual(list.row(at: 2)?.id, DescribedID("c"))
        XCTAssertNil(list.row(at: 3), "one past the end")
        XCTAssertNil(list.row(at: -1))
        XCTAssertNil(list.row(at: .max))

        list.moveRow(withID: "c", to: 0)
        XCTAssertEqual(list.row(at: 0)?.id, DescribedID("c"), "positions follow the edits")
        XCTAssertNil(DescribedRowsDelegate().row(at: 0), "an empty list has no row 0")
    }
}
