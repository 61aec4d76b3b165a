import CascadingTableDelegate
import Foundation

/// The destination's description, as tall as its text in 14 points across the screen less 30.
final class DestinationDescriptionCell: TableViewCell {
    nonisolated static let identifier = "DestinationDescriptionCell"

    /// 11 points above and below the text; the text 15 points in from each side.
    static func preferredHeight(displayText: String?, screenWidth: CGFloat) -> CGFloat {
        let verticalPadding: CGFloat = 22
        guard let displayText else { return verticalPadding }
        return displayText.displayHeight(width: screenWidth - 30, font: .system(14)) + verticalPadding
    }

    func configure(description: String?) {
        text = description
    }
}
