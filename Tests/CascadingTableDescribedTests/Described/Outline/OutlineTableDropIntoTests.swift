import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A user's drop of a described row into another in a `DescribedTableDelegate`
/// (`DescribedTableDelegate.canDropRow`), in its own section or another one, through the headless
/// table's simulated drag and, for drags the content changes under, the calls a host (UIKit,
/// through the bridge) makes.
final class OutlineTableDropIntoTests: XCTestCase {
    /// Table section 0 holds a described list (x, y) that takes drops of its own rows; the node's
    /// sections follow: section 1 ("s") shows a (expanded: a1 (expanded: a1x), a2), b (collapsed:
    /// b1); section 2 ("t") shows c, d (collapsed: d1) and a row backed by `spy`.
    @MainActor
    private final class Page {
        let table = BatchCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let node: DescribedTableDelegate
        let list = DescribedRowsDelegate(rows: [itemRow("x"), itemRow("y")])
        let root: CascadingRootTableDelegate
        /// Each question the node asked `canDropRow`, as "row→newParent".
        var asked: [String] = []

        static var content: DescribedContent {
            DescribedContent(sections: [
                SectionDescription(
                    id: "s",
                    rows: [
                        outlineRow("a", [outlineRow("a1", [itemRow("a1x")]).expanded(), itemRow("a2")]).expanded(),
                        outlineRow("b", [itemRow("b1")]),
                    ])
            ])
        }

