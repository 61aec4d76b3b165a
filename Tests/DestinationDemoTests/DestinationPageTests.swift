import CascadingTableDelegate
import DestinationDemo
import XCTest

/// The demo page: its tree, taps, loading more, rendering and the default mode end to end.
final class DestinationPageTests: XCTestCase {
    private let reviewsSection = 4

    @MainActor
    func testTheReviewsSectionIsASummaryRowTheReviewListAndALoadMoreRow() async {
        let page = DestinationPage()
        XCTAssertEqual(page.table.numberOfSections, 5)
        XCTAssertEqual((0..<5).map { page.table.numberOfRows(inSection: $0) }, [3, 4, 1, 1, 7], "1 + 5 reviews + 1")
        XCTAssertTrue(page.root.childDelegates.last === page.reviewsSection)
        let children = page.reviewsSection.childDelegates
        XCTAssertEqual(children.count, 3)
        XCTAssertTrue(children[0] is ReviewSummaryRow)
        XCTAssertTrue(children[1] === page.reviews.node)
        XCTAssertTrue(children[2] is LoadMoreRow)
        XCTAssertTrue(page.reviews.node.ownsRange, "the list owns a range of rows")
        XCTAssertEqual(page.reviews.node.regionInTable, .rows(section: reviewsSection, 1..<6))
        XCTAssertEqual(page.reviews.reviews.map(\.id), [0, 1, 2, 3, 4])
        XCTAssertEqual(page.reviewsSection.remainingCount, 7)
        XCTAssertEqual(page.table.visibleCells.first?.text, "[ photo of Fushimi Inari Taisha ]")
        XCTAssertEqual(page.table.diagnostics.reports, [])
    }

    @MainActor
    func testAReviewRowShowingAnotherReviewIsTheFirstMismatch() async {
        let page = DestinationPage()
        page.table.scrollToRow(at: IndexPath(row: 1, section: reviewsSection), at: .top, animated: false)
        XCTAssertNil(page.firstMismatch())
        page.table.cellForRow(at: IndexPath(row: 2, section: reviewsSection))?.text = "someone else"
        let author = page.reviews.reviews[1].review.author
        XCTAssertEqual(page.firstMismatch(), "review row 2 shows someone else, not the review by \(author)")
    }

    @MainActor
    func testTheSummaryAndLoadMoreRowsShowTheReviewsAverageAndWhatIsLeft() async throws {
        let page = DestinationPage()
        page.table.scrollToRow(at: IndexPath(row: 6, section: reviewsSection), at: .bottom, animated: false)
        let summary = try XCTUnwrap(page.table.cellForRow(at: IndexPath(row: 0, section: reviewsSection)))
        let stars = page.destination.reviews.map(\.stars)
        let average = Double(stars.reduce(0, +)) / Double(stars.count)
        XCTAssertEqual(summary.text, "Average " + String(format: "%.1f", average) + " of 5")
        XCTAssertEqual(summary.detailText, "12 reviews")
        let loadMore = page.table.cellForRow(at: IndexPath(row: 6, section: reviewsSection))
        XCTAssertEqual(loadMore?.text, "Load more reviews (7 more) [l]")
    }

    @MainActor
    func testTappingAReviewRowReachesThatRowsNode() async throws {
        let page = DestinationPage()
        let row = IndexPath(row: 3, section: reviewsSection)
        page.table.scrollToRow(at: row, at: .middle, animated: false)
        XCTAssertEqual(page.table.tapRow(at: row), row)
        XCTAssertEqual(page.tappedReview, page.reviews.reviews[2].review, "table row 3 is the list's local row 2")
    }

    @MainActor
    func testLoadMoreIsOneBatchOfTheListsLocalInsertsWithoutAReload() async {
        let page = DestinationPage()
        page.table.diagnostics.mode = .strict { XCTFail($0.message) }
        page.table.scrollToRow(at: IndexPath(row: 6, section: reviewsSection), at: .bottom, animated: false)
        let shown = (0..<7).map { page.table.cellForRow(at: IndexPath(row: $0, section: reviewsSection)) }
        XCTAssertEqual(page.loadMoreReviews(), 5)
        XCTAssertEqual(page.table.numberOfRows(inSection: reviewsSection), 12)
        // One batch: had the load-more row's reconfigure been a batch of its own, the last batch
        // would have no animation.
        XCTAssertEqual(page.table.lastUpdateAnimations, [.fade], "one animated insert; no reload animation")
        // The rows shown before keep their cells: nothing was reloaded.
        for row in 0..<6 {
            XCTAssertTrue(page.table.cellForRow(at: IndexPath(row: row, section: reviewsSection)) === shown[row])
        }
        page.table.scrollToRow(at: IndexPath(row: 11, section: reviewsSection), at: .bottom, animated: false)
        let loadMore = page.table.cellForRow(at: IndexPath(row: 11, section: reviewsSection))
        XCTAssertEqual(loadMore?.text, "Load more reviews (2 more) [l]", "the load-more row moved down by five")
        XCTAssertEqual(page.reviews.reviews.map(\.id), Array(0..<10))
        XCTAssertEqual(page.reviews.node.regionInTable, .rows(section: reviewsSection, 1..<11))
        XCTAssertEqual(page.loadMoreReviews(), 2)
        XCTAssertEqual(page.loadMoreReviews(), 0)
        XCTAssertEqual(page.table.numberOfRows(inSection: reviewsSection), 14)
    }

