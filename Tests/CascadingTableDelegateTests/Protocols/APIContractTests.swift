import CascadingTableDelegate
import XCTest

/// The names and signatures of ../shared/API.md, spelled out with their types through a plain
/// `import`: renaming or re-typing any of them breaks this file's build.
final class APIContractTests: XCTestCase {
    /// A subclass overriding the node classes' open members, as users do.
    @MainActor
    private final class Root: CascadingRootTableDelegate {
        override var reloadOnChildDelegatesChanged: Bool {
            get { super.reloadOnChildDelegatesChanged }
            set { super.reloadOnChildDelegatesChanged = newValue }
        }
        override var currentTableView: TableView? { super.currentTableView }
    }

    @MainActor
    func testTheContractCompilesAndBehaves() async {
        var path = IndexPath(row: 1, section: 2)
        path.row = 3
        path.section = 4
        XCTAssertEqual([path.section, path.row], [4, 3])

        let styles: [TableView.Style] = [.plain, .grouped, .insetGrouped]
        let animations: [TableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        XCTAssertEqual(styles.count + animations.count + positions.count, 15)
        let table: TableView = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
        let plain: TableView = TableView()
        XCTAssertEqual(plain.frame.size, CGSize(width: 320, height: 568))
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
        XCTAssertEqual(counts.0, 0)
        let visible: TableViewCell? = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertNil(visible)
        table.reloadData()
        table.reloadSections(IndexSet(), with: .fade)
        table.reloadRows(at: [], with: .none)

        let style: TableViewCell.EditingStyle = .insert
        XCTAssertNotEqual(style, .delete)
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
        root.reloadOnChildDelegatesChanged = true
        root.prepare(tableView: table)
        XCTAssertTrue(root.currentTableView === table)
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
        XCTAssertEqual(parts.2.map { [$0.from, $0.to] }, [[2, 0]])
    }
}
