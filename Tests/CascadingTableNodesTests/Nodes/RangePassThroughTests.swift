import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Routing passes through a plain `CascadingRangeTableDelegate` for the per-row calls (cell,
/// heights, display, highlight, selection): its children are called directly. Nothing of that
/// class can override a call, so the children must see exactly what they saw when the range node
/// routed the call itself. Each test runs the same calls on the same tree twice, once with plain
/// range nodes and once with a subclass (`RoutedRange`), which routing never passes through, and
/// compares what the leaves saw.
final class RangePassThroughTests: XCTestCase {
    /// A range node routing never passes through: a subclass may override any call.
    private final class RoutedRange: CascadingRangeTableDelegate {
        var heightCalls = 0

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightCalls += 1
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
    }

    /// A range of `names` row spies, plain or a subclass.
    @MainActor
    private func range(_ names: [String], plain: Bool, log: CallLog) -> CascadingRangeTableDelegate {
        let rows = names.map { SpyNode($0, log: log) }
        return plain
            ? CascadingRangeTableDelegate(index: 0, childDelegates: rows) : RoutedRange(index: 0, childDelegates: rows)
    }

    /// A section node holding a row and a range of the rows "a", "b" and "c" (plain or a
    /// subclass), which it has counted: 4 rows.
    @MainActor
    private func sectionWithCountedRange(
        plain: Bool
    ) -> (TableView, CascadingSectionTableDelegate, CascadingRangeTableDelegate, CallLog) {
        let log = CallLog()
        let table = TableView()
        let list = range(["a", "b", "c"], plain: plain, log: log)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), list])
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }, 4)
        return (table, section, list, log)
    }

    /// Loads, scrolls, taps and highlights every row of a table served by `root`; returns the
    /// leaves' log of the per-row calls.
    @MainActor
    private func drive(_ root: CascadingRootTableDelegate, table: TableView, log: CallLog) -> [String] {
        table.frame.size.height = 90
        table.layoutIfNeeded()
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section)
                _ = table.tapRow(at: path)
                _ = root.tableView(table, shouldHighlightRowAt: path)
                root.tableView(table, didHighlightRowAt: path)
                root.tableView(table, didUnhighlightRowAt: path)
                root.tableView(table, didDeselectRowAt: path)
                _ = root.tableView(table, estimatedHeightForRowAt: path)
            }
        }
        while table.userScroll(by: 40) > 0 {}
        return log.entries(
            matching: [
                "cellForRowAt", "heightForRowAt", "estimatedHeightForRowAt", "willDisplay", "didEndDisplaying",
                "shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt",
                "didSelectRowAt", "didDeselectRowAt",
            ])
    }

    @MainActor
    func testLeavesSeeTheSameCallsThroughAPlainRangeAsThroughARoutedOne() async {
        var logs: [[String]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let summary = SpyNode("summary", log: log)
            let section = CascadingSectionTableDelegate(
                index: 0,
                childDelegates: [summary, range(["a", "b", "c"], plain: plain, log: log), SpyNode("more", log: log)])
            let other = CascadingSectionTableDelegate(
                index: 1, childDelegates: [range(["d", "e"], plain: plain, log: log)])
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [section, other], tableView: table)
            logs.append(drive(root, table: table, log: log))
        }
        XCTAssertFalse(logs[0].isEmpty)
        XCTAssertTrue(logs[0].contains("b.cellForRowAt([0, 1])"), "a row range sees its own rows in section 0")
        XCTAssertTrue(logs[0].contains("e.didSelectRowAt([0, 1])"))
        XCTAssertEqual(logs[0], logs[1])
    }

    @MainActor
    func testNestedRangesAndRangesOfSectionsAreRoutedAsBefore() async {
        var logs: [[String]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let inner = range(["x", "y"], plain: plain, log: log)
            let outerRows: [any CascadingTableDelegate] = [SpyNode("head", log: log), inner, SpyNode("tail", log: log)]
            let outer =
                plain
                ? CascadingRangeTableDelegate(index: 0, childDelegates: outerRows)
                : RoutedRange(index: 0, childDelegates: outerRows)
            let first = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), outer])
            let second = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("s1", log: log)])
            let sections: [any CascadingTableDelegate] = [first, second]
            let sectionRange =
                plain
                ? CascadingRangeTableDelegate(index: 0, childDelegates: sections, propagationMode: .section)
                : RoutedRange(index: 0, childDelegates: sections, propagationMode: .section)
            let root = CascadingRootTableDelegate(
                index: 0,
                childDelegates: [
                    CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("intro", log: log)]), sectionRange,
                ],
                tableView: table)
            logs.append(drive(root, table: table, log: log))
        }
        XCTAssertTrue(logs[0].contains("y.cellForRowAt([0, 1])"), "the inner range sees its own rows")
        XCTAssertTrue(logs[0].contains("s1.cellForRowAt([1, 0])"), "table section 2 is the range's section 1")
        XCTAssertEqual(logs[0], logs[1])
    }

    @MainActor
    func testASubclassOfTheRangeNodeIsCalledItself() async {
        let log = CallLog()
        let table = TableView()
        let routed = RoutedRange(index: 0, childDelegates: [SpyNode("a", log: log), SpyNode("b", log: log)])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), routed])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        table.layoutIfNeeded()
        routed.heightCalls = 0

        _ = root.tableView(table, heightForRowAt: IndexPath(row: 2, section: 0))

        XCTAssertEqual(routed.heightCalls, 1)
        XCTAssertEqual(log.entries(matching: ["heightForRowAt"]).last, "b.heightForRowAt([0, 1])")
    }

    /// A plain range node set to route by sections under a section node (which routes by rows)
    /// is called itself, and answers as such a node does.
    @MainActor
    func testARangeRoutingInTheOtherDimensionIsNotPassedThrough() async {
        var answers: [[CGFloat]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let rows = [SpyNode("a", log: log), SpyNode("b", log: log)]
            rows[0].rows(2)
            rows[1].stub("heightForRowAt", CGFloat(70))
            let misfit: CascadingRangeTableDelegate =
                plain
                ? CascadingRangeTableDelegate(index: 0, childDelegates: rows)
                : RoutedRange(index: 0, childDelegates: rows)
            misfit.propagationMode = .section
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), misfit])
            // It answers the rows of its first child's section 0: 2.
            XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }, 3)
            answers.append((0..<3).map { section.tableView(table, heightForRowAt: IndexPath(row: $0, section: 0)) })
        }
        XCTAssertEqual(
            answers[0], [TableView.automaticDimension, TableView.automaticDimension, TableView.automaticDimension],
            "both rows of the range go to its section 0's child, never to the second child")
        XCTAssertEqual(answers[0], answers[1])
    }

    /// A plain range node set to route by sections after its parent counted it as a range of
    /// rows (no reload in between) is called itself from then on, as before pass-through.
    @MainActor
    func testARangeWhoseModeChangedAfterItWasCountedIsCalledItself() async {
        var answers: [[String]] = []
        for plain in [true, false] {
            let (table, section, list, log) = sectionWithCountedRange(plain: plain)
            list.propagationMode = .section
            _ = section.tableView(table, heightForRowAt: IndexPath(row: 2, section: 0))
            answers.append(log.entries(matching: ["heightForRowAt"]))
        }
        XCTAssertEqual(answers[0], ["a.heightForRowAt([0, 1])"], "routed by its section 0, not by row 1")
        XCTAssertEqual(answers[0], answers[1])
    }

    /// The range node lost children after its parent counted them: a row past its children is
    /// answered by the range node itself (its default), as when it routed the call.
    @MainActor
    func testARowTheRangeNoLongerHasGetsTheRangeNodesOwnAnswer() async {
        var answers: [[String]] = []
        for plain in [true, false] {
            let (table, section, list, log) = sectionWithCountedRange(plain: plain)
            list.childDelegates = Array(list.childDelegates.prefix(1))
            let path = IndexPath(row: 3, section: 0)
            let height = section.tableView(table, heightForRowAt: path)
            let cell = section.tableView(table, cellForRowAt: path)
            section.tableView(table, didSelectRowAt: path)
            answers.append(
                ["\(height)", "\(cell.reuseIdentifier ?? "none")"] + log.entries(matching: ["didSelectRowAt"]))
        }
        XCTAssertEqual(answers[0], ["\(TableView.automaticDimension)", "none"])
        XCTAssertEqual(answers[0], answers[1])
    }

    /// Routing does not retain the range node it passes through: a row that empties its range and
    /// its section during the call must find both alive until the call returns.
    @MainActor
    func testARowRemovingItsRangeDuringTheCallLivesUntilTheCallReturns() async {
        let table = TableView()
        let events = EventLog()
        let list = CascadingRangeTableDelegate(index: 0, childDelegates: [RangeEmptyingRow(events: events)])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top"), list])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }, 2)
        weak let weakList = list
        _ = consume list

        root.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))

        XCTAssertEqual(events.entries, ["emptied", "range alive", "row deinit"])
        XCTAssertNil(weakList, "the range is freed once the call returns")
        XCTAssertEqual(section.childDelegates.count, 1)
    }
}

/// What happened during a lifetime test, in order.
@MainActor
private final class EventLog {
    var entries: [String] = []
}

/// A row that, when selected, empties its range node and takes the range out of its section,
/// then checks the range is still there.
@MainActor
private final class RangeEmptyingRow: CascadingBareTableDelegate {
    private var events: EventLog?

    convenience init(events: EventLog) {
        self.init(index: 0, childDelegates: [])
        self.events = events
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        // Only the tree keeps the range (and this row) alive.
        let range = parentDelegate as? PropagatingTableDelegate
        let section = range?.parentDelegate as? PropagatingTableDelegate
        range?.childDelegates = []
        section?.childDelegates = Array(section?.childDelegates.prefix(1) ?? [])
        events?.entries.append("emptied")
        // Freed at the removal, the range would read released memory here.
        events?.entries.append(range?.childDelegates.isEmpty == true ? "range alive" : "range changed")
    }

    isolated deinit {
        events?.entries.append("row deinit")
    }
}
