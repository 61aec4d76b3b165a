import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// What a host tells its shadow about headers, footers, a cell it names in another numbering,
/// and a user's reorder: the delegate hears each once, through the shadow.
final class HostedEventTests: XCTestCase {
    /// A host that ignores what the shadow tells it.
    @MainActor
    private final class SilentHost: TableViewHost {
        func shadowTableDidReloadData(_ tableView: TableView) {}
        func shadowTable(_ tableView: TableView, didAccept update: BatchUpdate) {}
        func shadowTable(_ tableView: TableView, didRequest command: HostCommand) {}
    }

    @MainActor
    func testHeaderAndFooterViewsTheHostShowsTakeTheShadowsFrames() async {
        let source = ArrayDataSource([["a", "b"], ["c"]])
        let table = source.makeTable()
        let host = SilentHost()
        table.beginHosting(by: host)
        let header = TableViewHeaderFooterView(reuseIdentifier: "h")
        let footer = TableViewHeaderFooterView(reuseIdentifier: "h")
        table.hostWillDisplay(header, forHeaderInSection: 1)
        table.hostWillDisplay(footer, forFooterInSection: 1)
        XCTAssertEqual(header.frame, table.rectForHeader(inSection: 1))
        XCTAssertEqual(footer.frame, table.rectForFooter(inSection: 1))
        table.hostDidEndDisplaying(header, forHeaderInSection: 1)
        table.hostDidEndDisplaying(footer, forFooterInSection: 1)
        XCTAssertEqual(table.invariantViolations(), [])
        withExtendedLifetime((host, source)) {}
    }

    @MainActor
    func testACellTheHostNamesInAnotherNumberingEndsAtTheShadowsRow() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = source.makeTable()
        let host = SilentHost()
        table.beginHosting(by: host)
        let path = IndexPath(row: 2, section: 0)
        let cell = table.hostedCell(forRowAt: path)
        table.hostWillDisplay(cell, forRowAt: path)
        XCTAssertEqual(table.hostedVisibleRows, [path])
        // The host names the row as it numbered it before an update the shadow has applied.
        table.hostDidEndDisplaying(cell, forRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.hostedVisibleRows, [], "the cell ended at the row the shadow shows it at")
        // A cell the shadow does not know is ignored.
        table.hostDidEndDisplaying(TableViewCell(), forRowAt: path)
        XCTAssertEqual(table.invariantViolations(), [])
        withExtendedLifetime((host, source)) {}
    }

    @MainActor
    func testAUsersReorderInTheHostMovesTheRowInTheShadowAndBadOnesAreReported() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = source.makeTable()
        let host = SilentHost()
        table.beginHosting(by: host)
        table.hostDidSelectRow(at: IndexPath(row: 0, section: 0))
        source.sections[0] = ["b", "c", "a"]
        table.hostDidMoveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)], "the selection moved")
        XCTAssertEqual(table.diagnostics.reports.count, 0)
        table.hostDidMoveRow(from: IndexPath(row: 7, section: 0), to: IndexPath(row: 0, section: 0))
        table.hostDidMoveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 3))
        XCTAssertEqual(table.diagnostics.reports.count, 2, "a missing source and a bad destination are reported")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        withExtendedLifetime((host, source)) {}
    }
}
