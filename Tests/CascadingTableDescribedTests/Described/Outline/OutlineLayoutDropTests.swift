import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// What the outline's layout keeps when it drops rows at depth: the rows before and after a
/// dropped one, a dropped row's children, and the identifier of a row dropped for its node,
/// which a later row may have.
final class OutlineLayoutDropTests: XCTestCase {
    @MainActor
    func testRowsDroppedAtDepthLeaveTheirSiblingsAndAncestorsAsGiven() async {
        let list = DescribedRowsDelegate(rows: [
            outlineRow("a", [outlineRow("b"), outlineRow("c", [outlineRow("d"), outlineRow("d"), outlineRow("e")])])
                .expanded(),
            outlineRow("f", [outlineRow("b", [outlineRow("g")]), outlineRow("h")]).expanded(),
        ])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }

        list.expandRow(withID: "c")

        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "b", "c", "d", "e", "f", "h"])
        XCTAssertEqual(list.rows.map { $0.childRows.map(\.id.description) }, [["b", "c"], ["h"]])
        XCTAssertEqual(list.rows[0].childRows[1].childRows.map(\.id.description), ["d", "e"])
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Duplicate row identifier d at child 1 of row c, first at child 0 of row c; the later one was "
                    + "dropped, with its children.",
                "Duplicate row identifier b at child 0 of row f, first at child 0 of row a; the later one was "
                    + "dropped, with its children.",
            ])
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testARowDroppedForItsRangeNodeLeavesItsIdentifierToALaterRow() async {
        let range = ListNode(["x", "y"])
        let list = DescribedRowsDelegate(rows: [
            outlineRow("a", [RowDescription(id: "r", node: range), outlineRow("r")]).expanded()
        ])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }

        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "r"])
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("r")])
        checkInvariants(ofTreeUnder: root)
    }
}
