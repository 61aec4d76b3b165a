import CascadingTableDelegate
import Foundation

/// The photo across the top of the page, as tall as its 375 x 262 design scaled to the screen.
final class DestinationTopPhotoCell: TableViewCell {
    nonisolated static let identifier = "DestinationTopPhotoCell"

    /// The photo shown, by name (nil: none yet).
    private(set) var photoName: String?

    /// The design's height scaled to `screenWidth`: 262 on a 375-point screen, 223.57... on 320.
    static func preferredHeight(screenWidth: CGFloat) -> CGFloat {
        screenWidth * (262.0 / 375.0)
    }

    func configure(photoName: String?) {
        self.photoName = photoName
        text = photoName.map { "[photo \($0)]" }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoName = nil
    }
}
