import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A described list of rows inside a hand-written section: its rows are diffed by identifier and
/// applied as one batch of local updates, in its own coordinates, beside the section's other rows.
final class DescribedRowsDelegateTests: XCTestCase {
    /// A section before, then a section of `[summary] + nodes + [loadMore]`.
    @MainActor
    private struct ReviewsTable {
        let table = BatchCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let summary = FixedRow(index: 0, childDelegates: [])
        let loadMore = FixedRow(index: 0, childDelegates: [])
        let root: CascadingRootTableDelegate

        init(_ nodes: any CascadingTableDelegate..., strict: Bool = true, height: CGFloat = 568) {
            table.frame.size.height = height
            table.diagnostics.mode = strict ? .strict { XCTFail($0.message) } : .silent
            let intro = CascadingSectionTableDelegate(
                index: 0,
                childDelegates: [FixedRow(index: 0, childDelegates: []), FixedRow(index: 1, childDelegates: [])])
            let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: [summary] + nodes + [loadMore])
            root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, reviews], tableView: table)
            table.layoutIfNeeded()
        }

        /// The texts of the visible cells of section 1, top to bottom.
        var texts: [String?] {
            (0..<table.numberOfRows(inSection: 1)).map { table.cellForRow(at: IndexPath(row: $0, section: 1))?.text }
        }
    }

    private static func rows(_ ids: [String]) -> [RowDescription] { ids.map { itemRow($0) } }

    @MainActor
    func testRowsAreShownBetweenTheSectionsOtherRowsAndFoundByIdentifier() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a", "b", "c"]))
        let fixture = ReviewsTable(node)

        XCTAssertEqual(fixture.texts, ["fixed", "a", "b", "c", "fixed"])
        XCTAssertEqual(node.rowRange?.section, 1)
        XCTAssertEqual(node.rowRange?.rows, 1..<4)
        XCTAssertEqual(node.localIndexPath(forRowID: "a"), IndexPath(row: 0, section: 0))
        XCTAssertEqual(node.indexPath(forRowID: "c"), IndexPath(row: 3, section: 1))
        XCTAssertEqual(node.rowID(at: IndexPath(row: 2, section: 1)), DescribedID("b"))
        XCTAssertNil(node.rowID(at: IndexPath(row: 0, section: 1)), "the summary is not the node's")
        XCTAssertNil(node.rowID(at: IndexPath(row: 4, section: 1)), "nor the load-more row")
        XCTAssertNil(node.rowID(at: IndexPath(row: 1, section: 0)))
        XCTAssertNil(node.rowID(at: IndexPath(index: 1)), "a malformed path")
        XCTAssertEqual(node.cell(forRowID: "b")?.text, "b")
        XCTAssertEqual(node.row(withID: "c")?.viewModel(as: Item.self), Item(title: "c"))
        XCTAssertNil(node.row(withID: "z"))
        XCTAssertNil(node.indexPath(forRowID: "z"))
        XCTAssertEqual(node.rows.map(\.id), ["a", "b", "c"].map { DescribedID($0) })
        XCTAssertEqual(fixture.summary.cellRequests, [IndexPath(row: 0, section: 1)])
        XCTAssertEqual(fixture.loadMore.cellRequests, [IndexPath(row: 4, section: 1)])
    }

    @MainActor
    func testLoadingMoreIsOneLocalInsertBatchThatLeavesTheOtherRowsAlone() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a", "b"]))
        node.animation = .fade
        let fixture = ReviewsTable(node)
        let cells = ["a", "b"].map { node.cell(forRowID: $0) }
        let batches = fixture.table.batchCount
        var result: Bool?

        node.setRows(Self.rows(["a", "b", "c", "d"])) { result = $0 }

        XCTAssertEqual(result, true)
        XCTAssertEqual(fixture.table.batchCount, batches + 1)
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.table.lastUpdateAnimations, [.fade])
        XCTAssertEqual(fixture.texts, ["fixed", "a", "b", "c", "d", "fixed"])
        XCTAssertTrue(zip(["a", "b"].map { node.cell(forRowID: $0) }, cells).allSatisfy { $0 === $1 })
        XCTAssertEqual(fixture.summary.cellRequests.count, 1, "the summary was not asked again")
        XCTAssertEqual(fixture.loadMore.cellRequests.count, 1, "the load-more row moved with its cell")
        XCTAssertEqual(node.indexPath(forRowID: "d"), IndexPath(row: 4, section: 1))
    }

    @MainActor
    func testDeletesAndMovesKeepTheSurvivorsCells() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a", "b", "c", "d"]))
        let fixture = ReviewsTable(node)
        let (b, d) = (node.cell(forRowID: "b"), node.cell(forRowID: "d"))

        node.rows = Self.rows(["d", "x", "b"])

        XCTAssertEqual(fixture.texts, ["fixed", "d", "x", "b", "fixed"])
        XCTAssertTrue(node.cell(forRowID: "b") === b)
        XCTAssertTrue(node.cell(forRowID: "d") === d)
        XCTAssertNil(node.localIndexPath(forRowID: "a"))
        XCTAssertEqual(node.localIndexPath(forRowID: "b"), IndexPath(row: 2, section: 0))
    }

    @MainActor
    func testAChangedViewModelReconfiguresTheSameCellAndAReloadingRowGetsANewOne() async {
        let node = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b").reloadsOnChange()])
        let fixture = ReviewsTable(node)
        let a = node.cell(forRowID: "a") as? ItemCell
        let created = fixture.table.numberOfCreatedCells
        let reused = node.cell(forRowID: "b")?.reuseCount

        node.rows = [itemRow("a", version: 1), itemRow("b", version: 1).reloadsOnChange()]

        XCTAssertTrue(node.cell(forRowID: "a") === a, "the same cell")
        XCTAssertEqual(a?.item, Item(title: "a", version: 1))
        XCTAssertEqual(a?.configureCount, 2)
        XCTAssertEqual(fixture.table.numberOfCreatedCells, created, "no new cell")
        XCTAssertEqual(node.cell(forRowID: "b")?.reuseCount, reused.map { $0 + 1 }, "b was asked for a cell again")
        XCTAssertEqual((node.cell(forRowID: "b") as? ItemCell)?.item?.version, 1)
    }

    @MainActor
    func testSelectionFollowsRowsByIdentifier() async {
        let node = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b"), itemRow("c").reloadsOnChange()])
        let fixture = ReviewsTable(node)
        fixture.table.allowsMultipleSelection = true
        XCTAssertTrue(node.selectRow(withID: "b"))
        XCTAssertTrue(node.selectRow(withID: "c"))
        XCTAssertFalse(node.selectRow(withID: "z"))

        node.rows = [itemRow("n"), itemRow("c", version: 1).reloadsOnChange(), itemRow("b")]

        XCTAssertEqual(Set(node.selectedRowIDs), [DescribedID("b"), DescribedID("c")])
        XCTAssertEqual(
            Set(fixture.table.indexPathsForSelectedRows ?? []),
            [IndexPath(row: 2, section: 1), IndexPath(row: 3, section: 1)])
        XCTAssertTrue(node.deselectRow(withID: "b"))
        XCTAssertFalse(node.deselectRow(withID: "z"))
        XCTAssertEqual(node.selectedRowIDs, [DescribedID("c")])
    }

    @MainActor
    func testDuplicatesAreDroppedWithKeepFirstAndRejectTheUpdateWithReject() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a", "b"]))
        let fixture = ReviewsTable(node, strict: false)

        node.rows = [itemRow("a"), itemRow("b"), itemRow("a", version: 9)]

        XCTAssertEqual(fixture.texts, ["fixed", "a", "b", "fixed"])
        XCTAssertEqual(
            fixture.table.diagnostics.reports.map(\.message),
            [
                "Duplicate row identifier a at row 2 of section 0, first at row 0 of section 0; the later one was dropped."
            ])
        XCTAssertEqual(fixture.table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("a")])

        node.duplicatePolicy = .reject
        fixture.table.diagnostics.removeAll()
        var result: Bool?
        node.setRows(Self.rows(["c", "c"])) { result = $0 }

        XCTAssertEqual(result, false)
        XCTAssertEqual(fixture.texts, ["fixed", "a", "b", "fixed"], "the previous rows are kept")
        XCTAssertEqual(fixture.table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("c")])
        XCTAssertEqual(unexpectedReports(fixture.table), [])
    }

    @MainActor
    func testRowsSetBeforeTheNodeIsInATableAreShownByTheFirstLoadWithTheirReports() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a"]), duplicatePolicy: .keepFirst)
        var result: Bool?
        node.setRows(Self.rows(["b", "c", "b"])) { result = $0 }
        XCTAssertEqual(result, true)
        XCTAssertEqual(node.pendingDiagnostics.map(\.kind), [.duplicateIdentifier("b")])
        XCTAssertNil(node.indexPath(forRowID: "b"), "not attached")
        XCTAssertEqual(node.localIndexPath(forRowID: "c"), IndexPath(row: 1, section: 0))
        XCTAssertNil(node.rowRange)
        XCTAssertFalse(node.scrollToRow(withID: "b", at: .top))

        let fixture = ReviewsTable(node, strict: false)

        XCTAssertEqual(fixture.texts, ["fixed", "b", "c", "fixed"])
        XCTAssertEqual(node.pendingDiagnostics, [])
        XCTAssertEqual(fixture.table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("b")])
    }

    @MainActor
    func testTheProtocolsInitializerMakesAnEmptyNodeAndIgnoresChildren() async {
        let node = DescribedRowsDelegate(index: 3, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        XCTAssertEqual(node.index, 3)
        XCTAssertTrue(node.rows.isEmpty)
        XCTAssertTrue(node.childDelegates.isEmpty)
        XCTAssertTrue(node.ownsRange)
        let fixture = ReviewsTable(node)

        node.rows = Self.rows(["a"])

        XCTAssertEqual(fixture.texts, ["fixed", "a", "fixed"])
    }

    @MainActor
    func testARangeInARangeTranslatesItsUpdatesAndLookups() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a", "b"]))
        let header = FixedRow(index: 0, childDelegates: [])
        let outer = CascadingRangeTableDelegate(index: 0, childDelegates: [header, node])
        let fixture = ReviewsTable(outer)
        XCTAssertEqual(fixture.texts, ["fixed", "fixed", "a", "b", "fixed"])

        node.rows = Self.rows(["c", "b", "a"])

        XCTAssertEqual(fixture.texts, ["fixed", "fixed", "c", "b", "a", "fixed"])
        XCTAssertEqual(node.rowRange?.rows, 2..<5)
        XCTAssertEqual(node.indexPath(forRowID: "a"), IndexPath(row: 4, section: 1))
        XCTAssertEqual(node.localIndexPath(forRowID: "a"), IndexPath(row: 2, section: 0))
        XCTAssertEqual(node.rowID(at: IndexPath(row: 2, section: 1)), DescribedID("c"))
        XCTAssertEqual(node.tableIndexPath(forLocal: IndexPath(row: 0, section: 0)), IndexPath(row: 2, section: 1))
        XCTAssertEqual(fixture.loadMore.cellRequests.count, 1)
    }

    @MainActor
    func testAnotherNodesLocalUpdateInTheSameBatchMergesIntoOne() async {
        let node = DescribedRowsDelegate(rows: Self.rows(["a", "b"]))
        node.animation = .left
        let list = ListNode(["x"])
        let fixture = ReviewsTable(node, list)
        var results: [Bool] = []

        fixture.table.performBatchUpdates {
            list.items.insert("w", at: 0)
            list.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            node.setRows(Self.rows(["b", "c"])) { results.append($0) }
        } completion: {
            results.append($0)
        }

        XCTAssertEqual(results, [true, true])
        XCTAssertEqual(Set(fixture.table.lastUpdateAnimations), [.fade, .left], "one batch asked for both")
        XCTAssertEqual(fixture.table.reloadDataCount, 0)
        XCTAssertEqual(fixture.texts, ["fixed", "b", "c", "w", "x", "fixed"])
        XCTAssertEqual(node.indexPath(forRowID: "c"), IndexPath(row: 2, section: 1))
    }

    @MainActor
    func testAHandWrittenRowNodeSeesTheNodesLocalPaths() async {
        let custom = FixedRow(index: 0, childDelegates: [])
        let node = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "custom", node: custom)])
        let fixture = ReviewsTable(node)
        XCTAssertEqual(custom.cellRequests, [IndexPath(row: 1, section: 0)])
        XCTAssertTrue(node.row(withID: "custom")?.node === custom)

        node.rows = [itemRow("n"), itemRow("a"), RowDescription(id: "custom", node: custom)]

        XCTAssertEqual(custom.cellRequests.count, 1, "moved with its cell")
        XCTAssertEqual(node.indexPath(forRowID: "custom"), IndexPath(row: 3, section: 1))
        XCTAssertTrue(node.reloadRow(withID: "custom"))
        XCTAssertFalse(node.reloadRow(withID: "z"))
        XCTAssertEqual(custom.cellRequests.last, IndexPath(row: 2, section: 0))
        XCTAssertEqual(fixture.texts, ["fixed", "n", "a", "fixed", "fixed"])
    }

    @MainActor
    func testRowClosuresGetTheRowsNodeAndTheirPlaces() async {
        var seen: [(DescribedID, IndexPath, IndexPath?, Bool)] = []
        let node = DescribedRowsDelegate()
        node.rows = [
            itemRow("a"),
            itemRow("b").onSelect { context in
                seen.append((context.id, context.localIndexPath, context.tableIndexPath, context.node === node))
            },
        ]
        let fixture = ReviewsTable(node)

        _ = fixture.table.tapRow(at: IndexPath(row: 2, section: 1))

        XCTAssertEqual(seen.count, 1)
        XCTAssertEqual(seen.first?.0, DescribedID("b"))
        XCTAssertEqual(seen.first?.1, IndexPath(row: 1, section: 0))
        XCTAssertEqual(seen.first?.2, IndexPath(row: 2, section: 1))
        XCTAssertEqual(seen.first?.3, true)
    }

    @MainActor
    func testRowsInsertedAboveTheFirstVisibleRowLeaveItInPlaceAndABigUpdateReplacesTheRows() async {
        let ids = (0..<40).map { "r\($0)" }
        let node = DescribedRowsDelegate(rows: Self.rows(ids))
        let fixture = ReviewsTable(node, height: 300)
        XCTAssertTrue(node.scrollToRow(withID: "r20", at: .top))
        let top = fixture.table.rectForRow(at: node.indexPath(forRowID: "r20")!).minY - fixture.table.contentOffset.y

        node.rows = Self.rows(["n0", "n1", "n2"] + ids)

        let path = node.indexPath(forRowID: "r20")!
        XCTAssertEqual(path, IndexPath(row: 24, section: 1))
        XCTAssertEqual(fixture.table.rectForRow(at: path).minY - fixture.table.contentOffset.y, top)

        node.reloadThreshold = 2
        node.rows = Self.rows(ids.reversed())

        XCTAssertEqual(fixture.table.lastUpdateAnimations, [.none, .none], "replaced without animation")
        XCTAssertEqual(node.indexPath(forRowID: "r39"), IndexPath(row: 1, section: 1))
        XCTAssertEqual(fixture.table.numberOfRows(inSection: 1), 42)
        for path in fixture.table.indexPathsForVisibleRows ?? [] where path.section == 1 {
            guard let id = node.rowID(at: path) else { continue }
            XCTAssertEqual(fixture.table.cellForRow(at: path)?.text, id.description)
        }
    }

    @MainActor
    func testAnUpdateInsideAnOpenBatchTouchesCellsAndSelectionOnlyOnceTheBatchIsApplied() async {
        let showsB = true
        let node = DescribedRowsDelegate {
            itemRow("a")
            if showsB { itemRow("b") }
        }
        let fixture = ReviewsTable(node)
        node.selectRow(withID: "b")
        let cell = node.cell(forRowID: "b") as? ItemCell
        var finished: Bool?

        fixture.table.performBatchUpdates {
            node.setRows([itemRow("n"), itemRow("a"), itemRow("b", version: 1)]) { finished = $0 }
            XCTAssertNil(finished, "the batch is still open")
            XCTAssertEqual(cell?.item?.version, 0, "the table still shows the old rows")
        }

        XCTAssertEqual(finished, true)
        XCTAssertTrue(node.cell(forRowID: "b") === cell)
        XCTAssertEqual(cell?.item?.version, 1)
        XCTAssertEqual(fixture.table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 1)])
        XCTAssertEqual(node.selectedRowIDs, [DescribedID("b")])
    }

    @MainActor
    func testTheDocumentedReviewsSectionAnswersAsDocumented() async {
        let summary = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let reviewList = DescribedRowsDelegate(rows: [itemRow("1")])
        let loadMore = FixedRow(index: 0, childDelegates: [])
        let reviewsSection = CascadingSectionTableDelegate(
            index: 0, childDelegates: [summary, reviewList, loadMore])
        let table = BatchCountingTableView()
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [reviewsSection], tableView: table)
        defer { withExtendedLifetime(root) {} }

        reviewList.rows += [itemRow("2"), itemRow("3")]

        XCTAssertEqual(table.batchCount, 1)
        XCTAssertEqual(reviewList.indexPath(forRowID: "3"), IndexPath(row: 3, section: 0))
        XCTAssertEqual(reviewList.localIndexPath(forRowID: "3"), IndexPath(row: 2, section: 0))
        XCTAssertNil(reviewList.rowID(at: IndexPath(row: 4, section: 0)))
    }
}
