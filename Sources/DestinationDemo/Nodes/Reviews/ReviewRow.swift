import CascadingTableDelegate
import Foundation

/// A review as the page shows it: the review, its place on the "server" (its identity, which
/// survives hiding and pinning) and what the reader did to it.
public struct ShownReview: Sendable, Equatable {
    /// The review's position in ``Destination/reviews``; unique on the page.
    public var id: Int
    /// The review itself.
    public var review: Destination.Review
    /// How many times the reader marked it helpful.
    public var helpfulCount = 0
    /// Why the reader reported it, if they did.
    public var reportReason: String?

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

/// One user review: a row node of its own, a child of ``ReviewList``.
@MainActor
public final class ReviewRow: CascadingBareTableDelegate, TracedNode {
    /// What the row shows.
    public internal(set) var shown = ShownReview(id: -1, review: Destination.Review(author: "", stars: 0, text: ""))
    /// The review.
    public var review: Destination.Review { shown.review }
    var traceName: String { "ReviewRow(\(review.author))" }
    /// Called when the user taps the row.
    var onTap: ((Destination.Review) -> Void)?

    convenience init(shown: ShownReview) {
        self.init(index: 0, childDelegates: [])
        self.shown = shown
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
        shown.configure(cell)
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        shown.height
    }

    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onTap?(review)
    }
}
