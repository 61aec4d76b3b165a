import CascadingTableNodes
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Registration, dequeuing, reuse pools and unregistered identifiers.
final class TableViewReuseTests: XCTestCase {
    @MainActor
    private final class NamedCell: TableViewCell {
        var resets = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    @MainActor
    func testDequeueCreatesTheRegisteredClassThenReusesFromThePool() async {
        let source = ArrayDataSource([items("a", 50)])
        let table = source.makeTable(height: 88)
        table.register(NamedCell.self, forCellReuseIdentifier: "cell")
        table.layoutIfNeeded()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertTrue(first is NamedCell)
        XCTAssertEqual(first?.reuseIdentifier, "cell")
        XCTAssertEqual(table.numberOfCreatedCells, 2)
        table.contentOffset.y = 88
        XCTAssertEqual(table.numberOfCreatedCells, 2, "the two cells that left were handed out again")
        XCTAssertEqual((first as? NamedCell)?.resets, 1)
        XCTAssertEqual(first?.reuseCount, 1)
        XCTAssertTrue(["a2", "a3"].contains(first?.text ?? ""), "configured again for a row that entered")
    }

    @MainActor
    func testDequeueWithoutIndexPath() async {
        let table = TableView()
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "none"), "nothing registered, nothing pooled")
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        XCTAssertEqual(table.dequeueReusableCell(withIdentifier: "plain")?.reuseIdentifier, "plain")
    }

    @MainActor
    func testUnregisteredIdentifierIsReportedAndGivesAPlainCell() async {
        let table = TableView()
        table.diagnostics.mode = .silent
        let cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.reuseIdentifier, "missing")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.unregisteredReuseIdentifier("missing")])
        XCTAssertTrue(table.diagnostics.reports[0].message.contains("register"))
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "missing-view"))
        XCTAssertEqual(table.diagnostics.reports.last?.kind, .unregisteredReuseIdentifier("missing-view"))
    }

    @MainActor
    func testEveryDequeueOfAnUnregisteredIdentifierIsReportedAndItsFallbackIsNeverPooled() async {
        let source = ArrayDataSource([items("a", 50)])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        table.diagnostics.mode = .silent
        table.dataSource = source
        table.delegate = source
        for step in 0...4 {
            table.userScroll(by: step == 0 ? 0 : 88)
        }
        let asked = source.log.entries(matching: ["cellForRowAt"]).count
        XCTAssertEqual(asked, 10, "two rows per screen, five screens")
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind), Array(repeating: .unregisteredReuseIdentifier("cell"), count: asked),
            "UIKit raises on every dequeue, not only the first")
        XCTAssertEqual(table.visibleCells.map(\.reuseCount), [0, 0], "fallback cells are not handed out again")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "cell"), "the identifier does not look registered")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "view"))
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "view"))
        XCTAssertEqual(
            table.diagnostics.reports.suffix(2).map(\.kind),
            [.unregisteredReuseIdentifier("view")] + [
                .unregisteredReuseIdentifier("view")
            ])
        withExtendedLifetime(source) {}
    }

    @MainActor
    func testHeaderFooterViewsAreRegisteredAndReused() async {
        @MainActor
        final class Headed: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
            override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
                -> TableViewHeaderFooterView?
            {
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                view?.text = "Section \(section)"
                return view
            }
        }
        let sections = (0..<20).map { _ in Headed(index: 0, childDelegates: []) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let header = table.headerView(forSection: 0)
        XCTAssertEqual(header?.text, "Section 0")
        for step in 1...30 {
            table.contentOffset.y = CGFloat(step) * 470
        }
        XCTAssertLessThanOrEqual(table.numberOfCreatedHeaderFooterViews, 3)
        XCTAssertGreaterThan(header?.reuseCount ?? 0, 0)
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testTitleViewsAreReusedToo() async {
        @MainActor
        final class Titled: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                "Title \(section)"
            }
            override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
        }
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: (0..<10).map { _ in Titled(index: 0, childDelegates: []) })
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let view = table.headerView(forSection: 0)
        table.contentOffset.y = 2 * 468
        XCTAssertTrue(table.headerView(forSection: 2) === view, "the title view came back for section 2")
        XCTAssertEqual(view?.text, "Title 2")
        XCTAssertEqual(view?.reuseCount, 1)
    }

    @MainActor
    func testCreatedHeaderFooterViewsCountTheTablesOwnTitleViews() async {
        @MainActor
        final class Titled: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                "Header \(section)"
            }
            override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
                "Footer \(section)"
            }
            override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
                TableView.automaticDimension
            }
            override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
                TableView.automaticDimension
            }
        }
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: (0..<20).map { _ in Titled(index: 0, childDelegates: []) })
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let shown =
            (0..<20).filter { table.headerView(forSection: $0) != nil }.count
            + (0..<20).filter { table.footerView(forSection: $0) != nil }.count
        XCTAssertGreaterThan(shown, 0)
        XCTAssertEqual(table.numberOfCreatedHeaderFooterViews, shown, "every title view on screen was created")
        table.userScroll(by: .infinity)
        XCTAssertLessThanOrEqual(
            table.numberOfCreatedHeaderFooterViews, 2 * shown, "then reused, not created per section")
        XCTAssertEqual(table.numberOfCreatedCells, 0, "title views are not counted as cells")
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testCellAndViewConvenienceInitializersHaveNoIdentifier() async {
        XCTAssertNil(TableViewCell().reuseIdentifier)
        let view = TableViewHeaderFooterView()
        XCTAssertNil(view.reuseIdentifier)
        view.text = "x"
        view.prepareForReuse()
        XCTAssertNil(view.text)
        let cell = TableViewCell()
        cell.text = "t"
        cell.detailText = "d"
        cell.prepareForReuse()
        XCTAssertNil(cell.text)
        XCTAssertNil(cell.detailText)
    }
}