        init(spy: SpyNode = SpyNode("spy"), decide: @escaping (String, String) -> Bool = { _, _ in true }) {
            table.diagnostics.mode = .strict { XCTFail($0.message) }
            var content = Self.content
            content.sections.append(
                SectionDescription(
                    id: "t",
                    rows: [itemRow("c"), outlineRow("d", [itemRow("d1")]), RowDescription(id: "spy", node: spy)]
                ))
            node = DescribedTableDelegate(content: content)
            list.canDropRow = { _, _ in true }
            root = CascadingRootTableDelegate(
                index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list]), node],
                tableView: table)
            table.dragInteractionEnabled = true
            table.layoutIfNeeded()
            node.canDropRow = { [unowned self] row, newParent in
                asked.append("\(row)→\(newParent)")
                return decide(row.description, newParent.description)
            }
        }

        /// The identifiers the table shows in table section `section`, as strings.
        func shown(_ section: Int) -> [String] {
            (0..<table.numberOfRows(inSection: section)).map {
                node.rowID(at: IndexPath(row: $0, section: section))?.description ?? "?"
            }
        }

        /// The indentation the delegate answers for each row of table section `section`.
        func indentations(_ section: Int) -> [Int] {
            (0..<table.numberOfRows(inSection: section)).map {
                root.tableView(table, indentationLevelForRowAt: IndexPath(row: $0, section: section))
            }
        }

        /// The identifiers of the children of the row with `id`, as the node's content gives them.
        func children(_ id: String) -> [String] {
            node.row(withID: id)?.childRows.map(\.id.description) ?? []
        }

        /// The visible cell of the row with `id`.
        func cell(_ id: String) -> TableViewCell? { node.cell(forRowID: id) }

        /// How often the visible cell of the row with `id` was configured; nil without one.
        func configurations(_ id: String) -> Int? { (cell(id) as? ItemCell)?.configureCount }

        /// The node's content as given, each section's rows with their children in brackets, and
        /// the expanded rows: "s: a[a1[a1x] a2] b[b1] | t: c d[d1] spy; expanded a a1".
        var outline: String {
            func text(_ rows: [RowDescription]) -> String {
                rows.map { row in
                    row.childRows.isEmpty ? row.id.description : "\(row.id)[\(text(row.childRows))]"
                }.joined(separator: " ")
            }
            let sections = node.content.sections.map { "\($0.id): \(text($0.rows))" }.joined(separator: " | ")
            return sections + "; expanded " + node.expandedRowIDs.map(\.description).sorted().joined(separator: " ")
        }
    }

    /// The rows `ids` moved in the last batch: each keeps `cells` (the same objects), not
    /// configured again, where a row deleted and inserted would get a cell dequeued and configured
    /// anew; and the batch's one animated operation is the insert of the target's first child.
    @MainActor
    private func assertMovedKeepingCells(
        _ page: Page, _ ids: [String], _ cells: [TableViewCell?], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (id, cell) in zip(ids, cells) {
            XCTAssertNotNil(cell, id, file: file, line: line)
            XCTAssertTrue(page.cell(id) === cell, "\(id) keeps its cell", file: file, line: line)
            XCTAssertEqual(page.configurations(id), 1, "\(id) is not configured again", file: file, line: line)
        }
        XCTAssertEqual(
            page.table.lastUpdateAnimations, [.automatic], "one animated operation: the target's child shown",
            file: file,
            line: line)
        XCTAssertEqual(page.table.reloadDataCount, 0, file: file, line: line)
    }

    private static func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
    private static let accepted = TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)

    @MainActor
    func testADropWithinASectionMovesTheRowWithItsShownSubtreeUnderTheTargetInOneBatch() async {
        let page = Page()
        XCTAssertEqual(page.shown(1), ["a", "a1", "a1x", "a2", "b"])
        let cells = ["a1", "a1x"].map(page.cell)
        let batches = page.table.batchCount

        // The finger lets go over b, table row [1, 4].
        let outcome = page.table.simulateDrag(from: Self.path(1, 1), to: Self.path(1, 4))

        XCTAssertEqual(page.asked, ["a1→b", "a1→b"], "asked for the proposal, and again at the drop")
        XCTAssertEqual(page.shown(1), ["a", "a2", "b", "b1", "a1", "a1x"], "b expanded, a1 its last child")
        XCTAssertEqual(outcome, .dropped(placements: [Self.path(1, 4)]), "the item lands on the row's new place")
        XCTAssertEqual(page.table.batchCount, batches + 1, "the move and the expansion are one batch")
        assertMovedKeepingCells(page, ["a1", "a1x"], cells)
        XCTAssertTrue(page.node.isRowExpanded(withID: "b"))
        XCTAssertTrue(page.node.isRowExpanded(withID: "a1"), "the row keeps its expansion")
        XCTAssertEqual(page.children("b"), ["b1", "a1"])
        XCTAssertEqual(page.children("a"), ["a2"])
        XCTAssertEqual(page.indentations(1), [0, 1, 0, 1, 1, 2])
        XCTAssertEqual(page.shown(2), ["c", "d", "spy"], "the other section is untouched")
        XCTAssertEqual(page.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testADropIntoARowOfAnotherSectionMovesTheRowAcrossSectionsInOneBatch() async {
        let page = Page()
        let cells = ["a1", "a1x"].map(page.cell)
        let batches = page.table.batchCount

        // a1 (with a1x) onto d, table row [2, 1].
        let outcome = page.table.simulateDrag(from: Self.path(1, 1), to: Self.path(2, 1))

        XCTAssertEqual(page.asked, ["a1→d", "a1→d"])
        XCTAssertEqual(page.shown(1), ["a", "a2", "b"])
        XCTAssertEqual(page.shown(2), ["c", "d", "d1", "a1", "a1x", "spy"])
        XCTAssertEqual(outcome, .dropped(placements: [Self.path(2, 3)]))
        XCTAssertEqual(page.table.batchCount, batches + 1)
        assertMovedKeepingCells(page, ["a1", "a1x"], cells)
        XCTAssertTrue(page.node.isRowExpanded(withID: "d"))
        XCTAssertEqual(page.children("d"), ["d1", "a1"])
        XCTAssertEqual(page.indentations(2), [0, 0, 1, 1, 2, 0])
        XCTAssertEqual(page.node.section(forSectionID: "t"), 2)

        // And back, from the later section into a row of the earlier one: c onto a.
        XCTAssertEqual(
            page.table.simulateDrag(from: Self.path(2, 0), to: Self.path(1, 0)),
            .dropped(placements: [Self.path(1, 2)]))
        XCTAssertEqual(page.shown(1), ["a", "a2", "c", "b"])
        XCTAssertEqual(page.shown(2), ["d", "d1", "a1", "a1x", "spy"])
        XCTAssertEqual(page.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testTheProposalIsAMoveIntoARowForbiddenWhenTheAppDeclinesAndCancelledPastASectionsLastRow() async {
        let page = Page { _, newParent in newParent != "c" }
        let session = DragSession()
        let items = page.table.hostDragItems(forBeginning: session, at: Self.path(1, 3))
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(
            items.first?.localObject as? DescribedID, DescribedID("a2"), "the item carries the row's identifier")
        let drop = DropSession(items: items, localDragSession: session)
        let proposal = { (destination: IndexPath) in
            page.root.tableView(page.table, dropSessionDidUpdate: drop, withDestinationIndexPath: destination)
        }

        XCTAssertEqual(proposal(Self.path(1, 4)), Self.accepted, "into b")
        XCTAssertEqual(proposal(Self.path(2, 1)), Self.accepted, "into d, in the other section")
        XCTAssertEqual(proposal(Self.path(2, 0)), TableViewDropProposal(operation: .forbidden), "the app declines c")
        XCTAssertEqual(proposal(Self.path(1, 5)), TableViewDropProposal(operation: .cancel), "past section 1's rows")
        XCTAssertEqual(proposal(Self.path(2, 3)), TableViewDropProposal(operation: .cancel), "past section 2's rows")
        XCTAssertEqual(page.asked, ["a2→b", "a2→d", "a2→c"])

        // The app declining at the drop's end of a whole drag: nothing changes, nothing is said.
        let batches = page.table.batchCount
        XCTAssertEqual(page.table.simulateDrag(from: Self.path(1, 3), to: Self.path(2, 0)), .cancelled(.forbidden))
        XCTAssertEqual(page.shown(1), ["a", "a1", "a1x", "a2", "b"])
        XCTAssertEqual(page.shown(2), ["c", "d", "spy"])
        XCTAssertEqual(page.table.batchCount, batches)
        XCTAssertEqual(page.table.diagnostics.reports, [], "a user's gesture is no programmer's error")
    }

    @MainActor
    func testADropIntoTheRowItselfOrItsDescendantIsForbiddenWithoutAskingTheApp() async {
        let page = Page()

        XCTAssertEqual(page.table.simulateDrag(from: Self.path(1, 0), to: Self.path(1, 1)), .cancelled(.forbidden))
        XCTAssertEqual(page.table.simulateDrag(from: Self.path(1, 0), to: Self.path(1, 2)), .cancelled(.forbidden))
        XCTAssertEqual(page.table.simulateDrag(from: Self.path(1, 0), to: Self.path(1, 3)), .cancelled(.forbidden))
        XCTAssertEqual(page.table.simulateDrag(from: Self.path(1, 1), to: Self.path(1, 1)), .cancelled(.forbidden))
        XCTAssertEqual(page.asked, [])
        XCTAssertEqual(page.shown(1), ["a", "a1", "a1x", "a2", "b"])

        // An expanded last row of a section is no ancestor of the next section's rows.
        page.node.expandRow(withID: "b")
        XCTAssertEqual(page.shown(1), ["a", "a1", "a1x", "a2", "b", "b1"])
        XCTAssertEqual(
            page.table.simulateDrag(from: Self.path(1, 4), to: Self.path(2, 0)), .dropped(placements: [Self.path(2, 1)])
        )
        XCTAssertEqual(page.shown(2), ["c", "b", "b1", "d", "spy"])
        XCTAssertEqual(page.asked, ["b→c", "b→c"])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testADropTheAppRefusesAtTheDropChangesNothingAndReportsNothing() async {
        // Yes while the finger moves, no when it lets go.
        var answers = [true, false]
        let page = Page { _, _ in answers.removeFirst() }
        let batches = page.table.batchCount
        let before = page.outline

        XCTAssertEqual(page.table.simulateDrag(from: Self.path(1, 3), to: Self.path(2, 1)), .dropped(placements: []))

        XCTAssertEqual(page.asked, ["a2→d", "a2→d"])
        XCTAssertEqual(page.outline, before)
        XCTAssertFalse(page.node.isRowExpanded(withID: "d"), "the target is not expanded")
        XCTAssertEqual(page.table.batchCount, batches)
        XCTAssertEqual(page.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testRowsGoneDuringTheDragChangeNothingAndAHiddenRowStillMoves() async {
        let page = Page()
        let accepted = Self.accepted
        let drag = { (source: IndexPath) -> (DropSession, DragItem) in
            let session = DragSession()
            let items = page.table.hostDragItems(forBeginning: session, at: source)
            return (DropSession(items: items, localDragSession: session), items[0])
        }

        // The app replaces the content, without a2, while the finger is down: unknown from now on.
        let (drop, item) = drag(Self.path(1, 3))
        var without = page.node.content
        let a = without.sections[0].rows[0]
        without.sections[0].rows[0] = a.children([a.childRows[0]])
        page.node.content = without
        XCTAssertEqual(page.shown(1), ["a", "a1", "a1x", "b"])
        let content = page.outline
        let batches = page.table.batchCount
        XCTAssertEqual(
            page.root.tableView(page.table, dropSessionDidUpdate: drop, withDestinationIndexPath: Self.path(1, 3)),
            TableViewDropProposal(operation: .cancel))
        XCTAssertTrue(
            page.table.hostPerformDrop(
                of: [(item, Self.path(1, 3))], at: Self.path(1, 3), proposal: accepted, session: drop
            )
            .isEmpty)
        XCTAssertEqual(page.outline, content)
        XCTAssertEqual(page.table.batchCount, batches)
        XCTAssertEqual(page.asked, [])

        // A row collapsed away during the drag (a1x, under a1) is still there: it moves.
        let (hidden, hiddenItem) = drag(Self.path(1, 2))
        page.node.collapseRow(withID: "a1")
        XCTAssertEqual(page.shown(1), ["a", "a1", "b"])
        let placed = page.table.hostPerformDrop(
            of: [(hiddenItem, Self.path(1, 2))], at: Self.path(1, 2), proposal: accepted, session: hidden)
        XCTAssertEqual(placed.map(\.row), [Self.path(1, 4)])
        XCTAssertEqual(page.shown(1), ["a", "a1", "b", "b1", "a1x"])
        XCTAssertEqual(page.children("a1"), [])
        XCTAssertEqual(page.asked, ["a1x→b"])
        XCTAssertEqual(page.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testItemsFromElsewhereAreCancelled() async {
        let page = Page()
        let content = page.outline

        // Carrying a row's identifier, but made elsewhere (another app).
        let foreign = [DragItem(localObject: DescribedID("a1"))]
        XCTAssertEqual(page.table.simulateDrop(items: foreign, at: Self.path(1, 4)), .cancelled(.cancel))
        // Made by another described node of the table (the list in section 0) for its own drag.
        XCTAssertEqual(page.table.simulateDrag(from: Self.path(0, 0), to: Self.path(1, 4)), .cancelled(.cancel))
        // The node's own item once its drag ended, whoever keeps it.
        let ended = DragSession()
        let kept = page.table.hostDragItems(forBeginning: ended, at: Self.path(1, 1))
        page.root.tableView(page.table, dragSessionDidEnd: ended)
        XCTAssertEqual(page.table.simulateDrop(items: kept, at: Self.path(1, 4)), .cancelled(.cancel))

        XCTAssertEqual(page.asked, [])
        XCTAssertEqual(page.outline, content)
        XCTAssertEqual(page.list.rows.map(\.id.description), ["x", "y"])
        XCTAssertEqual(page.table.diagnostics.reports, [])
    }

    @MainActor
    func testNoDragStartsFromADescribedRowUntilTheAppDecidesDrops() async {
        let page = Page()
        let decide = page.node.canDropRow
        page.node.canDropRow = nil

        XCTAssertNil(page.table.simulateDrag(from: Self.path(1, 1), to: Self.path(1, 4)))

        page.node.canDropRow = decide
        XCTAssertNotNil(page.table.simulateDrag(from: Self.path(1, 3), to: Self.path(1, 4)))
    }

    @MainActor
    func testAHandWrittenRowsNodeStillAnswersItsOwnDragsAndTheDropsOnItsRow() async {
        let log = CallLog()
        let spy = SpyNode("spy", log: log)
        spy.stub("itemsForBeginning", [DragItem(localObject: "spy")])
        spy.stub("dropSessionDidUpdate", TableViewDropProposal(operation: .copy))
        spy.stub("performDropWith", Self.path(1, 2))
        let page = Page(spy: spy)
        let content = page.outline
        log.removeAll()

        // Its own drag, dropped on its own row: the node's answers, in the node's coordinates.
        XCTAssertEqual(
            page.table.simulateDrag(from: Self.path(2, 2), to: Self.path(2, 2)), .dropped(placements: [Self.path(2, 2)])
        )
        XCTAssertEqual(
            log.entries(matching: ["itemsForBeginning", "dropSessionDidUpdate", "performDropWith"]),
            [
                "spy.itemsForBeginning([1, 2])", "spy.dropSessionDidUpdate(Optional([1, 2]))",
                "spy.performDropWith(Optional([1, 2]), [\"Optional([1, 2])\"])",
            ])

        // A described row dropped on its row: the row's node answers (it sees the described node's
        // paths), not canDropRow.
        log.removeAll()
        XCTAssertEqual(
            page.table.simulateDrag(from: Self.path(1, 3), to: Self.path(2, 2)), .dropped(placements: [Self.path(2, 2)])
        )
        XCTAssertEqual(
            log.entries(matching: ["dropSessionDidUpdate", "performDropWith"]),
            [
                "spy.dropSessionDidUpdate(Optional([1, 2]))",
                "spy.performDropWith(Optional([1, 2]), [\"Optional([0, 3])\"])",
            ])
        XCTAssertEqual(page.asked, [])
        XCTAssertEqual(page.outline, content)
        checkInvariants(ofTreeUnder: page.root)
    }

    /// Shows flat sections s (a, b) and t (c), asks for section s to become `waiting` with
    /// `setContent(_:) async` (flat, so diffed off the main actor; large, so still being diffed),
    /// drops c into a while that update waits, and returns the drop's outcome once the update
    /// has returned.
    @MainActor
    private func dropCIntoA(_ page: Page, whileWaitingFor waiting: [String]) async -> DropOutcome? {
        page.node.content = itemContent([("s", ["a", "b"]), ("t", ["c"])])
        let pending = Task { @MainActor in
            await page.node.setContent(itemContent([("s", waiting), ("t", ["c"])]))
        }
        // Let the task start its difference.
        await Task.yield()
        let outcome = page.table.simulateDrag(from: Self.path(2, 0), to: Self.path(1, 0))
        await pending.value
        return outcome
    }

    @MainActor
    func testADropDuringAnAsyncUpdateEditsThatUpdatesContentAndShowsIt() async {
        let page = Page()
        let newer = (0..<20_000).map { "new\($0)" }

        let outcome = await dropCIntoA(page, whileWaitingFor: ["a", "b"] + newer)

        XCTAssertEqual(outcome, .dropped(placements: [Self.path(1, 1)]))
        // Compared as one flag, so that a failure does not print 20,000 identifiers.
        XCTAssertTrue(page.shown(1) == ["a", "c", "b"] + newer, "the app's newer content, with the drop made in it")
        XCTAssertEqual(page.shown(2), [])
        XCTAssertTrue(page.node.isRowExpanded(withID: "a"))
        XCTAssertEqual(page.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testADropIntoARowTheWaitingContentNoLongerHasChangesNothingAndTheContentShows() async {
        let page = Page()
        let newer = (0..<20_000).map { "new\($0)" }

        // a is still shown, but the content the app asked for has no a.
        let outcome = await dropCIntoA(page, whileWaitingFor: ["b"] + newer)

        XCTAssertEqual(outcome, .dropped(placements: []))
        XCTAssertTrue(page.shown(1) == ["b"] + newer, "the app's newer content")
        XCTAssertEqual(page.shown(2), ["c"])
        XCTAssertFalse(page.node.isRowExpanded(withID: "a"))
        XCTAssertEqual(page.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: page.root)
    }

    @MainActor
    func testADropIntoAWaitingUpdateTheDuplicatePolicyRefusesChangesNothing() async {
        let page = Page()
        page.table.diagnostics.mode = .silent
        page.node.duplicatePolicy = .reject

        // The edited content has b twice: refused, as the update itself would have been.
        let outcome = await dropCIntoA(page, whileWaitingFor: ["a", "b", "b"] + (0..<20_000).map { "new\($0)" })

        XCTAssertEqual(outcome, .dropped(placements: [Self.path(2, 0)]))
        XCTAssertEqual(page.shown(1), ["a", "b"])
        XCTAssertEqual(page.shown(2), ["c"])
        XCTAssertFalse(page.node.isRowExpanded(withID: "a"), "the target keeps its expansion")
        XCTAssertEqual(page.table.diagnostics.reports.count, 1, "the duplicate is reported")
        checkInvariants(ofTreeUnder: page.root)
    }
}
