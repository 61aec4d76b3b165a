import Foundation

/// A node for one section, routing every call to the child at `indexPath.row`.
///
/// Its ``propagationMode`` is always ``PropagatingTableDelegate/PropagationMode/row``:
/// assignments and initializer arguments are ignored. It does not become the table's data source:
/// it is meant to sit under a ``CascadingRootTableDelegate``.
@MainActor
open class CascadingSectionTableDelegate: PropagatingTableDelegate {
    /// What the node does to its table when its children change.
    public enum ReloadMode: Equatable, Sendable {
        /// Nothing: the caller updates the table itself.
        case none
        /// `reloadData()`: every section is asked again.
        case whole
        /// `reloadSections([index], with: animation)`: only this node's section is asked again.
        case section(animation: TableView.RowAnimation)
        /// The old and new children are diffed by identity and the difference applied to this
        /// node's section as one batch update: unchanged children keep their cells, only inserted
        /// rows are asked for cells. When the node cannot be located in its table (see
        /// ``CascadingTableDelegate/sectionInTable``), the table reloads all data instead.
        case animated(TableView.RowAnimation)
    }

    /// Always `.row`; setting it has no effect, since a section node's children are its rows.
    override open var propagationMode: PropagationMode {
        get { .row }
        set {}  // Deliberately ignored: a section node routes by row by definition.
    }

    /// What setting ``PropagatingTableDelegate/childDelegates`` does to ``currentTableView``.
    /// Defaults to ``ReloadMode/none``.
    open var reloadModeOnChildDelegatesChanged: ReloadMode = .none

    /// The table this node was last prepared with, held weakly; nil before
    /// ``prepare(tableView:)`` or after the table is freed.
    open var currentTableView: TableView? { preparedTableView }

    /// Prepares every child with `tableView` and remembers the table (weakly). It does not become
    /// the table's data source or delegate.
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
    }

    override func childDelegatesDidChange(from oldChildren: [any CascadingTableDelegate]) {
        switch reloadModeOnChildDelegatesChanged {
        case .none:
            break
        case .whole:
            currentTableView?.reloadData()
        case .section(let animation):
            currentTableView?.reloadSections(IndexSet(integer: index), with: animation)
        case .animated(let animation):
            guard let table = currentTableView else { return }
            guard let section = sectionInTable else { return table.reloadData() }
            let difference = ListDifference(
                from: oldChildren.map { ObjectIdentifier($0) }, to: childDelegates.map { ObjectIdentifier($0) })
            table.applyRowDifference(difference, inSection: section, with: animation)
        }
    }
}
