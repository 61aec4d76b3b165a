import CascadingTableDelegate
import DestinationDemo
import XCTest

/// `--trace`: every call, with the index path each node on its route received.
final class TraceTests: XCTestCase {
    @MainActor
    func testTraceModeNamesTheLocalPathTheReviewListReceived() async {
        var lines: [String] = []
        DemoRunner.runScroll(trace: true) { lines.append($0) }
        XCTAssertTrue(
            lines.contains(
                "cellForRowAt: root [4, 3] → ReviewsSection [4, 3] → ReviewList [0, 2] → ReviewRow(Daichi 3) [0, 2]"),
            "the list owns rows 1...5 of the section and sees them as 0...4")
        XCTAssertTrue(lines.contains("cellForRowAt: root [4, 0] → ReviewsSection [4, 0] → ReviewSummary [4, 0]"))
        XCTAssertTrue(lines.contains("cellForRowAt: root [4, 6] → ReviewsSection [4, 6] → LoadMore [4, 6]"))
        XCTAssertTrue(lines.contains("numberOfRowsInSection: root 4 → ReviewsSection 4"), "a section call stops there")
        XCTAssertTrue(lines.contains("numberOfSections: root"))
    }

    @MainActor
    func testTheRouteFollowsTheListAfterLoadingMoreAndHiding() async {
        var lines: [String] = []
        let page = DestinationPage(tracer: CallTracer(printing: true) { lines.append($0) })
        page.loadMoreReviews()
        XCTAssertTrue(page.reviews.hide(id: 0))
        lines.removeAll()
        let row = IndexPath(row: 9, section: 4)
        page.table.scrollToRow(at: row, at: .middle, animated: false)
        page.table.tapRow(at: row)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("didSelectRowAt") },
            ["didSelectRowAt: root [4, 9] → ReviewsSection [4, 9] → ReviewList [0, 8] → ReviewRow(Eva 10) [0, 8]"])
        XCTAssertEqual(page.tappedReview?.author, "Eva 10", "the traced route is where the call went")
    }

    @MainActor
    func testSwipeAndMenuCallsAreTracedWithLocalPaths() async {
        var lines: [String] = []
        let page = DestinationPage(tracer: CallTracer(printing: true) { lines.append($0) })
        let row = IndexPath(row: 2, section: 4)
        page.table.swipeRow(at: row, edge: .leading)
        page.table.longPressRow(at: row)
        XCTAssertTrue(lines.contains { $0.hasPrefix("leadingSwipeActionsConfigurationForRowAt: root [4, 2]") })
        XCTAssertTrue(
            lines.contains(
                "contextMenuConfigurationForRowAt: root [4, 2] → ReviewsSection [4, 2] → ReviewList [0, 1]"
                    + " → ReviewRow(Chloe 2) [0, 1]"))
    }

    @MainActor
    func testTheTracerCountsEveryNodeOnEachRoute() async {
        let tracer = CallTracer()
        tracer.record("a", route: [.init(node: "root", received: "[0, 0]"), .init(node: "child", received: "[0, 0]")])
        tracer.record("b", route: [.init(node: "root", received: "")])
        XCTAssertEqual(tracer.total, 3)
        XCTAssertEqual(tracer.counts.map(\.node), ["root", "child"])
        XCTAssertEqual(tracer.counts.map(\.calls), [2, 1])
    }
}
