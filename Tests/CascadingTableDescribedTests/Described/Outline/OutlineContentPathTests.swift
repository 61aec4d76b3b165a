import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

// Testable: the layout's index of its rows and the plan made from it are compared with the plan
// made by checking and indexing the rows shown again, as updates of flat content are.
@testable import CascadingTableDescribed

/// New content for an outline: the layout indexes every row once, the update plan matches the rows
/// shown through that index (no second duplicate check), and the rows are kept as given until an
/// edit or a toggle needs them in a tree.
final class OutlineContentPathTests: XCTestCase {
    @MainActor
    func testOneParentsChildrenReorderedBesideAnUnchangedParentMoveWithTheirCellsInOneBatch() async {
        let fixture = OutlineListTable([
            outlineRow("a", [itemRow("a1"), itemRow("a2"), itemRow("a3")]).expanded(),
            outlineRow("b", [itemRow("b1"), itemRow("b2")]).expanded(),
        ])
        let cells = ["a2", "b1", "b2"].map { fixture.cell($0) }
        let batches = fixture.table.batchCount

        fixture.list.rows = [
            outlineRow("a", [itemRow("a1"), itemRow("a2", version: 1), itemRow("a3")]),
            outlineRow("b", [itemRow("b2"), itemRow("b1")]),
        ]

        XCTAssertEqual(fixture.table.batchCount, batches + 1)
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "a3", "b", "b2", "b1"])
        XCTAssertEqual(fixture.indentations, [0, 1, 1, 1, 0, 1, 1])
        XCTAssertTrue(fixture.cell("a2") === cells[0], "a changed row keeps its cell, configured again")
        XCTAssertEqual((fixture.cell("a2") as? ItemCell)?.item?.version, 1)
        XCTAssertTrue(fixture.cell("b1") === cells[1], "reordered rows move with their cells")
        XCTAssertTrue(fixture.cell("b2") === cells[2])
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "a"), "expansion is kept by identity")
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testARowMovedToAnotherParentKeepsItsCollapsedSubtreeWhichItsExpansionShowsLater() async {
        let fixture = OutlineListTable([
            outlineRow("a", [outlineRow("a1", [itemRow("x"), outlineRow("y", [itemRow("z")]).expanded()])])
                .expanded(),
            outlineRow("b", [itemRow("b1")]).expanded(),
        ])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "b", "b1"])
        let movedCell = fixture.cell("a1")

        fixture.list.rows = [
            outlineRow("a", [itemRow("a0")]),
            outlineRow("b", [itemRow("b1"), outlineRow("a1", [itemRow("x"), outlineRow("y", [itemRow("z")])])]),
        ]

        XCTAssertEqual(fixture.shownIDs, ["a", "a0", "b", "b1", "a1"])
        XCTAssertTrue(fixture.cell("a1") === movedCell, "the moved row keeps its cell")
        XCTAssertFalse(fixture.list.isRowExpanded(withID: "a1"), "and stays collapsed")
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "y"), "a hidden row keeps its own expansion")
        fixture.list.expandRow(withID: "a1")
        XCTAssertEqual(fixture.shownIDs, ["a", "a0", "b", "b1", "a1", "x", "y", "z"])
        XCTAssertEqual(fixture.indentations, [0, 1, 0, 1, 1, 2, 2, 3])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testADuplicateAddedUnderAnUnchangedParentIsDroppedAndNamesTheFirstPlaceShownOrHidden() async {
        let fixture = OutlineListTable(
            [
                outlineRow("a", [itemRow("a1"), itemRow("a2")]).expanded(),
                outlineRow("c", [itemRow("c1")]),
                outlineRow("b", [itemRow("b1")]).expanded(),
            ], strict: false)
        let cell = fixture.cell("a2")

        fixture.list.rows = [
            outlineRow("a", [itemRow("a1"), itemRow("a2")]),
            outlineRow("c", [itemRow("c1")]),
            outlineRow("b", [itemRow("b1"), itemRow("a2"), itemRow("c1"), itemRow("b2")]),
        ]

        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "c", "b", "b1", "b2"])
        XCTAssertTrue(fixture.cell("a2") === cell, "the first row with the identifier stays where it was")
        XCTAssertEqual(
            fixture.table.diagnostics.reports.map(\.message),
            [
                "Duplicate row identifier a2 at child 1 of row b, first at child 1 of row a; the later one was "
                    + "dropped, with its children.",
                "Duplicate row identifier c1 at child 2 of row b, first at child 0 of row c; the later one was "
                    + "dropped, with its children.",
            ])
        fixture.list.expandRow(withID: "c")
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "c", "c1", "b", "b1", "b2"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testADuplicateOfATopLevelRowInAnotherSectionNamesItsSection() async {
        let layout = OutlineLayout(
            DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("x")]),
                SectionDescription(id: "t", rows: [itemRow("p"), outlineRow("q", [itemRow("p")])]),
            ]), policy: .keepFirst
        ) { _ in true }

        XCTAssertEqual(
            layout.reports.map(\.message),
            [
                "Duplicate row identifier p at child 0 of row q, first at row 0 of section 1; the later one was "
                    + "dropped, with its children."
            ])
        XCTAssertEqual(layout.visible.sections.map { $0.rows.map(\.id.description) }, [["x"], ["p", "q"]])
        XCTAssertEqual(layout.rows.shownPosition(of: DescribedID("p")), 1, "positions count every section's rows")
        XCTAssertEqual(layout.rows.shownPosition(of: DescribedID("q")), 2)
    }

    @MainActor
    func testTheLayoutsIndexGivesEveryShownRowsPositionAndNoneForHiddenOrUnknownRows() async {
        for ids in [["a", "b", "c", "d", "e", "f", "g"], ["10", "11", "12", "13", "14", "15", "16"]] {
            // Integer identifiers are kept in an array, others hashed: both answer the same.
            func row(_ index: Int, _ children: [RowDescription] = []) -> RowDescription {
                let id = ids[index]
                let row =
                    Int(id).map { RowDescription(id: $0, cell: ItemCell.self, viewModel: Item(title: id)) }
                    ?? itemRow(id)
                return row.children(children)
            }
            let layout = OutlineLayout(
                DescribedContent(sections: [
                    SectionDescription(id: "s", rows: [row(0, [row(1), row(2, [row(3)])]), row(4)]),
                    SectionDescription(id: "t", rows: [row(5, [row(6)])]),
                ]), policy: .keepFirst
            ) { id in id == DescribedID(ids[0]) || id == DescribedID(Int(ids[0]) ?? -1) }
            let positions = ids.map { id in
                layout.rows.shownPosition(of: Int(id).map { DescribedID($0) } ?? DescribedID(id))
            }
            XCTAssertEqual(positions, [0, 1, 2, nil, 3, 4, nil], "\(ids)")
            XCTAssertNil(layout.rows.shownPosition(of: DescribedID("unknown")))
            XCTAssertNil(layout.rows.shownPosition(of: DescribedID(99)))
        }
    }

    @MainActor
    func testThePlanFromTheLayoutsIndexEqualsThePlanThatChecksAndIndexesTheRowsAgain() async {
        var random = SeededGenerator(seed: 0x0C_0417)
        for step in 0..<200 {
            let old = OutlineLayout(Self.randomOutline(using: &random), policy: .keepFirst) { _ in nil }
            let new = OutlineLayout(Self.randomOutline(using: &random), policy: .keepFirst) { _ in nil }
            let indexed = DescribedUpdatePlan(from: old.visible, toLaidOut: new.visible) {
                new.rows.shownPosition(of: $0)
            }
            let checked = DescribedUpdatePlan(from: old.visible, to: new.visible, policy: .keepFirst)
            XCTAssertEqual(indexed.changes, checked.changes, "step \(step)")
            XCTAssertEqual(indexed.rowsNeedingCells.map(\.id), checked.rowsNeedingCells.map(\.id), "step \(step)")
            XCTAssertTrue(checked.reports.isEmpty, "a laid-out outline has no duplicates")
        }
    }

    /// Two sections of up to 12 rows three levels deep, identifiers drawn from 0..<30 (so that some
    /// repeat, and are dropped), some collapsed.
    private static func randomOutline(using random: inout SeededGenerator) -> DescribedContent {
        func rows(depth: Int) -> [RowDescription] {
            (0..<Int.random(in: 0...(depth == 0 ? 6 : 3), using: &random)).map { _ in
                let id = Int.random(in: 0..<30, using: &random)
                var row = RowDescription(
                    id: id, cell: ItemCell.self,
                    viewModel: Item(title: "\(id)", version: Int.random(in: 0...1, using: &random)))
                if depth < 2 && Bool.random(using: &random) {
                    row = row.children(rows(depth: depth + 1)).expanded(Bool.random(using: &random))
                }
                return row
            }
        }
        return DescribedContent(sections: [
            SectionDescription(id: "s", rows: rows(depth: 0)), SectionDescription(id: "t", rows: rows(depth: 0)),
        ])
    }

    @MainActor
    func testTheRowsShownOfAMostlyHiddenSectionTakeNoMoreThanTwiceTheRoomTheyNeed() async {
        let layout = OutlineLayout(
            DescribedContent(sections: [
                SectionDescription(id: "s", rows: [outlineRow("p", (0..<200).map { itemRow("c\($0)") }), itemRow("q")])
            ]), policy: .keepFirst
        ) { _ in false }
        let shown = layout.visible.sections[0].rows
        XCTAssertEqual(shown.map(\.id.description), ["p", "q"])
        XCTAssertLessThanOrEqual(shown.capacity, 2 * shown.count, "room for the 202 rows is given back")
    }

    @MainActor
    func testNewOutlineContentIsKeptAsGivenUntilAToggleMovesItIntoATree() async {
        let fixture = OutlineListTable([outlineRow("a", [itemRow("a1")]), itemRow("b")])
        fixture.list.rows = [outlineRow("a", [itemRow("a1"), itemRow("a2")]), itemRow("b"), itemRow("c")]
        XCTAssertFalse(fixture.list.storeKeepsTree, "new content is shown by a diff: no tree needed")

        fixture.list.expandRow(withID: "a")

        XCTAssertTrue(fixture.list.storeKeepsTree, "a toggle edits the rows in a tree")
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "b", "c"])
        fixture.list.deleteRow(withID: "a1")
        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "b", "c"])
        checkInvariants(ofTreeUnder: fixture.root)
    }
}
