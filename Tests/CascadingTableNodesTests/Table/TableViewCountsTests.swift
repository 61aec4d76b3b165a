import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

final class TableViewCountsTests: XCTestCase {
    @MainActor
    func testCountsAreAskedOnceAndCachedUntilReload() async {
        let log = CallLog()
        let spy = SpyNode("flat", log: log).rows(3)
        let table = TableView()
        table.dataSource = spy

        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(
            log.entries(matching: ["numberOfSections", "numberOfRowsInSection"]),
            ["flat.numberOfSections()", "flat.numberOfRowsInSection(0)"])

        spy.rows(5)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "counts stay cached until a reload")
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
    }

    @MainActor
    func testNegativeCountsAreReportedAndReadAsZero() async {
        let spy = SpyNode("flat").rows(-2)
        let table = TableView()
        table.diagnostics.mode = .silent
        table.dataSource = spy
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.negativeRowCount(section: 0, count: -2)])

        spy.stub("numberOfSections", -1)
        table.reloadData()
        XCTAssertEqual(table.numberOfSections, 0)
        XCTAssertEqual(table.diagnostics.reports.last?.kind, .negativeSectionCount(-1))
    }

    @MainActor
    func testOutOfRangeSectionHasNoRows() async {
        let table = TableView()
        XCTAssertEqual(table.numberOfSections, 0, "no data source: no sections")
        XCTAssertEqual(table.numberOfRows(inSection: 4), 0)
        XCTAssertEqual(table.numberOfRows(inSection: -1), 0)
    }
}
