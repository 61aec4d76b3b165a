import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A described node is a node of the tree, and a described row can be a hand-written node.
final class DescribedCompositionTests: XCTestCase {
    /// A hand-written row that records the index paths it is asked about.
    private final class CustomRow: CascadingBareTableDelegate {
        var asked: [IndexPath] = []
        var title = "custom"

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            asked.append(indexPath)
            let cell = TableViewCell()
            cell.text = title
            return cell
        }

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 70 }
    }

    @MainActor
    func testAHandWrittenRowGetsTheRowsCallsWithItsLocalPathAndIsLocated() async {
        let custom = CustomRow(index: 0, childDelegates: [])
        let content = { (rows: [RowDescription]) in
            DescribedContent(sections: [SectionDescription(id: "s", rows: rows)])
        }
        let node = DescribedTableDelegate(content: content([itemRow("a"), RowDescription(id: "c", node: custom)]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(custom.asked, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 1)).height, 70)
        XCTAssertEqual(custom.indexPathInTable, IndexPath(row: 1, section: 1))
        XCTAssertTrue(node.row(withID: "c")?.node === custom)
        XCTAssertNil(node.row(withID: "c")?.viewModel(as: Int.self))
        XCTAssertNil(node.row(withID: "c")?.reuseIdentifier)

        // The node survives a move; it can update its own row through local updates.
        node.content = content([RowDescription(id: "c", node: custom), itemRow("a")])
        XCTAssertEqual(custom.indexPathInTable, IndexPath(row: 0, section: 1))
        custom.title = "changed"
        custom.reloadInTable()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "changed")

        // Another node under the same identifier is a new cell.
        let other = CustomRow(index: 0, childDelegates: [])
        other.title = "other"
        node.content = content([RowDescription(id: "c", node: other), itemRow("a")])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "other")
        XCTAssertNil(custom.parentDelegate, "the replaced node is detached")
        XCTAssertEqual(unexpectedReports(table), [])
    }

    @MainActor
    func testTwoDescribedNodesAndHandWrittenSectionsShareOneRoot() async {
        let first = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let second = DescribedTableDelegate(content: itemContent([("s", ["b"]), ("t", ["c"])]))
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let fixed = CascadingSectionTableDelegate(index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, fixed, second], tableView: table)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.numberOfSections, 4)
        XCTAssertEqual(second.section(forSectionID: "t"), 3)

        // Identifiers are per node: "s" and "a" may appear in both.
        first.content = itemContent([("s", ["a", "b"]), ("u", [])])
        XCTAssertEqual(table.numberOfSections, 5)
        XCTAssertEqual(second.indexPath(forRowID: "c"), IndexPath(row: 0, section: 4))
        XCTAssertEqual(first.indexPath(forRowID: "b"), IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 2))?.text, "fixed")
    }

    @MainActor
    func testInsideARangeOfSectionsTapsSelectTheRightRow() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"])]))
        let fixed = CascadingSectionTableDelegate(index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: [fixed, node])
        range.propagationMode = .section
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let first = CascadingSectionTableDelegate(index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, range], tableView: table)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(node.indexPath(forRowID: "b"), IndexPath(row: 1, section: 2))
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 1, section: 2)), IndexPath(row: 1, section: 2))
        XCTAssertEqual(node.selectedRowIDs, [DescribedID("b")])
    }

    @MainActor
    func testTheNodeCanBeTheRoot() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        node.prepare(tableView: table)
        table.dataSource = node
        table.delegate = node
        XCTAssertEqual(node.sectionRange, 0..<1)
        node.content = itemContent([("t", ["b"]), ("s", ["a"])])
        XCTAssertEqual(node.indexPath(forRowID: "a"), IndexPath(row: 0, section: 1))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "b")
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 0, section: 1)), IndexPath(row: 0, section: 1))
    }

    @MainActor
    func testUnderARowRoutingParentTheTableStartsOver() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a"])]))
        let table = BatchCountingTableView()
        table.diagnostics.mode = .silent
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [node])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()
        let reloads = table.reloadDataCount
        node.content = itemContent([("s", ["a", "b"])])
        XCTAssertEqual(table.reloadDataCount, reloads + 1)
    }

    @MainActor
    func testTheProtocolInitializersMakeEmptyNodes() async {
        let made = DescribedTableDelegate(index: 3, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        XCTAssertEqual(made.index, 3)
        XCTAssertEqual(made.childDelegates.count, 0, "a described node's children are its hand-written rows' nodes")
        XCTAssertEqual(made.numberOfSections(in: TableView()), 0)
        let list = DescribedRowsDelegate(index: 2, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        XCTAssertEqual(list.index, 2)
        XCTAssertEqual(list.rowCount, 0)
    }

    /// A described node is not a routing composite: its children come from its rows, so setting
    /// them is refused and reported rather than silently ignored.
    @MainActor
    func testSettingADescribedNodesChildrenIsRefusedAndReported() async {
        let mapRow = FixedRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [RowDescription(id: "map", node: mapRow)])
            ]))
        let table = TableView()
        table.diagnostics.mode = .silent
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: table)
        defer { withExtendedLifetime(root) {} }
        XCTAssertTrue(node.childDelegates.first === mapRow, "the hand-written row's node is its child")
        node.childDelegates = [FixedRow(index: 0, childDelegates: [])]
        XCTAssertTrue(node.childDelegates.first === mapRow, "unchanged")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.ineffectiveCall("DescribedTableDelegate")])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
    }

    /// A described node offers no local update of the table (its rows come from its content):
    /// asking one for it does not compile (Tests/CompileChecks), and code that holds it as any
    /// node finds no `LocallyUpdatingTableDelegate` in it either, while its hand-written rows'
    /// nodes, like every node class, are one.
    @MainActor
    func testADescribedNodeIsNotLocallyUpdatingButItsHandWrittenRowsAre() async {
        let mapRow = FixedRow(index: 0, childDelegates: [])
        let nodes: [any CascadingTableDelegate] = [
            DescribedTableDelegate(
                content: DescribedContent(sections: [
                    SectionDescription(id: "s", rows: [RowDescription(id: "map", node: mapRow)])
                ])),
            DescribedRowsDelegate(index: 0, childDelegates: []),
            mapRow,
            CascadingSectionTableDelegate(index: 0, childDelegates: []),
        ]
        XCTAssertEqual(nodes.map { $0 is any LocallyUpdatingTableDelegate }, [false, false, true, true])
    }
}
