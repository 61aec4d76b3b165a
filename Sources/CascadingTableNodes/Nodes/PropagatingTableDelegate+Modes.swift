import CascadingTableView
import Foundation

// The two settings of a routing node: which index of an index path picks the child, and what a
// change of children does to the table.
extension PropagatingTableDelegate {
    /// Which index of an index path picks the child.
    public enum PropagationMode: Sendable {
        /// The child at `indexPath.section` answers; section-scoped calls are routed too.
        case section
        /// The child at `indexPath.row` answers; section-scoped calls are not routed.
        case row
    }

    /// What a node does to its table when its ``childDelegates`` change.
    public enum ReloadMode: Equatable, Sendable {
        /// Nothing: the caller updates the table itself.
        case none
        /// `reloadData()`: every section is asked again.
        case whole
        /// Only the part of the table this node answers for is reloaded: its section or sections
        /// (`reloadSections`), or its rows (`reloadRows`); for a root, every section.
        case section(animation: TableView.RowAnimation)
        /// The old and new children are diffed by identity and the difference applied to the part
        /// of the table this node answers for, as one batch update: unchanged children keep their
        /// cells; only inserted rows are asked for cells.
        case animated(TableView.RowAnimation)
    }
}
