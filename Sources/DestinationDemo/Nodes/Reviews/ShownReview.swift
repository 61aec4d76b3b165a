import CascadingTableDelegate
import Foundation

/// A review as the page shows it: the review, its place on the "server" (its identity, which
/// survives hiding and pinning) and what the reader did to it.
///
/// It is the view model of the review's row in ``ReviewList``: two values are equal when the row
/// shows the same thing, so a change the reader makes (helpful, report) is a changed view model,
/// which the list shows by configuring the row's cell again.
public struct ShownReview: Sendable, Equatable {
    /// The review's position in ``Destination/reviews``; unique on the page.
    public var id: Int
    /// The review itself.
    public var review: Destination.Review
    /// How many times the reader marked it helpful.
    public var helpfulCount: Int
    /// Why the reader reported it, if they did.
    public var reportReason: String?

    /// Creates a review as shown.
    ///
    /// - Parameters:
    ///   - id: The review's position in ``Destination/reviews``.
    ///   - review: The review.
    ///   - helpfulCount: How many times the reader marked it helpful.
    ///   - reportReason: Why the reader reported it, if they did.
    public init(id: Int, review: Destination.Review, helpfulCount: Int = 0, reportReason: String? = nil) {
        self.id = id
        self.review = review
        self.helpfulCount = helpfulCount
        self.reportReason = reportReason
    }

    /// The cell's first line: author, stars and the helpful count.
    public var title: String {
        "\(review.author) " + String(repeating: "*", count: review.stars)
            + (helpfulCount > 0 ? "  (\(helpfulCount) found it helpful)" : "")
    }

    /// The cell's second line: the text, or the report in its place.
    public var detail: String {
        reportReason.map { "[reported as \($0)]" } ?? review.text
    }

    /// The row's height, which only the text decides (so changes never need a new height).
    public var height: CGFloat { review.text.count > 60 ? 88 : 66 }

    /// Fills a review cell.
    @MainActor func configure(_ cell: TableViewCell) {
        cell.text = title
        cell.detailText = detail
    }
}
