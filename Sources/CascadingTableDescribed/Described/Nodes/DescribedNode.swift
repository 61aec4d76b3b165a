import CascadingTableNodes
import CascadingTableView
import Foundation

/// A node that shows described rows and addresses them by identifier: a
/// ``DescribedTableDelegate`` (a range of sections) or a ``DescribedRowsDelegate`` (a range of
/// rows).
///
/// Row closures get their node as one (``DescribedRowContext/node``), and the lookups that only
/// need a row's place (its cell, selecting, scrolling, reloading) are written once, here, for
/// both.
@MainActor
public protocol DescribedNode: CascadingTableDelegate {
    /// The index path of the row with `id`, in the node's own coordinates.
    ///
    /// There is no default: each node knows where its rows are.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's local index path, or nil when no row has that identifier.
    func localIndexPath(forRowID id: some Hashable & Sendable) -> IndexPath?

    /// The index path of the row with `id`, in the table.
    ///
    /// There is no default: each node knows where its rows are.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's index path, or nil when no row has that identifier or the node is not
    ///   attached.
    func indexPath(forRowID id: some Hashable & Sendable) -> IndexPath?

    /// The identifier of the row at a table index path.
    ///
    /// There is no default: each node knows where its rows are.
    ///
    /// - Parameter indexPath: An index path in the table.
    /// - Returns: The identifier, or nil when the row is not one of this node's.
    func rowID(at indexPath: IndexPath) -> DescribedID?

    /// The description of the row with `id`, as shown.
    ///
    /// There is no default: each node knows its rows.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row, or nil when no row has that identifier.
    func row(withID id: some Hashable & Sendable) -> RowDescription?

    /// Reloads the row with `id`: the table asks its cell again. The reload joins the node's
    /// other changes of the batch, if one is open.
    ///
    /// - Parameters:
    ///   - id: A row identifier.
    ///   - animation: The animation asked for.
    /// - Returns: Whether a row has that identifier.
    @discardableResult
    func reloadRow(withID id: some Hashable & Sendable, with animation: TableView.RowAnimation) -> Bool
}

// Acting on a row by identifier: every method finds the row's place (O(log n), see `RowStore`),
// then asks the table.
extension DescribedNode {
    /// The visible cell of the row with `id`.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The cell, or nil when the row is not visible or does not exist.
    public func cell(forRowID id: some Hashable & Sendable) -> TableViewCell? {
        guard let path = indexPath(forRowID: id) else { return nil }
        return attachedTableView?.cellForRow(at: path)
    }

    /// Scrolls the table so that the row with `id` is at `position`.
    ///
    /// - Parameters:
    ///   - id: A row identifier.
    ///   - position: Where the row ends up in the viewport.
    ///   - animated: Passed to the table.
    /// - Returns: Whether the row was found in an attached table.
    @discardableResult
    public func scrollToRow(
        withID id: some Hashable & Sendable, at position: TableView.ScrollPosition, animated: Bool = false
    ) -> Bool {
        guard let table = attachedTableView, let path = indexPath(forRowID: id) else { return false }
        table.scrollToRow(at: path, at: position, animated: animated)
        return true
    }

    /// Selects the row with `id` from code (the delegate is not told, as in UIKit).
    ///
    /// - Parameters:
    ///   - id: A row identifier.
    ///   - animated: Passed to the table.
    ///   - position: Where to scroll the row; `.none` does not scroll.
    /// - Returns: Whether the row was found in an attached table.
    @discardableResult
    public func selectRow(
        withID id: some Hashable & Sendable, animated: Bool = false,
        scrollPosition position: TableView.ScrollPosition = .none
    ) -> Bool {
        guard let table = attachedTableView, let path = indexPath(forRowID: id) else { return false }
        table.selectRow(at: path, animated: animated, scrollPosition: position)
        return true
    }

    /// Deselects the row with `id` from code.
    ///
    /// - Parameters:
    ///   - id: A row identifier.
    ///   - animated: Passed to the table.
    /// - Returns: Whether the row was found in an attached table.
    @discardableResult
    public func deselectRow(withID id: some Hashable & Sendable, animated: Bool = false) -> Bool {
        guard let table = attachedTableView, let path = indexPath(forRowID: id) else { return false }
        table.deselectRow(at: path, animated: animated)
        return true
    }

    /// The identifiers of the node's selected rows, in the table's selection order.
    public var selectedRowIDs: [DescribedID] {
        (attachedTableView?.indexPathsForSelectedRows ?? []).compactMap { rowID(at: $0) }
    }
}
