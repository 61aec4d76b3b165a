import CascadingTableView
import Foundation

/// A table that records the reloads asked of it, then performs them.
@MainActor
package final class RecordingTableView: TableView {
    package private(set) var reloads: [String] = []

    package override func reloadData() {
        reloads.append("reloadData")
        super.reloadData()
    }

    package override func reloadSections(_ sections: IndexSet, with animation: TableView.RowAnimation) {
        reloads.append("reloadSections(\(Array(sections)), \(animation))")
        super.reloadSections(sections, with: animation)
    }

    package override func reloadRows(at indexPaths: [IndexPath], with animation: TableView.RowAnimation) {
        reloads.append("reloadRows(\(indexPaths), \(animation))")
        super.reloadRows(at: indexPaths, with: animation)
    }
}
