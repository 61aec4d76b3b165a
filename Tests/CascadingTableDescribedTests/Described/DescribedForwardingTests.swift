import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A described node forwards the calls about a hand-written row (`RowDescription(id:node:)`) to
/// that row's node, in the node's own coordinates, and returns its answers; a described row
/// answers those calls as a bare node does.
final class DescribedForwardingTests: XCTestCase {
    /// A section of one fixed row, then a section of a fixed row and a list of a described row
    /// "a" and a row backed by `spy`: in the table, "a" is row 1 and the spy's row is row 2 of
    /// section 1; in the list, rows 0 and 1 of section 0.
    @MainActor
    private struct Page {
        let table = TableView()
        let list: DescribedRowsDelegate
        let root: CascadingRootTableDelegate

        static let describedRow = IndexPath(row: 1, section: 1)
        static let handWrittenRow = IndexPath(row: 2, section: 1)
        /// The hand-written row as the list, and so its node, sees it.
        static let handWrittenLocalRow = IndexPath(row: 1, section: 0)

        init(spy: SpyNode, described: RowDescription = itemRow("a")) {
            table.diagnostics.mode = .strict { XCTFail($0.message) }
            list = DescribedRowsDelegate(rows: [described, RowDescription(id: "spy", node: spy)])
            let intro = CascadingSectionTableDelegate(
                index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
            let rows = CascadingSectionTableDelegate(
                index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []), list])
            root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, rows], tableView: table)
            table.layoutIfNeeded()
        }
    }

    /// Calls left out of the table-driven tests: cells differ by design (a described row dequeues
    /// its own).
    private static let notForwardedOneByOne: Set<String> = ["cellForRowAt"]

    /// Calls answered with an index path: the row's node names row "a" in the list's coordinates,
    /// and the caller gets that row in the table's.
    private static let pathAnswers: Set<String> = [
        "willSelectRowAt", "willDeselectRowAt", "targetIndexPathForMoveFromRowAt",
    ]

    @MainActor
    func testEveryRowCallReachesTheHandWrittenRowsNodeWithTheListsPathAndReturnsItsAnswer() async {
        let methods = MethodCases.everyIndexPathCase.filter { !Self.notForwardedOneByOne.contains($0.key) }
        for method in methods {
            let log = CallLog()
            let spy = SpyNode("spy", log: log)
            let answersAPath = Self.pathAnswers.contains(method.key)
            if answersAPath {
                spy.stub(method.key, IndexPath(row: 0, section: 0))
            } else if let stub = method.stub {
                spy.stub(method.key, stub)
            }
            let page = Page(spy: spy)
            log.removeAll()

            let answer = method.call(page.root, page.table, Page.handWrittenRow)

            XCTAssertEqual(log.entries.count, 1, "\(method.key): \(log.entries)")
            XCTAssertTrue(log.entries.first?.hasPrefix("spy.\(method.key)(") ?? false, "\(method.key): \(log.entries)")
            XCTAssertTrue(
                log.entries.first?.contains("\(Page.handWrittenLocalRow)") ?? false,
                "\(method.key) gets the row as the list sees it: \(log.entries)")
            XCTAssertTrue(spy.lastTableView === page.table, method.key)
            if answersAPath {
                XCTAssertEqual(describe(answer), describe(Page.describedRow), method.key)
            } else if method.stub != nil {
                XCTAssertEqual(describe(answer), method.routedDescription, method.key)
            }
            withExtendedLifetime(page.root) {}
        }
    }

    @MainActor
    func testEveryRowCallAboutADescribedRowGetsTheBareDefaultAndReachesNoRowNode() async {
        // A move's target is kept inside the list (a test of its own below).
        for method in MethodCases.everyIndexPathCase
        where !Self.notForwardedOneByOne.contains(method.key) && method.key != "targetIndexPathForMoveFromRowAt" {
            let log = CallLog()
            let spy = SpyNode("spy", log: log)
            if let stub = method.stub { spy.stub(method.key, stub) }
            let page = Page(spy: spy)
            log.removeAll()

            let answer = method.call(page.root, page.table, Page.describedRow)

            XCTAssertEqual(log.entries, [], "\(method.key): the hand-written row is not asked about another row")
            XCTAssertTrue(
                method.isDefault(answer, Page.describedRow), "\(method.key): got \(describe(answer))")
            withExtendedLifetime(page.root) {}
        }
    }

    @MainActor
    func testTheDataSourcesMoveOfAHandWrittenRowReachesItsNodeInTheListsTermsAndOfADescribedRowNoNode() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        let page = Page(spy: spy)
        log.removeAll()

        page.table.dataSource?.tableView(page.table, moveRowAt: Page.describedRow, to: Page.handWrittenRow)
        XCTAssertEqual(log.entries, [], "a described row's move is nobody's to hear")
        XCTAssertEqual(page.list.rows.map(\.id.description), ["spy", "a"], "the list's rows follow the move")

        // The hand-written row is now the list's row 0, the table's described-row place.
        page.table.dataSource?.tableView(page.table, moveRowAt: Page.describedRow, to: Page.handWrittenRow)
        XCTAssertEqual(log.entries, ["spy.moveRowAt([0, 0], [0, 1])"])
        XCTAssertTrue(spy.lastTableView === page.table)
        XCTAssertEqual(page.list.rows.map(\.id.description), ["a", "spy"])
        XCTAssertEqual(spy.index, 1, "the row's node has its new row as index")
    }

    @MainActor
    func testADescribedRowFollowsTheTablesSelectionFollowsFocusAndIsEditableWithTrailingActionsAlone() async {
        let spy = SpyNode("spy")
        let swiped = itemRow("a").trailingSwipeActions { _ in MethodCases.stubSwipeConfiguration }
        let page = Page(spy: spy, described: swiped)

        XCTAssertFalse(page.root.tableView(page.table, selectionFollowsFocusForRowAt: Page.describedRow))
        page.table.selectionFollowsFocus = true
        XCTAssertTrue(page.root.tableView(page.table, selectionFollowsFocusForRowAt: Page.describedRow))
        XCTAssertTrue(
            page.root.tableView(page.table, canEditRowAt: Page.describedRow),
            "swipe actions on one edge are enough for UIKit to offer the swipe")
        XCTAssertEqual(page.table.swipeRow(at: Page.describedRow)?.map(\.title), ["Flag"])
    }

    @MainActor
    func testAMenuGivenByAHandWrittenRowHearsItsPreviewTappedAndOthersMenusDoNot() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        spy.stub("contextMenuConfigurationForRowAt", Optional(ContextMenuConfiguration(identifier: "spy-menu")))
        let page = Page(spy: spy)
        let keys: Set<String> = [
            "contextMenuConfigurationForRowAt", "willDisplayContextMenu", "willPerformPreviewActionForMenuWith",
            "willEndContextMenuInteraction",
        ]
        log.removeAll()

        page.table.longPressRow(at: Page.handWrittenRow)
        XCTAssertTrue(page.table.tapContextMenuPreview())

        XCTAssertEqual(
            log.entries(matching: keys),
            [
                "spy.contextMenuConfigurationForRowAt([0, 1], (160.0, 154.0))", "spy.willDisplayContextMenu(spy-menu)",
                "spy.willPerformPreviewActionForMenuWith(spy-menu)", "spy.willEndContextMenuInteraction(spy-menu)",
            ])

        // A configuration the row's node never gave is not its business.
        log.removeAll()
        page.root.tableView(
            page.table, willPerformPreviewActionForMenuWith: ContextMenuConfiguration(identifier: "stranger"),
            animator: ContextMenuInteractionAnimator())
        XCTAssertEqual(log.entries, [])
    }

    @MainActor
    func testADragFromAHandWrittenRowTellsItsNodeOfTheSessionAndADescribedRowStartsNone() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        spy.stub("itemsForBeginning", [DragItem(localObject: "spy")])
        let page = Page(spy: spy)
        page.table.dragInteractionEnabled = true
        log.removeAll()

        XCTAssertNil(
            page.table.simulateDrag(from: Page.describedRow, to: nil), "a described row gives no items: no drag")
        XCTAssertEqual(log.entries, [])

        XCTAssertEqual(page.table.simulateDrag(from: Page.handWrittenRow, to: nil), .cancelled(.cancel))
        XCTAssertEqual(
            log.entries(matching: ["itemsForBeginning", "dragSessionWillBegin", "dragSessionDidEnd"]),
            ["spy.itemsForBeginning([0, 1])", "spy.dragSessionWillBegin(1)", "spy.dragSessionDidEnd(1)"])

        // A session the row's node did not begin is not its business.
        log.removeAll()
        page.root.tableView(page.table, dragSessionWillBegin: DragSession())
        page.root.tableView(page.table, dragSessionDidEnd: DragSession())
        XCTAssertEqual(log.entries, [])
    }

    /// A row of a list can be moved within the list only: a target outside it (another node's
    /// rows, which cannot hold a row of the list) turns the move back to where it started.
    @MainActor
    func testAMovesTargetStaysInsideTheList() async {
        let spy = SpyNode("spy")
        let page = Page(spy: spy)
        let delegate = try! XCTUnwrap(page.table.delegate)
        XCTAssertEqual(
            delegate.tableView(
                page.table, targetIndexPathForMoveFromRowAt: Page.describedRow, toProposedIndexPath: Page.handWrittenRow
            ),
            Page.handWrittenRow, "inside the list: the proposal")
        let fixedRowOfTheSection = IndexPath(row: 0, section: 1)
        XCTAssertEqual(
            delegate.tableView(
                page.table, targetIndexPathForMoveFromRowAt: Page.describedRow,
                toProposedIndexPath: fixedRowOfTheSection),
            Page.describedRow, "outside the list: back where it started")
        withExtendedLifetime(page.root) {}
    }

    /// The user reorders a hand-written row that can move: the table, the list's rows and the
    /// row's node agree afterwards, and a reload shows the same order.
    @MainActor
    func testReorderingAHandWrittenRowMovesItInTheListsRows() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        spy.stub("canMoveRowAt", true)
        let list = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b"), RowDescription(id: "spy", node: spy)])
        let table = TableView()
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [list], tableView: table)
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)

        XCTAssertEqual(
            table.reorderRow(from: IndexPath(row: 2, section: 0), through: [IndexPath(row: 0, section: 0)]),
            IndexPath(row: 0, section: 0))

        XCTAssertEqual(list.rows.map(\.id.description), ["spy", "a", "b"])
        XCTAssertEqual(spy.indexPathInTable, IndexPath(row: 0, section: 0))
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(list.rowID(at: IndexPath(row: 0, section: 0))?.description, "spy")
        XCTAssertTrue(table.diagnostics.reports.isEmpty, "\(table.diagnostics.reports)")
        withExtendedLifetime(root) {}
    }

    /// In a described table, a row moved to another of its sections leaves one section's rows for
    /// the other's, both ways.
    @MainActor
    func testReorderingAcrossSectionsOfADescribedTableMovesTheRowBetweenThem() async {
        let spy = SpyNode("spy")
        spy.stub("canMoveRowAt", true)
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "one", rows: [itemRow("a"), RowDescription(id: "spy", node: spy)]),
                SectionDescription(id: "two", rows: [itemRow("b"), itemRow("c")]),
            ]))
        let table = TableView()
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: table)
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)
        func shown() -> [[String]] {
            node.content.sections.map { $0.rows.map(\.id.description) }
        }

        table.reorderRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
        XCTAssertEqual(shown(), [["a"], ["b", "spy", "c"]])
        XCTAssertEqual(spy.indexPathInTable, IndexPath(row: 1, section: 1))

        table.reorderRow(from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
        XCTAssertEqual(shown(), [["spy", "a"], ["b", "c"]])
        XCTAssertEqual(spy.indexPathInTable, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertTrue(table.diagnostics.reports.isEmpty, "\(table.diagnostics.reports)")
        checkInvariantsAfterReload(table)
        withExtendedLifetime(root) {}
    }

    /// Reloads `table` and checks it shows as many rows as before.
    @MainActor
    private func checkInvariantsAfterReload(_ table: TableView) {
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        table.reloadData()
        XCTAssertEqual((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }, counts)
    }

    /// A drop that lands on a hand-written row is the row node's: its proposal, then the drop.
    @MainActor
    func testADropOnAHandWrittenRowIsTheRowNodes() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        spy.stub("dropSessionDidUpdate", TableViewDropProposal(operation: .copy))
        let page = Page(spy: spy)
        page.table.dragInteractionEnabled = true
        log.removeAll()

        let outcome = page.table.simulateDrop(items: [DragItem()], at: Page.handWrittenRow)

        XCTAssertEqual(
            log.entries.filter { $0.hasPrefix("spy.dropSessionDidUpdate") || $0.hasPrefix("spy.performDropWith") }
                .count,
            2, "\(log.entries) \(String(describing: outcome))")
        XCTAssertTrue(
            log.entries.contains {
                $0.hasPrefix("spy.dropSessionDidUpdate") && $0.contains("\(Page.handWrittenLocalRow)")
            },
            "\(log.entries)")
        XCTAssertNotEqual(outcome, .cancelled(.cancel), "\(String(describing: outcome))")
        withExtendedLifetime(page.root) {}
    }

    /// Focus moving onto a hand-written row asks its node with its own row as the next one (and
    /// nil for the described row it leaves); focus staying on it gives the node the whole context.
    @MainActor
    func testFocusMovingOntoAHandWrittenRowAsksItsNodeWithItsOwnRow() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        spy.stub("shouldUpdateFocusIn", false)
        let page = Page(spy: spy)
        log.removeAll()

        let onto = TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: Page.describedRow, nextFocusedIndexPath: Page.handWrittenRow,
            focusHeading: .down)
        XCTAssertFalse(page.root.tableView(page.table, shouldUpdateFocusIn: onto), "the node's answer")
        page.root.tableView(page.table, didUpdateFocusIn: onto, with: FocusAnimationCoordinator())
        XCTAssertEqual(log.entries.count, 2, "\(log.entries)")
        XCTAssertTrue(
            log.entries.allSatisfy { $0.contains("nil -> \(Page.handWrittenLocalRow)") }, "\(log.entries)")

        log.removeAll()
        let staying = TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: Page.handWrittenRow, nextFocusedIndexPath: Page.handWrittenRow,
            focusHeading: [])
        XCTAssertFalse(page.root.tableView(page.table, shouldUpdateFocusIn: staying))
        XCTAssertEqual(log.entries.count, 1, "one call for a node whose row is both: \(log.entries)")
        withExtendedLifetime(page.root) {}
    }
}
