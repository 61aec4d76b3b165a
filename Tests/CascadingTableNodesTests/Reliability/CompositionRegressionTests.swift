import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Library bugs the mixed-tree model check found, each pinned by a test that failed before its fix.
final class CompositionRegressionTests: XCTestCase {
    /// A range in section 1 and a row alone in section 0: the row's leaf and the range's leaves.
    @MainActor
    private func makeTree(_ log: CallLog) -> (TableView, CascadingRootTableDelegate) {
        let table = TableView()
        let range = CascadingRangeTableDelegate(
            index: 0, childDelegates: [SpyNode("r0", log: log), SpyNode("r1", log: log)])
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("a0", log: log)]),
                CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("b0", log: log), range]),
            ])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        return (table, root)
    }

    /// A row-mode node told of a move whose source is in another section routes that source by
    /// its row number alone: here a row of the range in section 1 hears of a move it is not part
    /// of, with a source path that reads as its own row.
    @MainActor
    func testAMoveFromAnotherSectionReachesOnlyTheDestinationsLeaf() async throws {
        let log = CallLog()
        let (table, root) = makeTree(log)
        root.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        XCTAssertEqual(
            log.entries(matching: ["moveRowAt"]).map { $0.components(separatedBy: ".moveRowAt").first ?? "" },
            ["a0", "r1"], "the source's leaf, then the destination's: \(log.entries)")
    }

    /// `targetIndexPathForMoveFromRowAt` from a range's row to another section: the proposal goes
    /// into the range unchanged (it is not in the range's section) but comes back out as if it
    /// were local, so the default answer (the proposal itself) lands in the range's section.
    @MainActor
    func testAProposalInAnotherSectionComesBackUnchanged() async throws {
        let log = CallLog()
        let (table, root) = makeTree(log)
        let proposal = IndexPath(row: 1, section: 0)
        XCTAssertEqual(
            root.tableView(
                table, targetIndexPathForMoveFromRowAt: IndexPath(row: 2, section: 1), toProposedIndexPath: proposal),
            proposal)
    }

    /// After a reorder that moves a row from one range to another, the table asks no count, so
    /// the range parents keep routing by the counts from before the move.
    @MainActor
    func testRoutingFollowsAReorderBetweenRanges() async throws {
        let first = ListNode(["a", "b"])
        let second = ListNode(["c"])
        final class MovingRoot: CascadingRootTableDelegate {
            var move: () -> Void = {}
            override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
                move()
            }
        }
        let root = MovingRoot(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [first, second])])
        root.move = {
            first.items.removeFirst()
            second.items.append("a")
        }
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        table.isEditing = true
        XCTAssertEqual(
            table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
            IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            root.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)).text, "c",
            "row 1 is now the second list's first row")
    }
}
