import CascadingTableDelegate
import Foundation

/// One line of information: its type in bold over its text, both across the screen less 40.
final class DestinationInfoCell: TableViewCell {
    nonisolated static let identifier = "DestinationInfoCell"

    static func preferredHeight(infoType: String?, infoText: String?, screenWidth: CGFloat) -> CGFloat {
        let width = screenWidth - 2 * 20
        let typeHeight = infoType?.displayHeight(width: width, font: .boldSystem(14)) ?? 0
        let textHeight = infoText?.displayHeight(width: width, font: .system(14)) ?? 0
        return typeHeight + textHeight + 2 * 10
    }

    func configure(infoType: String?, infoText: String?) {
        text = infoType
        detailText = infoText
    }
}
