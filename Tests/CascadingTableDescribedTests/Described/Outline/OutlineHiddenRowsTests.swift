import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

// Testable: the cost of a look-up is read from the outline's count of rows visited, and the table
// of hidden rows itself.
@testable import CascadingTableDescribed

/// The table of hidden rows: a hidden row is found by following its parents up to a row shown, not
/// by a walk of the outline; a toggle keeps the table for the rows it shows or hides; a fully
/// expanded outline keeps no entry.
final class OutlineHiddenRowsTests: XCTestCase {
    /// `top` collapsed rows "t0"…, each with `middle` collapsed children "t0.m0"…, each with three
    /// leaves "t0.m0.l0"…: 10 × 100 × 4 + 10 rows when asked with the defaults.
    private static func bigOutline(top: Int = 10, middle: Int = 100) -> [RowDescription] {
        (0..<top).map { t in
            outlineRow(
                "t\(t)",
                (0..<middle).map { m in
                    outlineRow("t\(t).m\(m)", (0..<3).map { itemRow("t\(t).m\(m).l\($0)") })
                })
        }
    }

    /// The rows the outline's look-ups and walks read while `body` runs.
    @MainActor
    private static func rowsVisited(by list: DescribedRowsDelegate, _ body: () -> Void) -> Int {
        let before = list.outline?.rowsVisited ?? 0
        body()
        return (list.outline?.rowsVisited ?? 0) - before
    }

