import CascadingTableNodes
import CascadingTableView
import XCTest

/// Nodes that change the tree or the table from inside a call the table makes. The rule: the
/// change runs after the table's current work (a display pass or an update), and routing stays
/// safe meanwhile.
final class ReentrancyTests: XCTestCase {
    @MainActor
    private func makeTree(mode: CascadingSectionTableDelegate.ReloadMode) -> (CheckRoot, CheckSection, TableView) {
        let rows = (0..<6).map { number -> CheckRow in
            let row = CheckRow(index: 0, childDelegates: [])
            row.id = "r\(number)"
            return row
        }
        let section = CheckSection(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = mode
        let root = CheckRoot(index: 0, childDelegates: [section])
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return (root, section, table)
    }

    @MainActor
    func testDidSelectRemovingTheRowLeavesTreeAndTableConsistentInEveryMode() async {
        let modes: [CascadingSectionTableDelegate.ReloadMode] = [
            .none, .whole, .section(animation: .fade), .animated(.fade),
        ]
        for mode in modes {
            let (root, section, table) = makeTree(mode: mode)
            (section.childDelegates[2] as? CheckRow)?.removesItselfOnSelect = true
            table.tapRow(at: IndexPath(row: 2, section: 0))
            XCTAssertEqual(table.numberOfRows(inSection: 0), 5, "\(mode)")
            XCTAssertEqual(table.visibleCells.map(\.text), ["r0", "r1", "r3", "r4", "r5"], "\(mode)")
            XCTAssertNil(table.indexPathForSelectedRow, "\(mode): the selected row is gone")
            XCTAssertEqual(table.diagnostics.reports, [], "\(mode)")
            XCTAssertEqual(Set(table.visibleCells.map { ObjectIdentifier($0) }), root.displayed, "\(mode)")
        }
    }

    @MainActor
    func testReloadFromInsideWillDisplayRunsAfterThePass() async {
        @MainActor
        final class Reloader: TableViewDataSource, TableViewDelegate {
            var rows = 3
            var reloads = 0
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell()
                cell.text = "\(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                guard reloads == 0, indexPath.row == 1 else { return }
                reloads += 1
                rows = 5
                tableView.reloadData()
                tableView.reloadData()
            }
            func numberOfSections(in tableView: TableView) -> Int {
                sectionCountQuestions += 1
                return 1
            }
            var sectionCountQuestions = 0
        }
        let source = Reloader()
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(table.visibleCells.map(\.text), ["0", "1", "2", "3", "4"])
        XCTAssertEqual(source.sectionCountQuestions, 2, "the first load, then one deferred reload for both requests")
    }

    @MainActor
    func testScrollingFromInsideADelegateCallRunsAnotherPass() async {
        @MainActor
        final class Scroller: TableViewDataSource, TableViewDelegate {
            var scrolled = false
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell()
            }
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                guard !scrolled else { return }
                scrolled = true
                tableView.contentOffset = CGPoint(x: 0, y: 44 * 50)
            }
        }
        let source = Scroller()
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 50, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows, table.indexPathsForRows(in: table.bounds))
    }

    @MainActor
    func testAnimatedChildChangeInsideABatchUpdateJoinsTheBatch() async {
        let (root, section, table) = makeTree(mode: .animated(.fade))
        table.performBatchUpdates {
            section.childDelegates.removeLast()
        }
        XCTAssertEqual(table.diagnostics.reports, [], "the node's delete joined the open batch")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(Set(table.visibleCells.map { ObjectIdentifier($0) }), root.displayed)
    }

    @MainActor
    func testChangesBeforeTheTreeIsAttachedAreSafe() async {
        let section = CheckSection(index: 0, childDelegates: [])
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CheckRoot(index: 0, childDelegates: [section])
        root.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let row = CheckRow(index: 0, childDelegates: [])
        row.id = "early"
        section.childDelegates = [row]
        root.childDelegates = [section, CheckItems(index: 0, childDelegates: [])]
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.visibleCells.map(\.text), ["early"])
        XCTAssertEqual(table.diagnostics.reports, [])
    }
}
