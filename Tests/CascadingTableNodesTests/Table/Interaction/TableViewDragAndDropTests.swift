import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Drag and drop: UIKit's call order for local drags and drops from outside, reordering by drag,
/// routing in a tree, and bad input.
final class TableViewDragAndDropTests: XCTestCase {
    private static let dragKeys: Set<String> = [
        "itemsForBeginning", "itemsForAddingTo", "dragSessionWillBegin", "dragSessionDidEnd", "canHandle",
        "dropSessionDidEnter", "dropSessionDidUpdate", "dropSessionDidExit", "dropSessionDidEnd", "performDropWith",
        "moveRowAt", "targetIndexPathForMoveFromRowAt", "canMoveRowAt",
    ]

    @MainActor
    private func makeTable(_ log: CallLog, rows: [Int] = [3, 2]) -> (TableView, [SpyNode], CascadingRootTableDelegate) {
        let spies = rows.enumerated().map { SpyNode("s\($0.offset)", log: log).rows($0.element) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: spies)
        let table = TableView()
        root.prepare(tableView: table)
        table.dragInteractionEnabled = true
        table.layoutIfNeeded()
        log.removeAll()
        return (table, spies, root)
    }

    @MainActor
    func testTheRootServesDragAndDropButNothingHappensUntilEnabled() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        XCTAssertTrue(table.dragDelegate === root)
        XCTAssertTrue(table.dropDelegate === root)
        table.dragInteractionEnabled = false
        spies[0].stub("itemsForBeginning", [DragItem()])
        XCTAssertNil(table.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        XCTAssertNil(table.simulateDrop(items: [DragItem()], at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(log.entries, [])
        XCTAssertFalse(TableView().dragInteractionEnabled)
    }

    @MainActor
    func testALocalCopyDropCallsBothSidesInUIKitsOrderAndEachNodeSeesItsOwnRows() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        spies[0].stub("itemsForBeginning", [DragItem(localObject: "a")])
        spies[1].stub(
            "dropSessionDidUpdate", TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        spies[1].stub("performDropWith", IndexPath(row: 1, section: 1))
        XCTAssertEqual(
            table.simulateDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1)),
            .dropped(placements: [IndexPath(row: 1, section: 1)]))
        XCTAssertEqual(
            log.entries(matching: Self.dragKeys),
            [
                "s0.itemsForBeginning([0, 1])", "s0.dragSessionWillBegin(1)", "s0.canHandle(1)",
                "s0.dropSessionDidEnter()", "s1.dropSessionDidEnter()", "s1.dropSessionDidUpdate(Optional([1, 1]))",
                "s1.performDropWith(Optional([1, 1]), [\"Optional([0, 1])\"])", "s0.dropSessionDidEnd()",
                "s1.dropSessionDidEnd()", "s0.dragSessionDidEnd(1)",
            ], "the session calls reach the node that gave the items; the drop calls the destination's node")
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testAMoveWithInsertIntentOfAMovableRowIsAReorderThroughMoveRowAt() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log, rows: [4])
        spies[0].stub("itemsForBeginning", [DragItem(localObject: "a")])
        spies[0].stub("canMoveRowAt", true)
        spies[0].stub(
            "dropSessionDidUpdate", TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            table.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
            .moved(to: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(
            log.entries(matching: Self.dragKeys).suffix(6),
            [
                "s0.dropSessionDidUpdate(Optional([0, 2]))", "s0.canMoveRowAt([0, 0])",
                "s0.targetIndexPathForMoveFromRowAt([0, 0], [0, 2])", "s0.moveRowAt([0, 0], [0, 2])",
                "s0.dropSessionDidEnd()", "s0.dragSessionDidEnd(1)",
            ], "no performDropWith for a reorder")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell, "the row moved with its cell")

        spies[0].stub("canMoveRowAt", false)
        XCTAssertEqual(
            table.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
            .dropped(placements: []), "a row that cannot move goes to performDropWith")
        spies[0].stub("canMoveRowAt", true)
        spies[0].stub("targetIndexPathForMoveFromRowAt", IndexPath(row: 9, section: 0))
        XCTAssertEqual(
            table.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0)),
            .cancelled(.move), "a target that is no position is reported")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.invalidIndexPath(IndexPath(row: 9, section: 0))])
        spies[0].stub("targetIndexPathForMoveFromRowAt", IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            table.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)),
            .moved(to: IndexPath(row: 0, section: 0)), "the delegate kept the row in place: nothing moves")
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testADropFromOutsideHasNoLocalSessionAndNoSourceRows() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        spies[0].stub("dropSessionDidUpdate", TableViewDropProposal(operation: .copy))
        let items = [DragItem(localObject: 1, typeIdentifiers: ["public.plain-text"])]
        XCTAssertEqual(table.simulateDrop(items: items, at: IndexPath(row: 3, section: 0)), .dropped(placements: []))
        XCTAssertEqual(log.entries(matching: ["performDropWith"]), ["s0.performDropWith(Optional([0, 3]), [\"nil\"])"])
        let session = DropSession(items: items)
        XCTAssertNil(session.localDragSession)
        XCTAssertTrue(session.hasItemsConforming(toTypeIdentifiers: ["public.image", "public.plain-text"]))
        XCTAssertFalse(session.hasItemsConforming(toTypeIdentifiers: ["public.image"]))
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testCancelledRefusedAndOutsideDrops() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        let row = IndexPath(row: 0, section: 0)
        XCTAssertEqual(table.simulateDrop(items: [DragItem()], at: row), .cancelled(.cancel), "the default proposal")
        spies[0].stub("dropSessionDidUpdate", TableViewDropProposal(operation: .forbidden))
        XCTAssertEqual(table.simulateDrop(items: [DragItem()], at: row), .cancelled(.forbidden))
        log.removeAll()
        XCTAssertEqual(table.simulateDrop(items: [DragItem()], at: nil), .cancelled(.cancel))
        XCTAssertEqual(
            log.entries(matching: Self.dragKeys),
            [
                "s0.canHandle(1)", "s0.dropSessionDidEnter()", "s1.dropSessionDidEnter()", "s0.dropSessionDidExit()",
                "s1.dropSessionDidExit()", "s0.dropSessionDidEnd()", "s1.dropSessionDidEnd()",
            ], "a nil destination reaches no node's update, and the session exits before it ends")
        for spy in spies { spy.stub("canHandle", false) }
        log.removeAll()
        XCTAssertEqual(table.simulateDrop(items: [DragItem()], at: row), .refused)
        XCTAssertEqual(log.entries, ["s0.canHandle(1)", "s1.canHandle(1)"], "every child said no")
        table.dropDelegate = nil
        XCTAssertEqual(table.simulateDrop(items: [DragItem()], at: row), .refused)
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testSeveralRowsAndADropAtTheEndOfARangeInARowModeSection() async {
        let log = CallLog()
        let first = SpyNode("first", log: log)
        let range = SpyNode("range", log: log).rowRange(2)
        first.stub("itemsForBeginning", [DragItem()])
        range.stub("itemsForAddingTo", [DragItem(), DragItem()])
        range.stub("dropSessionDidUpdate", TableViewDropProposal(operation: .copy))
        range.stub("performDropWith", IndexPath(row: 2, section: 0))
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, range])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.dragInteractionEnabled = true
        table.layoutIfNeeded()
        log.removeAll()
        XCTAssertEqual(
            table.simulateDrag(
                from: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], to: IndexPath(row: 3, section: 0)),
            .dropped(placements: [
                IndexPath(row: 3, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 3, section: 0),
            ]))
        XCTAssertEqual(
            log.entries(matching: Self.dragKeys),
            [
                "first.itemsForBeginning([0, 0])", "range.itemsForAddingTo([0, 1], (160.0, 110.0))",
                "first.dragSessionWillBegin(3)", "first.canHandle(3)", "first.dropSessionDidEnter()",
                "range.dropSessionDidEnter()", "range.dropSessionDidUpdate(Optional([0, 2]))",
                "range.performDropWith(Optional([0, 2]), [\"Optional([0, -1])\", \"Optional([0, 1])\", \"Optional([0, 1])\"])",
                "first.dropSessionDidEnd()", "range.dropSessionDidEnd()", "first.dragSessionDidEnd(3)",
            ], "one past the end goes to the range, local; a row outside the range is outside its local numbering")
    }

    @MainActor
    func testBadInputIsReportedAndStartsNothing() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        XCTAssertNil(table.simulateDrag(from: IndexPath(row: 0, section: 0), to: nil), "no items: no drag")
        spies[0].stub("itemsForBeginning", [DragItem()])
        XCTAssertNil(table.simulateDrag(from: [], to: nil))
        XCTAssertNil(table.simulateDrag(from: IndexPath(row: 7, section: 0), to: nil))
        XCTAssertNil(table.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0)))
        XCTAssertNil(table.simulateDrop(items: [], at: IndexPath(indexes: [0])))
        XCTAssertNil(table.simulateDrop(items: [], at: IndexPath(row: 0, section: 5)))
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind),
            [
                .invalidIndexPath(IndexPath(row: 7, section: 0)), .invalidIndexPath(IndexPath(row: 4, section: 0)),
                .invalidIndexPath(IndexPath(indexes: [0])), .invalidIndexPath(IndexPath(row: 0, section: 5)),
            ])
        XCTAssertEqual(log.entries(matching: Self.dragKeys), ["s0.itemsForBeginning([0, 0])"])
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testSessionCallsNoChildAnsweredReachNoChildAndAnEmptyNodeTakesDrops() async {
        let log = CallLog()
        let child = SpyNode("c", log: log)
        let node = PropagatingTableDelegate(index: 0, childDelegates: [child])
        let table = TableView()
        let session = DragSession()
        node.tableView(table, dragSessionWillBegin: session)
        node.tableView(table, dragSessionDidEnd: session)
        XCTAssertEqual(
            node.tableView(table, dropSessionDidUpdate: DropSession(items: []), withDestinationIndexPath: nil),
            TableViewDropProposal(operation: .cancel))
        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(
            PropagatingTableDelegate(index: 0, childDelegates: []).tableView(table, canHandle: DropSession(items: [])))
        let wired = CascadingBareTableDelegate(index: 0, childDelegates: [], tableView: table)
        XCTAssertTrue(
            table.dragDelegate === wired && table.dropDelegate === wired, "the protocol initializer wires them")
    }
}
