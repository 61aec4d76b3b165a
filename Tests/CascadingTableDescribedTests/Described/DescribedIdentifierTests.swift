import CascadingTableDescribed
import CascadingTableView
import XCTest

/// Rows and sections are addressed by identifier: lookups both ways, and actions by identifier.
final class DescribedIdentifierTests: XCTestCase {
    @MainActor
    func testLookupsGoBothWaysAndAnswerNilOutsideTheNode() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"]), ("t", ["c"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(node.indexPath(forRowID: "c"), IndexPath(row: 0, section: 2))
        XCTAssertEqual(node.localIndexPath(forRowID: "c"), IndexPath(row: 0, section: 1))
        XCTAssertEqual(node.rowID(at: IndexPath(row: 1, section: 1)), DescribedID("b"))
        XCTAssertEqual(node.section(forSectionID: "t"), 2)
        XCTAssertTrue(node.cell(forRowID: "b") === table.cellForRow(at: IndexPath(row: 1, section: 1)))
        XCTAssertNil(node.indexPath(forRowID: "missing"))
        XCTAssertNil(node.section(forSectionID: "missing"))
        XCTAssertNil(node.rowID(at: IndexPath(row: 0, section: 0)), "a row of another node")
        XCTAssertNil(node.rowID(at: IndexPath(row: 5, section: 1)))
        XCTAssertNil(node.rowID(at: IndexPath(index: 1)))
        XCTAssertNil(node.cell(forRowID: "missing"))
    }

    @MainActor
    func testScrollSelectDeselectAndReloadByIdentifier() async {
        let rows = (0..<30).map { "r\($0)" }
        let node = DescribedTableDelegate(content: itemContent([("s", rows)]))
        let (table, root) = makeDescribedTable(node, height: 200)
        defer { withExtendedLifetime(root) {} }

        XCTAssertTrue(node.scrollToRow(withID: "r25", at: .top))
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 25, section: 1))
        XCTAssertTrue(node.selectRow(withID: "r3", scrollPosition: .middle))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 1))
        XCTAssertNotNil(node.cell(forRowID: "r3"), "scrolled into view")
        XCTAssertTrue(node.deselectRow(withID: "r3"))
        XCTAssertNil(table.indexPathForSelectedRow)
        let reused = node.cell(forRowID: "r3")?.reuseCount
        XCTAssertTrue(node.reloadRow(withID: "r3"))
        XCTAssertEqual(node.cell(forRowID: "r3")?.reuseCount, reused.map { $0 + 1 })

        for missing in [
            node.scrollToRow(withID: "x", at: .top), node.selectRow(withID: "x"), node.deselectRow(withID: "x"),
            node.reloadRow(withID: "x"),
        ] {
            XCTAssertFalse(missing)
        }
        XCTAssertEqual(unexpectedReports(table), [])
    }
}
