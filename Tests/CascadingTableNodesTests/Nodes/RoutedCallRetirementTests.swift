import CascadingTableNodes
import CascadingTableView
import XCTest

/// Routing calls a child without retaining it; the children a node had when a routed call began
/// are kept alive until the outermost routed call of that node returns, then let go.
///
/// NodeLifetimeTests checks the child being called, which unoptimized code keeps alive whatever
/// routing does. Here a sibling of the called child is removed: nothing but the routing node keeps
/// it during the call, so a routing node that loses count of its calls in progress (it frees the
/// sibling at once, or never) fails these tests in a debug build too.
final class RoutedCallRetirementTests: XCTestCase {
    @MainActor
    func testASiblingRemovedDuringARoutedCallLivesUntilTheCallReturns() async {
        let log = RetirementLog()
        // Only the tree holds the sibling: the test watches it weakly.
        let section = CascadingSectionTableDelegate(
            index: 0,
            childDelegates: [
                SiblingRemovingRow(log: log, removes: .fromParent), LoggedRow(name: "sibling", log: log),
            ])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        log.watch(section.childDelegates[1])

        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(log.events, ["removed", "sibling alive", "sibling deinit"], "kept during the call, gone after")
        XCTAssertEqual(section.childDelegates.count, 1)
    }

    /// A plain range node is passed through: its parent calls the range's child directly. The
    /// called row removes the range's sibling from the section while the section's call runs.
    @MainActor
    func testASiblingOfARangeRemovedDuringAPassedThroughCallLivesUntilTheCallReturns() async {
        let log = RetirementLog()
        let range = CascadingRangeTableDelegate(
            index: 0, childDelegates: [SiblingRemovingRow(log: log, removes: .fromGrandparent)])
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [range, LoggedRow(name: "sibling", log: log)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        log.watch(section.childDelegates[1])

        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(log.events, ["removed", "sibling alive", "sibling deinit"], "kept during the call, gone after")
        XCTAssertEqual(section.childDelegates.count, 1)
    }

    /// A plain section node is passed through: the root calls the section's row directly. The
    /// called row removes the section's sibling from the root while the root's call runs.
    @MainActor
    func testASiblingOfAPassedThroughSectionRemovedDuringTheCallLivesUntilTheCallReturns() async {
        let log = RetirementLog()
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [SiblingRemovingRow(log: log, removes: .fromGrandparent)])
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [section, LoggedRow(name: "sibling", log: log)])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfSections, 2)
        log.watch(root.childDelegates[1])

        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(log.events, ["removed", "sibling alive", "sibling deinit"], "kept during the call, gone after")
        XCTAssertEqual(root.childDelegates.count, 1)
    }

    /// Calls in a row: each one's children are let go when it returns, so a child removed
    /// outside any call is freed at once.
    @MainActor
    func testAfterRoutedCallsAChildRemovedOutsideACallIsFreedAtOnce() async {
        let log = RetirementLog()
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [LoggedRow(name: "first", log: log), LoggedRow(name: "sibling", log: log)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        for _ in 0..<3 {
            XCTAssertEqual(root.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)), 44)
        }
        log.watch(section.childDelegates[1])

        section.childDelegates.removeLast()
        log.events.append("removed")

        XCTAssertEqual(log.events, ["sibling deinit", "removed"])
    }
}

/// A row that, when selected, removes every other child of its parent (or of its grandparent),
/// then logs whether the watched row is still alive.
@MainActor
private final class SiblingRemovingRow: LoggedRow {
    enum Removal {
        case fromParent, fromGrandparent
    }

    private var removal = Removal.fromParent
    private weak var retirementLog: RetirementLog?

    convenience init(log: RetirementLog, removes removal: Removal) {
        self.init(name: "remover", log: log)
        self.removal = removal
        retirementLog = log
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch removal {
        case .fromParent:
            (parentDelegate as? PropagatingTableDelegate)?.childDelegates.removeLast()
        case .fromGrandparent:
            (parentDelegate?.parentDelegate as? PropagatingTableDelegate)?.childDelegates.removeLast()
        }
        retirementLog?.events.append("removed")
        retirementLog?.events.append(retirementLog?.watched == nil ? "sibling gone" : "sibling alive")
    }
}
