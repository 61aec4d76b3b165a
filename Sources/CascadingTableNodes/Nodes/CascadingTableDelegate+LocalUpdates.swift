import CascadingTableView
import Foundation

// Updates a node asks for in its own coordinates. The tree translates them to the table's index
// paths when the batch is applied, so every node's changes of one batch become one update.
extension CascadingTableDelegate {
    /// Groups the local updates of any number of nodes into one batch update of the attached table.
    ///
    /// Inside `updates`, change your data and call the local update methods of
    /// ``LocallyUpdatingTableDelegate`` (`insertRows(at:with:)` and its relatives) on any nodes of
    /// the tree, each in its own coordinates, and change described nodes' content. When the block
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
        guard let table = (self as? CascadingTableNode)?.preparedTable ?? topmostTable else { return nil }
        table.diagnostics.report(
            TableViewDiagnostic(
                kind: .nodeNotAttached(String(describing: type(of: self))),
                message: "A \(type(of: self)) asked for \(operation), but it is not located in the table it was "
                    + "prepared with (its tree is not that table's data source); nothing happened."))
        return table
    }

    /// The table the root of this node's tree was prepared with, if it is a node class.
    private var topmostTable: TableView? {
        (topmostAncestor as? CascadingTableNode)?.preparedTable
    }
}
