import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A root (or any `.section`-mode node) passes through a plain section node for the per-row calls
/// (cell, heights, display, highlight, selection): the section's row is called directly. Nothing
/// of class `CascadingSectionTableDelegate`, or of class `PropagatingTableDelegate` in `.row` mode,
/// can override a call, so the rows must see exactly what they saw when the section node routed
/// the call itself. The tests run the same calls on the same tree twice, once with plain section
/// nodes and once with subclasses, which routing never passes through, and compare.
final class SectionPassThroughTests: XCTestCase {
    /// A plain node routing never passes through.
    private final class RoutedNode: PropagatingTableDelegate {
        var heightCalls = 0

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightCalls += 1
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
    }

    /// A section of `rows`: a plain section node, or a subclass.
    @MainActor
    private func section(_ rows: [any CascadingTableDelegate], plain: Bool) -> PropagatingTableDelegate {
        passThroughSection(rows, plain: plain)
    }

    /// A plain `PropagatingTableDelegate` of `rows` in `mode`, or a subclass.
    @MainActor
    private func node(
        _ rows: [any CascadingTableDelegate], _ mode: PropagatingTableDelegate.PropagationMode, plain: Bool
    ) -> PropagatingTableDelegate {
        plain
            ? PropagatingTableDelegate(index: 0, childDelegates: rows, propagationMode: mode)
            : RoutedNode(index: 0, childDelegates: rows, propagationMode: mode)
    }

    /// Loads, scrolls, taps and highlights every row of a table served by `root`, and asks rows
    /// past the ends and negative ones; returns the leaves' log of the per-row calls and the
    /// answers the root gave.
    @MainActor
    private func drive(_ root: CascadingRootTableDelegate, table: TableView, log: CallLog) -> [String] {
        table.frame.size.height = 90
        table.layoutIfNeeded()
        var answers: [String] = []
        for section in 0..<table.numberOfSections {
            for row in -1...(table.numberOfRows(inSection: section) + 1) {
                let path = IndexPath(row: row, section: section)
                if row >= 0 && row < table.numberOfRows(inSection: section) {
                    _ = table.tapRow(at: path)
                }
                answers.append("\(path) \(root.tableView(table, heightForRowAt: path))")
                answers.append("\(path) \(root.tableView(table, cellForRowAt: path).reuseIdentifier ?? "none")")
                answers.append("\(path) \(root.tableView(table, shouldHighlightRowAt: path))")
                root.tableView(table, didHighlightRowAt: path)
                root.tableView(table, didSelectRowAt: path)
                root.tableView(table, didDeselectRowAt: path)
                answers.append("\(path) \(root.tableView(table, estimatedHeightForRowAt: path))")
            }
        }
        while table.userScroll(by: 40) > 0 {}
        return answers
            + log.entries(
                matching: [
                    "cellForRowAt", "heightForRowAt", "estimatedHeightForRowAt", "willDisplay", "didEndDisplaying",
                    "shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt",
                    "didSelectRowAt", "didDeselectRowAt",
                ])
    }

    @MainActor
    func testRowsSeeTheSameCallsThroughPlainSectionNodesAsThroughRoutedOnes() async {
        var logs: [[String]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let tall = SpyNode("tall", log: log)
            tall.stub("heightForRowAt", CGFloat(70))
            let list = CascadingRangeTableDelegate(
                index: 0, childDelegates: [SpyNode("r1", log: log), SpyNode("r2", log: log)])
            let root = CascadingRootTableDelegate(
                index: 0,
                childDelegates: [
                    section([SpyNode("a", log: log), tall], plain: plain),
                    // A section with a range child is called itself: the range sees its own rows.
                    section([SpyNode("top", log: log), list], plain: plain),
                    node([SpyNode("p0", log: log), SpyNode("p1", log: log)], .row, plain: plain),
                    section([], plain: plain),
                ],
                tableView: table)
            logs.append(drive(root, table: table, log: log))
        }
        XCTAssertTrue(logs[0].contains("tall.heightForRowAt([0, 1])"))
        XCTAssertTrue(logs[0].contains("r2.cellForRowAt([0, 1])"), "a row range sees its own rows in section 0")
        XCTAssertTrue(logs[0].contains("p1.didSelectRowAt([2, 1])"))
        XCTAssertTrue(logs[0].contains("[0, 1] 70.0"))
        XCTAssertEqual(logs[0], logs[1])
    }

