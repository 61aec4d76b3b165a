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

    /// Replays an update the shadow accepted as one `performBatchUpdates`, each insert, delete and
    /// reload with its own animation.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - update: The update, in UIKit's numbering.
    public func shadowTable(_ tableView: TableView, didAccept update: HostedUpdate) {
        guard let table = hostTableView else { return }
        table.performBatchUpdates(
            {
                for (animation, sections) in update.deletedSectionsByAnimation {
                    table.deleteSections(sections, with: Self.uiKit(animation))
                }
                for (animation, sections) in update.insertedSectionsByAnimation {
                    table.insertSections(sections, with: Self.uiKit(animation))
                }
                for (animation, sections) in update.reloadedSectionsByAnimation {
                    table.reloadSections(sections, with: Self.uiKit(animation))
                }
                for move in update.movedSections {
                    table.moveSection(move.from, toSection: move.to)
                }
                for (animation, rows) in update.deletedRowsByAnimation {
                    table.deleteRows(at: rows, with: Self.uiKit(animation))
                }
                for (animation, rows) in update.insertedRowsByAnimation {
                    table.insertRows(at: rows, with: Self.uiKit(animation))
                }
                for (animation, rows) in update.reloadedRowsByAnimation {
                    table.reloadRows(at: rows, with: Self.uiKit(animation))
                }
                for move in update.movedRows {
                    table.moveRow(at: move.from, to: move.to)
                }
                table.reconfigureRows(at: update.reconfiguredRows)
            }, completion: nil)
    }

    /// UIKit's animation of the same raw value.
    static func uiKit(_ animation: TableView.RowAnimation) -> UITableView.RowAnimation {
        UITableView.RowAnimation(rawValue: animation.uiKitRawValue) ?? .automatic
    }
}
