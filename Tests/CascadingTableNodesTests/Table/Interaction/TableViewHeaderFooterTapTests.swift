import CascadingTableNodes
import CascadingTableView
import XCTest

/// The simulated user taps header and footer views.
final class TableViewHeaderFooterTapTests: XCTestCase {
    /// Sections of ten rows with a tappable header view and no footer view.
    @MainActor
    private final class Headed: CascadingBareTableDelegate {
        var taps: [String] = []

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
            -> TableViewHeaderFooterView?
        {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            view?.text = "Section \(section)"
            view?.onTap = { [unowned self] in taps.append($0.text ?? "?") }
            return view
        }
    }

    @MainActor
    func testTappingAVisibleHeaderCallsItsViewsAction() async {
        let sections = (0..<5).map { _ in Headed(index: 0, childDelegates: []) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.diagnostics.mode = .silent
        root.prepare(tableView: table)
        XCTAssertTrue(table.tapHeader(inSection: 0))
        XCTAssertEqual(sections[0].taps, ["Section 0"])
        XCTAssertEqual(table.diagnostics.reports, [])

        XCTAssertFalse(table.tapHeader(inSection: 3), "scrolled out of view")
        XCTAssertFalse(table.tapFooter(inSection: 0), "the section has no footer view")
        XCTAssertFalse(table.tapHeader(inSection: -1), "no such section")
        XCTAssertFalse(table.tapFooter(inSection: 99))
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind),
            [3, 0, -1, 99].map { TableViewDiagnostic.Kind.headerFooterViewNotVisible(section: $0) })
        XCTAssertTrue(table.diagnostics.reports[1].message.hasPrefix("tapFooter(inSection:) found no footer view"))
        XCTAssertEqual(sections.map(\.taps.count), [1, 0, 0, 0, 0])
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testTappingATitleViewWithoutAnActionDoesNothingElse() async {
        final class Titled: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell()
            }
            func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "Footnote" }
        }
        let titled = Titled()
        let table = TableView()
        table.dataSource = titled
        XCTAssertTrue(table.tapFooter(inSection: 0), "the table's own title view can be tapped")
        XCTAssertEqual(table.footerView(forSection: 0)?.text, "Footnote")
        XCTAssertEqual(table.diagnostics.reports, [])
        withExtendedLifetime(titled) {}
    }
}
