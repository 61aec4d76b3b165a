import CascadingTableDelegate
import Foundation

/// The demo page: a destination laid out in a phone-sized headless table, as a tree of nodes.
///
/// ```
/// DestinationRoot
///  ├─ HeaderSection   photo, name, description
///  ├─ InfoSection     address, opening hours, ticket price, ...
///  ├─ MapSection      map placeholder
///  ├─ RatingSection   rating summary
///  └─ ReviewsSection  the review summary row, the review list, the "load more" row
///      ├─ ReviewSummaryRow
///      ├─ ReviewList  described rows, one per review shown, in a range seen as local rows
///      └─ LoadMoreRow
/// ```
@MainActor
public final class DestinationPage {
    public let destination: Destination
    public let table: TableView
    public let root: DestinationRoot
    /// The reviews section: summary, list and "load more".
    public let reviewsSection: ReviewsSection
    /// The list of reviews shown (a range node in ``reviewsSection``).
    public var reviews: ReviewList { reviewsSection.list }
    public let tracer: CallTracer
    /// The review the user tapped last.
    public private(set) var tappedReview: Destination.Review?
    /// What the last swipe or context menu action on a review did, in a sentence.
    public private(set) var lastReviewAction: String?

    /// Builds the tree and serves a 320 x 568 table with it.
    ///
    /// - Parameters:
    ///   - destination: What the page shows.
    ///   - tracer: Counts (and may print) the calls each node receives; the root records them.
    ///   - reviewsPerPage: How many reviews each "load more" adds.
    ///   - traced: Whether the root records calls in `tracer`; false for timing the page (the
    ///     benchmarks compare it with a hand-written delegate that traces nothing).
    ///   - table: The table to serve; a subclass can watch what the page asks of it.
    public init(
        destination: Destination = .kyoto, tracer: CallTracer = CallTracer(), reviewsPerPage: Int = 5,
        traced: Bool = true, table: TableView = TableView()
    ) {
        self.destination = destination
        self.tracer = tracer
        self.table = table
        reviewsSection = ReviewsSection(reviews: destination.reviews, pageSize: reviewsPerPage)
        let sections: [ContentSection] = [
            .header(destination), .info(destination), .map(destination), .rating(destination),
        ]
        root = DestinationRoot(tracer: traced ? tracer : nil, childDelegates: sections + [reviewsSection])
        reviewsSection.list.onTap = { [weak self] in self?.tappedReview = $0 }
        reviewsSection.list.onAction = { [weak self] in self?.lastReviewAction = $0 }
        // No node of the page prefetches, so the table need not work out the rows ahead of every
        // scroll step (see Documentation/Performance.md).
        root.prefetchesRows = false
        root.prepare(tableView: table)
        table.layoutIfNeeded()
    }

    /// Loads the next page of reviews into the table: one animated batch update, the local insert
    /// the review list's described rows work out.
    ///
    /// - Returns: How many reviews were added.
    @discardableResult
    public func loadMoreReviews() -> Int {
        reviewsSection.loadMore()
    }

    /// Scrolls down by one screen, as a user's swipe would (bounded by the content's end);
    /// returns false when already at the bottom.
    @discardableResult
    public func scrollOneScreen() -> Bool {
        table.userScroll(by: table.bounds.height) > 0
    }
}
