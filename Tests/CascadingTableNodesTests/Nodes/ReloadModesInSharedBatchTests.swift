import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// What the table shows: each section's rows, by the text of the cells the data source makes for
/// them (every row, not only the visible ones).
@MainActor
func shownNames(_ table: TableView) -> [[String]] {
    guard let source = table.dataSource else { return [] }
    return (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map {
            source.tableView(table, cellForRowAt: IndexPath(row: $0, section: section)).text ?? "?"
        }
    }
}

/// What the tree has: each section's rows, by the names of its row nodes, ranges flattened.
@MainActor
func treeNames(_ root: any CascadingTableDelegate) -> [[String]] {
    func rows(_ node: any CascadingTableDelegate) -> [String] {
        if let row = node as? NameRow { return [row.name] }
        return node.childDelegates.flatMap(rows)
    }
    return root.childDelegates.map(rows)
}

/// Changes of children under reload modes, several in one batch: each is worked out when the
/// batch is applied, in the numbering the table shows, so the batch is valid and the table shows
/// the tree.
final class ReloadModesInSharedBatchTests: XCTestCase {
    /// The reproduction: rows 1, 2, 3 under `.animated(.fade)`; in one batch, append 7,
    /// then insert 8 at 0. The table showed 8, 1, 2, 3, 3, with no report.
    @MainActor
    func testTwoChangesOfOneSectionInOneBatchShowTheTree() async {
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: ["1", "2", "3"].map(NameRow.init))
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        table.layoutIfNeeded()
        table.performBatchUpdates {
            section.childDelegates.append(NameRow("7"))
            section.childDelegates.insert(NameRow("8"), at: 0)
        }
        XCTAssertEqual(shownNames(table), [["8", "1", "2", "3", "7"]])
        XCTAssertEqual(table.visibleCells.map(\.text), ["8", "1", "2", "3", "7"])
        checkInvariants(ofTreeUnder: root)
    }

    /// The reproduction: the root swaps its two sections and, in the same batch, the
    /// second section removes its first row. Worked out one change at a time in the numbering
    /// before the batch, it was "invalid number of rows in section 1", and the table reloaded.
    @MainActor
    func testARootSwappingSectionsAndASectionRemovingARowMakeOneValidBatch() async {
        let first = CascadingSectionTableDelegate(index: 0, childDelegates: ["a", "b"].map(NameRow.init))
        let second = CascadingSectionTableDelegate(index: 0, childDelegates: ["c", "d", "e"].map(NameRow.init))
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second], tableView: table)
        root.reloadModeOnChildDelegatesChanged = .animated(.automatic)
        second.reloadModeOnChildDelegatesChanged = .animated(.automatic)
        table.layoutIfNeeded()
        let kept = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.performBatchUpdates {
            root.childDelegates = [second, first]
            second.childDelegates.removeFirst()
        }
        XCTAssertEqual(shownNames(table), [["d", "e"], ["a", "b"]])
        XCTAssertEqual(table.diagnostics.reports.count, 0)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === kept, "the moved section kept its cells")
        checkInvariants(ofTreeUnder: root)
    }

    /// A `.section` node's reload inside a batch in which the root moves it reloads the section
    /// where it ends up, named where it was.
    @MainActor
    func testASectionReloadInABatchFollowsItsSectionsMove() async {
        let first = CascadingSectionTableDelegate(index: 0, childDelegates: ["a"].map(NameRow.init))
        let second = CascadingSectionTableDelegate(index: 0, childDelegates: ["b", "c"].map(NameRow.init))
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second], tableView: table)
        root.reloadModeOnChildDelegatesChanged = .animated(.automatic)
        second.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
        table.layoutIfNeeded()
        table.performBatchUpdates {
            root.childDelegates = [second, first]
            second.childDelegates = ["x", "y", "z"].map(NameRow.init)
            XCTAssertTrue(first.reloadInTable(with: .none))
        }
        XCTAssertEqual(shownNames(table), [["x", "y", "z"], ["a"]])
        XCTAssertEqual(table.visibleCells.map(\.text), ["x", "y", "z", "a"])
        checkInvariants(ofTreeUnder: root)
    }

    /// A row that reloads itself in the batch in which its section moves it: the reload and the
    /// move become a delete where it was and an insert where it goes (UIKit allows no reload of a
    /// moved row), and the row gets a new cell.
    @MainActor
    func testARowReloadingItselfWhileItsSectionMovesItBecomesADeleteAndAnInsert() async {
        let rows = ["a", "b", "c"].map(NameRow.init)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        table.layoutIfNeeded()
        let oldCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let kept = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var valid: Bool?
        table.performBatchUpdates(
            {
                XCTAssertTrue(rows[0].reloadInTable(with: .fade))
                section.childDelegates = [rows[1], rows[2], rows[0]]
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(shownNames(table), [["b", "c", "a"]])
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldCell, "the reloaded row's new cell")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept, "a moved row keeps its cell")
        checkInvariants(ofTreeUnder: root)
    }

    /// A row that asks for its reload and is then removed by its section in the same batch: the
    /// removal wins, and the reload, which names a row that is no longer there, goes with it,
    /// without a report (the batch stays valid).
    @MainActor
    func testAReloadOfARowItsSectionRemovesInTheSameBatchGoesWithTheRow() async {
        let rows = ["a", "b"].map(NameRow.init)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let table = TableView()
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        table.layoutIfNeeded()
        var valid: Bool?
        table.performBatchUpdates(
            {
                rows[0].reloadInTable(with: .fade)
                section.childDelegates = [rows[1]]
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(shownNames(table), [["b"]])
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [])
        checkInvariants(ofTreeUnder: root)
    }

    /// A `.whole` node changing its children inside a batch ends the batch in one reload, with no
    /// report of the counts it changed.
    @MainActor
    func testAWholeReloadInsideABatchReloadsOnceTheBatchEnds() async {
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: ["a"].map(NameRow.init))
        let other = CascadingSectionTableDelegate(index: 0, childDelegates: ["b"].map(NameRow.init))
        other.reloadModeOnChildDelegatesChanged = .animated(.fade)
        section.reloadModeOnChildDelegatesChanged = .whole
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section, other], tableView: table)
        table.layoutIfNeeded()
        var valid: Bool?
        table.performBatchUpdates(
            {
                section.childDelegates.append(NameRow("a2"))
                other.childDelegates.insert(NameRow("b0"), at: 0)
            }, completion: { valid = $0 })
        XCTAssertEqual(valid, true)
        XCTAssertEqual(shownNames(table), [["a", "a2"], ["b0", "b"]])
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "a2", "b0", "b"])
        checkInvariants(ofTreeUnder: root)
    }
}
