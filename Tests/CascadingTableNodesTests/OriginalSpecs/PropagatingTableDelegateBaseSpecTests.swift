import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The original library's base specs of the propagating node (PropagatingTableDelegateBaseSpec,
/// and its earlier form PropagatingTableDelegateSpec): its index, `prepare(tableView:)`, and the
/// index and parent it gives each child.
final class OriginalSpecsPropagatingBaseTests: XCTestCase {
    /// A propagating node at index 100 over three children made with index 0.
    @MainActor
    private func makeNode() -> (PropagatingTableDelegate, [RequiredOnlyNode], CallLog) {
        let log = CallLog()
        let children = (0..<3).map { RequiredOnlyNode("c\($0)", log: log) }
        return (PropagatingTableDelegate(index: 100, childDelegates: children), children, log)
    }

    @MainActor
    func testPropagatingNodeKeepsTheIndexGivenToItsInitializer() async {
        let (node, _, _) = makeNode()
        XCTAssertEqual(node.index, 100)
    }

    @MainActor
    func testPropagatingPreparePreparesEachChildWithTheSameTable() async {
        let (node, children, _) = makeNode()
        let table = TableView()
        node.prepare(tableView: table)
        for child in children {
            XCTAssertEqual(child.preparedTables.count, 1, child.name)
            XCTAssertTrue(child.preparedTables.first === table, child.name)
        }
    }

    @MainActor
    func testPropagatingNodeGivesEachChildTheIndexOfItsPosition() async {
        let (_, children, _) = makeNode()
        XCTAssertEqual(children.map(\.index), [0, 1, 2])
    }

    @MainActor
    func testPropagatingNodeGivesAnAppendedChildTheIndexOfItsPosition() async {
        let (node, _, log) = makeNode()
        node.childDelegates.append(RequiredOnlyNode("added", log: log))
        XCTAssertEqual(node.childDelegates.last?.index, node.childDelegates.count - 1)
        XCTAssertEqual(node.childDelegates.last?.index, 3)
    }

    @MainActor
    func testPropagatingNodeMakesItselfEachChildsParent() async {
        let (node, children, _) = makeNode()
        for child in children {
            XCTAssertTrue(child.parentDelegate === node, child.name)
        }
    }
}
