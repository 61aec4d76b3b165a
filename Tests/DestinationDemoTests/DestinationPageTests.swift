import CascadingTableDelegate
import DestinationDemo
import XCTest

/// The demo page: its tree, taps, loading more, rendering and the modes end to end.
final class DestinationPageTests: XCTestCase {
    @MainActor
    func testThePageHasItsSectionsAndRows() async {
        let page = DestinationPage()
        XCTAssertEqual(page.table.numberOfSections, 5)
        XCTAssertEqual((0..<5).map { page.table.numberOfRows(inSection: $0) }, [3, 4, 1, 1, 5])
        XCTAssertEqual(page.root.childDelegates.count, 5)
        XCTAssertTrue(page.root.childDelegates.last === page.reviews)
        XCTAssertEqual(page.reviews.childDelegates.count, 5)
        XCTAssertTrue(page.reviews.childDelegates.allSatisfy { $0 is ReviewRow })
        XCTAssertEqual(page.reviews.remainingCount, 7)
        XCTAssertEqual(page.table.visibleCells.first?.text, "[ photo of Fushimi Inari Taisha ]")
        XCTAssertEqual(page.table.diagnostics.reports, [])
    }

    @MainActor
    func testTappingAReviewRowReachesThatRowsNodeAsTheTraceSays() async throws {
        var lines: [String] = []
        let page = DestinationPage(tracer: CallTracer(printing: true) { lines.append($0) })
        page.table.scrollToRow(at: IndexPath(row: 2, section: 4), at: .middle, animated: false)
        XCTAssertEqual(page.table.tapRow(at: IndexPath(row: 2, section: 4)), IndexPath(row: 2, section: 4))
        let third = try XCTUnwrap(page.reviews.childDelegates[2] as? ReviewRow)
        XCTAssertEqual(page.tappedReview, third.review, "the row's own node handled the tap")
        // The root traces the route; the tap above shows the call really ended at that node.
        XCTAssertEqual(
            lines.filter { $0.contains("didSelectRowAt") },
            [
                "-> root.didSelectRowAt [4, 2]", "  -> ReviewsSection.didSelectRowAt [4, 2]",
                "    -> ReviewRow(\(third.review.author)).didSelectRowAt [4, 2]",
            ])
    }

    @MainActor
    func testLoadMoreInsertsRowsThroughAValidBatchUpdate() async {
        let page = DestinationPage()
        page.table.diagnostics.mode = .strict { XCTFail($0.message) }
        page.table.scrollToRow(at: IndexPath(row: 4, section: 4), at: .bottom, animated: false)
        let lastCell = page.table.cellForRow(at: IndexPath(row: 4, section: 4))
        XCTAssertEqual(page.loadMoreReviews(), 5)
        XCTAssertEqual(page.table.numberOfRows(inSection: 4), 10)
        XCTAssertEqual(page.table.lastUpdateAnimations, [.fade], "an animated batch insert, not a reload")
        XCTAssertTrue(
            page.table.cellForRow(at: IndexPath(row: 4, section: 4)) === lastCell, "shown rows keep their cells")
        XCTAssertEqual(page.loadMoreReviews(), 2)
        XCTAssertEqual(page.loadMoreReviews(), 0)
        XCTAssertEqual(page.table.numberOfRows(inSection: 4), 12)
    }

    @MainActor
    func testTheFirstFrameShowsThePageTitleAndTheScrollPosition() async {
        let page = DestinationPage()
        let frame = FrameRenderer().render(page.table, title: page.destination.name)
        XCTAssertTrue(frame.contains("Fushimi Inari Taisha"))
        XCTAssertTrue(frame.contains("180pt"), "rows show their heights")
        XCTAssertTrue(frame.contains("▌INFO"), "section headers show")
        XCTAssertTrue(frame.contains("scroll 0/"))
        XCTAssertTrue(frame.split(separator: "\n").allSatisfy { $0.count == 48 || !$0.hasPrefix("│") })
    }

    @MainActor
    func testDefaultModeScrollsToTheBottomAndSummarizesCallsPerNode() async {
        var lines: [String] = []
        DemoRunner.runScroll(trace: false) { lines.append($0) }
        XCTAssertTrue(lines.first?.contains("(screen 1)") ?? false)
        XCTAssertTrue(lines.dropLast().last?.contains("100% seen") ?? false)
        XCTAssertTrue(lines.last?.hasPrefix("Delegate calls received, per node") ?? false)
        XCTAssertTrue(lines.last?.contains("ReviewsSection") ?? false)
    }

    @MainActor
    func testTraceModePrintsCallsIndentedByDepth() async {
        var lines: [String] = []
        DemoRunner.runScroll(trace: true) { lines.append($0) }
        XCTAssertTrue(lines.contains("-> root.cellForRowAt [4, 0]"))
        XCTAssertTrue(lines.contains("  -> ReviewsSection.cellForRowAt [4, 0]"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("    -> ReviewRow(") && $0.hasSuffix("cellForRowAt [4, 0]") })
    }

    @MainActor
    func testInteractiveSessionMovesTapsLoadsAndQuits() async {
        let session = InteractiveSession()
        XCTAssertEqual(session.cursor, IndexPath(row: 0, section: 0))
        let keys = InteractiveSession.keys(in: Array("jj\u{1B}[B\u{1B}[Ak\n".utf8))
        XCTAssertEqual(keys, [.down, .down, .down, .up, .up, .enter])
        for key in keys {
            XCTAssertTrue(session.handle(key))
        }
        XCTAssertEqual(session.cursor, IndexPath(row: 1, section: 0))
        XCTAssertTrue(session.render().contains("Tapped row 1 of section 0"))
        XCTAssertTrue(session.render().contains("▶"))
        for _ in 0..<20 {
            session.handle(.down)
        }
        XCTAssertEqual(session.cursor.section, 4, "moved down into the reviews, scrolling them into view")
        session.handle(.enter)
        XCTAssertTrue(session.render().contains("(review by"))
        session.handle(.loadMore)
        XCTAssertTrue(session.render().contains("Loaded 5 more reviews"))
        session.handle(.other)
        XCTAssertTrue(session.render().contains("Unknown key"))
        XCTAssertEqual(
            InteractiveSession.keys(in: [UInt8(ascii: "l"), UInt8(ascii: "x"), 0x1B, 0x5B, 0x43, 0x03]),
            [.loadMore, .other, .other, .quit])
        XCTAssertFalse(session.handle(.quit))
    }
}
