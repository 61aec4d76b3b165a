import CascadingTableView
import Foundation

/// A node for one section, routing every call to the child that answers for `indexPath.row`.
///
/// Its ``propagationMode`` is always ``PropagatingTableDelegate/PropagationMode/row``:
/// another mode, assigned or passed to an initializer, is ignored and reported. Children that own a range of rows sit
/// beside children that answer for one row (see `Documentation/Composition.md`). It does not
/// become the table's data source: it is meant to sit under a ``CascadingRootTableDelegate``.
@MainActor
open class CascadingSectionTableDelegate: PropagatingTableDelegate {
    /// Always `.row`; setting another mode is ignored and reported
    /// (``TableViewDiagnostic/Kind/ineffectiveCall(_:)``), since a section node's children are its rows.
    override open var propagationMode: PropagationMode {
        get { .row }
        set {
            guard newValue != .row else { return }
            reportIneffective(
                "setting propagationMode to .section",
                because: "a section node routes by row: its children are its rows")
        }
    }

    /// The table this node was last prepared with (``CascadingTableNode/prepare(tableView:)``), held weakly; nil
    /// before that or once the table is freed. ``PropagatingTableDelegate/reloadModeOnChildDelegatesChanged``
    /// acts on this table.
    ///
    /// It says which table the node registered its cells with, not whether it is shown there
    /// now: see ``CascadingTableDelegate/attachedTableView``.
    open var currentTableView: TableView? { preparedTable }
}
