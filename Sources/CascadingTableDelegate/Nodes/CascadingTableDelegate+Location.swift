import Foundation

// Where a node is in its table, and reloading just that part.
extension CascadingTableDelegate {
    /// The table this node's tree serves: the one its root (a ``CascadingRootTableDelegate``)
    /// was prepared with, while the root is still that table's data source; nil otherwise.
    public var attachedTableView: TableView? {
        guard let top = topmostAncestor as? CascadingRootTableDelegate, let table = top.currentTableView,
            table.dataSource === top
        else { return nil }
        return table
    }

    /// The section this node answers for, when it is a section-level node (a child of a
    /// `.section`-mode node) of a tree attached to a table; nil otherwise.
    public var sectionInTable: Int? {
        guard let location = tableLocation, location.row == nil else { return nil }
        return location.section
    }

    /// The row this node answers for, when it is a row-level node (under a `.row`-mode node,
    /// itself under a `.section`-mode node) of a tree attached to a table; nil otherwise.
    public var indexPathInTable: IndexPath? {
        guard let location = tableLocation, let section = location.section, let row = location.row else {
            return nil
        }
        return IndexPath(indexes: [section, row])
    }

    /// Asks the attached table to reload just this node: its row (`reloadRows`) or its section
    /// (`reloadSections`).
    ///
    /// - Parameter animation: The animation asked for.
    /// - Returns: Whether the node was located and a reload asked for.
    @discardableResult
    public func reloadInTable(with animation: TableView.RowAnimation = .automatic) -> Bool {
        guard let table = attachedTableView else { return false }
        if let indexPath = indexPathInTable {
            table.reloadRows(at: [indexPath], with: animation)
        } else if let section = sectionInTable {
            table.reloadSections(IndexSet(integer: section), with: animation)
        } else {
            return false
        }
        return true
    }

    /// The root of this node's tree (this node when it has no parent).
    private var topmostAncestor: any CascadingTableDelegate {
        var node: any CascadingTableDelegate = self
        var steps = 0
        while let parent = node.parentDelegate, steps < Self.maximumDepth {
            node = parent
            steps += 1
        }
        return node
    }

    /// How many levels a location walks up before giving up (a cycle of parents, say).
    private static var maximumDepth: Int { 1_000 }

    /// The section and row the table's calls reach this node with: each `.section`-mode ancestor
    /// fixes the section, each `.row`-mode one the row. Nil when the node is not attached, a
    /// parent does not hold it at its `index`, or two levels demand different values (the node
    /// can never be reached).
    private var tableLocation: (section: Int?, row: Int?)? {
        guard attachedTableView != nil else { return nil }
        var location: (section: Int?, row: Int?) = (nil, nil)
        var node: any CascadingTableDelegate = self
        var steps = 0
        while let parent = node.parentDelegate {
            steps += 1
            guard steps <= Self.maximumDepth, let router = parent as? PropagatingTableDelegate,
                router.child(at: node.index) === node
            else { return nil }
            switch router.propagationMode {
            case .section:
                guard location.section == nil || location.section == node.index else { return nil }
                location.section = node.index
            case .row:
                guard location.row == nil || location.row == node.index else { return nil }
                location.row = node.index
            }
            node = parent
        }
        return location
    }
}
