import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// The names and signatures of the API contract (API.md, kept beside the repository), spelled out
/// with their types through a plain `import`: renaming or re-typing any of them breaks this file's
/// build, and each one is then used, so a name that exists but does nothing fails a test.
final class APIContractTests: XCTestCase {
    /// A subclass overriding the node classes' open members, as users do, with a row that can be
    /// swiped so the editing styles can be seen reaching `commit`.
    @MainActor
    private final class Root: CascadingRootTableDelegate {
        var editingStyle: TableViewCell.EditingStyle = .delete
        var committed: [TableViewCell.EditingStyle] = []

        @available(*, deprecated, message: "overrides the deprecated Bool, to check it stays open")
        override var reloadOnChildDelegatesChanged: Bool {
            get { super.reloadOnChildDelegatesChanged }
            set { super.reloadOnChildDelegatesChanged = newValue }
        }
        override var currentTableView: TableView? { super.currentTableView }
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
        ) -> TableViewCell.EditingStyle { editingStyle }
        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) { committed.append(editingStyle) }
    }

    @MainActor
    func testTheContractCompilesAndBehaves() async {
        var path = IndexPath(row: 1, section: 2)
        path.row = 3
        path.section = 4
        XCTAssertEqual([path.section, path.row], [4, 3])

        let styles: [TableView.Style] = [.plain, .grouped, .insetGrouped]
        XCTAssertEqual(styles.map { TableView(frame: .zero, style: $0).style }, styles)
        let table: TableView = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
        let plain: TableView = TableView()
        XCTAssertEqual(plain.frame.size, CGSize(width: 320, height: 568))
        XCTAssertEqual(plain.style, .plain)
        let dataSource: (any TableViewDataSource)? = table.dataSource
        let delegate: (any TableViewDelegate)? = table.delegate
        let prefetch: (any TableViewDataSourcePrefetching)? = table.prefetchDataSource
        XCTAssertTrue(dataSource == nil && delegate == nil && prefetch == nil)
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        let cell: TableViewCell = table.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: 0, section: 0))
        let view: TableViewHeaderFooterView? = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
        XCTAssertEqual(cell.reuseIdentifier, "c")
        XCTAssertEqual(view?.reuseIdentifier, "h")
        let counts: (Int, Int) = (table.numberOfSections, table.numberOfRows(inSection: 0))
        XCTAssertTrue(counts == (0, 0), "a table without a data source is empty")
        let visible: TableViewCell? = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertNil(visible)

        XCTAssertNil(TableViewCell().reuseIdentifier)
        XCTAssertEqual(TableViewCell(reuseIdentifier: "x").reuseIdentifier, "x")
        XCTAssertNil(TableViewHeaderFooterView().reuseIdentifier)
        let action: MenuAction = MenuAction(rawValue: "selectAll:")
        XCTAssertEqual(action, .selectAll)
        let rowAction: TableViewRowAction = TableViewRowAction(style: .normal, title: "T") { _, _ in }
        XCTAssertEqual(rowAction.title, "T")

        let bare: CascadingBareTableDelegate = CascadingBareTableDelegate(index: 1, childDelegates: [])
        let node: PropagatingTableDelegate = PropagatingTableDelegate(
            index: 0, childDelegates: [bare], propagationMode: .row)
        let mode: PropagatingTableDelegate.PropagationMode = node.propagationMode
        XCTAssertEqual(mode, .row)
        let root = Root(index: 0, childDelegates: [node])
        root.prepare(tableView: table)
        XCTAssertTrue(root.currentTableView === table)
        XCTAssertEqual([table.numberOfSections, table.numberOfRows(inSection: 0)], [1, 1])
        assertReloadsRecordTheirAnimation(table)
        assertSwipesCommitOnlyTheDeleteStyle(root, table)
        (root as any RootReloadFlag).reloadOnChildDelegatesChanged = true
        root.childDelegates.append(CascadingBareTableDelegate(index: 0, childDelegates: []))
        XCTAssertEqual(table.numberOfSections, 2, "the root reloaded its table")

        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        let reload: CascadingSectionTableDelegate.ReloadMode = .section(animation: .fade)
        section.reloadModeOnChildDelegatesChanged = reload
        XCTAssertEqual(section.reloadModeOnChildDelegatesChanged, reload)
        XCTAssertNil(section.currentTableView)
        let tree: any CascadingTableDelegate = CascadingBareTableDelegate(childDelegates: [section], tableView: nil)
        tree.validateChildDelegates()
        XCTAssertTrue(section.parentDelegate === tree)

        let difference = ListDifference(from: [1, 2, 3], to: [3, 1])
        let parts: ([Int], [Int], [ListDifference.Move]) = (
            difference.deletions, difference.insertions, difference.moves
        )
        XCTAssertEqual(parts.0, [1])
        XCTAssertEqual(parts.1, [])
        XCTAssertEqual(parts.2.map { [$0.from, $0.to] }, [[2, 0]])
    }

    /// Every animation and both reload methods: the table records the animation each reload asks for.
    @MainActor
    private func assertReloadsRecordTheirAnimation(_ table: TableView) {
        let animations: [TableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        for animation in animations {
            table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: animation)
            XCTAssertEqual(table.lastUpdateAnimations, [animation])
        }
        table.reloadSections(IndexSet(integer: 0), with: .middle)
        XCTAssertEqual(table.lastUpdateAnimations, [.middle])
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    /// Every editing style: a swipe shows the Delete button and commits `.delete` only for the
    /// `.delete` style, as UIKit's (an `.insert` or `.none` row reveals nothing to commit).
    @MainActor
    private func assertSwipesCommitOnlyTheDeleteStyle(_ root: Root, _ table: TableView) {
        var swiped: [Bool] = []
        for style: TableViewCell.EditingStyle in [.delete, .insert, .none] {
            root.editingStyle = style
            swiped.append(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
        }
        XCTAssertEqual(swiped, [true, false, false])
        XCTAssertEqual(root.committed, [.delete])
    }

    /// Every scroll position puts a row where its name says.
    @MainActor
    func testEveryScrollPositionPlacesTheRow() async {
        let source = ArrayDataSource([items("r", 40)])
        let table = source.makeTable()
        let row = IndexPath(row: 20, section: 0)  // 44 pt rows: from 880 to 924, in a 568 pt viewport
        var offsets: [CGFloat] = []
        for position: TableView.ScrollPosition in [.none, .top, .middle, .bottom] {
            table.scrollToRow(at: row, at: position, animated: false)
            offsets.append(table.contentOffset.y)
        }
        XCTAssertEqual(offsets, [924 - 568, 880, 902 - 284, 924 - 568])
    }
}
