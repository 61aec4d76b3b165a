import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

// Testable: the rows' stamps (depth, disclosure) are set by hand below, to reach the depths where
// they saturate without an outline 65,000 levels deep.
@testable import CascadingTableDescribed

/// Each outline row is kept once: the store's expanded rows keep no children (the rows shown after
/// them are), and what asks for the content as given gets it put back together; hidden rows are
/// found by identifier (through the table of hidden rows: OutlineHiddenRowsTests).
final class OutlineRowsKeptOnceTests: XCTestCase {
    /// a (expanded) [b (collapsed) [c], d (expanded) [e]], f.
    private static let given = [
        outlineRow("a", [outlineRow("b", [itemRow("c")]), outlineRow("d", [itemRow("e")]).expanded()]).expanded(),
        itemRow("f"),
    ]

    /// The rows as nested identifiers: "a(b(c) d(e))".
    private static func shape(_ rows: [RowDescription]) -> String {
        rows.map { row in row.childRows.isEmpty ? "\(row.id)" : "\(row.id)(\(shape(row.childRows)))" }
            .joined(separator: " ")
    }

    @MainActor
    func testTheRowsReadBackAreTheRowsGivenWhateverIsExpanded() async {
        let fixture = OutlineListTable(Self.given)
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "d", "e", "f"])
        XCTAssertEqual(Self.shape(fixture.list.rows), "a(b(c) d(e)) f")
        XCTAssertEqual(fixture.list.row(withID: "a").map { Self.shape([$0]) }, "a(b(c) d(e))")
        XCTAssertEqual(fixture.list.row(at: 2).map { Self.shape([$0]) }, "d(e)")
        XCTAssertEqual(fixture.list.row(withID: "b").map { Self.shape([$0]) }, "b(c)")

        fixture.list.expandRow(withID: "b")
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(Self.shape(fixture.list.rows), "a(b(c) d(e)) f")
        fixture.list.collapseRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a", "f"])
        XCTAssertEqual(Self.shape(fixture.list.rows), "a(b(c) d(e)) f")
        XCTAssertEqual(fixture.list.row(withID: "a").map { Self.shape([$0]) }, "a(b(c) d(e))")
        fixture.list.expandRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c", "d", "e", "f"], "b and d kept their expansion")
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testADescribedTableGivesItsContentBackWithTheChildrenOfItsExpandedRows() async {
        let table = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: Self.given), SectionDescription(id: "t", rows: [itemRow("g")]),
            ]))
        XCTAssertEqual(table.content.sections.map { Self.shape($0.rows) }, ["a(b(c) d(e)) f", "g"])
        table.collapseRow(withID: "d")
        XCTAssertEqual(table.content.sections.map { Self.shape($0.rows) }, ["a(b(c) d(e)) f", "g"])
        XCTAssertFalse(table.isRowExpanded(withID: "d"))
        checkInvariants(ofTreeUnder: table)
    }

    @MainActor
    func testHiddenRowsAreFoundByIdentifier() async {
        let fixture = OutlineListTable(Self.given, strict: false)
        fixture.list.collapseRow(withID: "a")
        var outcomes: [Bool] = []

        // d and b are hidden under a; c is hidden under b, a leaf.
        fixture.list.collapseRow(withID: "d") { outcomes.append($0) }
        fixture.list.expandRow(withID: "b") { outcomes.append($0) }
        fixture.list.expandRow(withID: "c") { outcomes.append($0) }
        fixture.list.expandRow(withID: "gone") { outcomes.append($0) }

        XCTAssertEqual(outcomes, [true, true, false, false])
        XCTAssertEqual(
            fixture.table.diagnostics.reports.map(\.kind.name), [.ineffectiveCall, .unknownIdentifier])
        XCTAssertEqual(
            fixture.list.expandedRowIDs, Set(["b"].map(DescribedID.init)), "a collapsed, d collapsed, b expanded")
        XCTAssertEqual(fixture.shownIDs, ["a", "f"], "nothing shown changed")
        fixture.list.expandRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c", "d", "f"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testSettingExpandedRowIDsFindsHiddenRowsWithChildren() async {
        let fixture = OutlineListTable(Self.given)
        fixture.list.collapseRow(withID: "a")

        // b is hidden with children; c is a hidden leaf; f a shown leaf.
        fixture.list.expandedRowIDs = Set(["a", "b", "c", "f", "gone"].map(DescribedID.init))

        XCTAssertEqual(fixture.list.expandedRowIDs, Set(["a", "b"].map(DescribedID.init)))
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "c", "d", "f"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    @MainActor
    func testNewContentKeepsTheExpansionOfTheRowsTheNodeHadHiddenOrShown() async {
        let fixture = OutlineListTable(Self.given)
        fixture.list.collapseRow(withID: "a")
        // b (hidden, collapsed) and f (a leaf the node has) get children described as expanded:
        // the node has them, so they stay collapsed; n is new and starts expanded.
        fixture.list.rows = [
            outlineRow("a", [outlineRow("b", [itemRow("c")]).expanded()]).expanded(),
            outlineRow("f", [itemRow("f1")]).expanded(),
            outlineRow("n", [itemRow("n1")]).expanded(),
        ]
        XCTAssertEqual(fixture.shownIDs, ["a", "f", "n", "n1"])
        fixture.list.expandRow(withID: "a")
        XCTAssertEqual(fixture.shownIDs, ["a", "b", "f", "n", "n1"])
        checkInvariants(ofTreeUnder: fixture.root)
    }

    /// A row shown with its stamps, as the store keeps it.
    private func shown(_ id: String, depth: UInt16, expanded: Bool = false, children: [RowDescription] = [])
        -> RowDescription
    {
        var row = itemRow(id)
        row.children = children
        row.depthValue = depth
        if expanded {
            // An expanded row has children, kept or shown after it.
            row.outlineFlags.insert([.shownExpanded, .hasChildren])
        }
        return row
    }

    func testRegroupingPutsTheRowsShownUnderEachExpandedRowBackAsItsChildren() {
        let top = UInt16(3)
        let rows = [
            shown("a", depth: top, expanded: true), shown("b", depth: top + 1),
            shown("c", depth: top + 1, expanded: true), shown("d", depth: top + 2),
            shown("e", depth: top + 1, children: [itemRow("hidden")]), shown("f", depth: top),
        ]
        let given = OutlineLayout.regrouped(rows)
        XCTAssertEqual(Self.shape(given), "a(b c(d) e(hidden)) f")
        var depths: [UInt16] = []
        var expanded = 0
        OutlinePath.visit(given) { row, _ in
            depths.append(row.depthValue)
            if row.outlineFlags.contains(.shownExpanded) { expanded += 1 }
            return true
        }
        XCTAssertEqual(depths, Array(repeating: 0, count: 7), "the stamps are taken off")
        XCTAssertEqual(expanded, 0)
    }

    func testBelowTheDeepestStampedDepthAnExpandedRowKeepsItsChildrenAndTheRowsShownUnderItAreSkipped() {
        // Beyond `deepestRegroupedDepth` stamps saturate: an expanded row there keeps its children
        // (as the layout leaves it), and the rows shown under it, all stamped `UInt16.max`, are
        // read from those children, not from the rows after it.
        let deep = UInt16(OutlineLayout.deepestRegroupedDepth)
        let keptChildren = [outlineRow("y", [itemRow("z")])]
        let rows = [
            shown("w", depth: deep, expanded: true),
            shown("x", depth: deep + 1, expanded: true, children: keptChildren),
            shown("y", depth: .max, expanded: true, children: [itemRow("z")]),
            shown("z", depth: .max), shown("v", depth: deep),
        ]
        XCTAssertEqual(Self.shape(OutlineLayout.regrouped(rows)), "w(x(y(z))) v")
    }

    func testTheLayoutKeepsAnExpandedRowsChildrenOnlyWhereTheStampsCannotTellItsRowsApart() {
        let layout = OutlineLayout(
            DescribedContent(sections: [SectionDescription(id: "s", rows: Self.given)]), policy: .keepFirst
        ) { _ in nil }
        let visible = layout.visible.sections[0].rows
        XCTAssertEqual(visible.map(\.id.description), ["a", "b", "d", "e", "f"])
        XCTAssertEqual(visible.map(\.childStorage.count), [0, 1, 0, 0, 0], "b is collapsed: it keeps c")
        XCTAssertEqual(layout.outline?.rowCount, 6)
    }
}