    /// Puts the node `make` builds from two rows in a root's only section, asks the height of its
    /// second row, and checks that the node routed the call itself (`heightCalls` reads its count).
    @MainActor
    private func assertCalledItself<Node: CascadingTableDelegate>(
        _ make: ([any CascadingTableDelegate]) -> Node, heightCalls: (Node) -> Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let log = CallLog()
        let table = TableView()
        let routed = make([SpyNode("a", log: log), SpyNode("b", log: log)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [routed], tableView: table)
        table.layoutIfNeeded()
        let before = heightCalls(routed)

        _ = root.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0))

        XCTAssertEqual(heightCalls(routed) - before, 1, file: file, line: line)
        XCTAssertEqual(
            log.entries(matching: ["heightForRowAt"]).last, "b.heightForRowAt([0, 1])", file: file, line: line)
    }

    @MainActor
    func testASubclassOfTheSectionNodeIsCalledItself() async {
        assertCalledItself({ RoutedSection(index: 0, childDelegates: $0) }, heightCalls: \.heightCalls)
    }

    @MainActor
    func testASubclassOfThePlainNodeRoutingByRowIsCalledItself() async {
        assertCalledItself(
            { RoutedNode(index: 0, childDelegates: $0, propagationMode: .row) }, heightCalls: \.heightCalls)
    }

    /// A plain node in `.section` mode in a root's section routes by the section, not by the row;
    /// one switched to `.row` mode is passed through from then on, and back again.
    @MainActor
    func testAPlainNodeIsPassedThroughOnlyWhileItRoutesByRow() async {
        var answers: [[String]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let inner = node([SpyNode("x", log: log), SpyNode("y", log: log)], .section, plain: plain)
            let root = CascadingRootTableDelegate(
                index: 0, childDelegates: [section([SpyNode("a", log: log)], plain: plain), inner])
            let path = IndexPath(row: 0, section: 1)
            root.tableView(table, didSelectRowAt: path)
            inner.propagationMode = .row
            root.tableView(table, didSelectRowAt: path)
            inner.propagationMode = .section
            root.tableView(table, didSelectRowAt: path)
            answers.append(log.entries(matching: ["didSelectRowAt"]))
        }
        XCTAssertEqual(
            answers[0], ["y.didSelectRowAt([1, 0])", "x.didSelectRowAt([1, 0])", "y.didSelectRowAt([1, 0])"],
            "by section 1, then by row 0, then by section 1")
        XCTAssertEqual(answers[0], answers[1])
    }

    /// The section lost rows after the table counted it: a row past them gets the section node's
    /// own answer, as when it routed the call; a row it gains is routed at once.
    @MainActor
    func testARowTheSectionNoLongerHasGetsTheSectionNodesOwnAnswer() async {
        var answers: [[String]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let rows = section([SpyNode("a", log: log), SpyNode("b", log: log)], plain: plain)
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [rows], tableView: table)
            table.layoutIfNeeded()
            rows.childDelegates = [SpyNode("c", log: log)]
            let gone = IndexPath(row: 1, section: 0)
            let height = root.tableView(table, heightForRowAt: gone)
            let cell = root.tableView(table, cellForRowAt: gone)
            root.tableView(table, didSelectRowAt: gone)
            rows.childDelegates += [SpyNode("d", log: log)]
            root.tableView(table, didSelectRowAt: gone)
            answers.append(
                ["\(height)", "\(cell.reuseIdentifier ?? "none")"] + log.entries(matching: ["didSelectRowAt"]))
        }
        XCTAssertEqual(answers[0], ["\(TableView.automaticDimension)", "none", "d.didSelectRowAt([0, 1])"])
        XCTAssertEqual(answers[0], answers[1])
    }
}
