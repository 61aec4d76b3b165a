import CascadingTableView
import Foundation

// The table's row methods, taking and giving index paths in the node's own coordinates, so that a
// reusable node (a review list in a range) never needs to know where it sits.
//
// Dequeuing needs no wrapper: `dequeueReusableCell(withIdentifier:for:)` accepts the index path a
// node received, local or not (the table uses it only to name the row in a diagnostic).
extension CascadingTableDelegate {
    /// The cell on screen for a row of this node.
    ///
    /// - Parameter indexPath: The row, in this node's coordinates.
    /// - Returns: The cell, or nil when the row is off screen. A row this node does not answer
    ///   for, or a node that is not attached, is reported to the table's diagnostics and gives nil.
    public func cellForRow(atLocal indexPath: IndexPath) -> TableViewCell? {
        locate(indexPath, for: "cellForRow(atLocal:)").flatMap { $0.table.cellForRow(at: $0.path) }
    }

    /// The frame of a row of this node, in the table's content coordinates.
    ///
    /// - Parameter indexPath: The row, in this node's coordinates.
    /// - Returns: The frame, or nil (reported) when the node does not answer for the row.
    public func rectForRow(atLocal indexPath: IndexPath) -> CGRect? {
        locate(indexPath, for: "rectForRow(atLocal:)").map { $0.table.rectForRow(at: $0.path) }
    }

    /// Selects a row of this node, as ``TableView/selectRow(at:animated:scrollPosition:)`` does
    /// (no delegate calls).
    ///
    /// - Parameters:
    ///   - indexPath: The row, in this node's coordinates.
    ///   - animated: Whether to animate (recorded, not played).
    ///   - scrollPosition: Where to scroll the row to; `.none` leaves the scroll position.
    /// - Returns: Whether the row was located and selected; false (reported) otherwise.
    @discardableResult
    public func selectRow(
        atLocal indexPath: IndexPath, animated: Bool = false, scrollPosition: TableView.ScrollPosition = .none
    ) -> Bool {
        guard let (table, path) = locate(indexPath, for: "selectRow(atLocal:animated:scrollPosition:)") else {
            return false
        }
        table.selectRow(at: path, animated: animated, scrollPosition: scrollPosition)
        return true
    }

    /// Deselects a row of this node, as ``TableView/deselectRow(at:animated:)`` does.
    ///
    /// - Parameters:
    ///   - indexPath: The row, in this node's coordinates.
    ///   - animated: Whether to animate (recorded, not played).
    /// - Returns: Whether the row was located; false (reported) otherwise.
    @discardableResult
    public func deselectRow(atLocal indexPath: IndexPath, animated: Bool = false) -> Bool {
        guard let (table, path) = locate(indexPath, for: "deselectRow(atLocal:animated:)") else { return false }
        table.deselectRow(at: path, animated: animated)
        return true
    }

    /// Scrolls the table so that a row of this node is at `position`, as
    /// ``TableView/scrollToRow(at:at:animated:)`` does.
    ///
    /// - Parameters:
    ///   - indexPath: The row, in this node's coordinates.
    ///   - position: Where the row should end up.
    ///   - animated: Whether to animate (recorded, not played).
    /// - Returns: Whether the row was located; false (reported) otherwise.
    @discardableResult
    public func scrollToRow(
        atLocal indexPath: IndexPath, at position: TableView.ScrollPosition, animated: Bool = false
    ) -> Bool {
        guard let (table, path) = locate(indexPath, for: "scrollToRow(atLocal:at:animated:)") else { return false }
        table.scrollToRow(at: path, at: position, animated: animated)
        return true
    }

    /// The selected rows this node answers for, in its coordinates, in ascending order; empty
    /// when none is selected or the node is not attached.
    ///
    /// - Complexity: O(*s* · *d*) for *s* selected rows and a node at depth *d*.
    public var indexPathsForSelectedLocalRows: [IndexPath] {
        guard let table = attachedTableView else { return [] }
        return (table.indexPathsForSelectedRows ?? []).compactMap(localIndexPath(forTable:))
    }

    /// The rows on screen that this node answers for, in its coordinates, top to bottom; empty
    /// when none is or the node is not attached.
    public var indexPathsForVisibleLocalRows: [IndexPath] {
        guard let visible = attachedTableView?.indexPathsForVisibleRows else { return [] }
        return visible.compactMap(localIndexPath(forTable:))
    }

    /// The attached table and the table's index path for `indexPath`; nil, reported, when the
    /// node is not attached or does not answer for the row.
    private func locate(_ indexPath: IndexPath, for operation: String) -> (table: TableView, path: IndexPath)? {
        guard let table = attachedTableView else {
            reportNotLocated(operation)
            return nil
        }
        guard let path = tableIndexPath(forLocal: indexPath) else {
            table.diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidIndexPath(indexPath),
                    message: "\(operation) was given \(indexPath), which is not a row a \(type(of: self)) answers for "
                        + "(its region in the table: \(String(describing: regionInTable))); nothing happened."))
            return nil
        }
        return (table, path)
    }
}
