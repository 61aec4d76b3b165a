import CascadingTableDelegate
import XCTest

/// An update wires the row nodes from what its plan knows: hand-written nodes still get their
/// parent back, are prepared only when they are new to their section, and let go of it when they
/// leave, as when any node's children are set.
final class DescribedChildWiringTests: XCTestCase {
    /// A hand-written row that counts how often it is prepared.
    final class CountingRow: CascadingBareTableDelegate {
        private(set) var prepareCount = 0

        override func prepare(tableView: TableView) {
            prepareCount += 1
            super.prepare(tableView: tableView)
        }

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    private func content(_ rows: [RowDescription]) -> DescribedContent {
        DescribedContent(sections: [SectionDescription(id: "s", rows: rows)])
    }

    @MainActor
    func testAKeptNodeShownElsewhereGetsItsParentBack() async {
        let backing = CountingRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(content: content([itemRow("a"), RowDescription(id: "b", node: backing)]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime(root) {} }
        let section = node.childDelegates[0]
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [backing])
        XCTAssertTrue(backing.parentDelegate === elsewhere)
        let prepared = backing.prepareCount

        node.content = content([itemRow("c"), itemRow("a"), RowDescription(id: "b", node: backing)])

        XCTAssertTrue(backing.parentDelegate === section)
        XCTAssertEqual(backing.index, 1, "its place among the children: after the run of rows c and a")
        XCTAssertEqual(node.localIndexPath(forRowID: "b"), IndexPath(row: 2, section: 0))
        XCTAssertEqual(backing.indexPathInTable, IndexPath(row: 2, section: 0))
        XCTAssertEqual(backing.prepareCount, prepared)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        withExtendedLifetime(elsewhere) {}
    }

    @MainActor
    func testANodeGivenANewIdentifierIsNotPreparedAgain() async {
        let backing = CountingRow(index: 0, childDelegates: [])
        let shownElsewhere = CountingRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(
            content: content([
                itemRow("a"), RowDescription(id: "x", node: backing), RowDescription(id: "v", node: shownElsewhere),
            ]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime(root) {} }
        let section = node.childDelegates[0]
        let elsewhere = CascadingSectionTableDelegate(index: 0, childDelegates: [shownElsewhere])
        let prepared = (backing.prepareCount, shownElsewhere.prepareCount)

        node.content = content([
            RowDescription(id: "w", node: shownElsewhere), itemRow("a"), RowDescription(id: "y", node: backing),
        ])

        XCTAssertEqual(backing.prepareCount, prepared.0)
        XCTAssertEqual(shownElsewhere.prepareCount, prepared.1)
        XCTAssertTrue(backing.parentDelegate === section)
        XCTAssertTrue(shownElsewhere.parentDelegate === section)
        XCTAssertEqual(node.localIndexPath(forRowID: "y"), IndexPath(row: 2, section: 0))
        XCTAssertEqual(node.localIndexPath(forRowID: "w"), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        withExtendedLifetime(elsewhere) {}
    }

    @MainActor
    func testANodeNewToItsSectionIsPreparedAndOneThatLeavesLetsGo() async {
        let staying = CountingRow(index: 0, childDelegates: [])
        let leaving = CountingRow(index: 0, childDelegates: [])
        let arriving = CountingRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(
            content: content([RowDescription(id: "s", node: staying), RowDescription(id: "l", node: leaving)]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime((table, root)) {} }
        let section = node.childDelegates[0]
        let prepared = staying.prepareCount

        node.content = content([RowDescription(id: "a", node: arriving), RowDescription(id: "s", node: staying)])

        XCTAssertEqual(arriving.prepareCount, 1)
        XCTAssertTrue(arriving.parentDelegate === section)
        XCTAssertEqual(staying.prepareCount, prepared)
        XCTAssertNil(leaving.parentDelegate)
    }

    @MainActor
    func testAListWiresItsRowNodesTheSameWay() async {
        let backing = CountingRow(index: 0, childDelegates: [])
        let leaving = CountingRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [
            itemRow("a"), RowDescription(id: "x", node: backing), RowDescription(id: "l", node: leaving),
        ])
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(table) {} }
        let prepared = backing.prepareCount

        list.rows = [RowDescription(id: "y", node: backing), itemRow("b"), itemRow("a")]

        XCTAssertEqual(backing.prepareCount, prepared)
        XCTAssertTrue(backing.parentDelegate === list)
        XCTAssertEqual(backing.index, 0)
        XCTAssertNil(leaving.parentDelegate)
        XCTAssertEqual(list.localIndexPath(forRowID: "a"), IndexPath(row: 2, section: 0))
        withExtendedLifetime(root) {}
    }

    /// Every child names its position and the list, as `validateChildDelegates()` would make it.
    @MainActor
    private func assertWired(_ list: DescribedRowsDelegate, file: StaticString = #filePath, line: UInt = #line) {
        for (position, child) in list.childDelegates.enumerated() {
            XCTAssertEqual(child.index, position, "index of child \(position)", file: file, line: line)
            XCTAssertTrue(child.parentDelegate === list, "parent of child \(position)", file: file, line: line)
        }
    }

    @MainActor
    func testInsertingRowsWiresTheNewNodesAndTheRunsAroundThem() async {
        let before = CountingRow(index: 0, childDelegates: [])
        let inserted = CountingRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "n", node: before), itemRow("b")])
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime((table, root)) {} }
        let preparedBefore = before.prepareCount

        XCTAssertTrue(list.insertRows([itemRow("c"), RowDescription(id: "m", node: inserted), itemRow("d")], at: 1))

        // Rows a c m d n b: a run of described rows between hand-written nodes, a child each.
        assertWired(list)
        XCTAssertEqual(list.childDelegates.count, 5)
        XCTAssertTrue(list.childDelegates[1] === inserted)
        XCTAssertTrue(list.childDelegates[3] === before)
        XCTAssertEqual(list.childDelegates.map(\.ownsRange), [true, false, true, false, true])
        XCTAssertEqual(inserted.prepareCount, 1, "a hand-written node new to the list is prepared once")
        XCTAssertEqual(before.prepareCount, preparedBefore, "a node already shown is not prepared again")
        XCTAssertEqual(list.localIndexPath(forRowID: "b"), IndexPath(row: 5, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.text, "d")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 44, "the inserted node answers")
    }

    @MainActor
    func testRowsInsertedIntoAnEmptyListAreWiredAndShown() async {
        let backing = CountingRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate()
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime((table, root)) {} }
        var rows = [itemRow("a"), RowDescription(id: "n", node: backing), itemRow("b")]

        XCTAssertTrue(list.insertRows(rows, at: 0))
        rows.append(itemRow("c"))

        assertWired(list)
        XCTAssertEqual(list.rows.map(\.id), ["a", "n", "b"].map(DescribedID.init), "the caller's array is its own")
        XCTAssertEqual(backing.prepareCount, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.text, "b")
        XCTAssertTrue(list.insertRow(itemRow("d"), at: 3))
        assertWired(list)
        XCTAssertEqual(list.rows.map(\.id), ["a", "n", "b", "d"].map(DescribedID.init))
    }
}
