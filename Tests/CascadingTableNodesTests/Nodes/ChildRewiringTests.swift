import CascadingTableNodes
import CascadingTableView
import XCTest

/// Setting a node's children looks again only at the children that changed for routing, yet
/// every child still ends with its position as index and the node as parent, whatever happened
/// to it in between.
final class ChildRewiringTests: XCTestCase {
    @MainActor
    func testAChildTakenByAnotherNodeIsTakenBackWhenTheChildrenAreSetAgain() async {
        let children = (0..<4).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let node = PropagatingTableDelegate(index: 0, childDelegates: children)
        let thief = PropagatingTableDelegate(index: 0, childDelegates: [children[0], children[3]])
        XCTAssertTrue(children[0].parentDelegate === thief)

        // One child inserted in the middle: the ends are shared with the previous children.
        let inserted = CascadingBareTableDelegate(index: 0, childDelegates: [])
        node.childDelegates.insert(inserted, at: 2)

        XCTAssertTrue(children[0].parentDelegate === node, "the shared prefix is checked too")
        XCTAssertTrue(children[3].parentDelegate === node, "and the shared suffix")
        XCTAssertTrue(inserted.parentDelegate === node)
        XCTAssertEqual(node.childDelegates.map(\.index), [0, 1, 2, 3, 4])
        withExtendedLifetime(thief) {}
    }

    @MainActor
    func testAChildWhoseParentWasClearedOrWhoseIndexWasChangedIsWiredAgain() async {
        let children = (0..<3).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let node = PropagatingTableDelegate(index: 0, childDelegates: children)
        children[0].parentDelegate = nil
        children[2].index = 7
        node.childDelegates.append(CascadingBareTableDelegate(index: 0, childDelegates: []))
        XCTAssertTrue(children[0].parentDelegate === node)
        XCTAssertEqual(children[2].index, 2)
    }

    @MainActor
    func testANodeMadeWhereAFreedParentWasIsNotMistakenForIt() async {
        let child = CascadingBareTableDelegate(index: 0, childDelegates: [])
        var parent: PropagatingTableDelegate? = PropagatingTableDelegate(index: 0, childDelegates: [child])
        XCTAssertTrue(child.parentDelegate === parent)
        parent = nil
        XCTAssertNil(child.parentDelegate)
        // Many new nodes, so that one is likely to reuse the freed parent's memory.
        let others = (0..<64).map { _ in PropagatingTableDelegate(index: 0, childDelegates: []) }
        for other in others {
            other.childDelegates = [child]
            XCTAssertTrue(child.parentDelegate === other)
            other.childDelegates = []
        }
    }

    @MainActor
    func testChildrenThatAreNotNodeClassesAreWiredThroughTheProtocol() async {
        let plain = ProtocolOnlyNode()
        let node = PropagatingTableDelegate(index: 0, childDelegates: [plain])
        XCTAssertTrue(plain.parentDelegate === node)
        plain.parentDelegate = nil
        node.childDelegates.insert(CascadingBareTableDelegate(index: 0, childDelegates: []), at: 0)
        XCTAssertTrue(plain.parentDelegate === node)
        XCTAssertEqual(plain.index, 1)
    }

    @MainActor
    func testASubclassThatOverridesItsParentIsStillToldItsParent() async {
        let child = ParentLoggingNode(index: 0, childDelegates: [])
        let node = PropagatingTableDelegate(index: 0, childDelegates: [child])
        XCTAssertTrue(child.parentDelegate === node)
        XCTAssertEqual(child.parentsSet, 1)
        node.childDelegates.append(CascadingBareTableDelegate(index: 0, childDelegates: []))
        XCTAssertEqual(child.parentsSet, 1, "a child wired already is not set again")
    }
}

/// A node that counts how often its parent is set.
@MainActor
private final class ParentLoggingNode: CascadingBareTableDelegate {
    var parentsSet = 0

    override var parentDelegate: (any CascadingTableDelegate)? {
        didSet { parentsSet += 1 }
    }
}
