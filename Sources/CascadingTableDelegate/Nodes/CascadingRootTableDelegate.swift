import Foundation

/// The root of a tree: the table's data source, delegate and prefetch data source, routing every
/// call to the child at `indexPath.section`.
///
/// Its ``propagationMode`` is always ``PropagatingTableDelegate/PropagationMode/section``:
/// assignments and initializer arguments are ignored.
///
/// ```swift
/// let root = CascadingRootTableDelegate(index: 0, childDelegates: [headerSection, reviewsSection])
/// root.prepare(tableView: table)   // prepares the children, then serves the table
/// ```
@MainActor
open class CascadingRootTableDelegate: PropagatingTableDelegate {
    /// Always `.section`; setting it has no effect, since the root's children are the sections.
    override open var propagationMode: PropagationMode {
        get { .section }
        set {}  // Deliberately ignored: a root routes by section by definition.
    }

    /// Whether setting ``PropagatingTableDelegate/childDelegates`` calls `reloadData()` on
    /// ``currentTableView``. Defaults to false.
    open var reloadOnChildDelegatesChanged = false

    /// When set, setting ``PropagatingTableDelegate/childDelegates`` diffs the old and new
    /// children by identity and applies the difference to the sections of ``currentTableView`` as
    /// one batch update with this animation: unchanged sections keep their cells. It takes
    /// precedence over ``reloadOnChildDelegatesChanged``. Defaults to nil.
    open var animationOnChildDelegatesChanged: TableView.RowAnimation?

    /// The table this root was last prepared with, held weakly; nil before
    /// ``prepare(tableView:)`` or after the table is freed.
    open var currentTableView: TableView? { preparedTableView }

    /// Prepares every child with `tableView`, then becomes the table's `dataSource`, `delegate`
    /// and `prefetchDataSource` and remembers the table (weakly).
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    override func childDelegatesDidChange(from oldChildren: [any CascadingTableDelegate]) {
        guard let table = currentTableView else { return }
        if let animation = animationOnChildDelegatesChanged {
            let difference = ListDifference(
                from: oldChildren.map { ObjectIdentifier($0) }, to: childDelegates.map { ObjectIdentifier($0) })
            table.applySectionDifference(difference, with: animation)
        } else if reloadOnChildDelegatesChanged {
            table.reloadData()
        }
    }
}
