import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// The rows a described node keeps: a described table keeps its content's arrays as given until a
/// user moves a row (then the rows move into a tree), and goes back to the arrays with its next
/// content; every look-up agrees with the content in both layouts, empty sections included.
final class DescribedRowStoreTests: XCTestCase {
    /// Checks that `node` answers every row of `expected` (section identifiers and row identifiers,
    /// in order) at its place, by position and by identifier.
    @MainActor
    private func checkLookUps(
        _ node: DescribedTableDelegate, _ expected: [(String, [String])], _ message: String,
        line: UInt = #line
    ) {
        XCTAssertEqual(
            node.content.sections.map { $0.rows.map(\.id.description) }, expected.map(\.1), message, line: line)
        for (section, (_, rows)) in expected.enumerated() {
            for (row, id) in rows.enumerated() {
                let path = IndexPath(row: row, section: section)
                XCTAssertEqual(node.rowID(at: path)?.description, id, "\(message): row at \(path)", line: line)
                XCTAssertEqual(node.localIndexPath(forRowID: id), path, "\(message): place of \(id)", line: line)
                XCTAssertEqual(node.row(withID: id)?.id.description, id, "\(message): row \(id)", line: line)
            }
        }
        XCTAssertNil(node.localIndexPath(forRowID: "missing"), message, line: line)
    }

    @MainActor
    func testRowsAreFoundInBothLayoutsAcrossEmptySections() async {
        let spy = SpyNode("spy")
        spy.stub("canMoveRowAt", true)
        let sections: [(String, [RowDescription])] = [
            ("empty first", []), ("one", [itemRow("a"), RowDescription(id: "spy", node: spy)]), ("empty", []),
            ("two", [itemRow("b"), itemRow("c"), itemRow("d")]), ("empty last", []),
        ]
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: sections.map { SectionDescription(id: $0.0, rows: $0.1) }))
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()
        XCTAssertFalse(node.storeKeepsTree, "content is kept as given")
        checkLookUps(
            node,
            [
                ("empty first", []), ("one", ["a", "spy"]), ("empty", []), ("two", ["b", "c", "d"]), ("empty last", []),
            ], "as given")
        // Out of order: the finger jumps back and forth.
        XCTAssertEqual(node.rowID(at: IndexPath(row: 2, section: 3))?.description, "d")
        XCTAssertEqual(node.rowID(at: IndexPath(row: 0, section: 1))?.description, "a")
        XCTAssertEqual(node.rowID(at: IndexPath(row: 1, section: 3))?.description, "c")
        XCTAssertNil(node.rowID(at: IndexPath(row: 0, section: 2)), "an empty section has no row")
        checkInvariants(ofTreeUnder: root)

        // A user's move puts the rows in a tree.
        table.setEditing(true, animated: false)
        XCTAssertEqual(
            table.reorderRow(from: IndexPath(row: 1, section: 1), to: IndexPath(row: 3, section: 3)),
            IndexPath(row: 3, section: 3))
        checkInvariants(ofTreeUnder: root)
        XCTAssertTrue(node.storeKeepsTree, "a user's move puts the rows in a tree")
        checkLookUps(
            node,
            [("empty first", []), ("one", ["a"]), ("empty", []), ("two", ["b", "c", "d", "spy"]), ("empty last", [])],
            "in a tree after a move")
        XCTAssertEqual(
            table.reorderRow(from: IndexPath(row: 3, section: 3), to: IndexPath(row: 0, section: 2)),
            IndexPath(row: 0, section: 2))
        checkInvariants(ofTreeUnder: root)
        checkLookUps(
            node,
            [("empty first", []), ("one", ["a"]), ("empty", ["spy"]), ("two", ["b", "c", "d"]), ("empty last", [])],
            "after a second move")
        table.setEditing(false, animated: false)

        // New content: back to the arrays as given.
        node.content = itemContent([("two", ["d", "b"]), ("three", ["e"]), ("none", [])])
        table.layoutIfNeeded()
        checkInvariants(ofTreeUnder: root)
        XCTAssertFalse(node.storeKeepsTree, "new content is kept as given again")
        checkLookUps(node, [("two", ["d", "b"]), ("three", ["e"]), ("none", [])], "new content")
        XCTAssertEqual(table.numberOfSections, 3)
    }

    @MainActor
    func testAListKeepsItsRowsInATreeAndFindsThemAfterEdits() async {
        let list = DescribedRowsDelegate(rows: (0..<300).map { itemRow("r\($0)") })
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        XCTAssertTrue(list.storeKeepsTree, "a list given its rows keeps them in a tree")
        list.deleteRow(withID: "r10")
        list.insert(itemRow("new"), at: 150)
        list.moveRow(withID: "r0", to: 299)
        table.layoutIfNeeded()
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(
            list.localIndexPath(forRowID: "new"), IndexPath(row: 149, section: 0), "one row before it moved to the end")
        XCTAssertEqual(list.localIndexPath(forRowID: "r0"), IndexPath(row: 299, section: 0))
        XCTAssertEqual(list.rowID(at: IndexPath(row: 0, section: 0))?.description, "r1")
        XCTAssertNil(list.localIndexPath(forRowID: "r10"))
    }

    /// A row looked up twice in a row is found the second time without a walk of the tree; every
    /// edit (a move, a delete, an insert, a replacement) makes the next look-up walk again.
    @MainActor
    func testARowLookedUpAgainIsFoundWhereItIsAfterEachEdit() async {
        let list = DescribedRowsDelegate(rows: (0..<300).map { itemRow("r\($0)") })
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(list.localIndexPath(forRowID: "r5"), IndexPath(row: 5, section: 0))
        XCTAssertEqual(list.localIndexPath(forRowID: "r5"), IndexPath(row: 5, section: 0), "looked up again")
        // The move finds the row by the look-up kept; the row is elsewhere after it.
        list.moveRow(withID: "r5", to: 200)
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(list.localIndexPath(forRowID: "r5"), IndexPath(row: 200, section: 0), "after the move")
        list.deleteRow(withID: "r0")
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(list.localIndexPath(forRowID: "r5"), IndexPath(row: 199, section: 0), "after a delete before it")
        list.insert(itemRow("new"), at: 0)
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(list.localIndexPath(forRowID: "r5"), IndexPath(row: 200, section: 0), "after an insert")
        list.updateRow(itemRow("r5", version: 1))
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(list.localIndexPath(forRowID: "r5"), IndexPath(row: 200, section: 0), "after its update")
        XCTAssertEqual(list.localIndexPath(forRowID: "r6"), IndexPath(row: 5, section: 0), "r5 left")
        XCTAssertNil(list.localIndexPath(forRowID: "r0"), "a deleted row")
        table.layoutIfNeeded()
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 300)
    }

    /// A list filled at once while empty keeps the rows as given, until its first edit.
    @MainActor
    func testAListFilledWhileEmptyKeepsItsRowsAsGivenUntilAnEdit() async {
        let list = DescribedRowsDelegate()
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        list.insert(contentsOf: (0..<50).map { itemRow("r\($0)") }, at: 0)
        table.layoutIfNeeded()
        XCTAssertFalse(list.storeKeepsTree)
        XCTAssertEqual(list.localIndexPath(forRowID: "r49"), IndexPath(row: 49, section: 0))
        checkInvariants(ofTreeUnder: root)
        list.insert(itemRow("new"), at: 10)
        table.layoutIfNeeded()
        XCTAssertTrue(list.storeKeepsTree)
        checkInvariants(ofTreeUnder: root)
        XCTAssertEqual(list.localIndexPath(forRowID: "r49"), IndexPath(row: 50, section: 0))
        XCTAssertEqual(list.localIndexPath(forRowID: "new"), IndexPath(row: 10, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 51)
    }
}

