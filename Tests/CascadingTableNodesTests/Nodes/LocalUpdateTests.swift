import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Nodes ask for updates in their own coordinates; the tree translates them, and every change of
/// one block or one pass becomes one validated batch.
final class LocalUpdateTests: XCTestCase {
    /// One section: a summary row, a list range, a "more" row; a second section after it.
    @MainActor
    private func makePage() -> (table: TableView, list: ListNode, more: TextRow, root: CascadingRootTableDelegate) {
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let list = ListNode(["a", "b", "c"])
        let more = TextRow("more")
        let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("summary"), list, more])
        let footer = CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("end")])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [reviews, footer])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return (table, list, more, root)
    }

    @MainActor
    func testALoadMoreIsALocalInsertThatKeepsTheOtherCells() async {
        let (table, list, more, root) = makePage()
        defer { withExtendedLifetime(root) {} }
        let summaryCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let moreCell = table.cellForRow(at: IndexPath(row: 4, section: 0))
        list.items += ["d", "e"]
        list.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .fade)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 7)
        XCTAssertEqual(table.visibleCells.map(\.text), ["summary", "a", "b", "c", "d", "e", "more", "end"])
        XCTAssertEqual(list.cellRequests.suffix(2), [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === summaryCell)
        XCTAssertTrue(
            table.cellForRow(at: IndexPath(row: 6, section: 0)) === moreCell, "the moved-down row keeps its cell")
        XCTAssertEqual(more.indexPathInTable, IndexPath(row: 6, section: 0))
        XCTAssertEqual(table.lastUpdateAnimations, [.fade])
    }

    @MainActor
    func testEveryRowOperationIsTranslated() async {
        let (table, list, _, root) = makePage()
        defer { withExtendedLifetime(root) {} }
        list.items = ["c", "x", "a"]
        list.performLocalUpdates {
            list.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            list.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            list.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        }
        XCTAssertEqual(table.visibleCells.map(\.text), ["summary", "c", "x", "a", "more", "end"])
        list.items[2] = "A"
        list.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .middle)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.text, "A")
        XCTAssertEqual(table.lastUpdateAnimations, [.middle])
    }

    @MainActor
    func testChangesFromSeveralNodesInOneBlockBecomeOneBatch() async {
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let first = ListNode(["a"])
        let second = ListNode(["b"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, second])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        var completed: Bool?
        root.performLocalUpdates(
            {
                // The second node's insert is named before the first node's data changes: the
                // offsets are read when the batch is applied, not when the call is made.
                second.items.insert("b0", at: 0)
                second.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
                first.items += ["a1", "a2"]
                first.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .right)
            }, completion: { completed = $0 })
        XCTAssertEqual(completed, true)
        XCTAssertEqual(table.lastUpdateAnimations, [.left, .right], "one batch holds both nodes' updates")
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "a1", "a2", "b0", "b"])
    }

    @MainActor
    func testChangesFromManyNodesInOneBlockArePlacedByNode() async {
        // More nodes than the table finds by a linear search, one of them updating twice: each
        // update is placed by its own node.
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let lists = (0..<12).map { ListNode(["\($0)"]) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: lists)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        table.frame.size.height = 2_000
        table.layoutIfNeeded()
        root.performLocalUpdates {
            for (number, list) in lists.enumerated().reversed() {
                list.items.append("\(number)b")
                list.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }
            lists[11].items[0] = "11!"
            lists[11].reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        XCTAssertEqual(table.visibleCells.map(\.text), (0..<11).flatMap { ["\($0)", "\($0)b"] } + ["11!", "11b"])
    }

    @MainActor
    func testUpdatesAskedForDuringAPassRunAsOneBatchAfterIt() async {
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let first = ListNode(["a"])
        let second = ListNode(["b"])
        let trigger = SelectAction {
            first.items.append("a1")
            first.insertRows(at: [IndexPath(row: 1, section: 0)], with: .top)
            second.items.removeAll()
            second.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .bottom)
        }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [trigger, first, second])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        table.tapRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.lastUpdateAnimations, [.top, .bottom])
        XCTAssertEqual(table.visibleCells.map(\.text), ["tap", "a", "a1"])
    }

    @MainActor
    func testSectionRangesInsertAndDeleteTheirOwnSections() async {
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let groups = GroupsNode([["x"], ["y"]])
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("top")]), groups])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        groups.groups = [["w"], ["y"], ["z"]]
        groups.performLocalUpdates {
            groups.deleteSections(IndexSet(integer: 0), with: .fade)
            groups.insertSections(IndexSet([0, 2]), with: .fade)
        }
        XCTAssertEqual(table.numberOfSections, 4)
        XCTAssertEqual(table.visibleCells.map(\.text), ["top", "w", "y", "z"])
        groups.groups = [["z"], ["y"], ["w"]]
        groups.performLocalUpdates {
            groups.moveSection(2, toSection: 0)
            groups.moveSection(0, toSection: 2)
        }
        XCTAssertEqual(table.visibleCells.map(\.text), ["top", "z", "y", "w"])
        groups.groups[1] = ["Y"]
        groups.reloadSections(IndexSet(integer: 1), with: .none)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 2))?.text, "Y")
    }

    @MainActor
    func testUpdatesBeforeTheTreeIsAttachedAreAbsorbedByTheFirstLoad() async {
        let list = ListNode(["a"])
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])])
        var completed: Bool?
        list.performLocalUpdates(
            {
                list.items.append("b")
                list.insertRows(at: [IndexPath(row: 1, section: 0)])
            }, completion: { completed = $0 })
        XCTAssertEqual(completed, true)
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        list.items.append("c")
        list.insertRows(at: [IndexPath(row: 2, section: 0)])
        table.layoutIfNeeded()
        XCTAssertEqual(
            table.visibleCells.map(\.text), ["a", "b", "c"], "prepared but never loaded: the load shows all")
    }

    @MainActor
    func testANodeNoLongerInItsTableReportsInsteadOfUpdating() async {
        let (table, list, _, root) = makePage()
        table.diagnostics.mode = .silent
        root.childDelegates = []
        table.reloadData()
        var completed: Bool?
        list.performLocalUpdates(
            { list.insertRows(at: [IndexPath(row: 0, section: 0)]) }, completion: { completed = $0 })
        XCTAssertEqual(completed, false)
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind), [.nodeNotAttached("ListNode"), .nodeNotAttached("ListNode")])
    }

    @MainActor
    func testACountChangedWithoutAnUpdateIsNamedAtTheNextUpdate() async {
        let (table, list, more, root) = makePage()
        defer { withExtendedLifetime(root) {} }
        table.diagnostics.mode = .silent
        list.items.append("silent")
        more.reloadInTable(with: .none)
        let kinds = table.diagnostics.reports.map(\.kind)
        XCTAssertTrue(kinds.contains(.undeclaredCountChange(node: "ListNode", before: 3, after: 4)), "\(kinds)")
        XCTAssertEqual(kinds.count, 2, "the node, then the invalid update: \(kinds)")
        XCTAssertEqual(table.visibleCells.map(\.text), ["summary", "a", "b", "c", "silent", "more", "end"])
    }
}

/// A one-row node that runs an action when selected.
@MainActor
final class SelectAction: CascadingBareTableDelegate {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
        super.init(index: 0, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        action = {}
        super.init(index: index, childDelegates: childDelegates)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = "tap"
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { action() }
}
