import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The original library's specs of `responds(to:)` for the three estimate methods on a
/// propagating node (PropagatingTableDelegateSelectorResponseSpec).
///
/// Deliberate difference: the original (Objective-C protocols, optional methods) answered
/// `responds(to:)` true for an estimate method when the node had no children or when any child
/// implemented it, and false when children existed and none did, so that UIKit skipped estimates
/// and used exact heights. Swift protocols here have no `responds(to:)`: every method has a
/// default and the table always asks for estimates. The same outcome comes from the defaults
/// instead (Documentation/Propagation.md, "Estimated heights"): an estimate nobody gives is the
/// exact height. Each test below pins that outcome for the case the original specified.
final class OriginalSpecsSelectorResponseTests: XCTestCase {
    /// A childless node with exact heights of its own.
    @MainActor
    private final class ExactHeightsNode: PropagatingTableDelegate {
        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 120 }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    }

    /// Original: a node without children answers the estimate methods with its defaults
    /// (`automaticDimension` for rows, 0 for headers and footers), whatever heights a subclass
    /// gives. Here, a documented difference (MigratingFromUIKit.md): the protocol's default
    /// estimate is the node's own exact height, so the table lays a childless node out at its real
    /// heights from the start.
    @MainActor
    func testNodeWithoutChildrenAnswersEstimatesWithItsOwnExactHeights() async {
        let node = ExactHeightsNode(index: 0, childDelegates: [])
        let table = TableView()
        XCTAssertEqual(node.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 120)
        XCTAssertEqual(node.tableView(table, estimatedHeightForHeaderInSection: 0), 30)
        XCTAssertEqual(node.tableView(table, estimatedHeightForFooterInSection: 0), 20)
    }

    /// A child with exact heights and no estimates of its own.
    @MainActor
    private final class ExactHeightsChild: CascadingBareTableDelegate {
        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            61.5 + CGFloat(indexPath.section)
        }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 12.5 }
        override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 7.25 }
    }

    /// Original: when no child implements an estimate method, the node does not respond to it,
    /// and the table uses exact heights. Here: the node's estimate for each child is that
    /// child's exact height, which differs from every default, and a child with the required
    /// methods only is never asked an estimate of its own.
    @MainActor
    func testEstimatesOfChildrenThatGiveNoneAreTheirExactHeights() async {
        let node = PropagatingTableDelegate(
            index: 0,
            childDelegates: [
                ExactHeightsChild(index: 0, childDelegates: []), ExactHeightsChild(index: 0, childDelegates: []),
            ])
        let table = TableView()
        for section in 0..<2 {
            let path = IndexPath(row: 0, section: section)
            XCTAssertEqual(node.tableView(table, estimatedHeightForRowAt: path), 61.5 + CGFloat(section))
            XCTAssertEqual(node.tableView(table, estimatedHeightForHeaderInSection: section), 12.5)
            XCTAssertEqual(node.tableView(table, estimatedHeightForFooterInSection: section), 7.25)
        }
        let log = CallLog()
        let requiredOnly = PropagatingTableDelegate(
            index: 0, childDelegates: [RequiredOnlyNode("c0", log: log), RequiredOnlyNode("c1", log: log)])
        XCTAssertEqual(
            requiredOnly.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 1)),
            TableView.automaticDimension, "the default exact height of a child that gives none")
        XCTAssertEqual(log.entries, [])
    }

    /// Original: when any child implements an estimate method, the node responds to it. Here: the
    /// estimate of the child that gives one is routed to it; the other child's stays its exact
    /// height.
    @MainActor
    func testEstimatesOfAChildThatGivesThemAreRoutedToIt() async {
        let tree = OriginalSpecTree(mode: .section)
        tree.complete.stub("estimatedHeightForRowAt", CGFloat(37))
        tree.complete.stub("estimatedHeightForHeaderInSection", CGFloat(27))
        tree.complete.stub("estimatedHeightForFooterInSection", CGFloat(17))
        let table = tree.table
        XCTAssertEqual(tree.node.tableView(table, estimatedHeightForRowAt: tree.completePath), 37)
        XCTAssertEqual(tree.node.tableView(table, estimatedHeightForHeaderInSection: 1), 27)
        XCTAssertEqual(tree.node.tableView(table, estimatedHeightForFooterInSection: 1), 17)
        XCTAssertEqual(
            tree.log.entries,
            [
                "complete.estimatedHeightForRowAt(\(tree.completePath))",
                "complete.estimatedHeightForHeaderInSection(1)",
                "complete.estimatedHeightForFooterInSection(1)",
            ])
        XCTAssertEqual(
            tree.node.tableView(table, estimatedHeightForRowAt: tree.barePath), TableView.automaticDimension)
        XCTAssertEqual(tree.node.tableView(table, estimatedHeightForHeaderInSection: 0), 0)
        XCTAssertEqual(tree.node.tableView(table, estimatedHeightForFooterInSection: 0), 0)
    }
}
