import CascadingTableDelegate
package import CascadingTableView

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

// The shadow's reloads, accepted updates and the tree's commands, replayed into the table; then
// the table's state (selection, offset, editing), which the user sees, comes back to the shadow.
// Which updates reach UIKit, in which numbering, is the shadow's logic; this is the call.
extension UIKitTableBridge: TableViewHost {
    /// Reloads the table.
    ///
    /// - Parameter tableView: The shadow.
    package func shadowTableDidReloadData(_ tableView: TableView) {
        guard let table = hostTableView else { return }
        table.reloadData()
        settleShadow(on: table)
    }

    /// Replays an update the shadow accepted as one `performBatchUpdates`, each insert, delete and
    /// reload with its own animation.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - update: The update, in UIKit's numbering.
    package func shadowTable(_ tableView: TableView, didAccept update: BatchUpdate) {
        guard let table = hostTableView else { return }
        guard !update.replaysNothing else { return settleShadow(on: table) }
        table.performBatchUpdates(
            {
                for (animation, sections) in update.replayedDeletedSections {
                    table.deleteSections(sections, with: Self.uiKit(animation))
                }
                for (animation, sections) in update.replayedInsertedSections {
                    table.insertSections(sections, with: Self.uiKit(animation))
                }
                for (animation, sections) in update.replayedReloadedSections {
                    table.reloadSections(sections, with: Self.uiKit(animation))
                }
                for move in update.replayedMovedSections {
                    table.moveSection(move.from, toSection: move.to)
                }
                for (animation, rows) in update.replayedDeletedRows {
                    table.deleteRows(at: rows, with: Self.uiKit(animation))
                }
                for (animation, rows) in update.replayedInsertedRows {
                    table.insertRows(at: rows, with: Self.uiKit(animation))
                }
                for (animation, rows) in update.replayedReloadedRows {
                    table.reloadRows(at: rows, with: Self.uiKit(animation))
                }
                for move in update.replayedMovedRows {
                    table.moveRow(at: move.from, to: move.to)
                }
                let reconfigured = update.replayedReconfiguredRows
                if !reconfigured.isEmpty {
                    table.reconfigureRows(at: reconfigured)
                }
            }, completion: nil)
        settleShadow(on: table)
    }

    /// Does in the table what the tree asked of the shadow.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - command: What the tree asked.
    package func shadowTable(_ tableView: TableView, didRequest command: HostCommand) {
        guard let table = hostTableView else { return }
        switch command {
        case .selectRow(let indexPath, let animated, let position):
            table.selectRow(at: indexPath, animated: animated, scrollPosition: Self.uiKit(position))
        case .deselectRow(let indexPath, let animated):
            table.deselectRow(at: indexPath, animated: animated)
        case .scrollToRow(let indexPath, let position, let animated):
            table.scrollToRow(at: indexPath, at: Self.uiKit(position), animated: animated)
        case .setContentOffset(let offset):
            table.setContentOffset(offset, animated: false)
        case .setEditing(let editing, let animated):
            table.setEditing(editing, animated: animated)
        case .setAllowsSelection(let allows):
            table.allowsSelection = allows
        case .setAllowsMultipleSelection(let allows):
            table.allowsMultipleSelection = allows
        case .setAllowsSelectionDuringEditing(let allows):
            table.allowsSelectionDuringEditing = allows
        case .setAllowsMultipleSelectionDuringEditing(let allows):
            table.allowsMultipleSelectionDuringEditing = allows
        case .setSelectionFollowsFocus(let follows):
            table.selectionFollowsFocus = follows
        }
        settleShadow(on: table)
    }

    /// Gives the shadow the table's selection, offset and editing mode: UIKit's own rules decided
    /// what survived (a reloaded row's selection, the offset an insert above the viewport keeps).
    func settleShadow(on table: UITableView) {
        headlessTable.hostDidSettle(
            selectedRows: table.indexPathsForSelectedRows ?? [], contentOffset: table.contentOffset,
            isEditing: table.isEditing)
    }

    /// UIKit's animation of the same raw value.
    static func uiKit(_ animation: TableView.RowAnimation) -> UITableView.RowAnimation {
        UITableView.RowAnimation(rawValue: animation.uiKitRawValue) ?? .automatic
    }

    /// UIKit's scroll position of the same raw value.
    static func uiKit(_ position: TableView.ScrollPosition) -> UITableView.ScrollPosition {
        UITableView.ScrollPosition(rawValue: position.uiKitRawValue) ?? .none
    }
}
