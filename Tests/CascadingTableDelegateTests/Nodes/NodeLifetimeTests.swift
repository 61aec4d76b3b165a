import CascadingTableDelegate
import XCTest

/// No retain cycles: a tree and its table are freed when their owners let go.
final class NodeLifetimeTests: XCTestCase {
    @MainActor
    func testTreeAndTableAreFreedWhenOwnersLetGo() async {
        weak var weakRoot: CascadingRootTableDelegate?
        weak var weakSection: CascadingSectionTableDelegate?
        weak var weakRow: CascadingBareTableDelegate?
        weak var weakTable: TableView?
        do {
            let row = CascadingBareTableDelegate(index: 0, childDelegates: [])
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
            let table = TableView()
            root.prepare(tableView: table)
            root.reloadOnChildDelegatesChanged = true
            section.reloadModeOnChildDelegatesChanged = .whole
            _ = table.numberOfRows(inSection: 0)
            weakRoot = root
            weakSection = section
            weakRow = row
            weakTable = table
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakSection)
        XCTAssertNil(weakRow)
        XCTAssertNil(weakTable)
    }

    @MainActor
    func testParentTableAndDataSourceReferencesAreWeak() async {
        let table = TableView()
        let child = CascadingBareTableDelegate(index: 0, childDelegates: [])
        do {
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [child])
            root.prepare(tableView: table)
            XCTAssertNotNil(child.parentDelegate)
        }
        XCTAssertNil(child.parentDelegate, "a child does not keep its parent alive")
        XCTAssertNil(table.dataSource, "a table does not keep its data source alive")
        XCTAssertNil(table.delegate)
        XCTAssertNil(table.prefetchDataSource)

        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        do {
            let other = TableView()
            section.prepare(tableView: other)
            XCTAssertNotNil(section.currentTableView)
        }
        XCTAssertNil(section.currentTableView, "a node does not keep its table alive")
    }
}
