import CascadingTableDescribed
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Outline rows: the table shows the visible rows depth first, indented by depth; expansion is
/// kept by identifier through every change; each change is one batch.
final class OutlineExpansionTests: XCTestCase {
    /// a (expanded: a1, a2 (collapsed: a21)), b (collapsed: b1), c.
    private static var sample: [RowDescription] {
        [
            outlineRow("a", [itemRow("a1"), outlineRow("a2", [itemRow("a21")])]).expanded(),
            outlineRow("b", [itemRow("b1")]),
            itemRow("c"),
        ]
    }

    @MainActor
    func testTheTableShowsTheVisibleRowsDepthFirstIndentedByDepth() async {
        let fixture = OutlineListTable(Self.sample)

        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "b", "c"])
        XCTAssertEqual(fixture.indentations, [0, 1, 1, 0, 0])
        XCTAssertEqual(fixture.cell("a1")?.indentationLevel, 1)
        XCTAssertEqual(fixture.cell("a")?.outlineExpansion, true)
        XCTAssertEqual(fixture.cell("a2")?.outlineExpansion, false)
        XCTAssertNil(fixture.cell("a1")?.outlineExpansion, "a leaf has no disclosure")
        XCTAssertEqual(fixture.list.rowCount, 5)
        XCTAssertEqual(fixture.list.rows.map(\.id.description), ["a", "b", "c"], "rows are the top level")
        XCTAssertEqual(fixture.list.rows[0].childRows.map(\.id.description), ["a1", "a2"])
        XCTAssertEqual(fixture.list.expandedRowIDs, [DescribedID("a")])
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "a"))
        XCTAssertFalse(fixture.list.isRowExpanded(withID: "a2"))
        XCTAssertNil(fixture.list.indexPath(forRowID: "a21"), "a hidden row has no index path")
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testExpandingIsOneBatchInsertingTheRowsThatBecomeVisibleKeepingTheOtherCells() async {
        let fixture = OutlineListTable(Self.sample)
        let cells = ["a", "a1", "a2", "b", "c"].map { fixture.cell($0) }
        let batches = fixture.table.batchCount
        var outcome: Bool?

        fixture.list.expandRow(withID: "b") { outcome = $0 }

        XCTAssertEqual(outcome, true)
        XCTAssertEqual(fixture.table.batchCount, batches + 1)
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "b", "b1", "c"])
        XCTAssertEqual(fixture.indentations, [0, 1, 1, 0, 1, 0])
        for (id, cell) in zip(["a", "a1", "a2", "b", "c"], cells) {
            XCTAssertTrue(fixture.cell(id) === cell, "row \(id) keeps its cell")
        }
        XCTAssertEqual(fixture.cell("b")?.outlineExpansion, true, "the toggled row shows its new disclosure")
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testCollapsingDeletesTheDescendantsAndKeepsTheirOwnExpansion() async {
        let fixture = OutlineListTable(Self.sample)
        fixture.list.expandRow(withID: "a2")
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "a21", "b", "c"])
        let batches = fixture.table.batchCount

        fixture.list.collapseRow(withID: "a")

        XCTAssertEqual(fixture.table.batchCount, batches + 1)
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c"])
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "a2"), "a hidden row keeps its expansion")
        XCTAssertEqual(fixture.list.expandedRowIDs, [DescribedID("a2")])

        fixture.list.expandRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "a21", "b", "c"], "what was open is open again")
        XCTAssertEqual(fixture.indentations, [0, 1, 1, 2, 0, 0])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testExpandingAHiddenRowChangesNothingShownUntilItsParentOpens() async {
        let fixture = OutlineListTable([outlineRow("p", [outlineRow("q", [itemRow("r")])])])
        fixture.list.expandRow(withID: "q")
        XCTAssertEqual(fixture.shownIDs, ["p"])
        XCTAssertTrue(fixture.list.isRowExpanded(withID: "q"))
        fixture.list.expandRow(withID: "p")
        XCTAssertEqual(fixture.shownIDs, ["p", "q", "r"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testExpandingOrCollapsingTwiceChangesNothingAndSucceeds() async {
        let fixture = OutlineListTable(Self.sample)
        let batches = fixture.table.batchCount
        var outcomes: [Bool] = []

        fixture.list.expandRow(withID: "a") { outcomes.append($0) }
        fixture.list.collapseRow(withID: "b") { outcomes.append($0) }

        XCTAssertEqual(outcomes, [true, true])
        XCTAssertEqual(fixture.table.batchCount, batches)
    }

    @MainActor
    func testAnUnknownRowOrALeafChangesNothingIsReportedAndCompletesFalse() async {
        let fixture = OutlineListTable(Self.sample, strict: false)
        let batches = fixture.table.batchCount
        var outcomes: [Bool] = []

        fixture.list.expandRow(withID: "zz") { outcomes.append($0) }
        fixture.list.collapseRow(withID: "a1") { outcomes.append($0) }
        fixture.list.expandRow(withID: "a21") { outcomes.append($0) }

        XCTAssertEqual(outcomes, [false, false, false])
        XCTAssertEqual(fixture.table.batchCount, batches)
        XCTAssertEqual(
            fixture.table.diagnostics.reports.map(\.kind.name),
            [.unknownIdentifier, .ineffectiveCall, .ineffectiveCall])
        XCTAssertTrue(fixture.table.diagnostics.reports[1].message.contains("a1"))
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "b", "c"])
    }

    @MainActor
    func testAFlatListHasNoOutlineToExpand() async {
        let fixture = OutlineListTable([itemRow("x")], strict: false)
        var outcome: Bool?
        fixture.list.expandRow(withID: "x") { outcome = $0 }
        XCTAssertEqual(outcome, false)
        XCTAssertEqual(fixture.table.diagnostics.reports.map(\.kind.name), [.ineffectiveCall])
        fixture.list.expandedRowIDs = [DescribedID("x")]
        XCTAssertEqual(fixture.list.expandedRowIDs, [])
        XCTAssertEqual(fixture.indentations, [0])
    }

    @MainActor
    func testSettingExpandedRowIDsRestoresThemInOneBatchIgnoringUnknownRowsAndLeaves() async {
        let fixture = OutlineListTable(Self.sample)
        fixture.list.expandRow(withID: "a2")
        let saved = fixture.list.expandedRowIDs
        fixture.list.expandedRowIDs = []
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c"])
        let batches = fixture.table.batchCount

        fixture.list.expandedRowIDs = saved.union([DescribedID("b"), DescribedID("gone"), DescribedID("c")])

        XCTAssertEqual(fixture.table.batchCount, batches + 1)
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "a21", "b", "b1", "c"])
        XCTAssertEqual(fixture.list.expandedRowIDs, ["a", "a2", "b"].reduce(into: []) { $0.insert(DescribedID($1)) })
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testExpansionIsKeptThroughNewRowsAndAReload() async {
        let fixture = OutlineListTable(Self.sample)
        fixture.list.collapseRow(withID: "a")
        fixture.list.expandRow(withID: "b")

        // New rows: the same identifiers, "a" now described expanded, which a row the node has
        // already ignores; "d" is new and starts expanded.
        fixture.list.rows = [
            outlineRow("a", [itemRow("a1")]).expanded(),
            outlineRow("b", [itemRow("b1"), itemRow("b2")]),
            outlineRow("d", [itemRow("d1")]).expanded(),
        ]
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "b1", "b2", "d", "d1"])

        fixture.table.reloadData()
        fixture.table.layoutIfNeeded()
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "b1", "b2", "d", "d1"])
        XCTAssertEqual(fixture.cell("b")?.outlineExpansion, true)
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testARowThatLosesItsChildrenIsCollapsedAndALeafThatGetsChildrenStartsCollapsed() async {
        let fixture = OutlineListTable(Self.sample)
        fixture.list.rows = [itemRow("a"), outlineRow("c", [itemRow("c1")]).expanded()]
        XCTAssertEqual(fixture.shownIDs, ["a", "c"], "c was a leaf the node had: its flag is ignored")
        XCTAssertFalse(fixture.list.isRowExpanded(withID: "a"))
        XCTAssertNil(fixture.cell("a")?.outlineExpansion, "a is a leaf now, configured again")
        XCTAssertEqual(fixture.cell("c")?.outlineExpansion, false)
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testASubtreeMovedToAnotherParentMovesWithItsCellsAndExpansion() async {
        let fixture = OutlineListTable([
            outlineRow("a", [outlineRow("a1", [itemRow("x")]).expanded()]).expanded(),
            outlineRow("b", [itemRow("b1")]).expanded(),
        ])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "x", "b", "b1"])
        let movedCell = fixture.cell("a1")
        let childCell = fixture.cell("x")
        let batches = fixture.table.batchCount

        fixture.list.rows = [
            outlineRow("a", []),
            outlineRow("b", [itemRow("b1"), outlineRow("a1", [itemRow("x")])]),
        ]

        XCTAssertEqual(fixture.table.batchCount, batches + 1)
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "b1", "a1", "x"])
        XCTAssertEqual(fixture.indentations, [0, 0, 1, 1, 2])
        XCTAssertTrue(fixture.cell("a1") === movedCell, "the moved row keeps its cell")
        XCTAssertTrue(fixture.cell("x") === childCell, "and so does its visible child, one level deeper")
        XCTAssertEqual(fixture.cell("x")?.indentationLevel, 2)
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testATapTogglesARowWithChildrenBeforeItsOnSelectRuns() async {
        let seen = SeenExpansion()
        let fixture = OutlineListTable([
            outlineRow("p", [itemRow("q")]).onSelect { context in
                seen.values.append((context.node as? DescribedRowsDelegate)?.isRowExpanded(withID: "p") ?? false)
            },
            outlineRow("s", [itemRow("t")]).togglesOnSelect(false),
            itemRow("leaf"),
        ])

        _ = fixture.table.tapRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(fixture.shownIDs, ["p", "q", "s", "leaf"])
        XCTAssertEqual(seen.values, [true], "onSelect sees the row expanded")
        _ = fixture.table.tapRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(fixture.shownIDs, ["p", "s", "leaf"])
        XCTAssertEqual(seen.values, [true, false])

        _ = fixture.table.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(fixture.shownIDs, ["p", "s", "leaf"], "a row that opted out does not toggle")
        _ = fixture.table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(fixture.shownIDs, ["p", "s", "leaf"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testTheSnapshotShowsDepthAndExpansion() async {
        let fixture = OutlineListTable(Self.sample)
        let snapshot = tableSnapshot(of: fixture.table)
        XCTAssertTrue(snapshot.contains(#"[0, 0] 44pt "a" — expanded"#), snapshot)
        XCTAssertTrue(snapshot.contains(#"[0, 1] 44pt "a1" — indentation 1"#), snapshot)
        XCTAssertTrue(snapshot.contains(#"[0, 2] 44pt "a2" — indentation 1, collapsed"#), snapshot)
    }
}

/// What a row's closure saw, kept across the closure's calls.
@MainActor
final class SeenExpansion: Sendable {
    var values: [Bool] = []
}
