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
///  └─ ReviewsSection  one ReviewRow per review, "load more" footer
/// ```
@MainActor
public final class DestinationPage {
    public let destination: Destination
    public let table: TableView
    public let root: DestinationRoot
    public let reviews: ReviewsSection
    public let tracer: CallTracer
    /// The review the user tapped last.
    public private(set) var tappedReview: Destination.Review?

    /// Builds the tree and serves a 320 x 568 table with it.
    ///
    /// - Parameters:
    ///   - destination: What the page shows.
    ///   - tracer: Counts (and may print) the calls each node receives; the root records them.
    ///   - reviewsPerPage: How many reviews each "load more" adds.
    ///   - traced: Whether the root records calls in `tracer`; false for timing the page (the
    ///     benchmarks compare it with a hand-written delegate that traces nothing).
    public init(
        destination: Destination = .kyoto, tracer: CallTracer = CallTracer(), reviewsPerPage: Int = 5,
        traced: Bool = true
    ) {
        self.destination = destination
        self.tracer = tracer
        table = TableView()
        reviews = ReviewsSection(reviews: destination.reviews, pageSize: reviewsPerPage)
        let sections: [ContentSection] = [
            .header(destination), .info(destination), .map(destination), .rating(destination),
        ]
        root = DestinationRoot(index: 0, childDelegates: sections + [reviews])
        root.tracer = traced ? tracer : nil
        reviews.onTap = { [weak self] in self?.tappedReview = $0 }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
    }

    /// Loads the next page of reviews into the table (one animated batch update).
    ///
    /// - Returns: How many reviews were added.
    @discardableResult
    public func loadMoreReviews() -> Int {
        reviews.loadMore()
    }

    /// Scrolls down by one screen, as a user's swipe would (bounded by the content's end);
    /// returns false when already at the bottom.
    @discardableResult
    public func scrollOneScreen() -> Bool {
        table.userScroll(by: table.bounds.height) > 0
    }
}
