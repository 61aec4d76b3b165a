import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A child owning a range of rows sees its rows as `[0, row]`. Routing keeps the path it made
/// last and hands it on again while the calls are for the same row (a table asks several calls
/// of each row in a row), so these tests call in orders that reuse it, change it, come back to an
/// earlier row and cross from one range to another, and check every path a leaf saw, with the
/// tree's invariant checks after each call.
final class RangeRowPathTests: XCTestCase {
    /// A table whose section 0 holds a plain range node of the rows "a", "b" (which routing passes
    /// through), whose section 1 holds a spy owning two rows ("mid", at the start of a section
    /// other than 0), and whose section 2 holds a row, a spy owning three rows ("list") and a
    /// plain range of "c", "d".
    @MainActor
    private func makeTable(log: CallLog) -> (TableView, CascadingRootTableDelegate) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = CascadingSectionTableDelegate(
            index: 0,
            childDelegates: [
                CascadingRangeTableDelegate(
                    index: 0, childDelegates: [SpyNode("a", log: log), SpyNode("b", log: log)])
            ])
        let middle = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("mid", log: log).rowRange(2)])
        let last = CascadingSectionTableDelegate(
            index: 0,
            childDelegates: [
                SpyNode("top", log: log), SpyNode("list", log: log).rowRange(3),
                CascadingRangeTableDelegate(
                    index: 0, childDelegates: [SpyNode("c", log: log), SpyNode("d", log: log)]),
            ])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, middle, last], tableView: table)
        table.reloadData()
        return (table, root)
    }

    @MainActor
    func testARangesRowsSeeTheirOwnPathsWhateverTheOrderOfTheCalls() async {
        let log = CallLog()
        let (table, root) = makeTable(log: log)
        XCTAssertEqual(table.numberOfRows(inSection: 2), 6)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        // Table rows of section 2, in an order that asks the same row twice, goes back, and
        // crosses from the spy's range to the plain one at the same local row.
        let rows = [1, 1, 2, 1, 3, 4, 4, 5, 0, 3, 4, 1]
        log.removeAll()
        for row in rows {
            let path = IndexPath(row: row, section: 2)
            _ = root.tableView(table, heightForRowAt: path)
            _ = root.tableView(table, cellForRowAt: path)
            XCTAssertEqual(invariantViolations(ofTreeUnder: root), [], "after row \(row)")
        }
        // Rows 1 to 3 are the spy's rows 0 to 2; rows 4 and 5 the plain range's rows 0 and 1,
        // whose single-row children see the range's path.
        let expected: [Int: String] = [
            0: "top%([2, 0])", 1: "list%([0, 0])", 2: "list%([0, 1])", 3: "list%([0, 2])", 4: "c%([0, 0])",
            5: "d%([0, 1])",
        ]
        let calls = rows.flatMap { row in
            ["heightForRowAt", "cellForRowAt"].map { expected[row]!.replacingOccurrences(of: "%", with: ".\($0)") }
        }
        XCTAssertEqual(log.entries(matching: ["heightForRowAt", "cellForRowAt"]), calls)
    }

    @MainActor
    func testARowSeesOnePathFromTheRootOrItsSectionNodeAndARangeStartingASectionSeesSectionZero() async {
        let log = CallLog()
        let (table, root) = makeTable(log: log)
        let (middle, last) = (root.childDelegates[1], root.childDelegates[2])
        log.removeAll()
        // The same row through the root and through its section node (whose own section is 0),
        // a range at the start of section 1 through both, a plain range at the start of
        // section 0 (passed the table's path as it is), then another row.
        let calls: [(any CascadingTableDelegate, IndexPath)] = [
            (root, IndexPath(row: 2, section: 2)), (last, IndexPath(row: 2, section: 0)),
            (root, IndexPath(row: 1, section: 1)), (middle, IndexPath(row: 1, section: 0)),
            (root, IndexPath(row: 1, section: 0)), (root, IndexPath(row: 3, section: 2)),
        ]
        for (node, path) in calls {
            _ = node.tableView(table, cellForRowAt: path)
            XCTAssertEqual(invariantViolations(ofTreeUnder: root), [], "after \(path)")
        }
        XCTAssertEqual(
            log.entries(matching: ["cellForRowAt"]),
            [
                "list.cellForRowAt([0, 1])", "list.cellForRowAt([0, 1])", "mid.cellForRowAt([0, 1])",
                "mid.cellForRowAt([0, 1])", "b.cellForRowAt([0, 1])", "list.cellForRowAt([0, 2])",
            ])
    }

    @MainActor
    func testAScrollThroughTheTableShowsEachRangeRowWithItsOwnPath() async {
        let log = CallLog()
        let (table, root) = makeTable(log: log)
        table.frame.size.height = 60
        table.layoutIfNeeded()
        while table.userScroll(by: 25) > 0 {
            XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
        }
        let displayed = log.entries(matching: ["willDisplay"])
        for entry in ["list.willDisplay([0, 0])", "list.willDisplay([0, 2])", "c.willDisplay([0, 0])"] {
            XCTAssertTrue(displayed.contains(entry), "\(entry) in \(displayed)")
        }
        XCTAssertFalse(displayed.contains { $0.hasPrefix("list") && !$0.contains("[0, ") }, "\(displayed)")
    }
}
