import CascadingTableNodes
import CascadingTableView
import XCTest

/// A node's place worked out by a walk up to its root and back, and the places the table keeps
/// while it translates a batch.
final class NodeWalkTests: XCTestCase {
    /// A root and `depth` nested `.section`-mode nodes under it, each the only child of the one
    /// above, prepared with a table; the deepest node has `depth` ancestors.
    @MainActor
    private func chain(depth: Int) -> (root: CascadingRootTableDelegate, deepest: CascadingTableNode, table: TableView)
    {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        var parent: PropagatingTableDelegate = root
        var deepest: CascadingTableNode = root
        for _ in 0..<depth {
            let node = PropagatingTableDelegate(index: 0, childDelegates: [], propagationMode: .section)
            parent.childDelegates = [node]
            parent = node
            deepest = node
        }
        let table = TableView()
        root.prepare(tableView: table)
        return (root, deepest, table)
    }

    @MainActor
    func testANodeIsLocatedThroughAsManyAncestorsAsTheLimitAndNotOneMore() async {
        let within = chain(depth: 1_000)
        XCTAssertEqual(within.deepest.regionInTable, .sections(0..<1), "1,000 ancestors: located")
        XCTAssertEqual(within.deepest.sectionInTable, 0)
        let beyond = chain(depth: 1_001)
        XCTAssertNil(beyond.deepest.regionInTable, "1,001 ancestors: never located")
        XCTAssertNil(beyond.deepest.sectionInTable)
        let parent = beyond.deepest.parentDelegate as? CascadingTableNode
        XCTAssertEqual(parent?.regionInTable, .sections(0..<1), "its parent, 1,000 ancestors: located")
    }

    @MainActor
    func testAWalkChecksTheRootServesTheTableBeforePlacing() async {
        let row = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(row.indexPathInTable, IndexPath(row: 0, section: 0))
        table.dataSource = nil
        XCTAssertNil(row.indexPathInTable, "the root no longer serves its table")
        XCTAssertNil(row.tableIndexPath(forLocal: IndexPath(row: 0, section: 0)))
    }

    @MainActor
    func testABatchThatPlacesOnePartKeepsOneSharedMarkAndTwoPartsKeepTheirPlaces() async {
        let rows = (0..<2).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let sections = rows.map { CascadingSectionTableDelegate(index: 0, childDelegates: [$0]) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let parts = sections.map { KeptPlacesSpy(node: $0) }
        // A section node names rows in its parent's coordinates: part `i` reloads section `i`'s row.
        func reload(_ spies: [KeptPlacesSpy]) {
            table.performBatchUpdates {
                for spy in spies {
                    let section = sections.firstIndex { $0 === spy.node } ?? 0
                    table.enqueue(
                        LocalUpdate(
                            part: spy, operation: .reloadRows([IndexPath(row: 0, section: section)]),
                            animation: TableView.RowAnimation.none))
                }
            }
        }
        // One part, in two batches: each keeps the same mark, not an object of its own.
        reload([parts[0]])
        reload([parts[0]])
        XCTAssertEqual(parts[0].placements, [true, true, true, true], "placed before and after, each batch")
        XCTAssertEqual(parts[0].keptAfterPlacing.count, 4)
        XCTAssertTrue(parts[0].keptAfterPlacing.allSatisfy { $0 === parts[0].keptAfterPlacing[0] })
        // Two parts: the second one placed each way makes what the table keeps from then on.
        reload(parts)
        XCTAssertEqual(parts[1].placements, [true, true], "placed before and after")
        XCTAssertEqual(parts[1].keptAfterPlacing.count, 2)
        XCTAssertFalse(parts[1].keptAfterPlacing[0] === parts[0].keptAfterPlacing[0])
        XCTAssertFalse(parts[1].keptAfterPlacing[1] === parts[0].keptAfterPlacing[0])
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertNil(table.shownPlaces, "dropped when the batch is translated")
        XCTAssertNil(table.currentPlaces)
    }
}

/// A node as a part of its table that notes each placement's section and what the table keeps
/// of the places placed the same way right after it.
@MainActor
private final class KeptPlacesSpy: TablePart {
    let node: CascadingTableNode
    /// Whether each placement found the node.
    private(set) var placements: [Bool] = []
    /// Held, not identified: a freed object's address could be taken again by the next.
    private(set) var keptAfterPlacing: [AnyObject] = []

    init(node: CascadingTableNode) {
        self.node = node
    }

    func placement(in table: TableView, asShown: Bool) -> TablePlacement? {
        let placement = node.placement(in: table, asShown: asShown)
        placements.append(placement != nil)
        if let kept = asShown ? table.shownPlaces : table.currentPlaces {
            keptAfterPlacing.append(kept)
        }
        return placement
    }

    var partName: String { "KeptPlacesSpy" }
}
