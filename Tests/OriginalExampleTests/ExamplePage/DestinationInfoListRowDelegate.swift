import CascadingTableDelegate
import Foundation

/// One row of the information list. Its section registers the cell.
final class DestinationInfoListRowDelegate: CascadingBareTableDelegate {
    static let cellIdentifier = DestinationInfoCell.identifier

    private var info: DestinationInfo?

    convenience init(info: DestinationInfo) {
        self.init(index: 0, childDelegates: [])
        self.info = info
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        DestinationInfoCell.preferredHeight(
            infoType: info?.type, infoText: info?.text, screenWidth: tableView.frame.width)
    }

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? DestinationInfoCell)?.configure(infoType: info?.type, infoText: info?.text)
    }
}
