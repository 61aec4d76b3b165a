import CascadingTableNodes
import CascadingTableView
import XCTest

/// A routing node's running-call count carries, in its sign, whether children replaced during a
/// call wait to be let go (`RoutingState.depth`): the end of each routed call tests that sign
/// alone. These tests fail when the sign is not set on a retirement (the children are never let
/// go) or not cleared after (the routing invariant check reports it).
final class RunningCallCountTests: XCTestCase {
    @MainActor
    func testTwoRetirementsInOneCallAreLetGoWhenItReturnsAndTheCountIsAtRestAfter() async {
        let log = RetirementLog()
        let section = CascadingSectionTableDelegate(
            index: 0,
            childDelegates: [
                TwiceRemovingRow(log: log), LoggedRow(name: "first", log: log), LoggedRow(name: "second", log: log),
            ])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        log.root = root

        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(
            log.events, ["removed 2", "violations: 0", "removed 1", "violations: 0", "second deinit", "first deinit"])
        XCTAssertEqual(countViolations(root), [])

        // At rest again: a child removed outside any call goes at once, and calls after it
        // leave nothing behind.
        section.childDelegates = [LoggedRow(name: "third", log: log)]
        XCTAssertEqual(log.events.last, "remover deinit")
        XCTAssertEqual(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 44)
        XCTAssertEqual(countViolations(root), [])
    }

    /// The same through a plain range node, which routing passes through: the section's count
    /// and the range node's are raised by the routing that passes through them, and each lets its children go when
    /// its own call ends (the range's, inside, first).
    @MainActor
    func testRetirementsOnTwoLevelsOfAPassedThroughCallAreEachLetGo() async {
        let log = RetirementLog()
        let range = CascadingRangeTableDelegate(
            index: 0,
            childDelegates: [TwiceRemovingRow(log: log, fromRange: true), LoggedRow(name: "first", log: log)])
        let section = CascadingSectionTableDelegate(
            index: 0,
            childDelegates: [LoggedRow(name: "summary", log: log), range, LoggedRow(name: "second", log: log)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        log.root = root

        root.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))

        XCTAssertEqual(
            log.events, ["removed 2", "violations: 0", "removed 1", "violations: 0", "first deinit", "second deinit"])
        XCTAssertEqual(countViolations(root), [])
    }
}

/// The routing invariant check's reports about running-call counts under `root` (the tests change
/// children without telling the table, which the table's own checks report).
@MainActor
private func countViolations(_ root: CascadingRootTableDelegate) -> [String] {
    invariantViolations(ofTreeUnder: root).filter { $0.contains("running-call count") }
}

/// A row that, when selected, removes its parent's last child (the section's, with
/// `fromRange`), then the range's own last child or the section's last again, checking the
/// tree's invariants after each.
@MainActor
private final class TwiceRemovingRow: LoggedRow {
    private weak var removalLog: RetirementLog?
    private var fromRange = false

    convenience init(log: RetirementLog, fromRange: Bool = false) {
        self.init(name: "remover", log: log)
        removalLog = log
        self.fromRange = fromRange
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let log = removalLog, let root = log.root,
            let parent = parentDelegate as? PropagatingTableDelegate
        else { return }
        let first = fromRange ? parent.parentDelegate as? PropagatingTableDelegate : parent
        for (step, node) in [first, parent].enumerated() {
            node?.childDelegates.removeLast()
            log.events.append("removed \(2 - step)")
            log.events.append("violations: \(countViolations(root).count)")
        }
    }
}
