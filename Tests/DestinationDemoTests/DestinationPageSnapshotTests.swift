import CascadingTableDelegate
import CascadingTableTesting
import DestinationDemo
import XCTest

/// The demo's screens as snapshots: what a user sees at each step, reviewed as text in
/// `__Snapshots__/DestinationPageSnapshotTests/`. The other tests of the page pin single facts
/// (cells kept, batches, routing); these pin whole screens.
final class DestinationPageSnapshotTests: XCTestCase {
    private let reviewsSection = 4

    @MainActor
    func testTheFirstScreenAndTheWholePage() async {
        let page = DestinationPage()
        withStrictTableDiagnostics {
            assertTableSnapshot(of: page.table, named: "first screen")
            assertTableSnapshot(of: page.table, named: "whole page", options: .wholeContent)
        }
        XCTAssertEqual(page.table.contentOffset.y, 0, "the whole page was laid out and the viewport put back")
    }

    @MainActor
    func testTheEndOfThePageAfterLoadingMoreAndHidingAReview() async throws {
        let page = DestinationPage()
        withStrictTableDiagnostics {
            page.table.userScroll(by: .infinity)
            assertTableSnapshot(of: page.table, named: "end of the page")
            let loadMore = IndexPath(row: 6, section: reviewsSection)
            XCTAssertEqual(page.table.tapRow(at: loadMore), loadMore)
            page.table.userScroll(by: .infinity)
            assertTableSnapshot(of: page.table, named: "five more reviews")
            let review = IndexPath(row: 10, section: reviewsSection)
            page.table.swipeRow(at: review)
            assertTableSnapshot(of: page.table, named: "a review swiped open")
            XCTAssertTrue(page.table.tapSwipeAction(titled: "Hide"))
            assertTableSnapshot(of: page.table, named: "the review hidden")
        }
    }

    @MainActor
    func testAReviewsContextMenuAndAReportedReview() async {
        let page = DestinationPage()
        let review = IndexPath(row: 2, section: reviewsSection)
        withStrictTableDiagnostics {
            page.table.scrollToRow(at: review, at: .middle, animated: false)
            page.table.longPressRow(at: review)
            assertTableSnapshot(of: page.table, named: "menu")
            XCTAssertTrue(page.table.performContextMenuAction(titled: ["Report", "Offensive"]))
            assertTableSnapshot(of: page.table, named: "reported")
        }
    }

    @MainActor
    func testTheRandomUpdatesScreenAfterTenStepsOfTheDefaultSeed() async {
        let screen = RandomUpdatesScreen(seed: DemoCommand.defaultSeed)
        for _ in 0..<10 {
            _ = screen.step()
        }
        XCTAssertEqual(screen.problems, [])
        assertTableSnapshot(of: screen.table, options: .wholeContent)
    }
}
