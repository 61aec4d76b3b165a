import CascadingTableDelegate
import DestinationDemo
import XCTest

/// Swipe actions and the context menu of a review, through the headless table's gestures.
final class ReviewActionsTests: XCTestCase {
    /// Table row 3 of the reviews section: the list's local row 2, the review with ID 2.
    private let third = IndexPath(row: 3, section: 4)

    @MainActor
    private func makePage() -> DestinationPage {
        let page = DestinationPage()
        page.table.diagnostics.mode = .strict { XCTFail($0.message) }
        page.table.scrollToRow(at: third, at: .middle, animated: false)
        return page
    }

    @MainActor
    func testOnlyReviewsCanBeSwiped() async {
        let page = makePage()
        XCTAssertEqual(page.table.swipeRow(at: third)?.map(\.title), ["Hide", "Helpful"])
        XCTAssertEqual(page.table.swipeRow(at: third, edge: .leading)?.map(\.title), ["Pin to top"])
        XCTAssertNil(page.table.swipeRow(at: IndexPath(row: 0, section: 4)), "the summary row")
        XCTAssertNil(page.table.swipeRow(at: IndexPath(row: 6, section: 4)), "the load-more row")
        XCTAssertNil(page.table.swipeRow(at: IndexPath(row: 0, section: 1)), "an info row")
    }

    @MainActor
    func testHideDeletesTheReviewWithALocalDelete() async {
        let page = makePage()
        let below = page.table.cellForRow(at: IndexPath(row: 4, section: 4))
        page.table.swipeRow(at: third)
        XCTAssertTrue(page.table.tapSwipeAction(titled: "Hide"))
        XCTAssertEqual(page.reviews.reviews.map(\.id), [0, 1, 3, 4])
        XCTAssertEqual(page.table.numberOfRows(inSection: 4), 6)
        XCTAssertEqual(page.table.lastUpdateAnimations, [.fade])
        XCTAssertTrue(page.table.cellForRow(at: third) === below, "the row below moved up with its cell")
        XCTAssertNil(page.table.indexPathForSwipedRow, "the swipe closed")
        XCTAssertEqual(page.lastReviewAction, "Hid the review by Daichi 3")
    }

    @MainActor
    func testAFullSwipeHides() async {
        let page = makePage()
        XCTAssertTrue(page.table.fullSwipeRow(at: third))
        XCTAssertEqual(page.reviews.reviews.map(\.id), [0, 1, 3, 4])
    }

    @MainActor
    func testHelpfulReconfiguresTheRowsTextInItsCell() async {
        let page = makePage()
        let cell = page.table.cellForRow(at: third)
        for count in 1...2 {
            page.table.swipeRow(at: third)
            XCTAssertTrue(page.table.tapSwipeAction(titled: "Helpful"))
            XCTAssertTrue(page.table.cellForRow(at: third) === cell, "reconfigured, not reloaded")
            XCTAssertEqual(cell?.text, "Daichi 3 *****  (\(count) found it helpful)")
        }
        XCTAssertEqual(page.reviews.reviews[2].helpfulCount, 2)
        XCTAssertEqual(page.lastReviewAction, "Daichi 3's review: 2 found it helpful")
    }

    @MainActor
    func testPinToTopMovesTheReviewWithALocalMove() async {
        let page = makePage()
        let cell = page.table.cellForRow(at: third)
        page.table.swipeRow(at: third, edge: .leading)
        XCTAssertTrue(page.table.tapSwipeAction(titled: "Pin to top"))
        XCTAssertEqual(page.reviews.reviews.map(\.id), [2, 0, 1, 3, 4])
        XCTAssertTrue(page.table.cellForRow(at: IndexPath(row: 1, section: 4)) === cell, "moved with its cell")
        XCTAssertEqual(page.lastReviewAction, "Pinned the review by Daichi 3 to the top")
    }

    @MainActor
    func testTheContextMenuCopiesSharesAndReports() async {
        let page = makePage()
        page.table.longPressRow(at: third)
        XCTAssertEqual(page.table.presentedContextMenu?.title, "Review by Daichi 3")
        XCTAssertEqual(page.table.indexPathsForContextMenu, [third])
        XCTAssertTrue(page.table.performContextMenuAction(titled: ["Copy text"]))
        XCTAssertEqual(page.reviews.clipboard, page.reviews.reviews[2].review.text)
        XCTAssertNil(page.table.presentedContextMenu)

        page.table.longPressRow(at: third)
        XCTAssertTrue(page.table.performContextMenuAction(titled: ["Share"]))
        XCTAssertEqual(page.lastReviewAction, "Shared the review by Daichi 3")

        let cell = page.table.cellForRow(at: third)
        page.table.longPressRow(at: third)
        XCTAssertTrue(page.table.performContextMenuAction(titled: ["Report", "Spam"]))
        XCTAssertTrue(page.table.cellForRow(at: third) === cell)
        XCTAssertEqual(cell?.detailText, "[reported as spam]")
        XCTAssertEqual(page.reviews.reviews[2].reportReason, "spam")
    }

    @MainActor
    func testOnlyReviewsHaveAContextMenu() async {
        let page = makePage()
        page.table.longPressRow(at: IndexPath(row: 0, section: 4))
        XCTAssertNil(page.table.presentedContextMenu)
    }

    @MainActor
    func testAnActionOfAReviewHiddenMeanwhileDoesNothing() async {
        let page = makePage()
        page.table.longPressRow(at: third)
        XCTAssertTrue(page.reviews.hide(id: 2))
        XCTAssertTrue(page.table.performContextMenuAction(titled: ["Report", "Offensive"]), "the handler ran")
        XCTAssertEqual(page.reviews.reviews.map(\.reportReason), [nil, nil, nil, nil], "but found no review")
        XCTAssertFalse(page.reviews.hide(id: 2))
        XCTAssertFalse(page.reviews.pin(id: 2))
        XCTAssertFalse(page.reviews.update(id: 2) { $0.helpfulCount = 9 })
    }
}
