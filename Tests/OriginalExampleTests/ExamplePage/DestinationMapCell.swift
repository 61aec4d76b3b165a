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
        text = Self.caption(coordinate)
    }

    /// The map keeps its region when the cell is reused, as the original's map view did (so the
    /// next `configure(coordinate:)` of the same place has nothing to do): only the text the
    /// table clears is put back.
    override func prepareForReuse() {
        super.prepareForReuse()
        text = coordinate.map(Self.caption)
    }

    private static func caption(_ coordinate: LocationCoordinate) -> String {
        "[map \(coordinate.latitude), \(coordinate.longitude)]"
    }
}
