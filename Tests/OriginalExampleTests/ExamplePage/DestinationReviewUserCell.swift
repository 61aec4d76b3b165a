import CascadingTableDelegate
import Foundation

/// A user's review: name and stars on a 39-point line, the review below, a border at the bottom.
final class DestinationReviewUserCell: TableViewCell {
    nonisolated static let identifier = "DestinationReviewUserCell"

    private(set) var rating = 0
    /// Whether the border under the review is hidden (it is under the last review).
    var hideBottomBorder = false

    /// The top line, the review across the screen less 40 in 14 points, and 20 of padding.
    static func preferredHeight(userReview: String, screenWidth: CGFloat) -> CGFloat {
        39 + userReview.displayHeight(width: screenWidth - 40, font: .system(14)) + 20
    }

    func configure(userName: String, userReview: String, rating: Int) {
        text = userName
        detailText = userReview
        self.rating = rating
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        rating = 0
        hideBottomBorder = false
    }
}
