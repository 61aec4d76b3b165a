import CascadingTableNodes
import CascadingTableView
import Foundation

/// A hand-written row answering a fixed height and a cell saying "fixed".
package final class FixedRow: CascadingBareTableDelegate {
    package private(set) var cellRequests: [IndexPath] = []

    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = TableViewCell()
        cell.text = "fixed"
        return cell
    }

    /// The row's height; 44 unless a test draws another.
    package var height: CGFloat = 44
    /// The row's estimate; nil answers the height.
    package var estimate: CGFloat?

    package override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

    package override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? height
    }
}
