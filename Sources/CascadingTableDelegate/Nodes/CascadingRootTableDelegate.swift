import Foundation

/// The root of a tree: the table's data source, delegate and prefetch data source, routing every
/// call to the child that answers for `indexPath.section`.
///
/// Its ``propagationMode`` is always ``PropagatingTableDelegate/PropagationMode/section``:
/// assignments and initializer arguments are ignored. Children that own a range of sections sit
/// beside children that answer for one (see `Documentation/Composition.md`).
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
    /// ``CascadingBareTableDelegate/currentTableView``. Defaults to false.
    ///
    /// A view of ``PropagatingTableDelegate/reloadModeOnChildDelegatesChanged``, the one setting
    /// every node has: true sets it to ``PropagatingTableDelegate/ReloadMode/whole``, false to
    /// ``PropagatingTableDelegate/ReloadMode/none``; it reads true for `.whole` only.
    open var reloadOnChildDelegatesChanged: Bool {
        get { reloadModeOnChildDelegatesChanged == .whole }
        set { reloadModeOnChildDelegatesChanged = newValue ? .whole : .none }
    }

    /// Prepares every child with `tableView`, then becomes the table's `dataSource`, `delegate`,
    /// `prefetchDataSource`, `dragDelegate` and `dropDelegate`, and remembers the table (weakly).
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }
}
