import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// Expanding and collapsing outline rows of a `DescribedTableDelegate`: each toggle names its rows
/// to the table from the section's edit log (no diff of the content), in the section it is in,
/// as one batch; toggles in several sections, a reload and new content join one batch.
final class OutlineTableToggleTests: XCTestCase {
    /// A described table after one hand-written section: sections "s" (a flat row), "t" (an
    /// outline) and "u" (another outline).
    @MainActor
    private func makeTable() -> (
        node: DescribedTableDelegate, table: BatchCountingTableView, root: CascadingRootTableDelegate
    ) {
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("flat")]),
                SectionDescription(
                    id: "t",
                    rows: [
                        outlineRow("a", [outlineRow("a1"), outlineRow("a2", [outlineRow("a2x")])]),
                        outlineRow("b", (1...5).map { outlineRow("b\($0)") }),
                    ]),
                SectionDescription(id: "u", rows: [outlineRow("c", [outlineRow("c1")])]),
            ]))
        let (table, root) = makeDescribedTable(node, before: 1, after: 0)
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        return (node, table, root)
    }

    /// The identifiers the table shows in table section `section`.
    @MainActor
    private func shown(_ node: DescribedTableDelegate, _ table: TableView, section: Int) -> [String] {
        (0..<table.numberOfRows(inSection: section)).map {
            node.rowID(at: IndexPath(row: $0, section: section))?.description ?? "?"
        }
    }

    @MainActor
    func testAToggleInALaterSectionInsertsAndDeletesItsRowsThereInOneBatch() async {
        let (node, table, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        let batches = table.batchCount
        let cellA = node.cell(forRowID: "a")
        var results: [Bool] = []

        node.expandRow(withID: "a") { results.append($0) }

        XCTAssertEqual(table.batchCount, batches + 1)
        XCTAssertEqual(shown(node, table, section: 2), ["a", "a1", "a2", "b"])
        XCTAssertEqual(
            (0..<4).map { root.tableView(table, indentationLevelForRowAt: IndexPath(row: $0, section: 2)) },
            [0, 1, 1, 0])
        XCTAssertTrue(node.cell(forRowID: "a") === cellA, "the toggled row keeps its cell")
        XCTAssertEqual(node.cell(forRowID: "a")?.outlineExpansion, true)
        checkInvariants(ofTreeUnder: root)

        node.expandRow(withID: "a2") { results.append($0) }
        node.collapseRow(withID: "a") { results.append($0) }

        XCTAssertEqual(shown(node, table, section: 2), ["a", "b"])
        XCTAssertEqual(shown(node, table, section: 3), ["c"])
        XCTAssertEqual(node.cell(forRowID: "a")?.outlineExpansion, false)
        XCTAssertEqual(results, [true, true, true])
        checkInvariants(ofTreeUnder: root)

        node.expandRow(withID: "a")
        XCTAssertEqual(shown(node, table, section: 2), ["a", "a1", "a2", "a2x", "b"], "a2 stayed expanded")
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testAToggleAboveTheReloadThresholdNamesItsRowsInsteadOfReplacingTheSections() async {
        // A diff above the threshold replaces the node's sections (every cell new); a toggle
        // names its rows from the edit log, so the cells on screen stay.
        let (node, table, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        node.reloadThreshold = 2
        let cells = ["flat", "a", "b", "c"].map { node.cell(forRowID: $0) }
        XCTAssertFalse(cells.contains { $0 == nil })

        node.expandRow(withID: "b")

        XCTAssertEqual(shown(node, table, section: 2), ["a", "b", "b1", "b2", "b3", "b4", "b5"])
        for (id, cell) in zip(["flat", "a", "b", "c"], cells) {
            XCTAssertTrue(node.cell(forRowID: id) === cell, "\(id) keeps its cell")
        }
        checkInvariants(ofTreeUnder: root)
    }

    @MainActor
    func testTogglesInSeveralSectionsWithAReloadAndNewContentJoinOneBatch() async {
        let (node, table, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        let batches = table.batchCount
        let cellFlat = node.cell(forRowID: "flat")
        var results: [Bool] = []

        table.performBatchUpdates {
            node.expandRow(withID: "c") { results.append($0) }
            node.expandRow(withID: "b") { results.append($0) }
            XCTAssertTrue(node.reloadRow(withID: "b2"))
            node.collapseRow(withID: "b") { results.append($0) }
            node.expandRow(withID: "a") { results.append($0) }
            XCTAssertEqual(table.numberOfRows(inSection: 2), 2, "the table shows the old rows until the batch ends")
            checkInvariants(ofTreeUnder: root)
        }

        XCTAssertEqual(table.batchCount, batches + 1)
        XCTAssertEqual(results, [true, true, true, true])
        XCTAssertEqual(shown(node, table, section: 1), ["flat"])
        XCTAssertEqual(shown(node, table, section: 2), ["a", "a1", "a2", "b"])
        XCTAssertEqual(shown(node, table, section: 3), ["c", "c1"])
        XCTAssertTrue(node.cell(forRowID: "flat") === cellFlat)
        checkInvariants(ofTreeUnder: root)

        // Toggles, then new content in the same batch: the batch is a diff from the rows shown,
        // rebuilt from the edit logs.
        table.performBatchUpdates {
            node.collapseRow(withID: "a") { results.append($0) }
            node.expandRow(withID: "b") { results.append($0) }
            var content = node.content
            content.sections.swapAt(0, 2)
            content.sections[1].rows.removeFirst()
            node.setContent(content) { results.append($0) }
            checkInvariants(ofTreeUnder: root)
        }

        XCTAssertEqual(table.batchCount, batches + 2)
        XCTAssertEqual(results.suffix(3), [true, true, true])
        XCTAssertEqual(shown(node, table, section: 1), ["c", "c1"])
        XCTAssertEqual(shown(node, table, section: 2), ["b", "b1", "b2", "b3", "b4", "b5"])
        XCTAssertEqual(shown(node, table, section: 3), ["flat"])
        XCTAssertTrue(node.cell(forRowID: "flat") === cellFlat, "the flat row moved with its section")
        checkInvariants(ofTreeUnder: root)
    }
}
