import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The protocol extensions' defaults, and the bare node's, are the documented values.
final class ProtocolDefaultTests: XCTestCase {
    /// Implements only what the protocols require; everything else comes from the extensions.
    @MainActor
    private final class MinimalNode: CascadingTableDelegate {
        var index: Int
        var childDelegates: [any CascadingTableDelegate]
        weak var parentDelegate: (any CascadingTableDelegate)?
        let cell = TableViewCell(reuseIdentifier: "own")

        init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            self.index = index
            self.childDelegates = childDelegates
        }

        func prepare(tableView: TableView) {}
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell }
    }

    @MainActor
    private func assertDefaults(of node: any CascadingTableDelegate, skipping: Set<String> = []) {
        let table = TableView()
        let path = IndexPath(row: 1, section: 2)
        for method in MethodCases.everyIndexPathCase where !skipping.contains(method.key) {
            XCTAssertTrue(method.isDefault(method.call(node, table, path), path), "\(type(of: node)).\(method.key)")
        }
        for method in MethodCases.sectionCases {
            XCTAssertEqual(describe(method.call(node, table, 2)), method.defaultDescription, method.key)
        }
        XCTAssertEqual(node.numberOfSections(in: table), 1)
        XCTAssertNil(node.sectionIndexTitles(for: table))
        XCTAssertEqual(node.tableView(table, sectionForSectionIndexTitle: "Q", at: 6), 6)
        node.tableView(table, moveRowAt: path, to: IndexPath(row: 0, section: 0))
        node.tableView(table, prefetchRowsAt: [path])
        node.tableView(table, cancelPrefetchingForRowsAt: [path])
    }

    @MainActor
    func testProtocolExtensionDefaults() async {
        let node = MinimalNode(index: 0, childDelegates: [])
        assertDefaults(of: node, skipping: ["cellForRowAt"])
        XCTAssertTrue(node.tableView(TableView(), cellForRowAt: IndexPath(row: 0, section: 0)) === node.cell)
    }

    @MainActor
    func testProtocolEstimatesDefaultToTheConformersOwnExactHeights() async {
        @MainActor
        final class Sized: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 12 }
            func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 13 }
            func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 14 }
        }
        let sized = Sized()
        let table = TableView()
        XCTAssertEqual(sized.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 12)
        XCTAssertEqual(sized.tableView(table, estimatedHeightForHeaderInSection: 0), 13)
        XCTAssertEqual(sized.tableView(table, estimatedHeightForFooterInSection: 0), 14)
    }

    @MainActor
    func testAPrefetcherNeedsOnlyPrefetchRowsAtAndTheCancelDefaultDoesNothing() async {
        @MainActor
        final class Prefetcher: TableViewDataSourcePrefetching {
            var batches: [[IndexPath]] = []
            func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
                batches.append(indexPaths)
            }
        }
        // The same scrolls drive two tables. The reference source records cancellations too, which
        // shows the table sent some; the prefetcher, relying on the default for them, must see
        // exactly the same prefetches and nothing else.
        func scrollDownUpAndDown(_ table: TableView) {
            table.layoutIfNeeded()
            for offset: CGFloat in [300, 100, 600] {
                table.contentOffset.y = offset
            }
        }
        let reference = ArrayDataSource([items("r", 60)])
        scrollDownUpAndDown(reference.makeTable())
        let source = ArrayDataSource([items("r", 60)])
        let table = source.makeTable()
        let prefetcher = Prefetcher()
        table.prefetchDataSource = prefetcher
        scrollDownUpAndDown(table)

        XCTAssertFalse(reference.log.entries(matching: ["cancelPrefetchingForRowsAt"]).isEmpty)
        XCTAssertFalse(prefetcher.batches.isEmpty)
        XCTAssertEqual(
            prefetcher.batches.map { "ds.prefetchRowsAt(\($0))" }, reference.log.entries(matching: ["prefetchRowsAt"]))
    }

    @MainActor
    func testBareNodeDefaults() async {
        let log = CallLog()
        let bare = CascadingBareTableDelegate(index: 0, childDelegates: [SpyNode("child", log: log)])
        assertDefaults(of: bare)
        XCTAssertEqual(log.entries, [], "a bare node answers for itself and passes nothing to its children")
        let table = TableView()
        XCTAssertEqual(bare.tableView(table, numberOfRowsInSection: 0), 0)
        let first = bare.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        let second = bare.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertFalse(first === second, "a new cell on every call")
        XCTAssertNil(first.reuseIdentifier)
    }

    @MainActor
    func testBareNodeStoresWhatItIsGiven() async {
        let child = CascadingBareTableDelegate(index: 4, childDelegates: [])
        let bare = CascadingBareTableDelegate(index: 2, childDelegates: [child])
        XCTAssertEqual(bare.index, 2)
        XCTAssertTrue(bare.childDelegates.first === child)
        XCTAssertEqual(child.index, 4)
    }
}
