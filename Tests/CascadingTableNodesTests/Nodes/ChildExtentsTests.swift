import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Where a node's children start is set when the table takes the counts it asked (a load, an
/// applied batch, a user's move), and routing reads only that: a count asked by anyone else
/// answers without moving it, and the tree's invariant checks compare it with the table.
final class ChildExtentsTests: XCTestCase {
    /// A table of one section: a summary row, a range of `listRows` rows, a "more" row.
    @MainActor
    private func makeLoadedTable(
        listRows: Int, log: CallLog
    ) -> (TableView, CascadingRootTableDelegate, SpyNode) {
        let list = SpyNode("list", log: log).rowRange(listRows)
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [SpyNode("summary", log: log), list, SpyNode("more", log: log)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.prepare(tableView: table)
        table.reloadData()
        return (table, root, list)
    }

    @MainActor
    func testACountAskedOutsideTheTablesCountsDoesNotMoveTheRouting() async {
        let log = CallLog()
        let (table, root, list) = makeLoadedTable(listRows: 3, log: log)
        let section = root.childDelegates[0]
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
        // The list grows without telling the table; somebody asks the section its count.
        list.rows(5)
        XCTAssertEqual(section.tableView(table, numberOfRowsInSection: 0), 7, "the count answers the data as it is")
        log.removeAll()
        _ = root.tableView(table, cellForRowAt: IndexPath(row: 4, section: 0))
        XCTAssertEqual(
            log.entries(matching: ["cellForRowAt"]), ["more.cellForRowAt([0, 4])"],
            "row 4 is the \"more\" row in the counts the table holds, not a row of the list")
    }

    @MainActor
    func testTheInvariantNamesARangeWhoseCountTheTableWasNotTold() async {
        let log = CallLog()
        let (table, root, list) = makeLoadedTable(listRows: 3, log: log)
        list.rows(4)
        let violations = invariantViolations(ofTreeUnder: root)
        XCTAssertTrue(
            violations.contains { $0.contains("child 1 (SpyNode) has 3 rows or sections in the table and answers 4") },
            "the stale extent is named: \(violations)")
        table.reloadData()
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [], "a load takes the new counts")
    }

    @MainActor
    func testABatchSetsTheExtentsOnlyWhenItIsApplied() async {
        let log = CallLog()
        let (table, root, list) = makeLoadedTable(listRows: 2, log: log)
        var routedDuringTheBlock: [String] = []
        table.performBatchUpdates {
            list.rows(3)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            log.removeAll()
            _ = root.tableView(table, cellForRowAt: IndexPath(row: 3, section: 0))
            routedDuringTheBlock = log.entries(matching: ["cellForRowAt"])
        }
        XCTAssertEqual(routedDuringTheBlock, ["more.cellForRowAt([0, 3])"], "before the batch applies, as shown")
        log.removeAll()
        _ = root.tableView(table, cellForRowAt: IndexPath(row: 3, section: 0))
        XCTAssertEqual(log.entries(matching: ["cellForRowAt"]), ["list.cellForRowAt([0, 2])"], "after it, as counted")
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
    }

    @MainActor
    func testARejectedBatchLeavesTheExtentsOfTheReloadThatFollows() async {
        let log = CallLog()
        let (table, root, list) = makeLoadedTable(listRows: 2, log: log)
        table.diagnostics.mode = .silent
        table.performBatchUpdates {
            list.rows(4)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)  // One of two.
        }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 6, "the invalid batch ended in a reload")
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind.name), [.undeclaredCountChange, .invalidUpdate],
            "the list that grew by two and declared one is named, then the batch")
        XCTAssertEqual(invariantViolations(ofTreeUnder: root), [])
        log.removeAll()
        _ = root.tableView(table, cellForRowAt: IndexPath(row: 5, section: 0))
        XCTAssertEqual(log.entries(matching: ["cellForRowAt"]), ["more.cellForRowAt([0, 5])"])
    }

    @MainActor
    func testANodeNoTableCountedCountsItsChildrenForEachCallUntilATableDoes() async {
        let log = CallLog()
        let table = TableView()
        let list = SpyNode("list", log: log).rowRange(3)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("summary", log: log), list])
        _ = section.tableView(table, cellForRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            log.entries, ["list.numberOfRowsInSection(0)", "list.cellForRowAt([0, 1])"],
            "the children are counted for the call, and the call reaches the row the table will see there")
        XCTAssertEqual(section.tableView(table, numberOfRowsInSection: 0), 4, "a count answers")
        log.removeAll()
        _ = section.tableView(table, cellForRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(log.entries.first, "list.numberOfRowsInSection(0)", "answering a count set nothing")
        table.countingAsTheTable { _ = section.tableView(table, numberOfRowsInSection: 0) }
        log.removeAll()
        _ = section.tableView(table, cellForRowAt: IndexPath(row: 3, section: 0))
        XCTAssertEqual(log.entries, ["list.cellForRowAt([0, 2])"], "counted by a table, routing reads the counts")
    }

    @MainActor
    func testARootThatAnswersItsSectionsItselfStillRoutesTheTablesRowCounts() async {
        let log = CallLog()
        let days = SpyNode("days", log: log).sectionRange(2).rows(4)
        let footer = CascadingSectionTableDelegate(index: 1, childDelegates: [SpyNode("note", log: log)])
        let root = FixedSectionsRoot(index: 0, childDelegates: [days, footer])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.prepare(tableView: table)
        table.reloadData()
        XCTAssertEqual(
            (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }, [4, 4, 1],
            "the root never counted its children for the table, and its row counts still reach them")
    }
}

/// A root that answers its number of sections itself, without counting its children.
private final class FixedSectionsRoot: CascadingRootTableDelegate {
    override func numberOfSections(in tableView: TableView) -> Int { 3 }
}
