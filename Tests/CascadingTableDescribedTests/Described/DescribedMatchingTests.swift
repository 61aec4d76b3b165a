import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// An update matches new rows to old ones mostly by walking both lists side by side: duplicates
/// are still found wherever they are, and a row's old place is found even when the node backing
/// it names another place.
final class DescribedMatchingTests: XCTestCase {
    /// A strict table whose only section is a described one of two rows: "a", then "b" backed by
    /// `backing`.
    @MainActor
    private func makeTableShowing(
        _ backing: FixedRow
    ) -> (node: DescribedTableDelegate, table: BatchCountingTableView, root: CascadingRootTableDelegate) {
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("a"), RowDescription(id: "b", node: backing)])
            ]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        return (node, table, root)
    }

    @MainActor
    func testARowRepeatedAfterBeingMatchedAndANewRowRepeatedAreDuplicates() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }

        node.content = itemContent([("s", ["a", "b", "a", "c", "c"])])

        XCTAssertEqual(node.content.sections[0].rows.map(\.id), ["a", "b", "c"].map(DescribedID.init))
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Duplicate row identifier a at row 2 of section 0, first at row 0 of section 0; the later one was "
                    + "dropped.",
                "Duplicate row identifier c at row 4 of section 0, first at row 3 of section 0; the later one was "
                    + "dropped.",
            ])
        XCTAssertEqual((0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 1))?.text }, ["a", "b", "c"])
    }

    @MainActor
    func testARowMovedFromAnotherSectionAfterAnOldRowOfTheSameIdentifierIsADuplicate() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"]), ("t", ["b"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }

        node.content = itemContent([("s", ["b", "a"]), ("t", ["b"])])

        XCTAssertEqual(
            node.content.sections.map { $0.rows.map(\.id) }, [["b", "a"], []].map { $0.map(DescribedID.init) })
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("b")])
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 2), 0)
    }

    @MainActor
    func testASectionsRowWhoseNodeNamesAnotherPlaceIsMatchedByIdentifier() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let (node, table, root) = makeTableShowing(backing)
        defer { withExtendedLifetime(root) {} }
        // Shown elsewhere too: the node's index and parent name another place.
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [backing])
        let requests = backing.cellRequests.count

        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [RowDescription(id: "b", node: backing), itemRow("a"), itemRow("c")])
        ])

        XCTAssertEqual(table.batchCount, 1)
        XCTAssertEqual(backing.cellRequests.count, requests, "moved, not reloaded")
        XCTAssertEqual(
            (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.text }, ["fixed", "a", "c"])
        XCTAssertEqual(node.localIndexPath(forRowID: "b"), IndexPath(row: 0, section: 0))
        withExtendedLifetime(elsewhere) {}
    }

    @MainActor
    func testARowWhoseNodeLostItsParentIsMatchedByIdentifier() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let (node, table, root) = makeTableShowing(backing)
        defer { withExtendedLifetime(root) {} }
        // Shown elsewhere and taken out again: the node names no parent.
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [backing])
        elsewhere.childDelegates = []
        XCTAssertNil(backing.parentDelegate)
        let requests = backing.cellRequests.count

        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [RowDescription(id: "b", node: backing), itemRow("a")])
        ])

        XCTAssertEqual(backing.cellRequests.count, requests, "moved, not reloaded")
        XCTAssertEqual((0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.text }, ["fixed", "a"])
        XCTAssertTrue(backing.parentDelegate === node)
    }

    @MainActor
    func testAListsRowWhoseNodeNamesAnotherPlaceIsMatchedByIdentifier() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "b", node: backing)])
        let (table, root) = makeListTable(list)
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [backing])
        let requests = backing.cellRequests.count

        list.setRows([RowDescription(id: "b", node: backing), itemRow("a")])

        XCTAssertEqual(backing.cellRequests.count, requests, "moved, not reloaded")
        XCTAssertEqual((0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.text }, ["fixed", "a"])
        XCTAssertEqual(list.localIndexPath(forRowID: "b"), IndexPath(row: 0, section: 0))
        withExtendedLifetime((root, elsewhere)) {}
    }
}
