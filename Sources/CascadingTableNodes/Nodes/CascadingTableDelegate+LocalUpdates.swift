import CascadingTableView
import Foundation

// Updates a node asks for in its own coordinates. The tree translates them to the table's index
// paths when the batch is applied, so every node's changes of one batch become one update.
extension CascadingTableDelegate {
    /// Groups the local updates of any number of nodes into one batch update of the attached table.
    ///
    /// Inside `updates`, change your data and call the local update methods (`insertRows(at:with:)`
    /// and its relatives) on any nodes of the tree, each in its own coordinates. When the block
    /// ends, every update is translated to the table's index paths (deletions, reloads and move
    /// sources in the numbering before the update; insertions and move destinations after it) and
    /// applied as ONE batch, validated as ``TableView/performBatchUpdates(_:completion:)`` does.
    /// Nested blocks, and blocks inside the table's own `performBatchUpdates`, join the outermost
    /// batch. A block run during a table pass (from a delegate method such as `willDisplay`) or
    /// while an update is applied runs at once, and its local updates, with any others asked for
    /// then, are merged into one batch that runs after the pass; `completion` is called when that
    /// batch has run.
    ///
    /// When the tree is not attached to a table, `updates` still runs (so your data changes) and
    /// the first load shows the result; `completion` gets true. When the node was prepared with a
    /// table but is no longer located in it, the table's diagnostics get a
    /// ``TableViewDiagnostic/Kind/nodeNotAttached(_:)`` report and `completion` gets false.
    ///
    /// - Parameters:
    ///   - updates: Your data changes and local update calls.
    ///   - completion: Called with whether the batch was valid.
    public func performLocalUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let table = attachedTableView else {
            updates()
            completion?(reportIfDetached() == nil)
            return
        }
        guard !table.isBusy else {
            // Called from a delegate method during a table pass, or while an update is applied:
            // the block runs now (it cannot be kept for later) and its local updates join the one
            // batch the table runs after the pass, as any local update asked for then does.
            updates()
            table.deferLocalBatch(completion: completion)
            return
        }
        withoutActuallyEscaping(updates) { updates in
            table.performBatchUpdates(updates, completion: completion)
        }
    }

    /// Inserts rows, named in this node's coordinates after the update.
    ///
    /// A batch of its own outside ``performLocalUpdates(_:completion:)``.
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
        if self is any ContentDrivenNode, let described = self as? CascadingBareTableDelegate {
            // Its rows come from its content: an update of the table alone would leave the table
            // showing other rows than the node holds.
            return described.reportIneffective(
                "a local update of the table (\(operation))",
                because: "a described node's rows come from its content; change its content instead")
        }
        guard let table = attachedTableView else {
            reportIfDetached()
            return
        }
        table.enqueue(LocalUpdate(part: tablePart, operation: operation, animation: animation))
    }

    /// Reports that this node was prepared with a table it is no longer located in; returns the
    /// table reported to, or nil when the node never had one (its updates are absorbed by the
    /// first load).
    @discardableResult
    func reportIfDetached() -> TableView? {
        reportNotLocated("a local update")
    }

    /// Reports to the table this node's tree was prepared with, if any, that `operation` could not
    /// take effect because the node is not located in it.
    ///
    /// - Returns: That table, or nil when the tree was never prepared with one (nothing to report to).
    @discardableResult
    func reportNotLocated(_ operation: String) -> TableView? {
        guard let table = (self as? CascadingBareTableDelegate)?.preparedTable ?? topmostTable else { return nil }
        table.diagnostics.report(
            TableViewDiagnostic(
                kind: .nodeNotAttached(String(describing: type(of: self))),
                message: "A \(type(of: self)) asked for \(operation), but it is not located in the table it was "
                    + "prepared with (its tree is not that table's data source); nothing happened."))
        return table
    }

    /// The table the root of this node's tree was prepared with, if it is a node class.
    private var topmostTable: TableView? {
        (topmostAncestor as? CascadingBareTableDelegate)?.preparedTable
    }
}
