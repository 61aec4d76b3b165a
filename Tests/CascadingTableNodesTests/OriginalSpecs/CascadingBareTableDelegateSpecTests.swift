import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The original library's specs of the bare node (CascadingBareTableDelegateSpec): what its
/// initializer keeps, that `prepare(tableView:)` prepares the children, and its answers to the
/// two required data source methods.
final class OriginalSpecsBareTests: XCTestCase {
    /// A bare node at index 99 over two children with the required methods only.
    @MainActor
    private func makeBareNode() -> (CascadingBareTableDelegate, [RequiredOnlyNode]) {
        let log = CallLog()
        let children = [RequiredOnlyNode("c0", log: log), RequiredOnlyNode("c1", log: log)]
        return (CascadingBareTableDelegate(index: 99, childDelegates: children), children)
    }

    @MainActor
    func testBareNodeKeepsTheIndexGivenToItsInitializer() async {
        let (node, _) = makeBareNode()
        XCTAssertEqual(node.index, 99)
    }

    @MainActor
    func testBareNodeKeepsTheChildrenGivenToItsInitializerInOrder() async {
        let (node, children) = makeBareNode()
        XCTAssertEqual(node.childDelegates.count, children.count)
        for (kept, given) in zip(node.childDelegates, children) {
            XCTAssertTrue(kept === given)
        }
    }

    @MainActor
    func testBarePreparePreparesEachChildWithTheSameTable() async {
        let (node, children) = makeBareNode()
        let table = TableView()
        node.prepare(tableView: table)
        for child in children {
            XCTAssertEqual(child.preparedTables.count, 1, child.name)
            XCTAssertTrue(child.preparedTables.first === table, child.name)
        }
    }

    @MainActor
    func testBareNodeHasNoRows() async {
        let (node, children) = makeBareNode()
        for child in children { child.rowCount = 4 }
        XCTAssertEqual(node.tableView(TableView(), numberOfRowsInSection: 0), 0)
    }

    @MainActor
    func testBareNodeGivesANewCellOnEveryCall() async {
        let (node, _) = makeBareNode()
        let table = TableView()
        let path = IndexPath(row: 0, section: 0)
        let first = node.tableView(table, cellForRowAt: path)
        let second = node.tableView(table, cellForRowAt: path)
        XCTAssertFalse(first === second)
    }
}