/// What a row description keeps of its heights and settings, read back as they were set.
final class DescribedRowStorageTests: XCTestCase {
    func testHeightsReadBackAsSetIncludingNilAndZero() {
        var row = itemRow("a")
        XCTAssertNil(row.height)
        XCTAssertNil(row.estimatedHeight)
        row.height = 0
        row.estimatedHeight = 12.25
        XCTAssertEqual(row.height, 0)
        XCTAssertEqual(row.estimatedHeight, 12.25)
        row.height = nil
        XCTAssertNil(row.height)
        XCTAssertEqual(row.estimatedHeight, 12.25, "each height is kept on its own")
        XCTAssertEqual(itemRow("b").height(43.5).estimatedHeight(nil).height, 43.5)
        XCTAssertFalse(itemRow("c").reloadsOnChange)
        XCTAssertTrue(itemRow("c").reloadsOnChange().reloadsOnChange)
    }

    /// A row whose height goes from none to 0 changed: the table asks its height again.
    @MainActor
    func testAHeightSetToZeroFromNoneReloadsTheRow() async {
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [SectionDescription(id: "s", rows: [itemRow("a")])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let section = node.sectionRange?.lowerBound ?? 0
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: section)).height, 44, "no height: the table's")
        node.content = DescribedContent(sections: [SectionDescription(id: "s", rows: [itemRow("a").height(0)])])
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: section)).height, 0)
        checkInvariants(ofTreeUnder: root)
    }
}
