import CascadingTableView
import Foundation

// Addressing rows by identifier, for both node types: a row's position comes from the store
// (O(log n)), its table index path from the node's place in the table.
extension DescribedNodeBase: DescribedNode {
    /// The index path of the row with `id`, in the node's own coordinates (a list's rows are in
    /// section 0).
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's local index path, or nil when no row has that identifier.
    /// - Complexity: O(log *n*).
    public func localIndexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
        store.position(of: DescribedID(id)).map(localPath(ofStorePosition:))
    }

    /// The index path of the row with `id`, in the table.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's index path, or nil when no row has that identifier or the node is not
    ///   attached.
    /// - Complexity: O(log *n*) plus the node's location.
    public func indexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
        localIndexPath(forRowID: id).flatMap(tableIndexPath(forLocal:))
    }

    /// The identifier of the row at a table index path.
    ///
    /// - Parameter indexPath: An index path in the table.
    /// - Returns: The identifier, or nil when the row is not one of this node's.
    public func rowID(at indexPath: IndexPath) -> DescribedID? {
        guard let local = localIndexPath(forTable: indexPath), let position = storePosition(of: local) else {
            return nil
        }
        return store[position].id
    }

    /// The description of the row with `id`, as shown.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row, or nil when no row has that identifier.
    /// - Complexity: O(log *n*); O(*k* + log *n*) for an expanded outline row with *k* rows shown
    ///   under it, its children put back from them (the node keeps each row once).
    public func row(withID id: some Hashable & Sendable) -> RowDescription? {
        store.position(of: DescribedID(id)).map(describedRow(shownAt:))
    }

    /// Reloads the row with `id`: the table asks its cell again. The reload joins the node's
    /// other changes of the batch, if one is open; a node that is not shown has nothing to reload.
    ///
    /// - Parameters:
    ///   - id: A row identifier.
    ///   - animation: The animation asked for.
    /// - Returns: Whether a row has that identifier.
    @discardableResult
    public func reloadRow(withID id: some Hashable & Sendable, with animation: TableView.RowAnimation = .automatic)
        -> Bool
    {
        guard let position = store.position(of: DescribedID(id)) else { return false }
        forceReload(ofRowAt: position, animation: animation)
        return true
    }
}
