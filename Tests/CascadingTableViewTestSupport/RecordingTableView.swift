import CascadingTableDelegate
import Foundation

/// A table that records the reloads asked of it, then performs them.
@MainActor
final class RecordingTableView: TableView {
    private(set) var reloads: [String] = []

    override func reloadData() {
        reloads.append("reloadData")
        super.reloadData()
    }

    override func reloadSections(_ sections: IndexSet, with animation: TableView.RowAnimation) {
        reloads.append("reloadSections(\(Array(sections)), \(animation))")
        super.reloadSections(sections, with: animation)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: TableView.RowAnimation) {
        reloads.append("reloadRows(\(indexPaths), \(animation))")
        super.reloadRows(at: indexPaths, with: animation)
    }
}
