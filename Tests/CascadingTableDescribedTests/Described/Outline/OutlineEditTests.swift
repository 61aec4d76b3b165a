import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Outline rows edited by identifier at any depth, duplicates anywhere in the outline, outlines in
/// a described table's sections, and outlines too deep or too wide for recursion.
final class OutlineEditTests: XCTestCase {
    /// a (expanded: a1, a2), b (collapsed: b1).
    private static var sample: [RowDescription] {
        [outlineRow("a", [itemRow("a1"), itemRow("a2")]).expanded(), outlineRow("b", [itemRow("b1")])]
    }

    @MainActor
    func testEditsByIdentifierFindRowsAtAnyDepth() async {
        let fixture = OutlineListTable(Self.sample)
        var outcomes: [Bool] = []

        fixture.list.deleteRow(withID: "a1") { outcomes.append($0) }
        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "b"])
        fixture.list.updateRow(itemRow("a2", version: 1)) { outcomes.append($0) }
        XCTAssertEqual((fixture.cell("a2") as? ItemCell)?.item?.version, 1)
        fixture.list.deleteRow(withID: "b1") { outcomes.append($0) }
        XCTAssertEqual(fixture.list.rows[1].childRows.count, 0, "a hidden row is deleted too")
        XCTAssertNil(fixture.cell("b")?.outlineExpansion, "b is a leaf now")
        fixture.list.insert(itemRow("top"), at: 0) { outcomes.append($0) }
        XCTAssertEqual(fixture.shownIDs, ["top", "a", "a2", "b"])

        XCTAssertEqual(outcomes, [true, true, true, true])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testInsertingUnderAParentKeepsItsExpansion() async {
        let fixture = OutlineListTable(Self.sample)

        fixture.list.insert(itemRow("a0"), underRowWithID: DescribedID("a"), at: 0)
        XCTAssertEqual(fixture.shownIDs, ["a", "a0", "a1", "a2", "b"])
        fixture.list.insert(contentsOf: [itemRow("b2"), itemRow("b3")], underRowWithID: DescribedID("b"), at: 1)
        XCTAssertEqual(fixture.shownIDs, ["a", "a0", "a1", "a2", "b"], "b is collapsed")
        fixture.list.expandRow(withID: "b")
        XCTAssertEqual(fixture.shownIDs, ["a", "a0", "a1", "a2", "b", "b1", "b2", "b3"])
        fixture.list.insert(itemRow("x"), underRowWithID: DescribedID("a2"), at: 0)
        XCTAssertEqual(fixture.cell("a2")?.outlineExpansion, false, "a leaf that gets children is collapsed")
        fixture.list.insert(itemRow("end"), underRowWithID: nil, at: 2)
        XCTAssertEqual(fixture.list.rows.map(\.id.description), ["a", "b", "end"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testInsertingChildrenIntoAFlatListMakesItAnOutline() async {
        let fixture = OutlineListTable([itemRow("x"), itemRow("y")])
        fixture.list.insert(itemRow("x1"), underRowWithID: DescribedID("x"), at: 0)
        XCTAssertEqual(fixture.shownIDs, ["x", "y"])
        fixture.list.expandRow(withID: "x")
        XCTAssertEqual(fixture.shownIDs, ["x", "x1", "y"])
        XCTAssertEqual(fixture.indentations, [0, 1, 0])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testMovingUnderAnotherParentKeepsTheCellAndRefusesCycles() async {
        let fixture = OutlineListTable(Self.sample, strict: false)
        fixture.list.expandRow(withID: "b")
        let cell = fixture.cell("a1")
        var outcomes: [Bool] = []

        fixture.list.moveRow(withID: "a1", underRowWithID: DescribedID("b"), at: 1) { outcomes.append($0) }
        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "b", "b1", "a1"])
        XCTAssertTrue(fixture.cell("a1") === cell)
        fixture.list.moveRow(withID: "b1", to: 1) { outcomes.append($0) }
        XCTAssertEqual(fixture.shownIDs, ["a", "a2", "b", "a1", "b1"], "a move among siblings")
        fixture.list.moveRow(withID: "a2", underRowWithID: nil, at: 2) { outcomes.append($0) }
        XCTAssertEqual(fixture.list.rows.map(\.id.description), ["a", "b", "a2"])
        XCTAssertEqual(outcomes, [true, true, true])
        XCTAssertEqual(fixture.table.diagnostics.reports, [])

        fixture.list.moveRow(withID: "b", underRowWithID: DescribedID("a1"), at: 0) { outcomes.append($0) }
        fixture.list.moveRow(withID: "b", underRowWithID: DescribedID("b"), at: 0) { outcomes.append($0) }
        fixture.list.moveRow(withID: "a1", underRowWithID: DescribedID("nope"), at: 0) { outcomes.append($0) }
        fixture.list.moveRow(withID: "nope", underRowWithID: nil, at: 0) { outcomes.append($0) }
        fixture.list.moveRow(withID: "a1", underRowWithID: DescribedID("a"), at: 5) { outcomes.append($0) }
        fixture.list.moveRow(withID: "a1", to: 7) { outcomes.append($0) }
        XCTAssertEqual(outcomes, [true, true, true, false, false, false, false, false, false])
        XCTAssertEqual(
            fixture.table.diagnostics.reports.map(\.kind.name),
            [
                .invalidIndexPath, .invalidIndexPath, .unknownIdentifier, .unknownIdentifier, .invalidIndexPath,
                .invalidIndexPath,
            ])
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "a1", "b1", "a2"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testBadEditsOfAnOutlineChangeNothingAndAreReported() async {
        let fixture = OutlineListTable(Self.sample, strict: false)
        var outcomes: [Bool] = []

        fixture.list.insert(itemRow("b1"), underRowWithID: DescribedID("a"), at: 0) { outcomes.append($0) }
        fixture.list.insert(outlineRow("n", [itemRow("n"), itemRow("m")]), at: 0) { outcomes.append($0) }
        fixture.list.insert(itemRow("k"), underRowWithID: DescribedID("zz"), at: 0) { outcomes.append($0) }
        fixture.list.insert(itemRow("k"), underRowWithID: DescribedID("a"), at: 3) { outcomes.append($0) }
        fixture.list.deleteRow(withID: "zz") { outcomes.append($0) }
        fixture.list.updateRow(itemRow("zz")) { outcomes.append($0) }

        XCTAssertEqual(outcomes, [false, false, false, false, false, false])
        XCTAssertEqual(
            fixture.table.diagnostics.reports.map(\.kind.name),
            [
                .duplicateIdentifier, .duplicateIdentifier, .unknownIdentifier, .invalidIndexPath, .unknownIdentifier,
                .unknownIdentifier,
            ])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "b"])
    }

    @MainActor
    func testADuplicateAnywhereInTheOutlineIsDroppedWithItsChildrenAndNamesBothPlaces() async {
        let fixture = OutlineListTable(
            [
                outlineRow("a", [itemRow("x"), outlineRow("b", [itemRow("y")])]).expanded(),
                outlineRow("x", [itemRow("z")]),
            ], strict: false)

        XCTAssertEqual(fixture.shownIDs, ["a", "x", "b"])
        let reports = fixture.table.diagnostics.reports
        XCTAssertEqual(reports.map(\.kind.name), [.duplicateIdentifier])
        XCTAssertEqual(
            reports.first?.message,
            "Duplicate row identifier x at row 1 of section 0, first at child 0 of row a; the later one was "
                + "dropped, with its children.")
        XCTAssertFalse(fixture.list.rows.contains { $0.id == DescribedID("x") })
        fixture.list.expandRow(withID: "b")
        XCTAssertEqual(fixture.shownIDs, ["a", "x", "b", "y"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testWithTheRejectPolicyADuplicateAtDepthRefusesTheUpdate() async {
        let fixture = OutlineListTable(Self.sample, strict: false)
        fixture.list.duplicatePolicy = .reject
        var outcome: Bool?

        fixture.list.setRows([outlineRow("a", [itemRow("q")]), outlineRow("b", [itemRow("q")])]) { outcome = $0 }

        XCTAssertEqual(outcome, false)
        XCTAssertEqual(fixture.table.diagnostics.reports.map(\.kind.name), [.duplicateIdentifier])
        XCTAssertEqual(fixture.shownIDs, ["a", "a1", "a2", "b"])
        XCTAssertEqual(fixture.list.rows[0].childRows.map(\.id.description), ["a1", "a2"])
    }

    @MainActor
    func testADescribedTableShowsAnOutlineInEachSection() async {
        let node = DescribedTableDelegate {
            SectionDescription(id: "one") {
                outlineRow("a", [itemRow("a1")]).expanded()
                itemRow("b")
            }
            SectionDescription(id: "two") {
                outlineRow("c", [outlineRow("c1", [itemRow("c11")])])
            }
        }
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 1)

        node.expandRow(withID: "c")
        node.expandRow(withID: "c1")
        XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        XCTAssertEqual(node.indexPath(forRowID: "c11"), IndexPath(row: 2, section: 1))
        XCTAssertEqual(root.tableView(table, indentationLevelForRowAt: IndexPath(row: 2, section: 1)), 2)
        XCTAssertEqual(node.content.sections[1].rows[0].childRows[0].childRows.map(\.id.description), ["c11"])

        // The subtree moves to the first section, keeping its expansion.
        node.content = DescribedContent {
            SectionDescription(id: "one") {
                outlineRow("a", [itemRow("a1"), outlineRow("c1", [itemRow("c11")])])
                itemRow("b")
            }
            SectionDescription(id: "two") {
                outlineRow("c", [itemRow("c2")])
            }
        }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(node.indexPath(forRowID: "c11"), IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        checkInvariants(ofTreeUnder: root)

        await node.setContent(DescribedContent { SectionDescription(id: "one") { itemRow("b") } })
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(node.expandedRowIDs, [])
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testAnOutlineTenThousandDeepIsShownAndToggledWithoutRecursion() async {
        var row = itemRow("9999")
        for depth in stride(from: 9_998, through: 0, by: -1) {
            row = outlineRow("\(depth)", [row]).expanded()
        }
        let fixture = OutlineListTable([row])
        XCTAssertEqual(fixture.list.rowCount, 10_000)
        XCTAssertEqual(fixture.list.row(at: 9_999)?.id, DescribedID("9999"))
        XCTAssertEqual(
            fixture.root.tableView(fixture.table, indentationLevelForRowAt: IndexPath(row: 9_999, section: 0)), 9_999)
        fixture.list.collapseRow(withID: "5000")
        XCTAssertEqual(fixture.list.rowCount, 5_001)
        fixture.list.deleteRow(withID: "9999")
        fixture.list.expandRow(withID: "5000")
        XCTAssertEqual(fixture.list.rowCount, 9_999)
    }

    @MainActor
    func testAHundredThousandSiblingsAreLaidOutAndToggled() async {
        // Not in a table: the table's own cost of inserting 100,000 rows is another test's.
        let children = (0..<100_000).map { itemRow("c\($0)") }
        let list = DescribedRowsDelegate(rows: [outlineRow("p", children), itemRow("end")])
        XCTAssertEqual(list.rowCount, 2)
        list.expandRow(withID: "p")
        XCTAssertEqual(list.rowCount, 100_002)
        XCTAssertEqual(list.localIndexPath(forRowID: "end"), IndexPath(row: 100_001, section: 0))
        XCTAssertEqual(list.row(at: 50_001)?.id, DescribedID("c50000"))
        list.collapseRow(withID: "p")
        XCTAssertEqual(list.rowCount, 2)
        XCTAssertEqual(list.localIndexPath(forRowID: "end"), IndexPath(row: 1, section: 0))
    }

    func testChildrenCanBeGivenAsAnArrayOrWithTheBuilder() {
        let fromArray = itemRow("a").children([itemRow("b"), itemRow("c")])
        let fromBuilder = itemRow("a").children {
            itemRow("b")
            itemRow("c")
        }
        XCTAssertEqual(fromArray.childRows.map(\.id), fromBuilder.childRows.map(\.id))
        XCTAssertEqual(fromBuilder.childRows.count, 2)
    }
}
