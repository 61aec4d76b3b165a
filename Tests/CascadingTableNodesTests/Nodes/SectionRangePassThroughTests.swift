import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A root passes through a plain section node that has range children too: it looks the row up
/// in the section's counted extents and calls the section's child, or, through a plain range
/// node, that range's child, with the path the range would have passed on. Each test drives the
/// same tree twice, with plain section nodes and with a subclass (which routing never passes
/// through, so the section routes every call itself), and compares what the rows saw and what the
/// root answered.
final class SectionRangePassThroughTests: XCTestCase {
    @MainActor
    private func section(_ rows: [any CascadingTableDelegate], plain: Bool) -> PropagatingTableDelegate {
        passThroughSection(rows, plain: plain)
    }

    /// Asks every row of every section (and the rows just past each end) the per-row calls the
    /// root passes through, then scrolls the table from top to bottom; returns the root's answers
    /// and the leaves' log.
    @MainActor
    private func drive(_ root: CascadingRootTableDelegate, table: TableView, log: CallLog) -> [String] {
        table.frame.size.height = 90
        table.layoutIfNeeded()
        var answers: [String] = []
        for section in 0..<table.numberOfSections {
            for row in -1...(table.numberOfRows(inSection: section) + 1) {
                let path = IndexPath(row: row, section: section)
                answers.append("\(path) \(root.tableView(table, heightForRowAt: path))")
                answers.append("\(path) \(root.tableView(table, cellForRowAt: path).reuseIdentifier ?? "none")")
                answers.append("\(path) \(root.tableView(table, shouldHighlightRowAt: path))")
                root.tableView(table, didSelectRowAt: path)
                root.tableView(table, didDeselectRowAt: path)
            }
        }
        while table.userScroll(by: 40) > 0 {}
        return answers
            + log.entries(
                matching: [
                    "cellForRowAt", "heightForRowAt", "willDisplay", "didEndDisplaying", "shouldHighlightRowAt",
                    "didSelectRowAt", "didDeselectRowAt",
                ])
    }

    /// Runs `build` (a root's sections, given whether they are plain) once plain and once
    /// subclassed, applies `change` after the first layout, and returns both runs' answers.
    @MainActor
    private func bothWays(
        _ build: (CallLog, Bool) -> [any CascadingTableDelegate], change: () -> Void = {},
        counted: Bool = true
    ) -> [[String]] {
        var runs: [[String]] = []
        for plain in [true, false] {
            let log = CallLog()
            let table = TableView()
            let root = CascadingRootTableDelegate(index: 0, childDelegates: build(log, plain))
            if counted {
                root.prepare(tableView: table)
                table.layoutIfNeeded()
                change()
                runs.append(drive(root, table: table, log: log))
            } else {
                // Never the table's source: the section has no extents, so it is called itself.
                let path = IndexPath(row: 2, section: 0)
                root.tableView(table, didSelectRowAt: path)
                runs.append(
                    ["\(root.tableView(table, heightForRowAt: path))"] + log.entries(matching: ["didSelectRowAt"]))
            }
        }
        return runs
    }

    @MainActor
    func testRowsInAPlainRangeSeeTheRangesPathsAsWhenTheSectionRoutedThem() async {
        let runs = bothWays { log, plain in
            let tall = SpyNode("r1", log: log)
            tall.stub("heightForRowAt", CGFloat(70))
            let list = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("r0", log: log), tall])
            // A range that starts the section: its rows see the table's paths.
            let first = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("f0", log: log)])
            return [
                section([SpyNode("top", log: log), list, SpyNode("bottom", log: log)], plain: plain),
                section([first, SpyNode("after", log: log)], plain: plain),
            ]
        }
        XCTAssertTrue(runs[0].contains("r1.heightForRowAt([0, 1])"), "a row range sees its own rows in section 0")
        XCTAssertTrue(runs[0].contains("[0, 2] 70.0"))
        XCTAssertTrue(runs[0].contains("bottom.didSelectRowAt([0, 3])"), "a row after the range sees the table's path")
        XCTAssertTrue(runs[0].contains("f0.didSelectRowAt([0, 0])"))
        XCTAssertTrue(runs[0].contains("after.didSelectRowAt([1, 1])"))
        XCTAssertEqual(runs[0], runs[1])
    }

    /// Ranges routing never passes through, so the section's call reaches the range node: one
    /// with a range child of its own, a range that is not a plain range node, and a plain range
    /// node switched to `.section` mode after the table counted it.
    @MainActor
    func testRangesThatAreNotPassedThroughAreCalledWithTheRangesPath() async {
        var switched: [CascadingRangeTableDelegate] = []
        let runs = bothWays(
            { log, plain in
                let inner = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("i0", log: log)])
                let nested = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("n0", log: log), inner])
                let spyRange = SpyNode("spy", log: log)
                spyRange.isRange = true
                spyRange.stub("numberOfRowsInSection", 2)
                let modes = CascadingRangeTableDelegate(
                    index: 0, childDelegates: [SpyNode("m0", log: log), SpyNode("m1", log: log)])
                switched.append(modes)
                return [section([SpyNode("top", log: log), nested, spyRange, modes], plain: plain)]
            },
            change: { switched.last?.propagationMode = .section })
        XCTAssertTrue(runs[0].contains("i0.didSelectRowAt([0, 0])"), "the nested range sees its own rows")
        XCTAssertTrue(runs[0].contains("spy.didSelectRowAt([0, 1])"))
        XCTAssertEqual(runs[0], runs[1])
    }

    /// The range lost children after the table counted it: its rows past them get the range's
    /// own answer, as when the section routed the call; a section whose children changed is not
    /// counted until the table counts it again, so it answers by counting them now.
    @MainActor
    func testRowsARangeOrSectionNoLongerHasGetTheirOwnAnswers() async {
        var ranges: [CascadingRangeTableDelegate] = []
        var sections: [PropagatingTableDelegate] = []
        let runs = bothWays(
            { log, plain in
                let list = CascadingRangeTableDelegate(
                    index: 0, childDelegates: [SpyNode("r0", log: log), SpyNode("r1", log: log)])
                ranges.append(list)
                let other = section(
                    [SpyNode("s0", log: log), CascadingRangeTableDelegate(index: 0, childDelegates: [])], plain: plain)
                sections.append(other)
                return [section([SpyNode("top", log: log), list], plain: plain), other]
            },
            change: {
                ranges.last?.childDelegates = [SpyNode("r2", log: CallLog())]
                sections.last?.childDelegates = [SpyNode("s1", log: CallLog())]
            })
        XCTAssertTrue(runs[0].contains("[0, 2] \(TableView.automaticDimension)"), "row 2 is gone from the range")
        XCTAssertEqual(runs[0], runs[1])
    }

    @MainActor
    func testASectionTheTableHasNotCountedIsCalledItself() async {
        let runs = bothWays(
            { log, plain in
                let list = CascadingRangeTableDelegate(
                    index: 0, childDelegates: [SpyNode("r0", log: log), SpyNode("r1", log: log)])
                return [section([SpyNode("top", log: log), list], plain: plain)]
            }, counted: false)
        XCTAssertEqual(runs[0], ["\(TableView.automaticDimension)", "r1.didSelectRowAt([0, 1])"])
        XCTAssertEqual(runs[0], runs[1])
    }
}
