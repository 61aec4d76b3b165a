import CascadingTableNodes
import CascadingTableView
import Foundation

/// What a described row's closures are told: which row, where, and in which table.
@MainActor
public struct DescribedRowContext {
    /// The row's identifier.
    public let id: DescribedID

    /// The row's index path as the described node sees it: its section among the node's sections,
    /// and its row in that section (for a ``DescribedRowsDelegate``, section 0 and the row in its
    /// range).
    public let localIndexPath: IndexPath

    /// The table that made the call.
    public let tableView: TableView

    /// The described node the row belongs to: a ``DescribedTableDelegate`` or a
    /// ``DescribedRowsDelegate``.
    public let node: any DescribedNode

    /// ``localIndexPath`` in the table's numbering, through the node's current place in the table;
    /// nil when the node is not attached or the path lies outside it now (the end of displaying
    /// of a deleted row's cell, say).
    public var tableIndexPath: IndexPath? { node.tableIndexPath(forLocal: localIndexPath) }
}
