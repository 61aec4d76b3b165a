import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Duplicate identifiers never trap: the first occurrence wins (or the update is rejected), and
/// each duplicate is reported with both positions.
final class DescribedDuplicateTests: XCTestCase {
    @MainActor
    func testLaterDuplicatesAreDroppedAndReportedWithBothPositions() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }

        node.content = itemContent([("s", ["a", "b"]), ("t", ["c", "a"]), ("s", ["d"])])

        XCTAssertEqual(
            node.content.sections.map { $0.rows.map(\.id) }, [["a", "b"], ["c"]].map { $0.map(DescribedID.init) })
        XCTAssertEqual(table.numberOfSections, 4)
        XCTAssertEqual(
            table.diagnostics.reports,
            [
                TableViewDiagnostic(
                    kind: .duplicateIdentifier("a"),
                    message: "Duplicate row identifier a at row 1 of section 1, first at row 0 of section 0; "
                        + "the later one was dropped."),
                TableViewDiagnostic(
                    kind: .duplicateIdentifier("s"),
                    message: "Duplicate section identifier s at section 2, first at section 0; the later one was "
                        + "dropped."),
            ])
    }

    @MainActor
    func testARejectingNodeKeepsItsContent() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]), duplicatePolicy: .reject)
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        var result: Bool?

        node.setContent(itemContent([("s", ["b", "b"])])) { result = $0 }

        XCTAssertEqual(result, false)
        XCTAssertEqual(node.content.sections[0].rows.map(\.id), [DescribedID("a")])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "a")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("b")])
        XCTAssertTrue(
            table.diagnostics.reports[0].message.hasSuffix("the update was rejected and the previous content kept."))

        node.setContent(itemContent([("s", ["b"])])) { result = $0 }
        XCTAssertEqual(result, true)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "b")
    }

    @MainActor
    func testOneNodeBackingTwoRowsIsADuplicate() async {
        let custom = FixedRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(
                    id: "s", rows: [RowDescription(id: "x", node: custom), RowDescription(id: "y", node: custom)])
            ]))
        XCTAssertEqual(node.content.sections[0].rows.map(\.id), [DescribedID("x")])
        XCTAssertEqual(
            node.pendingDiagnostics.map(\.message),
            [
                "Row y at row 1 of section 0 is backed by the node of row x, first at row 0 of section 0; the later one "
                    + "was dropped."
            ])
    }

    @MainActor
    func testReportsMadeWithoutATableAreDeliveredWhenTheNodeIsPrepared() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "a"])]))
        XCTAssertEqual(node.pendingDiagnostics.map(\.kind), [.duplicateIdentifier("a")])
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(node.pendingDiagnostics, [])
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("a")])
    }
}
