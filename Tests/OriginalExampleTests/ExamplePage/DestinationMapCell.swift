import CascadingTableDelegate
import Foundation

/// A map of the destination, in a 355 x 109 frame scaled to the screen less 10 on each side.
final class DestinationMapCell: TableViewCell {
    nonisolated static let identifier = "DestinationMapCell"

    /// The place the map shows (nil: none yet).
    private(set) var coordinate: LocationCoordinate?

    static func preferredHeight(screenWidth: CGFloat) -> CGFloat {
        (109.0 / 355.0) * (screenWidth - 20)
    }

    /// Shows `coordinate`; as the original's map, it does nothing when it shows that place already.
    func configure(coordinate: LocationCoordinate) {
        guard coordinate != self.coordinate else { return }
        self.coordinate = coordinate
        text = "[map \(coordinate.latitude), \(coordinate.longitude)]"
    }
}
