import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Nodes that own a range of rows or sections: counts are sums, calls reach the child whose range
/// holds them, with index paths local to that range; other children see their parent's paths.
final class CompositionRoutingTests: XCTestCase {
    /// A section of five rows: a summary row, a range of three, a "more" row.
    @MainActor
    private func makeReviewsSection(log: CallLog) -> (CascadingSectionTableDelegate, [SpyNode]) {
        let summary = SpyNode("summary", log: log)
        let list = SpyNode("list", log: log).rowRange(3)
        let more = SpyNode("more", log: log)
        return (CascadingSectionTableDelegate(index: 0, childDelegates: [summary, list, more]), [summary, list, more])
    }

    @MainActor
    func testARowRangeAddsItsCountAndSeesLocalRows() async {
        let log = CallLog()
        let table = TableView()
        let (section, _) = makeReviewsSection(log: log)
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 4) }, 5)
        log.removeAll()
        for row in 0..<6 {
            _ = section.tableView(table, cellForRowAt: IndexPath(row: row, section: 4))
        }
        XCTAssertEqual(
            log.entries,
            [
                "summary.cellForRowAt([4, 0])", "list.cellForRowAt([0, 0])", "list.cellForRowAt([0, 1])",
                "list.cellForRowAt([0, 2])", "more.cellForRowAt([4, 4])",
            ], "the range sees section 0 and local rows; single rows see the section's paths; row 5 reaches nobody")
    }

    @MainActor
    func testEveryIndexPathMethodReachesARangeChildWithItsLocalPath() async {
        let table = TableView()
        for method in MethodCases.everyIndexPathCase {
            let log = CallLog()
            let (section, children) = makeReviewsSection(log: log)
            if let stub = method.stub { children[1].stub(method.key, stub) }
            _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
            log.removeAll()
            let answer = method.call(section, table, IndexPath(row: 3, section: 0))
            XCTAssertEqual(log.entries.count, 1, method.key)
            XCTAssertTrue(
                log.entries.first?.hasPrefix("list.\(method.key)(") ?? false, "\(method.key): \(log.entries)")
            XCTAssertTrue(
                log.entries.first?.contains("[0, 2]") ?? false, "\(method.key) gets the local row: \(log.entries)")
            if method.stub != nil {
                XCTAssertEqual(describe(answer), method.routedDescription, method.key)
            }
        }
    }

    @MainActor
    func testAnEmptyRangeTakesNoRowAndRoutingSkipsIt() async {
        let log = CallLog()
        let table = TableView()
        let first = SpyNode("first", log: log)
        let empty = SpyNode("empty", log: log).rowRange(0)
        let last = SpyNode("last", log: log)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, empty, last])
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }, 2)
        log.removeAll()
        _ = section.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(log.entries, ["last.heightForRowAt([0, 1])"])
    }

    @MainActor
    func testSectionRangesAddTheirSectionsAndSeeLocalSections() async {
        let log = CallLog()
        let table = TableView()
        let header = SpyNode("header", log: log)
        let feed = SpyNode("feed", log: log).sectionRange(3)
        let map = SpyNode("map", log: log)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [header, feed, map])
        XCTAssertEqual(table.countingAsTheTable { root.numberOfSections(in: table) }, 5)
        log.removeAll()
        for section in 0..<5 {
            _ = root.tableView(table, titleForHeaderInSection: section)
        }
        _ = table.countingAsTheTable { root.tableView(table, numberOfRowsInSection: 2) }
        root.tableView(table, didSelectRowAt: IndexPath(row: 7, section: 3))
        XCTAssertEqual(
            log.entries,
            [
                "header.titleForHeaderInSection(0)", "feed.titleForHeaderInSection(0)",
                "feed.titleForHeaderInSection(1)", "feed.titleForHeaderInSection(2)", "map.titleForHeaderInSection(4)",
                "feed.numberOfRowsInSection(1)", "feed.didSelectRowAt([2, 7])",
            ])
    }

    @MainActor
    func testEverySectionMethodReachesASectionRangeWithItsLocalSection() async {
        let table = TableView()
        for method in MethodCases.sectionCases {
            let log = CallLog()
            let feed = SpyNode("feed", log: log).sectionRange(3)
            if let stub = method.stub { feed.stub(method.key, stub) }
            let root = CascadingRootTableDelegate(
                index: 0, childDelegates: [SpyNode("header", log: log), feed])
            _ = table.countingAsTheTable { root.numberOfSections(in: table) }
            log.removeAll()
            _ = method.call(root, table, 3)
            XCTAssertEqual(
                log.entries.first.map { $0.hasPrefix("feed.\(method.key)(2") }, true, "\(method.key): \(log.entries)")
        }
    }

    @MainActor
    func testRangesNestAtAnyDepthWithPathsLocalAtEachLevel() async {
        let log = CallLog()
        let table = TableView()
        let leaf = SpyNode("leaf", log: log).rowRange(2)
        let innerRange = CascadingRangeTableDelegate(
            index: 0, childDelegates: [SpyNode("inner0", log: log), leaf])
        let outerRange = CascadingRangeTableDelegate(
            index: 0, childDelegates: [SpyNode("outer0", log: log), SpyNode("outer1", log: log), innerRange])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), outerRange])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 6)
        log.removeAll()
        _ = root.tableView(table, willSelectRowAt: IndexPath(row: 5, section: 0))
        _ = root.tableView(table, willSelectRowAt: IndexPath(row: 3, section: 0))
        XCTAssertEqual(
            log.entries, ["leaf.willSelectRowAt([0, 1])", "inner0.willSelectRowAt([0, 0])"],
            "row 5 is the leaf's row 1, inside the inner range (rows 3-5) inside the outer (rows 1-5)")
        XCTAssertEqual(leaf.regionInTable, .rows(section: 0, 4..<6))
        XCTAssertEqual(innerRange.regionInTable, .rows(section: 0, 3..<6))
        XCTAssertEqual(leaf.tableIndexPath(forLocal: IndexPath(row: 1, section: 0)), IndexPath(row: 5, section: 0))
        XCTAssertEqual(leaf.localIndexPath(forTable: IndexPath(row: 4, section: 0)), IndexPath(row: 0, section: 0))
        XCTAssertNil(leaf.localIndexPath(forTable: IndexPath(row: 3, section: 0)), "row 3 is not the leaf's")
        XCTAssertNil(leaf.tableIndexPath(forLocal: IndexPath(row: 2, section: 0)), "past the leaf's range")
        XCTAssertNil(leaf.indexPathInTable, "a range has no single row")
    }

    @MainActor
    func testEveryMethodReachesANodeThreeRangesDeepWithItsLocalPathOrSection() async {
        let table = TableView()
        for method in MethodCases.everyIndexPathCase {
            let log = CallLog()
            let leaf = SpyNode("leaf", log: log).rowRange(2)
            if let stub = method.stub { leaf.stub(method.key, stub) }
            let inner = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("inner0", log: log), leaf])
            let outer = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("outer0", log: log), inner])
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), outer])
            _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 3) }
            log.removeAll()
            // Row 4 of the section: the outer range's row 3, the inner range's row 2, the leaf's row 1.
            let answer = method.call(section, table, IndexPath(row: 4, section: 3))
            XCTAssertEqual(log.entries.count, 1, method.key)
            XCTAssertTrue(
                log.entries.first?.hasPrefix("leaf.\(method.key)(") ?? false, "\(method.key): \(log.entries)")
            XCTAssertTrue(
                log.entries.first?.contains("[0, 1]") ?? false, "\(method.key) gets the leaf's row: \(log.entries)")
            if let stub = method.stub as? IndexPath {
                // An index path the leaf answers is in its frame: its section 8 is 8 sections
                // after the leaf's own (section 3), whatever the depth.
                XCTAssertEqual(answer as? IndexPath, IndexPath(row: stub.row, section: stub.section + 3), method.key)
            } else if method.stub != nil {
                XCTAssertEqual(describe(answer), method.routedDescription, method.key)
            }
        }
        for method in MethodCases.sectionCases {
            let log = CallLog()
            let days = SpyNode("days", log: log).sectionRange(3)
            if let stub = method.stub { days.stub(method.key, stub) }
            let feed = CascadingRangeTableDelegate(index: 0, childDelegates: [SpyNode("map", log: log), days])
            feed.propagationMode = .section
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [SpyNode("header", log: log), feed])
            XCTAssertEqual(table.countingAsTheTable { root.numberOfSections(in: table) }, 5)
            log.removeAll()
            // Section 4: the feed's section 3, the days' section 2.
            _ = method.call(root, table, 4)
            XCTAssertEqual(
                log.entries.first.map { $0.hasPrefix("days.\(method.key)(2") }, true, "\(method.key): \(log.entries)")
        }
    }

    @MainActor
    func testTheEstimatedHeightFallbackWorksThroughRanges() async {
        let table = TableView()
        let log = CallLog()
        let leaf = SpyNode("leaf", log: log).rowRange(2)
        leaf.stub("heightForRowAt", CGFloat(70))
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: [leaf])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("top", log: log), range])
        _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
        XCTAssertEqual(section.tableView(table, estimatedHeightForRowAt: IndexPath(row: 2, section: 0)), 70)
        XCTAssertEqual(
            section.tableView(table, estimatedHeightForRowAt: IndexPath(row: 9, section: 0)),
            TableView.automaticDimension)
    }

    @MainActor
    func testPrefetchBatchesAreSplitPerChildAndTranslated() async {
        let log = CallLog()
        let table = TableView()
        let (section, _) = makeReviewsSection(log: log)
        _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
        log.removeAll()
        let paths = [4, 1, 2, 0, 9].map { IndexPath(row: $0, section: 0) }
        section.tableView(table, prefetchRowsAt: paths)
        section.tableView(table, cancelPrefetchingForRowsAt: paths)
        XCTAssertEqual(
            log.entries,
            [
                "more.prefetchRowsAt([[0, 4]])", "list.prefetchRowsAt([[0, 0], [0, 1]])",
                "summary.prefetchRowsAt([[0, 0]])", "more.cancelPrefetchingForRowsAt([[0, 4]])",
                "list.cancelPrefetchingForRowsAt([[0, 0], [0, 1]])", "summary.cancelPrefetchingForRowsAt([[0, 0]])",
            ])
    }

    @MainActor
    func testSectionIndexTitlesAreGatheredAndTranslated() async {
        let log = CallLog()
        let table = TableView()
        let header = SpyNode("header", log: log)
        header.stub("sectionIndexTitles", ["H"])
        let feed = SpyNode("feed", log: log).sectionRange(3)
        feed.stub("sectionIndexTitles", ["A", "B"])
        feed.stub("sectionForSectionIndexTitle", 2)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [header, feed])
        _ = table.countingAsTheTable { root.numberOfSections(in: table) }
        XCTAssertEqual(root.sectionIndexTitles(for: table), ["H", "A", "B"])
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "H", at: 0), 0)
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "B", at: 2), 3, "feed's section 2, after 1")
        XCTAssertEqual(root.tableView(table, sectionForSectionIndexTitle: "?", at: 7), 7)
    }

    @MainActor
    func testMovesFollowThePolicyWithinAndAcrossRanges() async {
        let log = CallLog()
        let table = TableView()
        let (section, children) = makeReviewsSection(log: log)
        children[1].stub("targetIndexPathForMoveFromRowAt", IndexPath(row: 0, section: 0))
        _ = table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }
        log.removeAll()
        let path = { IndexPath(row: $0, section: 0) }
        section.tableView(table, moveRowAt: path(1), to: path(3))
        section.tableView(table, moveRowAt: path(2), to: path(4))
        let target = section.tableView(table, targetIndexPathForMoveFromRowAt: path(3), toProposedIndexPath: path(4))
        XCTAssertEqual(
            log.entries,
            [
                "list.moveRowAt([0, 0], [0, 2])", "list.moveRowAt([0, 1], [0, 3])", "more.moveRowAt([0, 2], [0, 4])",
                "list.targetIndexPathForMoveFromRowAt([0, 2], [0, 3])",
            ], "within a range: local paths; across: each child sees both ends in its own coordinates")
        XCTAssertEqual(target, path(1), "the range's answer, local row 0, translated back")
    }

    @MainActor
    func testAMoveAcrossSectionsTellsOnlyTheRowAtEachEnd() async {
        let log = CallLog()
        let table = TableView()
        let sectionA = CascadingSectionTableDelegate(
            index: 0, childDelegates: (0..<3).map { SpyNode("a\($0)", log: log) })
        let sectionB = CascadingSectionTableDelegate(
            index: 0, childDelegates: (0..<3).map { SpyNode("b\($0)", log: log) })
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [sectionA, sectionB])
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 1))
        XCTAssertEqual(
            log.entries, ["a1.moveRowAt([0, 1], [1, 2])", "b2.moveRowAt([0, 1], [1, 2])"],
            "row 2 of section 0 and row 1 of section 1 are not ends of the move")
        log.removeAll()
        sectionB.tableView(table, moveRowAt: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            log.entries, ["b0.moveRowAt([1, 0], [0, 2])"], "called directly: the source's section is its own")
    }

    @MainActor
    func testARangeRowMovesIntoAnotherSectionWithBothEndsInItsOwnFrame() async {
        let log = CallLog()
        let table = TableView()
        let list = SpyNode("list", log: log).rowRange(3)
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(
                    index: 0, childDelegates: [SpyNode("x0", log: log), SpyNode("x1", log: log)]),
                CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("summary", log: log), list]),
            ])
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 4)
        log.removeAll()
        // The range's row 0 (the table's [1, 1]) proposed at the top of section 0: one section
        // before the range's own, so it sees [-1, 0], and its default answer comes back as [0, 0].
        let target = root.tableView(
            table, targetIndexPathForMoveFromRowAt: IndexPath(row: 1, section: 1),
            toProposedIndexPath: IndexPath(row: 0, section: 0))
        XCTAssertEqual(target, IndexPath(row: 0, section: 0))
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            log.entries,
            [
                "list.targetIndexPathForMoveFromRowAt([0, 0], [-1, 0])", "list.moveRowAt([0, 0], [-1, 0])",
                "x0.moveRowAt([1, 1], [0, 0])",
            ])
        XCTAssertEqual(list.tableIndexPath(forLocal: IndexPath(row: 0, section: -1)), nil, "not the range's row")
    }

    @MainActor
    func testLocationsStayTrueForNodesBesideRanges() async {
        let log = CallLog()
        let table = TableView()
        let (reviews, children) = makeReviewsSection(log: log)
        let feed = SpyNode("feed", log: log).sectionRange(2)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [feed, reviews])
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(reviews.sectionInTable, 2)
        XCTAssertEqual(reviews.regionInTable, .sections(2..<3))
        XCTAssertEqual(feed.regionInTable, .sections(0..<2))
        XCTAssertNil(feed.sectionInTable, "a range of sections is not one section")
        XCTAssertEqual(children[2].indexPathInTable, IndexPath(row: 4, section: 2))
        XCTAssertEqual(children[1].regionInTable, .rows(section: 2, 1..<4))
        XCTAssertEqual(
            children[1].tableIndexPath(forLocal: IndexPath(row: 2, section: 0)), IndexPath(row: 3, section: 2),
            "a row range sees its section as 0")
        XCTAssertEqual(
            children[1].localIndexPath(forTable: IndexPath(row: 1, section: 2)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(feed.tableSection(forLocal: 1), 1)
        XCTAssertNil(feed.tableSection(forLocal: 2))
        XCTAssertEqual(reviews.localSection(forTable: 2), 2, "a single section node sees the table's sections")
        XCTAssertNil(reviews.localSection(forTable: 0))
        XCTAssertEqual(root.regionInTable, .table)
        XCTAssertEqual(root.tableIndexPath(forLocal: IndexPath(row: 1, section: 2)), IndexPath(row: 1, section: 2))
        XCTAssertNil(root.tableIndexPath(forLocal: IndexPath(row: 9, section: 2)))
        XCTAssertNil(root.localIndexPath(forTable: IndexPath(indexes: [1])), "malformed")
        XCTAssertEqual(NodeRegion.table.section, nil)
        XCTAssertEqual(NodeRegion.sections(3..<5).section, 3)
        XCTAssertEqual(NodeRegion.rows(section: 2, 0..<1).section, 2)
    }

    @MainActor
    func testTheTableShowsARangeTreeThroughTheTableItself() async {
        let table = TableView()
        let rows = (0..<3).map { name in TextRow("review \(name)") }
        let reviews = CascadingRangeTableDelegate(index: 0, childDelegates: rows)
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [TextRow("summary"), reviews, TextRow("more")])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map(\.text), ["summary", "review 0", "review 1", "review 2", "more"])
        XCTAssertEqual(rows[2].indexPathInTable, IndexPath(row: 3, section: 0))
    }
}

extension CompositionRoutingTests {
    /// A row that redirects a tap (or a deselection) to the row after it, answering in its own
    /// coordinates as a reusable node does.
    @MainActor
    private final class RedirectingRow: CascadingBareTableDelegate {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }

        override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
    }

    @MainActor
    func testARangeChildsWillSelectAnswerIsTranslatedBackToTheTable() async {
        let table = TableView()
        // Section 1, row 1 is the range's local row 0 (section 0): its answer, local row 1, is
        // the table's row 2 of section 1.
        let rows: [any CascadingTableDelegate] = [RedirectingRow(index: 0, childDelegates: []), TextRow("b")]
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: rows)
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("first")]),
                CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("summary"), range]),
            ])
        root.prepare(tableView: table)
        table.allowsMultipleSelection = true
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 1, section: 1)), IndexPath(row: 2, section: 1))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 1)])
        XCTAssertEqual(
            root.tableView(table, willDeselectRowAt: IndexPath(row: 1, section: 1)), IndexPath(row: 2, section: 1))
        XCTAssertEqual(
            root.tableView(table, willSelectRowAt: IndexPath(row: 5, section: 1)), IndexPath(row: 5, section: 1),
            "no child: the path itself")
    }
}
