import CascadingTableView
import Foundation

/// The root of a tree: the table's data source, delegate and prefetch data source, routing every
/// call to the child that answers for `indexPath.section`.
///
/// Its ``propagationMode`` is always ``PropagatingTableDelegate/PropagationMode/section``:
/// another mode, assigned or passed to an initializer, is ignored and reported. Children that own a range of sections sit
/// beside children that answer for one (see `Documentation/Composition.md`).
///
/// ```swift
/// let root = CascadingRootTableDelegate(index: 0, childDelegates: [headerSection, reviewsSection])
/// root.prepare(tableView: table)   // prepares the children, then serves the table
/// ```
@MainActor
open class CascadingRootTableDelegate: PropagatingTableDelegate {
    /// Always `.section`; setting another mode is ignored and reported
    /// (``TableViewDiagnostic/Kind/ineffectiveCall(_:)``), since the root's children are the sections.
    override open var propagationMode: PropagationMode {
        get { .section }
        set {
            guard newValue != .section else { return }
            reportIneffective(
                "setting propagationMode to .row", because: "a root routes by section: its children are the sections")
        }
    }

    /// The table this root was last prepared with (``prepare(tableView:)``), held weakly; nil
    /// before that or once the table is freed.
    ///
    /// It says which table the root serves or served, not whether it still does: see
    /// ``CascadingTableDelegate/attachedTableView``, which is nil as soon as the root stops being
    /// the table's data source.
    open var currentTableView: TableView? { preparedTable }

    /// Whether setting ``PropagatingTableDelegate/childDelegates`` calls `reloadData()` on
    /// ``currentTableView``. Defaults to false.
    ///
    /// A view of ``PropagatingTableDelegate/reloadModeOnChildDelegatesChanged``, the one setting
    /// every node has: true sets it to ``PropagatingTableDelegate/ReloadMode/whole``, false to
    /// ``PropagatingTableDelegate/ReloadMode/none``; it reads true for `.whole` only. Deprecated:
    /// one setting does this job on every node, so set the reload mode itself.
    @available(
        *, deprecated,
        message: "set reloadModeOnChildDelegatesChanged to .whole (true) or .none (false); it is the same setting"
    )
    open var reloadOnChildDelegatesChanged: Bool {
        get { reloadModeOnChildDelegatesChanged == .whole }
        set { reloadModeOnChildDelegatesChanged = newValue ? .whole : .none }
    }

    /// Whether the root is its table's `prefetchDataSource`, routing prefetch calls to the nodes
    /// that answer for the rows. Defaults to true.
    ///
    /// Set it to false for a tree in which no node prefetches: the table then has no prefetch data
    /// source and, as UIKit's does without one, skips working out the rows ahead of every scroll
    /// step. While the root serves a table, setting it updates the
    /// table at once; before that, ``prepare(tableView:)`` applies it. Setting it to false never
    /// removes a prefetch data source other than the root.
    open var prefetchesRows = true {
        didSet {
            guard let table = preparedTable, table.dataSource === self else { return }
            takePrefetchRole(in: table)
        }
    }

    /// Prepares every child with `tableView`, then becomes the table's `dataSource`, `delegate`,
    /// `dragDelegate` and `dropDelegate`, and its `prefetchDataSource` when ``prefetchesRows`` is
    /// true, and remembers the table (weakly).
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        tableView.dataSource = self
        tableView.delegate = self
        takePrefetchRole(in: tableView)
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    /// Makes the root `table`'s prefetch data source, or makes the table have none if it was the
    /// root and ``prefetchesRows`` is false.
    final func takePrefetchRole(in table: TableView) {
        if prefetchesRows {
            table.prefetchDataSource = self
        } else if table.prefetchDataSource === self {
            table.prefetchDataSource = nil
        }
    }
}
