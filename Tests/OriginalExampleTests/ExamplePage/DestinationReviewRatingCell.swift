import CascadingTableDelegate
import Foundation

/// The average rating: five stars, as many of them yellow as the rating.
final class DestinationReviewRatingCell: TableViewCell {
    nonisolated static let identifier = "DestinationReviewRatingCell"

    private(set) var rating = 0

    static func preferredHeight() -> CGFloat { 39 }

    /// Shows `rating` stars out of five (0 to 5).
    func configure(rating: Int) {
        self.rating = rating
        text = Self.stars(rating)
    }

    /// Five stars, the first `rating` of them filled.
    static func stars(_ rating: Int) -> String {
        let filled = min(max(rating, 0), 5)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        configure(rating: 0)
    }
}