    @MainActor
    func testTogglingAHiddenRowReadsItsAncestorsNotTheOutline() async {
        let fixture = OutlineListTable(Self.bigOutline())
        XCTAssertEqual(fixture.shownIDs.count, 10)
        XCTAssertEqual(fixture.list.outline?.hiddenPlaces.count, 4_000)
        var outcomes: [Bool] = []

        // t7.m60 is hidden under t7, its parent shown: two rows read (the row and its parent).
        let expanding = Self.rowsVisited(by: fixture.list) {
            fixture.list.expandRow(withID: "t7.m60") { outcomes.append($0) }
        }
        XCTAssertEqual(expanding, 2)
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "t7.m60"))
        // A leaf under it: found (three rows read), and reported as a leaf.
        fixture.table.diagnostics.mode = .silent
        let leaf = Self.rowsVisited(by: fixture.list) {
            fixture.list.collapseRow(withID: "t7.m60.l2") { outcomes.append($0) }
        }
        XCTAssertEqual(leaf, 3)
        // An unknown identifier reads nothing.
        let unknown = Self.rowsVisited(by: fixture.list) {
            fixture.list.expandRow(withID: "gone") { outcomes.append($0) }
        }
        XCTAssertEqual(unknown, 0)
        XCTAssertEqual(outcomes, [true, false, false])
        XCTAssertEqual(fixture.shownIDs.count, 10, "nothing shown changed")

        // Shown, t7 shows t7.m60 open: its leaves follow it.
        fixture.list.expandRow(withID: "t7")
        XCTAssertEqual(fixture.shownIDs.count, 113)
        let place = fixture.shownIDs.firstIndex(of: "t7.m60")
        XCTAssertEqual(
            place.map { Array(fixture.shownIDs[$0...($0 + 3)]) }, ["t7.m60", "t7.m60.l0", "t7.m60.l1", "t7.m60.l2"])
        // The 100 + 3 rows shown left the table; the rest stay.
        XCTAssertEqual(fixture.list.outline?.hiddenPlaces.count, 4_000 - 103)
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testCollapsingAShownRowNotesTheRowsItHidesAndKeepsTheDeeperOnes() async {
        // a (expanded) [b (expanded) [c (collapsed) [d [e]], f], g]
        let fixture = OutlineListTable([
            outlineRow(
                "a",
                [
                    outlineRow("b", [outlineRow("c", [outlineRow("d", [itemRow("e")]).expanded()]), itemRow("f")])
                        .expanded(),
                    itemRow("g"),
                ]
            ).expanded()
        ])
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c", "f", "g"])
        let places = { fixture.list.outline?.hiddenPlaces ?? [:] }
        XCTAssertEqual(places()[DescribedID("d")], HiddenPlace(parent: DescribedID("c"), index: 0))
        XCTAssertEqual(places()[DescribedID("e")], HiddenPlace(parent: DescribedID("d"), index: 0))
        XCTAssertEqual(places().count, 2)

        fixture.list.collapseRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a"])
        XCTAssertEqual(places()[DescribedID("b")], HiddenPlace(parent: DescribedID("a"), index: 0))
        XCTAssertEqual(places()[DescribedID("g")], HiddenPlace(parent: DescribedID("a"), index: 1))
        XCTAssertEqual(places()[DescribedID("f")], HiddenPlace(parent: DescribedID("b"), index: 1))
        XCTAssertEqual(places()[DescribedID("d")], HiddenPlace(parent: DescribedID("c"), index: 0), "kept")
        XCTAssertEqual(places().count, 6)
        checkInvariants(ofTreeUnder: fixture.root)

        // e is four deep under a: found through d, c, b and a.
        let visited = Self.rowsVisited(by: fixture.list) {
            XCTAssertEqual(fixture.list.outlineRow(withID: DescribedID("e"))?.id, DescribedID("e"))
        }
        XCTAssertEqual(visited, 5)
        // Opening c while hidden changes no place: its rows stay hidden, under it.
        fixture.list.expandRow(withID: "c")
        XCTAssertEqual(places().count, 6)
        fixture.list.expandRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertTrue(places().isEmpty)
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testAFullyExpandedOutlineKeepsNoHiddenRows() async {
        let rows = Self.bigOutline(top: 3, middle: 5).map { top in
            top.expanded().children(top.childRows.map { $0.expanded() })
        }
        let fixture = OutlineListTable(rows)
        XCTAssertEqual(fixture.shownIDs.count, 3 * (1 + 5 * 4))
        XCTAssertEqual(fixture.list.outline?.hiddenPlaces.isEmpty, true)
        // An entry of the table is two slots of 16 bytes (Outlines.md, "What it costs").
        XCTAssertEqual(MemoryLayout<HiddenPlace>.stride, 16)
        XCTAssertEqual(MemoryLayout<DescribedID>.stride, 16)
        fixture.list.collapseRow(withID: "t1")
        XCTAssertEqual(fixture.list.outline?.hiddenPlaces.count, 20)
        fixture.list.expandRow(withID: "t1")
        XCTAssertEqual(fixture.list.outline?.hiddenPlaces.isEmpty, true)
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testHiddenRowsAfterADroppedDuplicateAreFoundAtTheirIndexAmongTheRowsKept() async {
        // Under collapsed p: x, a duplicate of x (dropped), y; y is child 1 of the rows kept.
        let fixture = OutlineListTable(
            [outlineRow("p", [itemRow("x"), itemRow("x"), outlineRow("y", [itemRow("z")])])], strict: false)
        XCTAssertEqual(fixture.table.diagnostics.reports.map(\.kind.name), [.duplicateIdentifier])
        XCTAssertEqual(
            fixture.list.outline?.hiddenPlaces[DescribedID("y")], HiddenPlace(parent: DescribedID("p"), index: 1))
        checkInvariants(ofTreeUnder: fixture.root)
        let visited = Self.rowsVisited(by: fixture.list) { fixture.list.expandRow(withID: "y") }
        XCTAssertEqual(visited, 2)
        fixture.list.expandRow(withID: "p")
        XCTAssertEqual(fixture.shownIDs, ["p", "x", "y", "z"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testADescribedTableFindsHiddenRowsInEverySection() async {
        let table = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: Self.bigOutline(top: 2, middle: 3)),
                SectionDescription(id: "t", rows: [outlineRow("u", [outlineRow("v", [itemRow("w")])])]),
            ]))
        let visited = Self.rowsVisited(by: table) { table.expandRow(withID: "v") }
        XCTAssertEqual(visited, 2)
        XCTAssertTrue(table.isRowExpanded(withID: "v"))
        table.expandRow(withID: "u")
        XCTAssertEqual(table.currentContent.sections[1].rows.map(\.id), ["u", "v", "w"].map(DescribedID.init))
        checkInvariants(ofTreeUnder: table)
    }
}

extension OutlineHiddenRowsTests {
    /// The rows a described table's outline visits while `body` runs.
    @MainActor
    private static func rowsVisited(by table: DescribedTableDelegate, _ body: () -> Void) -> Int {
        let before = table.outline?.rowsVisited ?? 0
        body()
        return (table.outline?.rowsVisited ?? 0) - before
    }
}
