import CascadingTableView
import Foundation

// Updates a node asks for in its own coordinates. The tree translates them to the table's index
// paths when the batch is applied, so every node's changes of one batch become one update.
extension LocallyUpdatingTableDelegate {
    /// Inserts rows, named in this node's coordinates after the update.
    ///
    /// A batch of its own outside ``CascadingTableDelegate/performLocalUpdates(_:completion:)``.
    ///
    /// - Parameters:
    ///   - indexPaths: The new rows, as this node will see them.
    ///   - animation: The animation asked for.
    public func insertRows(at indexPaths: [IndexPath], with animation: TableView.RowAnimation = .automatic) {
        requestLocalUpdate(.insertRows(indexPaths), animation)
    }

    /// Deletes rows, named in this node's coordinates before the update.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to delete, as this node sees them now.
    ///   - animation: The animation asked for.
    public func deleteRows(at indexPaths: [IndexPath], with animation: TableView.RowAnimation = .automatic) {
        requestLocalUpdate(.deleteRows(indexPaths), animation)
    }

    /// Reloads rows (their cells are asked again), named in this node's coordinates before the
    /// update.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to reload, as this node sees them now.
    ///   - animation: The animation asked for.
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableView.RowAnimation = .automatic) {
        requestLocalUpdate(.reloadRows(indexPaths), animation)
    }

    /// Configures the cells of rows again in place (the same cells, no `prepareForReuse()`; see
    /// ``TableView/reconfigureRows(at:)``), named in this node's coordinates before the update.
    ///
    /// - Parameter indexPaths: The rows to reconfigure, as this node sees them now.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        requestLocalUpdate(.reconfigureRows(indexPaths), nil)
    }

    /// Moves a row: `indexPath` in this node's coordinates before the update, `newIndexPath` after
    /// it. The row keeps its cell.
    ///
    /// - Parameters:
    ///   - indexPath: Where the row is, as this node sees it now.
    ///   - newIndexPath: Where it goes, as this node will see it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        requestLocalUpdate(.moveRow(indexPath, newIndexPath), nil)
    }

    /// Inserts sections, named in this node's coordinates after the update (for a node that
    /// answers for sections: the root, or a range of sections).
    ///
    /// - Parameters:
    ///   - sections: The new sections, as this node will see them.
    ///   - animation: The animation asked for.
    public func insertSections(_ sections: IndexSet, with animation: TableView.RowAnimation = .automatic) {
        requestLocalUpdate(.insertSections(sections), animation)
    }

    /// Deletes sections, named in this node's coordinates before the update.
    ///
    /// - Parameters:
    ///   - sections: The sections to delete, as this node sees them now.
    ///   - animation: The animation asked for.
    public func deleteSections(_ sections: IndexSet, with animation: TableView.RowAnimation = .automatic) {
        requestLocalUpdate(.deleteSections(sections), animation)
    }

    /// Reloads sections (their counts and cells are asked again), named in this node's coordinates
    /// before the update.
    ///
    /// - Parameters:
    ///   - sections: The sections to reload, as this node sees them now.
    ///   - animation: The animation asked for.
    public func reloadSections(_ sections: IndexSet, with animation: TableView.RowAnimation = .automatic) {
        requestLocalUpdate(.reloadSections(sections), animation)
    }

    /// Moves a section: `section` in this node's coordinates before the update, `newSection`
    /// after it.
    ///
    /// - Parameters:
    ///   - section: Where the section is, as this node sees it now.
    ///   - newSection: Where it goes, as this node will see it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        requestLocalUpdate(.moveSection(section, newSection), nil)
    }

    /// Hands an update to the attached table, which translates it when its batch is applied.
    private func requestLocalUpdate(_ operation: LocalOperation, _ animation: TableView.RowAnimation?) {
        guard let table = attachedTableView else {
            reportIfDetached()
            return
        }
        table.enqueue(LocalUpdate(part: tablePart, operation: operation, animation: animation))
    }
}
