import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Estimated heights fall back to exact heights, through any depth and through subclasses.
final class EstimatedHeightFallbackTests: XCTestCase {
    /// A bare subclass that only knows exact heights.
    @MainActor
    private final class ExactOnly: CascadingBareTableDelegate {
        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 70 }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    }

    /// A bare subclass that gives estimates different from its exact heights.
    @MainActor
    private final class WithEstimates: CascadingBareTableDelegate {
        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 70 }
        override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            25
        }
        override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            15
        }
    }

    @MainActor
    func testChildWithEstimatesGivesThem() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [WithEstimates(index: 0, childDelegates: [])])
        let table = TableView()
        XCTAssertEqual(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 50)
        XCTAssertEqual(root.tableView(table, estimatedHeightForHeaderInSection: 0), 25)
        XCTAssertEqual(root.tableView(table, estimatedHeightForFooterInSection: 0), 15)
    }

    @MainActor
    func testChildWithOnlyExactHeightsIsAskedItsExactHeight() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [ExactOnly(index: 0, childDelegates: [])])
        let table = TableView()
        XCTAssertEqual(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 70)
        XCTAssertEqual(root.tableView(table, estimatedHeightForHeaderInSection: 0), 30)
        XCTAssertEqual(root.tableView(table, estimatedHeightForFooterInSection: 0), 20)
    }

    @MainActor
    func testChildWithNeitherYieldsAutomaticDimensionForRowsAndZeroForHeadersAndFooters() async {
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: [])])
        let table = TableView()
        XCTAssertEqual(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), -1)
        XCTAssertEqual(root.tableView(table, estimatedHeightForHeaderInSection: 0), 0)
        XCTAssertEqual(root.tableView(table, estimatedHeightForFooterInSection: 0), 0)
    }

    @MainActor
    func testFallbackHoldsThroughDepthThreeAndASpyRecordsTheExactCall() async {
        let log = CallLog()
        let leaf = SpyNode("leaf", log: log)
        leaf.stub("heightForRowAt", CGFloat(91))
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("other", log: log), leaf])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let path = IndexPath(row: 1, section: 0)
        XCTAssertEqual(root.tableView(TableView(), estimatedHeightForRowAt: path), 91)
        XCTAssertEqual(log.entries, ["leaf.estimatedHeightForRowAt([0, 1])", "leaf.heightForRowAt([0, 1])"])
    }

    @MainActor
    func testFallbackHoldsForAFlatConformerUsingTheProtocolDefault() async {
        let conformer = MinimalDataSource()
        conformer.height = 33
        XCTAssertEqual(conformer.tableView(TableView(), estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 33)
    }

    @MainActor
    func testSubclassOfPropagatingNodeKeepsFallbackWhenOverridingExactHeight() async {
        final class Tall: PropagatingTableDelegate {
            override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 120 }
        }
        let node = Tall(index: 0, childDelegates: [ExactOnly(index: 0, childDelegates: [])])
        let path = IndexPath(row: 0, section: 0)
        XCTAssertEqual(node.tableView(TableView(), heightForRowAt: path), 120)
        XCTAssertEqual(
            node.tableView(TableView(), estimatedHeightForRowAt: path), 70,
            "a propagating node's estimate comes from its child, which falls back to its own exact height")
    }
}

/// A flat data source that implements only the two required methods (and a height for one test).
@MainActor
final class MinimalDataSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    var height: CGFloat?
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
}

/// A section node (row mode) answers its own header and footer: its estimates are its own exact
/// heights.
final class SectionNodeOwnEstimateTests: XCTestCase {
    @MainActor
    func testSectionNodeEstimatesFallBackToItsOwnHeaderAndFooterHeights() async {
        final class Footed: CascadingSectionTableDelegate {
            override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 44 }
            override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 70 }
        }
        let section = Footed(index: 0, childDelegates: [])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        XCTAssertEqual(root.tableView(table, estimatedHeightForHeaderInSection: 0), 30)
        XCTAssertEqual(root.tableView(table, estimatedHeightForFooterInSection: 0), 44)
        XCTAssertEqual(
            section.tableView(table, estimatedHeightForRowAt: IndexPath(row: 5, section: 0)), 70,
            "no child for row 5: the node's own exact height")
    }
}
