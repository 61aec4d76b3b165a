import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// New content becomes one validated batch; survivors keep their cells, changed view models are
/// configured again in place, reloads are opt-in, selection and the first visible row survive.
final class DescribedUpdateTests: XCTestCase {
    @MainActor
    func testNewContentIsAppliedAsOneBatchAndLeavesTheNodesBesideItAlone() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"]), ("t", ["c"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let before = root.childDelegates[0].childDelegates.compactMap { ($0 as? FixedRow)?.cellRequests.count }
        let batches = table.batchCount

        node.content = itemContent([("t", ["c", "a"]), ("u", ["x"]), ("s", ["b"])])

        XCTAssertEqual(table.batchCount, batches + 1)
        XCTAssertEqual(table.reloadDataCount, 0)
        XCTAssertEqual(unexpectedReports(table), [])
        XCTAssertEqual(table.numberOfSections, 5)
        XCTAssertEqual((1..<4).map { table.numberOfRows(inSection: $0) }, [2, 1, 1])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.text, "a")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 2))?.text, "x")
        let after = root.childDelegates[0].childDelegates.compactMap { ($0 as? FixedRow)?.cellRequests.count }
        XCTAssertEqual(after, before, "the hand-written rows before the node were not asked again")
    }

    @MainActor
    func testAChangedViewModelReconfiguresTheSameCell() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let cell = node.cell(forRowID: "b") as? ItemCell
        let created = table.numberOfCreatedCells
        let reused = cell?.reuseCount
        XCTAssertEqual(cell?.configureCount, 1)

        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [itemRow("a"), itemRow("b", version: 2)])
        ])

        XCTAssertTrue(node.cell(forRowID: "b") === cell, "the same cell")
        XCTAssertEqual(cell?.item, Item(title: "b", version: 2))
        XCTAssertEqual(cell?.configureCount, 2)
        XCTAssertEqual(table.numberOfCreatedCells, created, "no new cell")
        XCTAssertEqual(cell?.reuseCount, reused, "not sent through the reuse pool")
        XCTAssertEqual((node.cell(forRowID: "a") as? ItemCell)?.configureCount, 1, "an unchanged row is left alone")
    }

    @MainActor
    func testAViewModelOfAnotherTypeReconfiguresTheCellAndAnotherReuseIdentifierReloadsTheRow() async {
        func textRow(_ id: String, _ text: String, reuse: String = "text") -> RowDescription {
            RowDescription(id: id, viewModel: text, cell: TableViewCell.self, reuseIdentifier: reuse) { $0.text = $1 }
        }
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [textRow("a", "one"), textRow("b", "two")])
            ]))
        // The table is held here: the tree holds it weakly.
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime((table, root)) {} }
        let cellA = node.cell(forRowID: "a")
        let cellB = node.cell(forRowID: "b")
        XCTAssertEqual([cellA?.text, cellB?.text], ["one", "two"])

        let number = RowDescription(id: "a", viewModel: 1, cell: TableViewCell.self, reuseIdentifier: "text") {
            $0.text = "number \($1)"
        }
        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [number, textRow("b", "two", reuse: "other")])
        ])

        XCTAssertTrue(node.cell(forRowID: "a") === cellA, "another view model type, same cell: configured again")
        XCTAssertEqual(cellA?.text, "number 1")
        XCTAssertFalse(node.cell(forRowID: "b") === cellB, "another reuse identifier: a new cell")
        XCTAssertEqual(node.cell(forRowID: "b")?.reuseIdentifier, "other")
        XCTAssertEqual(node.cell(forRowID: "b")?.text, "two")
    }

    @MainActor
    func testARowThatMovesAndChangesIsReconfiguredAtItsNewPlace() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"]), ("t", ["c"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let cell = node.cell(forRowID: "a")

        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [itemRow("b")]),
            SectionDescription(id: "t", rows: [itemRow("c"), itemRow("a", version: 1)]),
        ])

        XCTAssertEqual(unexpectedReports(table), [])
        XCTAssertTrue(node.cell(forRowID: "a") === cell)
        XCTAssertEqual((cell as? ItemCell)?.item?.version, 1)
        XCTAssertEqual(node.indexPath(forRowID: "a"), IndexPath(row: 1, section: 2))
    }

    @MainActor
    func testARowThatAsksForReloadsGetsANewCellAndKeepsItsSelection() async {
        let reloading = { (version: Int) in
            DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("a", version: version).reloadsOnChange()])
            ])
        }
        let node = DescribedTableDelegate(content: reloading(0))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        node.selectRow(withID: "a")
        let reused = node.cell(forRowID: "a")?.reuseCount

        node.content = reloading(1)

        // The old cell went back to the pool and the row was asked for a cell again (the pool
        // handed the same object back, reset).
        XCTAssertEqual(node.cell(forRowID: "a")?.reuseCount, reused.map { $0 + 1 })
        XCTAssertEqual((node.cell(forRowID: "a") as? ItemCell)?.item?.version, 1)
        XCTAssertEqual(node.selectedRowIDs, [DescribedID("a")])
        XCTAssertEqual(unexpectedReports(table), [])
    }

    @MainActor
    func testARowThatMovesAndAsksForReloadsLeavesAndComesBack() async {
        let content = { (order: [String], version: Int) in
            DescribedContent(sections: [
                SectionDescription(
                    id: "s", rows: order.map { itemRow($0, version: $0 == "a" ? version : 0).reloadsOnChange() })
            ])
        }
        let node = DescribedTableDelegate(content: content(["a", "b", "c"], 0))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        node.selectRow(withID: "a")

        node.content = content(["b", "c", "a"], 1)

        XCTAssertEqual(unexpectedReports(table), [])
        XCTAssertEqual((node.cell(forRowID: "a") as? ItemCell)?.item?.version, 1)
        XCTAssertEqual(node.selectedRowIDs, [DescribedID("a")], "selected again after leaving and coming back")
    }

    @MainActor
    func testSelectionFollowsARowByIdentifierAcrossSections() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b"]), ("t", ["c"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        table.allowsMultipleSelection = true
        node.selectRow(withID: "b")
        node.selectRow(withID: "c")

        node.content = itemContent([("t", ["b", "x"]), ("s", ["a"])])

        XCTAssertEqual(Set(node.selectedRowIDs), [DescribedID("b")])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 1)])
    }

    @MainActor
    func testRowsInsertedAboveTheFirstVisibleRowLeaveItInPlace() async {
        let rows = (0..<40).map { "r\($0)" }
        let node = DescribedTableDelegate(content: itemContent([("s", rows)]))
        let (table, root) = makeDescribedTable(node, before: 0, height: 300)
        defer { withExtendedLifetime(root) {} }
        node.scrollToRow(withID: "r20", at: .top)
        let top = table.rectForRow(at: node.indexPath(forRowID: "r20")!).minY - table.contentOffset.y

        node.content = itemContent([("s", ["n0", "n1", "n2"] + rows)])

        let path = node.indexPath(forRowID: "r20")!
        XCTAssertEqual(path, IndexPath(row: 23, section: 0))
        XCTAssertEqual(table.rectForRow(at: path).minY - table.contentOffset.y, top)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, path)

        node.keepsFirstVisibleRowInPlace = false
        let offset = table.contentOffset.y
        node.content = itemContent([("s", ["m0"] + ["n0", "n1", "n2"] + rows)])
        XCTAssertEqual(table.contentOffset.y, offset, "without the anchor the offset stays, as UIKit's does")
    }

    @MainActor
    func testAnchoringFollowsARowOfAnotherNodeAfterTheDescribedSections() async {
        let node = DescribedTableDelegate(content: itemContent([("s", (0..<10).map { "r\($0)" })]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 3, height: 200)
        defer { withExtendedLifetime(root) {} }
        table.scrollToRow(at: IndexPath(row: 1, section: 2), at: .top, animated: false)
        let top = table.rectForRow(at: IndexPath(row: 1, section: 2)).minY - table.contentOffset.y

        node.content = itemContent([("s", (0..<10).map { "r\($0)" }), ("new", ["x", "y"])])

        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 3)).minY - table.contentOffset.y, top)
    }

    @MainActor
    func testAboveTheThresholdTheSectionsAreReplacedWithoutAnimation() async {
        let node = DescribedTableDelegate(content: itemContent([("s", ["a", "b", "c"])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        node.reloadThreshold = 2
        node.animation = .fade

        node.content = itemContent([("s", ["c", "b", "a", "x"])])

        XCTAssertEqual(table.lastUpdateAnimations, [.none, .none])
        XCTAssertEqual(table.numberOfRows(inSection: 1), 4)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "c")

        node.content = itemContent([("s", ["c", "b", "a"])])
        XCTAssertEqual(table.lastUpdateAnimations, [.fade], "one delete, under the threshold, animates")
    }

    @MainActor
    func testAChangedHeaderMakesTheSectionLeaveAndComeBack() async {
        let content = { (title: String) in
            DescribedContent {
                SectionDescription(id: "s", header: HeaderFooterDescription(stringLiteral: title), footer: "end") {
                    itemRow("a")
                }
            }
        }
        let node = DescribedTableDelegate(content: content("One"))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.headerView(forSection: 1)?.text, "One")

        node.content = content("Two")

        XCTAssertEqual(table.headerView(forSection: 1)?.text, "Two")
        XCTAssertEqual(table.footerView(forSection: 1)?.text, "end")
        XCTAssertEqual(unexpectedReports(table), [])
    }

    @MainActor
    func testAChangedHeightReloadsTheRow() async {
        let content = { (height: CGFloat) in
            DescribedContent(sections: [SectionDescription(id: "s", rows: [itemRow("a").height(height)])])
        }
        let node = DescribedTableDelegate(content: content(50))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 50)

        node.content = content(80)

        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 80)
    }

    @MainActor
    func testContentSetBeforeTheTableLoadsIsShownByTheFirstLoad() async {
        let node = DescribedTableDelegate()
        node.content = itemContent([("s", ["a"])])
        XCTAssertNil(node.indexPath(forRowID: "a"), "not attached: no table index path")
        XCTAssertEqual(node.localIndexPath(forRowID: "a"), IndexPath(row: 0, section: 0))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "a")
    }
}
