import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

// The shadow's reloads and accepted updates, replayed into the table. The logic (which updates
// reach UIKit, in which numbering) is the shadow's and is tested on Linux; this is the call.
extension UIKitTableBridge: TableViewHost {
    /// Reloads the table.
    ///
    /// - Parameter tableView: The shadow.
    public func shadowTableDidReloadData(_ tableView: TableView) {
        hostTableView?.reloadData()
    }

    /// Replays an update the shadow accepted as one `performBatchUpdates`, with its animation.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - update: The update, in UIKit's numbering.
    public func shadowTable(_ tableView: TableView, didAccept update: HostedUpdate) {
        guard let table = hostTableView else { return }
        let animation = UITableView.RowAnimation(rawValue: update.animation.uiKitRawValue) ?? .automatic
        table.performBatchUpdates(
            {
                table.deleteSections(update.deletedSections, with: animation)
                table.insertSections(update.insertedSections, with: animation)
                table.reloadSections(update.reloadedSections, with: animation)
                for move in update.movedSections {
                    table.moveSection(move.from, toSection: move.to)
                }
                table.deleteRows(at: update.deletedRows, with: animation)
                table.insertRows(at: update.insertedRows, with: animation)
                table.reloadRows(at: update.reloadedRows, with: animation)
                for move in update.movedRows {
                    table.moveRow(at: move.from, to: move.to)
                }
                table.reconfigureRows(at: update.reconfiguredRows)
            }, completion: nil)
    }
}
