import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Several edits of one described node inside one open batch (the table's `performBatchUpdates`,
/// or a `performLocalUpdates` block): each edit names positions in the rows the edit before it
/// left, yet the table ends up showing exactly what the node holds, with no report.
final class DescribedBatchEditsTests: XCTestCase {
    /// A list of `ids` under a section, in a strict table; the ids the table shows, in order.
    @MainActor
    private struct ListFixture {
        let list: DescribedRowsDelegate
        let table: TableView
        let root: CascadingRootTableDelegate

        init(_ ids: [String]) {
            list = DescribedRowsDelegate(rows: ids.map { itemRow($0) })
            (table, root) = makeListTable(list)
        }

        /// What the table shows: each row's cell, configured from its row.
        var shown: [String] {
            (0..<table.numberOfRows(inSection: 0)).map { row in
                let path = IndexPath(row: row, section: 0)
                return table.cellForRow(at: path)?.text ?? list.rowID(at: path)?.description ?? "?"
            }
        }

        /// What the node holds.
        var held: [String] { list.rows.map(\.id.description) }
    }

    @MainActor
    func testAnInsertThenADeleteInOneBatchShowTheRowsTheNodeHolds() async {
        let fixture = ListFixture(["1", "2", "3"])
        fixture.table.performBatchUpdates {
            fixture.list.insert(itemRow("4"), at: 0)
            fixture.list.deleteRow(withID: "2")
        }
        XCTAssertEqual(fixture.held, ["4", "1", "3"])
        XCTAssertEqual(fixture.shown, ["4", "1", "3"], "not 4, 1, 2")
        withExtendedLifetime(fixture.root) {}
    }

    @MainActor
    func testTwoDeletesInOneBlockAreOneValidBatch() async {
        let fixture = ListFixture(["1", "2", "3", "4", "5", "6", "7"])
        var valid: [Bool] = []
        fixture.list.performLocalUpdates(
            {
                fixture.list.deleteRow(withID: "5")
                fixture.list.deleteRow(withID: "6")
            }, completion: { valid.append($0) })
        XCTAssertEqual(valid, [true], "not refused as a row deleted twice, nor reloaded")
        XCTAssertEqual(fixture.shown, ["1", "2", "3", "4", "7"])
        XCTAssertEqual(fixture.table.diagnostics.reports, [])
        withExtendedLifetime(fixture.root) {}
    }

    @MainActor
    func testTwoInsertsInOneBatchShowEachRowOnce() async {
        let fixture = ListFixture(["1", "2", "3", "4", "5", "6"])
        fixture.table.performBatchUpdates {
            fixture.list.insert(itemRow("8"), at: 6)
            fixture.list.insert(itemRow("9"), at: 4)
        }
        XCTAssertEqual(fixture.held, ["1", "2", "3", "4", "9", "5", "6", "8"])
        XCTAssertEqual(fixture.shown, fixture.held, "8 shown, no row twice")
        withExtendedLifetime(fixture.root) {}
    }

    @MainActor
    func testADeleteThenAnUpdateConfiguresTheUpdatedRowWithItsNewViewModel() async {
        let fixture = ListFixture(["1", "2", "3"])
        let cellOf3 = fixture.list.cell(forRowID: "3") as? ItemCell
        fixture.table.performBatchUpdates {
            fixture.list.deleteRow(withID: "1")
            fixture.list.updateRow(itemRow("3", version: 1))
        }
        let cell = fixture.list.cell(forRowID: "3") as? ItemCell
        XCTAssertEqual(cell?.item, Item(title: "3", version: 1), "not its old view model")
        XCTAssertTrue(cell === cellOf3, "reconfigured in its own cell")
        XCTAssertEqual(fixture.shown, ["2", "3"])
        withExtendedLifetime(fixture.root) {}
    }

    @MainActor
    func testTwoContentsInOneBlockShowTheSecond() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let contentA = itemContent([("s", ["b", "c"]), ("t", ["d"])])
        let contentB = itemContent([("t", ["d", "a"]), ("u", ["e"])])
        node.performLocalUpdates {
            node.content = contentA
            node.content = contentB
        }
        XCTAssertEqual(table.numberOfSections, 4)
        XCTAssertEqual(node.sectionRange, 1..<3)
        for (section, ids) in [["d", "a"], ["e"]].enumerated() {
            XCTAssertEqual(table.numberOfRows(inSection: 1 + section), ids.count)
            for (row, id) in ids.enumerated() {
                let path = IndexPath(row: row, section: 1 + section)
                XCTAssertEqual(node.rowID(at: path), DescribedID(id))
                XCTAssertEqual(table.cellForRow(at: path)?.text, id)
            }
        }
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    /// Every kind of edit and a whole update in one batch, beside a hand-written node's own local
    /// update in the same section: one valid batch, the table showing what both hold.
    @MainActor
    func testEditsAndAWholeUpdateAndASiblingsLocalUpdateShareOneBatch() async {
        let list = DescribedRowsDelegate(rows: ["1", "2", "3", "4"].map { itemRow($0) })
        let sibling = ListNode(["x", "y"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [list, sibling])
        let table = BatchCountingTableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()
        let batches = table.batchCount
        table.performBatchUpdates {
            list.moveRow(withID: "4", to: 0)
            sibling.items.insert("w", at: 0)
            sibling.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            list.insert(itemRow("5"), at: 2)
            list.rows = list.rows.filter { $0.id != DescribedID("2") } + [itemRow("6")]
            list.updateRow(itemRow("1", version: 2))
            list.deleteRow(withID: "3")
        }
        XCTAssertEqual(table.batchCount, batches + 1, "one batch")
        XCTAssertEqual(list.rows.map(\.id.description), ["4", "1", "5", "6"])
        XCTAssertEqual(table.visibleCells.map(\.text), ["4", "1", "5", "6", "w", "x", "y"])
        XCTAssertEqual((list.cell(forRowID: "1") as? ItemCell)?.item, Item(title: "1", version: 2))
    }

    /// A row asked to reload, then changed again in the same batch (an update of the row, or new
    /// rows for the whole list), still gets a new cell: the later change does not turn the reload
    /// into a reconfiguration, or into nothing.
    @MainActor
    func testAForcedReloadSurvivesALaterChangeOfTheRowInTheSameBatch() async {
        final class Log {
            var displayed: [String] = []
            var ended: [String] = []
        }
        let log = Log()
        func row(_ id: String, _ version: Int) -> RowDescription {
            itemRow(id, version: version)
                .onWillDisplay { _, context in log.displayed.append(context.id.description) }
                .onDidEndDisplaying { _, context in log.ended.append(context.id.description) }
        }
        let laterChanges: [(String, (DescribedRowsDelegate) -> Void)] = [
            ("the same row again", { $0.updateRow(row("a1", 0)) }),
            ("a new view model", { $0.updateRow(row("a1", 1)) }),
            ("the same rows for the list", { $0.rows = (0..<3).map { row("a\($0)", 0) } }),
        ]
        for (name, change) in laterChanges {
            let list = DescribedRowsDelegate(rows: (0..<3).map { row("a\($0)", 0) })
            let (table, root) = makeListTable(list)
            log.displayed = []
            log.ended = []
            table.performBatchUpdates {
                list.reloadRow(withID: "a1", with: .fade)
                change(list)
            }
            XCTAssertEqual(log.ended, ["a1"], "\(name): the reload ends the old cell")
            XCTAssertEqual(log.displayed, ["a1"], "\(name): and displays a new one")
            XCTAssertTrue(table.diagnostics.reports.isEmpty, "\(name)")
            withExtendedLifetime(root) {}
        }
    }
}
