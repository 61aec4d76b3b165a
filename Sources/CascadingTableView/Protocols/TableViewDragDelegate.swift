import Foundation

/// Starts drags from a table's rows, as `UITableViewDragDelegate`.
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a drag that starts on a row carries; empty refuses the drag. Required in UIKit;
    /// the default returns `[]`, so a tree's nodes drag nothing unless they say so.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    /// The items a tap on another row adds to a drag in progress. The default returns `[]`.
    func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem]
    /// A drag is about to start. The default does nothing.
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    /// A drag ended, dropped or not. The default does nothing.
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
}

// MARK: - Default implementations

extension TableViewDragDelegate {
    /// Returns `[]`.
    public func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    { [] }
    /// Returns `[]`.
    public func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] { [] }
    /// Does nothing.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
}
