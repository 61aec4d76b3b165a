import CascadingTableNodes
import CascadingTableView
import Foundation
import XCTest

/// A node's weak parent lives in the links it shares with its siblings (Performance.md,
/// "Memory"): each node still reads its own parent, a parent freed reads nil, a node moved to
/// another parent leaves its siblings where they were, a parent that is not a node class is held
/// as well as one that is, and a subclass overrides `parentDelegate` with observers, weak or not.
final class SharedParentLinkTests: XCTestCase {
    func testSiblingsReadTheirParentAndAMovedNodeLeavesItsSiblings() {
        MainActor.assumeIsolated {
            let rows = (0..<3).map { CascadingBareTableDelegate(index: $0, childDelegates: []) }
            let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
            let second = CascadingSectionTableDelegate(index: 1, childDelegates: [])
            rows[1].parentDelegate = second
            XCTAssertTrue(rows[0].parentDelegate === first)
            XCTAssertTrue(rows[1].parentDelegate === second)
            XCTAssertTrue(rows[2].parentDelegate === first)
            rows[2].parentDelegate = nil
            XCTAssertNil(rows[2].parentDelegate)
            XCTAssertTrue(rows[0].parentDelegate === first, "setting one sibling's parent changes only its own")
            // Prepared with a table, the siblings take links with the table: the parent goes along.
            let table = TableView()
            first.prepare(tableView: table)
            second.prepare(tableView: table)
            XCTAssertTrue(rows[0].parentDelegate === first)
            XCTAssertTrue(rows[1].parentDelegate === second)
            XCTAssertNil(rows[2].parentDelegate)
            XCTAssertTrue(rows.allSatisfy { $0.preparedTable === table })
            withExtendedLifetime((first, second)) {}
        }
    }

    func testAFreedParentReadsNil() {
        MainActor.assumeIsolated {
            let row = CascadingBareTableDelegate(index: 0, childDelegates: [])
            var section: CascadingSectionTableDelegate? = CascadingSectionTableDelegate(
                index: 0, childDelegates: [row])
            let table = TableView()
            section?.prepare(tableView: table)
            XCTAssertTrue(row.parentDelegate === section)
            section = nil
            XCTAssertNil(row.parentDelegate, "the parent is held weakly")
        }
    }

    func testAParentThatIsNotANodeClassIsHeldAndToldApartFromAnother() {
        MainActor.assumeIsolated {
            let table = TableView()
            let parents = [ProtocolOnlyNode(), ProtocolOnlyNode()]
            let rows = (0..<2).map { CascadingBareTableDelegate(index: $0, childDelegates: []) }
            for (row, parent) in zip(rows, parents) {
                row.parentDelegate = parent
                row.prepare(tableView: table)
            }
            // Neither parent has a serial: the links tell them apart by the parent itself.
            XCTAssertTrue(rows[0].parentDelegate === parents[0])
            XCTAssertTrue(rows[1].parentDelegate === parents[1])
            var freed: ProtocolOnlyNode? = ProtocolOnlyNode()
            let orphan = CascadingBareTableDelegate(index: 0, childDelegates: [])
            orphan.parentDelegate = freed
            freed = nil
            XCTAssertNil(orphan.parentDelegate)
            withExtendedLifetime(parents) {}
        }
    }

    func testASubclassOverridesTheParentWithObserversWeakOrNot() {
        MainActor.assumeIsolated {
            let weakly = WeakObservingNode(index: 0, childDelegates: [])
            let strongly = ObservingNode(index: 0, childDelegates: [])
            var section: CascadingSectionTableDelegate? = CascadingSectionTableDelegate(
                index: 0, childDelegates: [weakly, strongly])
            XCTAssertEqual(weakly.parentsSeen.count, 1)
            XCTAssertEqual(weakly.parentsSeen.last, section.map { ObjectIdentifier($0) })
            XCTAssertEqual(strongly.parentsSet, 1)
            XCTAssertTrue(weakly.parentDelegate === section)
            section = nil
            XCTAssertNil(weakly.parentDelegate, "an override with observers keeps the parent weak")
            XCTAssertNil(strongly.parentDelegate, "an override without `weak` keeps it weak too: the storage is")
        }
    }
}

/// Overrides the parent as the original library's subclasses may: weak, with an observer.
@MainActor
private final class WeakObservingNode: CascadingBareTableDelegate {
    /// Identities, not references: the observer must not keep a parent alive.
    var parentsSeen: [ObjectIdentifier?] = []

    override weak var parentDelegate: (any CascadingTableDelegate)? {
        didSet { parentsSeen.append(parentDelegate.map { ObjectIdentifier($0) }) }
    }
}

/// Overrides the parent without `weak`, with an observer.
@MainActor
private final class ObservingNode: CascadingBareTableDelegate {
    var parentsSet = 0

    override var parentDelegate: (any CascadingTableDelegate)? {
        didSet { parentsSet += 1 }
    }
}
