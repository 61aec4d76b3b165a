import Foundation

/// A node for one section, routing every call to the child that answers for `indexPath.row`.
///
/// Its ``propagationMode`` is always ``PropagatingTableDelegate/PropagationMode/row``:
/// assignments and initializer arguments are ignored. Children that own a range of rows sit
/// beside children that answer for one row (see `Documentation/Composition.md`). It does not
/// become the table's data source: it is meant to sit under a ``CascadingRootTableDelegate``.
@MainActor
open class CascadingSectionTableDelegate: PropagatingTableDelegate {
    /// Always `.row`; setting it has no effect, since a section node's children are its rows.
    override open var propagationMode: PropagationMode {
        get { .row }
        set {}  // Deliberately ignored: a section node routes by row by definition.
    }

    /// Prepares every child with `tableView` and remembers the table (weakly). It does not become
    /// the table's data source or delegate.
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
    }
}
