import CascadingTableDelegate
import Foundation

/// The destination's name over the place it is in.
final class DestinationNameCell: TableViewCell {
    nonisolated static let identifier = "DestinationNameCell"

    static func preferredHeight() -> CGFloat { 52 }

    func configure(destinationName: String?, locationText: String?) {
        text = destinationName
        detailText = locationText
    }
}
