import Foundation

/// Receives rows that will soon be displayed, so their data can load ahead of time, as
/// `UITableViewDataSourcePrefetching`.
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows that are about to become visible, in the order they will appear. Required.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Rows announced by ``tableView(_:prefetchRowsAt:)`` that left the prefetch range before
    /// being displayed. The default does nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

// MARK: - Default implementations

extension TableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
