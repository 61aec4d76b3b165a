import Foundation

/// Takes drops into a table, as `UITableViewDropDelegate`.
@MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Takes the dropped items in: update the data source and the table, and place the items with
    /// the coordinator. Required in UIKit; the default does nothing.
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table takes drops of this session at all. The default returns true.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// A drag entered the table. The default does nothing.
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    /// What a drop at `destinationIndexPath` (nil: over no row) would do. The default returns a
    /// `.cancel` proposal: nothing is dropped unless a delegate says how.
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal
    /// A drag left the table. The default does nothing.
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    /// A drag over the table ended, dropped or not. The default does nothing.
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
}

// MARK: - Default implementations

extension TableViewDropDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {}
    /// Returns true.
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    /// Returns `TableViewDropProposal(operation: .cancel)`.
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal { TableViewDropProposal(operation: .cancel) }
    /// Does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
}