    @MainActor
    func testTheLoadMoreRowOnScreenIsReconfiguredInItsOwnCell() async {
        let page = DestinationPage(reviewsPerPage: 1)
        page.table.diagnostics.mode = .strict { XCTFail($0.message) }
        // A screen tall enough for the whole page, so the row stays on it as it moves down.
        page.table.frame = CGRect(x: 0, y: 0, width: 320, height: 2000)
        page.table.layoutIfNeeded()
        let cell = page.table.cellForRow(at: IndexPath(row: 2, section: reviewsSection))
        XCTAssertEqual(cell?.text, "Load more reviews (11 more) [l]")
        XCTAssertEqual(page.loadMoreReviews(), 1)
        XCTAssertTrue(page.table.cellForRow(at: IndexPath(row: 3, section: reviewsSection)) === cell)
        XCTAssertEqual(cell?.text, "Load more reviews (10 more) [l]")
        XCTAssertEqual(page.table.lastUpdateAnimations, [.fade])
    }

    @MainActor
    func testTappingTheLoadMoreRowLoadsMoreAndLeavesItUnselected() async {
        let page = DestinationPage()
        let loadMore = IndexPath(row: 6, section: reviewsSection)
        page.table.scrollToRow(at: loadMore, at: .bottom, animated: false)
        XCTAssertEqual(page.table.tapRow(at: loadMore), loadMore)
        XCTAssertEqual(page.table.numberOfRows(inSection: reviewsSection), 12)
        XCTAssertNil(page.table.indexPathsForSelectedRows)
        XCTAssertEqual(page.reviewsSection.remainingCount, 2)
    }

    @MainActor
    func testTheFirstFrameBoxesTheTablesSnapshotUnderThePageTitle() async {
        let page = DestinationPage()
        let renderer = FrameRenderer()
        let frame = renderer.render(page.table, title: page.destination.name).split(separator: "\n").map(String.init)
        XCTAssertTrue(frame[1].hasPrefix("│ Fushimi Inari Taisha "))
        XCTAssertTrue(frame.dropLast().last?.hasPrefix("│ scroll 0/670pt, 45% seen") ?? false)
        XCTAssertTrue(frame.allSatisfy { $0.count == renderer.width + 2 })
        // Between the title and the scroll line: the snapshot, each line padded or cut to the box.
        let snapshot = tableSnapshot(of: page.table).split(separator: "\n").map(String.init)
        let body = frame.dropFirst(3).dropLast(3)
        XCTAssertEqual(body.count, snapshot.count)
        for (boxed, line) in zip(body, snapshot) {
            let inside = String(boxed.dropFirst().dropLast())
            XCTAssertTrue(inside.hasPrefix(line) || inside.hasSuffix("…") && line.hasPrefix(inside.dropLast()), inside)
        }
    }

    @MainActor
    func testDefaultModeScrollsToTheBottomAndSummarizesCallsPerNode() async {
        var lines: [String] = []
        DemoRunner.runScroll(trace: false) { lines.append($0) }
        XCTAssertTrue(lines.first?.contains("(screen 1)") ?? false)
        XCTAssertTrue(lines.dropLast().last?.contains("100% seen") ?? false)
        XCTAssertTrue(lines.dropLast().last?.contains("Load more reviews (7 more)") ?? false)
        XCTAssertTrue(lines.last?.hasPrefix("Delegate calls received, per node") ?? false)
        for node in ["ReviewsSection", "ReviewSummary", "ReviewList", "ReviewRow(Ben 1)", "LoadMore"] {
            XCTAssertTrue(lines.last?.contains("\n  \(node) ") ?? false, node)
        }
    }

    @MainActor
    func testTheCommandLineIsParsed() async {
        XCTAssertEqual(DemoCommand(arguments: []), .scroll(trace: false))
        XCTAssertEqual(DemoCommand(arguments: ["--trace"]), .scroll(trace: true))
        XCTAssertEqual(DemoCommand(arguments: ["--interactive"]), .interactive)
        XCTAssertEqual(DemoCommand(arguments: ["--help"]), .help)
        XCTAssertEqual(
            DemoCommand(arguments: ["--random-updates"]),
            .randomUpdates(seed: DemoCommand.defaultSeed, steps: DemoCommand.defaultSteps))
        XCTAssertEqual(
            DemoCommand(arguments: ["--random-updates", "--steps", "3", "--seed", "9"]),
            .randomUpdates(seed: 9, steps: 3))
        for bad in [
            ["--no-such-flag"], ["--trace", "--interactive"], ["--random-updates", "--seed"],
            ["--random-updates", "--seed", "x"], ["--random-updates", "--steps", "-1"],
            ["--random-updates", "--x", "1"],
        ] {
            XCTAssertNil(DemoCommand(arguments: bad), "\(bad)")
        }
        XCTAssertTrue(DemoCommand.usage.contains("--random-updates"))
        XCTAssertTrue(DemoCommand.usage.contains("m              long-press"))
    }
}
