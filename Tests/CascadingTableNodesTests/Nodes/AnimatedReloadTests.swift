import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Animated reload modes: child changes applied as one batch update that keeps unchanged cells.
final class AnimatedReloadTests: XCTestCase {
    @MainActor
    func testSectionAnimatedModeInsertsRemovesAndMovesRowsKeepingOtherCells() async {
        let log = CallLog()
        let original = LoggedNameRow.rows(["a", "b", "c"], log, logsWillDisplay: true)
        let other = CascadingSectionTableDelegate(
            index: 0, childDelegates: LoggedNameRow.rows(["x"], log, logsWillDisplay: true))
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: original)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [other, section])
        let table = RecordingTableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let cellOfC = table.cellForRow(at: IndexPath(row: 2, section: 1))
        log.removeAll()

        let fresh = LoggedNameRow.rows(["d"], log, logsWillDisplay: true)
        section.childDelegates = [original[2], fresh[0], original[0]]
        XCTAssertEqual(table.visibleCells.map(\.text), ["x", "c", "d", "a"])
        XCTAssertEqual(
            log.entries, ["ended b", "d.cellForRowAt", "d.willDisplay"],
            "only the removed row ends and only the inserted one is asked for a cell")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellOfC, "a moved row keeps its cell")
        XCTAssertEqual(table.reloads, [], "no reload")
        XCTAssertEqual(table.lastUpdateAnimations, [.fade, .fade], "a delete and an insert; moves take none")
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertEqual(section.reloadModeOnChildDelegatesChanged, .animated(.fade))
    }

    /// Only a mode that cannot take effect reports: `.animated` needs the node's place in the
    /// table; `.whole` reloads the table the node was prepared with, wherever the node is (see
    /// `ReloadModeTests` for `.section`).
    @MainActor
    func testOnlyTheAnimatedModeReportsWhenTheNodeIsNotInTheTable() async {
        for mode: PropagatingTableDelegate.ReloadMode in [.whole, .animated(.fade)] {
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
            section.reloadModeOnChildDelegatesChanged = mode
            let table = RecordingTableView()
            table.diagnostics.mode = .silent
            section.prepare(tableView: table)
            section.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
            XCTAssertEqual(table.reloads, mode == .whole ? ["reloadData"] : [], "\(mode)")
            XCTAssertEqual(table.lastUpdateAnimations, [], "\(mode)")
            XCTAssertEqual(
                table.diagnostics.reports.map(\.kind),
                mode == .whole ? [] : [.nodeNotAttached("CascadingSectionTableDelegate")], "\(mode)")
        }
        let unprepared = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        unprepared.reloadModeOnChildDelegatesChanged = .animated(.none)
        unprepared.childDelegates = []
        XCTAssertNil(unprepared.currentTableView)
    }

    @MainActor
    func testRootAnimatedModeDiffsSections() async {
        let log = CallLog()
        let sections = (0..<3).map {
            CascadingSectionTableDelegate(
                index: 0, childDelegates: LoggedNameRow.rows(["r\($0)"], log, logsWillDisplay: true))
        }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        root.reloadModeOnChildDelegatesChanged = .animated(.middle)
        let table = RecordingTableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        let added = CascadingSectionTableDelegate(
            index: 0, childDelegates: LoggedNameRow.rows(["n"], log, logsWillDisplay: true))
        root.childDelegates = [sections[2], added, sections[0]]
        XCTAssertEqual(table.reloads, [], "an animated update, not a reload")
        XCTAssertEqual(table.visibleCells.map(\.text), ["r2", "n", "r0"])
        XCTAssertEqual(log.entries, ["ended r1", "n.cellForRowAt", "n.willDisplay"])
        XCTAssertEqual(table.lastUpdateAnimations.first, .middle)
        XCTAssertFalse(
            (root as any RootReloadFlag).reloadOnChildDelegatesChanged, "the Bool reads true for .whole only")
    }

    @MainActor
    func testChangesBeforeTheTableFirstLoadsAreAbsorbedByTheLoad() async {
        let log = CallLog()
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: LoggedNameRow.rows(["a"], log, logsWillDisplay: true))
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        section.childDelegates = LoggedNameRow.rows(["a", "b"], log, logsWillDisplay: true)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.diagnostics.reports, [])
    }
}
