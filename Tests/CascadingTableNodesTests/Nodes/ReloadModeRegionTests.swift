import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Reload modes of nodes that do not start at the table's first row or section: the reload or
/// the difference lands on the node's own rows or sections, wherever they are.
final class ReloadModeRegionTests: XCTestCase {
    /// A section of a "top" row followed by a row range of `names`; the range is returned.
    @MainActor
    private func makeRangeAfterARow(
        _ names: [String], mode: PropagatingTableDelegate.ReloadMode, log: CallLog
    ) -> (RecordingTableView, CascadingRangeTableDelegate, CascadingRootTableDelegate) {
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: LoggedNameRow.rows(names, log))
        range.reloadModeOnChildDelegatesChanged = mode
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: LoggedNameRow.rows(["top"], log) + [range])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = RecordingTableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        return (table, range, root)
    }

    @MainActor
    func testSectionModeOnARowRangeReloadsJustItsRows() async {
        let log = CallLog()
        let (table, range, root) = makeRangeAfterARow(["a", "b"], mode: .section(animation: .fade), log: log)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(range.regionInTable, .rows(section: 0, 1..<3))
        range.childDelegates = LoggedNameRow.rows(["c", "d"], log)
        XCTAssertEqual(table.reloads, ["reloadRows([[0, 1], [0, 2]], fade)"])
        XCTAssertEqual(table.visibleCells.map(\.text), ["top", "c", "d"])
        XCTAssertFalse(log.entries.contains("top.cellForRowAt"), "the row before the range is not reloaded")
    }

    @MainActor
    func testAnimatedModeOnARowRangeAppliesItsDifferenceAfterTheRowsBeforeIt() async {
        let log = CallLog()
        let (table, range, root) = makeRangeAfterARow(["a", "b"], mode: .animated(.fade), log: log)
        defer { withExtendedLifetime(root) {} }
        let cellOfB = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let kept = range.childDelegates[1]
        range.childDelegates = [kept] + LoggedNameRow.rows(["c"], log)
        XCTAssertEqual(table.visibleCells.map(\.text), ["top", "b", "c"])
        XCTAssertEqual(
            log.entries, ["ended a", "c.cellForRowAt"], "the range's first row is deleted, not the section's")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfB, "the kept row keeps its cell")
        XCTAssertEqual(table.reloads, [])
    }

    @MainActor
    func testAnimatedModeOnARowRangeMovesRowsWithinItsOwnRows() async {
        let log = CallLog()
        let (table, range, root) = makeRangeAfterARow(["a", "b", "c"], mode: .animated(.fade), log: log)
        defer { withExtendedLifetime(root) {} }
        let cells = (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let old = range.childDelegates
        range.childDelegates = [old[2], old[0], old[1]]
        XCTAssertEqual(table.visibleCells.map(\.text), ["top", "c", "a", "b"])
        XCTAssertEqual(log.entries, [], "a move asks for no cell and ends none")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[3], "c moved from row 3 to 1")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[0], "the top row stays")
        XCTAssertEqual(table.reloads, [])
    }

    @MainActor
    func testAnimatedModeOnASectionRangeAppliesItsDifferenceAfterTheSectionsBeforeIt() async {
        let log = CallLog()
        let sections = ["p", "q"].map {
            CascadingSectionTableDelegate(index: 0, childDelegates: LoggedNameRow.rows([$0], log))
        }
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: sections)
        range.propagationMode = .section
        range.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let first = CascadingSectionTableDelegate(index: 0, childDelegates: LoggedNameRow.rows(["first"], log))
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, range])
        let table = RecordingTableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(range.regionInTable, .sections(1..<3))
        let cellOfQ = table.cellForRow(at: IndexPath(row: 0, section: 2))
        log.removeAll()

        let added = CascadingSectionTableDelegate(index: 0, childDelegates: LoggedNameRow.rows(["r"], log))
        range.childDelegates = [sections[1], added]
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.visibleCells.map(\.text), ["first", "q", "r"])
        XCTAssertEqual(log.entries, ["ended p", "r.cellForRowAt"], "the first section is left alone")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellOfQ, "the kept section moved up")
        XCTAssertEqual(table.reloads, [])
        withExtendedLifetime(root) {}
    }
}
