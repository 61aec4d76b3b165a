import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// `stableID`: a screen that rebuilds its child nodes from a view model keeps, moves and
/// reconfigures the rows of nodes whose ID survives, instead of replacing every row; and a node's
/// local `reconfigureRows(at:)`.
final class StableIdentityTests: XCTestCase {
    /// A one-row node identified by a model ID, showing a title in a dequeued cell.
    @MainActor
    private final class ItemRow: CascadingBareTableDelegate {
        let id: String
        let title: String
        let log: CallLog

        init(_ id: String, _ title: String, log: CallLog) {
            self.id = id
            self.title = title
            self.log = log
            super.init(index: 0, childDelegates: [])
        }

        required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            (id, title, log) = ("", "", CallLog())
            super.init(index: index, childDelegates: childDelegates)
        }

        override var stableID: AnyHashable? { id }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            log.record("cellForRowAt \(title) \(indexPath)")
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.text = title
            return cell
        }
    }

    @MainActor
    private func makeTree(_ rows: [ItemRow]) -> (TableView, CascadingSectionTableDelegate, CascadingRootTableDelegate) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        // The table holds its data source weakly: the caller keeps the root.
        return (table, section, root)
    }

    @MainActor
    func testRebuiltNodesWithTheSameIDsKeepTheirCellsMoveAndAreReconfigured() async {
        let log = CallLog()
        let (table, section, root) = makeTree([ItemRow("1", "one", log: log), ItemRow("2", "two", log: log)])
        let cellOfOne = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let cellOfTwo = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let created = table.numberOfCreatedCells
        log.removeAll()
        // The view model changed: "2" comes first, "1" has a new title, "3" is new.
        section.childDelegates = [
            ItemRow("2", "two", log: log), ItemRow("1", "ONE", log: log), ItemRow("3", "three", log: log),
        ]
        XCTAssertEqual(table.visibleCells.map(\.text), ["two", "ONE", "three"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfTwo, "moved, same cell")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfOne, "moved, same cell")
        XCTAssertEqual(table.numberOfCreatedCells, created + 1, "only the inserted row needs a new cell")
        XCTAssertEqual(
            Set(log.entries),
            ["cellForRowAt three [0, 2]", "cellForRowAt two [0, 0]", "cellForRowAt ONE [0, 1]"],
            "the new nodes configure the kept cells at the rows' new positions")
        XCTAssertTrue(table.dataSource === root)
    }

    @MainActor
    func testWithoutStableIDsRebuiltNodesReplaceEveryRow() async {
        let log = CallLog()
        let (table, section, root) = makeTree([ItemRow("1", "one", log: log)])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        // The same title from an anonymous node: a new row, so the old cell goes back to the pool
        // and is handed out again after prepareForReuse.
        let anonymous = TextRow("one")
        section.childDelegates = [anonymous]
        XCTAssertEqual(table.visibleCells.map(\.text), ["one"])
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        XCTAssertNil(anonymous.stableID, "the default: the object is the identity")
        XCTAssertTrue(table.dataSource === root)
    }

    @MainActor
    func testANodesLocalReconfigureReachesItsRowsInTheTable() async {
        let log = CallLog()
        let rows = [ItemRow("a", "a", log: log), ItemRow("b", "b", log: log)]
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: rows)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("top")]),
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("summary"), range]),
            ])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 1))
        log.removeAll()
        range.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(log.entries, ["cellForRowAt b [0, 1]"], "the node's row 1 is the table's [1, 2]")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 1)) === cell)
    }
}
