import CascadingTableDelegate
import CascadingTableNodesTestSupport
import CascadingTableTesting
import XCTest

/// Composition seen whole: trees of ranges whose local updates land in the right sections and
/// rows, checked as snapshots (`__Snapshots__/CompositionSnapshotTests/`), which show the sections
/// and headers a list of cell texts leaves out. The facts behind them (cells kept, batches,
/// translation) are pinned one by one in `CascadingTableNodesTests/Nodes/LocalUpdateTests.swift` and
/// `CascadingTableNodesTests/Nodes/CompositionRoutingTests.swift`.
final class CompositionSnapshotTests: XCTestCase {
    @MainActor
    func testSectionRangesInsertDeleteAndMoveTheirSectionsAroundAFixedOne() async {
        let groups = GroupsNode([["x"], ["y"]])
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("top")]), groups,
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("bottom")]),
            ])
        let table = TableView()
        root.prepare(tableView: table)
        withStrictTableDiagnostics {
            assertTableSnapshot(of: table, named: "before")
            groups.groups = [["w"], ["y"], ["z", "z2"]]
            groups.performLocalUpdates {
                groups.deleteSections(IndexSet(integer: 0), with: .fade)
                groups.insertSections(IndexSet([0, 2]), with: .fade)
            }
            assertTableSnapshot(of: table, named: "inserted and deleted")
            groups.groups = [["z", "z2"], ["y"], ["w"]]
            groups.performLocalUpdates {
                groups.moveSection(2, toSection: 0)
                groups.moveSection(0, toSection: 2)
            }
            assertTableSnapshot(of: table, named: "moved")
        }
    }

    @MainActor
    func testTwoRowRangesInOneSectionUpdateInOneBatchBetweenFixedRows() async {
        let first = ListNode(["a"])
        let second = ListNode(["b"])
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [TextRow("summary"), first, TextRow("between"), second, TextRow("more")])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        withStrictTableDiagnostics {
            table.layoutIfNeeded()
            root.performLocalUpdates {
                second.items = ["b0", "b"]
                second.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
                first.items = ["a2", "a", "a1"]
                first.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .right)
            }
            assertTableSnapshot(of: table)
            first.items.remove(at: 1)
            first.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            second.items.swapAt(0, 1)
            second.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
            assertTableSnapshot(of: table)
        }
    }
}
