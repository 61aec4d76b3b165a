import CascadingTableNodes
import CascadingTableView
import XCTest

/// A node's parent serial and table are held in links that siblings share (NodeLinks): changing
/// one node's parent or table, by the tree or by hand, changes that node's alone, and a parent
/// still finds which children it has wired.
final class NodeLinksTests: XCTestCase {
    @MainActor
    func testChangingOneSiblingsParentByHandLeavesTheOthersAndIsRewiredByTheParent() async {
        let rows = (0..<3).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        let other = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        rows[1].parentDelegate = other
        XCTAssertTrue(rows[1].parentDelegate === other)
        XCTAssertTrue(rows[0].parentDelegate === section, "a sibling keeps its parent")
        XCTAssertTrue(rows[2].parentDelegate === section, "a sibling keeps its parent")
        // Setting the children wires again every child that does not name the node as its parent.
        section.childDelegates = rows
        XCTAssertTrue(rows.allSatisfy { $0.parentDelegate === section })
        XCTAssertEqual(rows.map(\.index), [0, 1, 2])
    }

    @MainActor
    func testPreparingOneSiblingWithAnotherTableLeavesTheOthersTable() async {
        let rows = (0..<3).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        let table = TableView()
        let other = TableView()
        section.prepare(tableView: table)
        rows[1].prepare(tableView: other)
        XCTAssertTrue(rows[1].preparedTable === other)
        XCTAssertTrue(rows[0].preparedTable === table)
        XCTAssertTrue(rows[2].preparedTable === table)
        XCTAssertTrue(section.currentTableView === table)
        XCTAssertTrue(rows.allSatisfy { $0.parentDelegate === section }, "preparing changes no parent")
    }

    @MainActor
    func testAChildOutlivingItsParentHasNoParentAndIsWiredByANewOne() async {
        let rows = (0..<3).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let table = TableView()
        weak var freedParent: CascadingSectionTableDelegate?
        do {
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
            section.prepare(tableView: table)
            freedParent = section
        }
        XCTAssertNil(freedParent)
        XCTAssertTrue(rows.allSatisfy { $0.parentDelegate == nil }, "no parent once it is freed")
        XCTAssertTrue(rows.allSatisfy { $0.preparedTable === table }, "the table outlives the parent")
        // New parents, possibly at the freed one's address, still wire every child.
        for _ in 0..<10 {
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
            XCTAssertTrue(rows.allSatisfy { $0.parentDelegate === section })
        }
    }

    @MainActor
    func testATableFreedIsForgottenByEveryNodePreparedWithIt() async {
        let rows = (0..<3).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        do {
            let table = TableView()
            section.prepare(tableView: table)
            XCTAssertTrue(rows.allSatisfy { $0.preparedTable === table })
        }
        XCTAssertNil(section.currentTableView)
        XCTAssertTrue(rows.allSatisfy { $0.preparedTable == nil })
        let table = TableView()
        section.prepare(tableView: table)
        XCTAssertTrue(rows.allSatisfy { $0.preparedTable === table })
    }

    @MainActor
    func testANodeThatIsItsOwnParentOrItsChildsChildStaysConsistent() async {
        let node = PropagatingTableDelegate(index: 0, childDelegates: [])
        node.parentDelegate = node
        XCTAssertTrue(node.parentDelegate === node)
        let child = PropagatingTableDelegate(index: 0, childDelegates: [])
        node.childDelegates = [child]
        child.childDelegates = [node]
        XCTAssertTrue(child.parentDelegate === node)
        XCTAssertTrue(node.parentDelegate === child)
        // Break the cycle the two strong child lists make, so both are freed.
        child.childDelegates = []
        node.childDelegates = []
        XCTAssertNil(node.parentDelegate)
        XCTAssertNil(child.parentDelegate)
    }

    @MainActor
    func testARowNodeWithAReportKeepsItsParentAndTableAndDeliversIt() async {
        let rows = (0..<2).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        // A report kept before there is a table needs the node's own annex.
        rows[0].reportIneffective("a test call", because: "it has no table")
        XCTAssertEqual(rows[0].pendingDiagnostics.count, 1)
        XCTAssertTrue(rows[0].parentDelegate === section)
        let table = TableView()
        section.prepare(tableView: table)
        XCTAssertTrue(rows.allSatisfy { $0.preparedTable === table && $0.parentDelegate === section })
        XCTAssertEqual(rows[0].pendingDiagnostics.count, 0)
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.ineffectiveCall("CascadingBareTableDelegate")])
        rows[0].parentDelegate = nil
        XCTAssertNil(rows[0].parentDelegate)
        XCTAssertTrue(rows[1].parentDelegate === section)
        XCTAssertTrue(rows[0].preparedTable === table)
    }
}
