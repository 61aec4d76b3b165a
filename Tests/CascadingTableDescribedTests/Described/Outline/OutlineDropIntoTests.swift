import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A user's drop of a described row into another (`DescribedRowsDelegate.canDropRow`), through
/// the headless table's simulated drag and, for drags the content changes under, the calls a host
/// (UIKit, through the bridge) makes.
final class OutlineDropIntoTests: XCTestCase {
    /// a (expanded: a1 (expanded: a1x), a2), b (collapsed: b1).
    private static var sample: [RowDescription] {
        [
            outlineRow("a", [outlineRow("a1", [itemRow("a1x")]).expanded(), itemRow("a2")]).expanded(),
            outlineRow("b", [itemRow("b1")]),
        ]
    }

    /// The fixture with drags on, and the list asking `decide`, recording each question.
    @MainActor
    private static func dropping(
        _ rows: [RowDescription] = sample, strict: Bool = true,
        decide: @escaping (String, String) -> Bool = { _, _ in true }
    ) -> (fixture: OutlineListTable, asked: () -> [String]) {
        let fixture = OutlineListTable(rows, strict: strict)
        fixture.table.dragInteractionEnabled = true
        var asked: [String] = []
        fixture.list.canDropRow = { row, newParent in
            asked.append("\(row)→\(newParent)")
            return decide(row.description, newParent.description)
        }
        return (fixture, { asked })
    }

    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @MainActor
    func testAnAcceptedDropMovesTheRowWithItsShownSubtreeUnderTheTargetInOneBatch() async {
        let (fixture, asked) = Self.dropping()
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a1x", "a2", "b"])
        let cells = ["a1", "a1x"].map(fixture.cell)
        let batches = fixture.table.batchCount

        // The finger lets go over b, the row shown at 4.
        let outcome = fixture.table.simulateDrag(from: Self.row(1), to: Self.row(4))

        XCTAssertEqual(asked(), ["a1→b", "a1→b"], "asked for the proposal, and again at the drop")
        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "b", "b1", "a1", "a1x"], "b expanded, a1 its last child")
        XCTAssertEqual(outcome, .dropped(placements: [Self.row(4)]), "the item lands on the row's new place")
        XCTAssertEqual(fixture.table.batchCount, batches + 1, "the move and the expansion are one batch")
        XCTAssertTrue(fixture.cell("a1") === cells[0] && fixture.cell("a1x") === cells[1], "moves keep cells")
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "a1"), "the row keeps its expansion")
        XCTAssertEqual(fixture.indentations, [0, 1, 0, 1, 1, 2])
        XCTAssertEqual(fixture.list.rows.map(\.id.description), ["a", "b"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testTheProposalIsAMoveIntoTheRowAndADropOnTheRowsOwnParentMakesItTheLastChild() async {
        let (fixture, _) = Self.dropping()
        let session = DragSession()
        let items = fixture.table.hostDragItems(forBeginning: session, at: Self.row(1))
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(
            items.first?.localObject as? DescribedID, DescribedID("a1"), "the item carries the row's identifier")
        let drop = DropSession(items: items, localDragSession: session)

        let proposal = fixture.root.tableView(
            fixture.table, dropSessionDidUpdate: drop, withDestinationIndexPath: Self.row(0))
        XCTAssertEqual(proposal, TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath))
        let placed = fixture.table.hostPerformDrop(
            of: [(items[0], Self.row(1))], at: Self.row(0), proposal: proposal, session: drop)

        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "a1", "a1x", "b"], "a1 is a's last child now")
        XCTAssertEqual(placed.map(\.row), [Self.row(2)])
        XCTAssertEqual(
            fixture.root.tableView(fixture.table, dropSessionDidUpdate: drop, withDestinationIndexPath: Self.row(5)),
            TableViewDropProposal(operation: .cancel), "past the last row there is no row to drop into")
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testADropTheAppDeclinesIsForbiddenAndChangesNothing() async {
        let (fixture, asked) = Self.dropping { _, newParent in newParent != "b" }
        let batches = fixture.table.batchCount

        XCTAssertEqual(fixture.table.simulateDrag(from: Self.row(3), to: Self.row(4)), .cancelled(.forbidden))

        XCTAssertEqual(asked(), ["a2→b"])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a1x", "a2", "b"])
        XCTAssertFalse(fixture.list.isRowExpanded(withID: "b"), "the target is not expanded")
        XCTAssertEqual(fixture.table.batchCount, batches)
        XCTAssertEqual(fixture.table.diagnostics.reports, [], "a user's gesture is no programmer's error")
    }

    @MainActor
    func testADropIntoTheRowItselfOrItsDescendantIsForbiddenWithoutAskingTheApp() async {
        let (fixture, asked) = Self.dropping()

        XCTAssertEqual(fixture.table.simulateDrag(from: Self.row(0), to: Self.row(2)), .cancelled(.forbidden))
        XCTAssertEqual(fixture.table.simulateDrag(from: Self.row(0), to: Self.row(3)), .cancelled(.forbidden))
        XCTAssertEqual(fixture.table.simulateDrag(from: Self.row(1), to: Self.row(1)), .cancelled(.forbidden))
        XCTAssertEqual(asked(), [])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a1x", "a2", "b"])

        // A row below the dragged one that is not under it, and a row's own ancestor, are fine.
        XCTAssertEqual(
            fixture.table.simulateDrag(from: Self.row(2), to: Self.row(0)), .dropped(placements: [Self.row(3)]))
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "a1x", "b"])
        XCTAssertNil(fixture.cell("a1")?.outlineExpansion, "a1 lost its only child: a leaf")
        XCTAssertEqual(
            fixture.table.simulateDrag(from: Self.row(1), to: Self.row(4)), .dropped(placements: [Self.row(5)]))
        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "a1x", "b", "b1", "a1"])
        XCTAssertEqual(asked(), ["a1x→a", "a1x→a", "a1→b", "a1→b"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testNoDragStartsFromADescribedRowUntilTheAppDecidesDrops() async {
        let fixture = OutlineListTable(Self.sample)
        fixture.table.dragInteractionEnabled = true

        XCTAssertNil(fixture.table.simulateDrag(from: Self.row(1), to: Self.row(4)))

        fixture.list.canDropRow = { _, _ in true }
        XCTAssertNotNil(fixture.table.simulateDrag(from: Self.row(3), to: Self.row(4)))
        fixture.list.canDropRow = nil
        XCTAssertNil(fixture.table.simulateDrag(from: Self.row(1), to: Self.row(4)))
    }

    @MainActor
    func testRowsGoneDuringTheDragAndItemsFromElsewhereChangeNothing() async {
        let (fixture, asked) = Self.dropping()
        let session = DragSession()
        let items = fixture.table.hostDragItems(forBeginning: session, at: Self.row(3))
        let drop = DropSession(items: items, localDragSession: session)
        let accepted = TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)

        // The app deletes the dragged row (a2) while the finger is down: unknown from now on.
        fixture.list.deleteRow(withID: "a2")
        XCTAssertEqual(
            fixture.root.tableView(fixture.table, dropSessionDidUpdate: drop, withDestinationIndexPath: Self.row(3)),
            TableViewDropProposal(operation: .cancel))
        let placed = fixture.table.hostPerformDrop(
            of: [(items[0], Self.row(3))], at: Self.row(3), proposal: accepted, session: drop)
        XCTAssertTrue(placed.isEmpty)
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a1x", "b"])

        // An item carrying a row's identifier but made elsewhere (another app) is not this list's
        // drag, even after a drag of that row: the default answer.
        XCTAssertEqual(fixture.table.simulateDrag(from: Self.row(1), to: Self.row(2)), .cancelled(.forbidden))
        let foreign = [DragItem(localObject: DescribedID("a1"))]
        XCTAssertEqual(fixture.table.simulateDrop(items: foreign, at: Self.row(3)), .cancelled(.cancel))

        // Nor is the list's own item once its drag ended, whoever keeps it.
        let ended = DragSession()
        let kept = fixture.table.hostDragItems(forBeginning: ended, at: Self.row(1))
        fixture.root.tableView(fixture.table, dragSessionDidEnd: ended)
        XCTAssertEqual(fixture.table.simulateDrop(items: kept, at: Self.row(3)), .cancelled(.cancel))
        XCTAssertEqual(asked(), [])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a1x", "b"])
        XCTAssertEqual(fixture.table.diagnostics.reports, [])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testADropIntoARowOfAFlatListMakesItAnOutline() async {
        let (fixture, asked) = Self.dropping([itemRow("x"), itemRow("y"), itemRow("z")])
        let cell = fixture.cell("z")

        XCTAssertEqual(
            fixture.table.simulateDrag(from: Self.row(2), to: Self.row(0)), .dropped(placements: [Self.row(1)]))

        XCTAssertEqual(asked(), ["z→x", "z→x"])
        XCTAssertEqual(fixture.shownIDs, ["x", "z", "y"])
        XCTAssertEqual(fixture.indentations, [0, 1, 0])
        XCTAssertEqual(fixture.cell("x")?.outlineExpansion, true, "the target shows its new child")
        XCTAssertTrue(fixture.cell("z") === cell)
        checkInvariants(ofTreeUnder: fixture.root)
    }
}
