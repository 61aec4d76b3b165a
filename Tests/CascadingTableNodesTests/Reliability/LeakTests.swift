import CascadingTableNodes
import CascadingTableView
import XCTest

/// Large trees and tables, driven and dropped, are freed: every node, cell and table.
final class LeakTests: XCTestCase {
    @MainActor
    func testLargeDrivenTreesCellsAndTablesAreFreed() async {
        var weakNodes: [() -> AnyObject?] = []
        var weakCells: [() -> AnyObject?] = []
        weak var weakTable: TableView?
        weak var weakRoot: CheckRoot?
        do {
            let sections: [any CascadingTableDelegate] = (0..<50).map { section in
                if section % 2 == 0 {
                    let items = CheckItems(index: 0, childDelegates: [])
                    items.items = (0..<200).map { "s\(section)i\($0)" }
                    return items
                }
                let rows = (0..<200).map { number -> CheckRow in
                    let row = CheckRow(index: 0, childDelegates: [])
                    row.id = "s\(section)r\(number)"
                    return row
                }
                let node = CheckSection(index: 0, childDelegates: rows)
                node.reloadModeOnChildDelegatesChanged = .animated(.fade)
                return node
            }
            for node in sections.prefix(4) {
                weakNodes.append { [weak node] in node }
                for child in node.childDelegates.prefix(3) {
                    weakNodes.append { [weak child] in child }
                }
            }
            let root = CheckRoot(index: 0, childDelegates: sections)
            root.reloadModeOnChildDelegatesChanged = .animated(.fade)
            let table = TableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            root.prepare(tableView: table)
            for step in 0..<50 {
                table.contentOffset.y = CGFloat(step) * 3_000
                table.tapRow(at: IndexPath(row: step, section: step % 50))
            }
            (sections[1] as? CheckSection)?.childDelegates.removeFirst(10)
            root.childDelegates.removeLast()
            table.isEditing = true
            table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
            for cell in table.visibleCells {
                weakCells.append { [weak cell] in cell }
            }
            XCTAssertFalse(weakCells.isEmpty)
            weakTable = table
            weakRoot = root
        }
        XCTAssertNil(weakTable, "the table is freed")
        XCTAssertNil(weakRoot, "the root is freed")
        XCTAssertTrue(weakNodes.allSatisfy { $0() == nil }, "every node is freed")
        XCTAssertTrue(weakCells.allSatisfy { $0() == nil }, "every cell is freed")
    }
}
