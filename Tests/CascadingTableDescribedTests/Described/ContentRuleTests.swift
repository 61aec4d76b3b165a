import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A row that breaks one of described content's rules (an identifier used twice, a node backing
/// two rows, a node that owns a range) is reported in one wording whichever way it arrives: new
/// content, an outline, or an edit; each report names the row, its place, the place of the row it
/// clashes with, and what became of it.
final class ContentRuleTests: XCTestCase {
    @MainActor
    func testADuplicateIdentifierReadsTheSameInContentAnOutlineAndAnEdit() async {
        let list = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b")])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }
        var results: [Bool] = []

        list.setRows([itemRow("a"), itemRow("b"), itemRow("a")])
        list.insert(contentsOf: [itemRow("c"), itemRow("b")], at: 0) { results.append($0) }
        list.insert(contentsOf: [itemRow("c"), itemRow("d"), itemRow("c")], at: 0) { results.append($0) }
        list.setRows([itemRow("p").children([itemRow("q")]), itemRow("b")])
        list.insert(contentsOf: [itemRow("e").children([itemRow("q")])], underRowWithID: nil, at: 0) {
            results.append($0)
        }

        XCTAssertEqual(results, [false, false, false])
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Duplicate row identifier a at row 2 of section 0, first at row 0 of section 0; the later one was "
                    + "dropped.",
                "Duplicate row identifier b at row 1 of the rows inserted, first at row 1 of the list; nothing "
                    + "changed.",
                "Duplicate row identifier c at row 2 of the rows inserted, first at row 0 of the rows inserted; "
                    + "nothing changed.",
                "Duplicate row identifier q at row 1 of the rows inserted, first at child 0 of row p; nothing "
                    + "changed.",
            ])
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind),
            [
                .duplicateIdentifier("a"), .duplicateIdentifier("b"), .duplicateIdentifier("c"),
                .duplicateIdentifier("q"),
            ])
        XCTAssertEqual(
            table.visibleCells.map(\.text), ["p", "b"], "the collapsed outline, unchanged by the refused insert")
    }

    @MainActor
    func testANodeBackingTwoRowsReadsTheSameInContentAndInEdits() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let other = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "n", node: backing)])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }
        var results: [Bool] = []

        list.insert(RowDescription(id: "m", node: backing), at: 0) { results.append($0) }
        list.insert(
            contentsOf: [RowDescription(id: "x", node: other), RowDescription(id: "y", node: other)], at: 0
        ) { results.append($0) }
        list.updateRow(RowDescription(id: "a", node: backing)) { results.append($0) }
        list.insert(
            contentsOf: [itemRow("e").children([RowDescription(id: "z", node: backing)])], underRowWithID: nil, at: 0
        ) { results.append($0) }
        list.setRows([RowDescription(id: "n", node: backing), RowDescription(id: "o", node: backing)])

        XCTAssertEqual(results, [false, false, false, false])
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Row m at row 0 of the rows inserted is backed by the node of row n, first at row 1 of the list; "
                    + "nothing changed.",
                "Row y at row 1 of the rows inserted is backed by the node of row x, first at row 0 of the rows "
                    + "inserted; nothing changed.",
                "Row a at row 0 of the list is backed by the node of row n, first at row 1 of the list; nothing "
                    + "changed.",
                "Row z at row 1 of the rows inserted is backed by the node of row n, first at row 1 of the list; "
                    + "nothing changed.",
                "Row o at row 1 of section 0 is backed by the node of row n, first at row 0 of section 0; the later "
                    + "one was dropped.",
            ])
        XCTAssertEqual(list.rows.map(\.id), [DescribedID("n")])
    }

    @MainActor
    func testARangeNodeAsARowOfAnOutlineIsRefusedByAnEditAndDroppedFromContent() async {
        let range = ListNode(["x", "y"])
        let list = DescribedRowsDelegate(rows: [itemRow("p").children([itemRow("q")])])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime(root) {} }
        var result: Bool?

        list.insert(contentsOf: [RowDescription(id: "r", node: range)], underRowWithID: DescribedID("p"), at: 0) {
            result = $0
        }
        list.setRows([itemRow("p").children([itemRow("q"), RowDescription(id: "r", node: range)])])

        XCTAssertEqual(result, false)
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Row r at row 0 of the rows inserted is backed by a node that owns a range; a row's node answers for "
                    + "one row; nothing changed.",
                "Row r at child 1 of row p is backed by a node that owns a range; a row's node answers for one row; "
                    + "the row was dropped, with its children.",
            ])
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("r"), .rangeNodeAsRow("r")])
        XCTAssertNil(range.parentDelegate)
    }
}
