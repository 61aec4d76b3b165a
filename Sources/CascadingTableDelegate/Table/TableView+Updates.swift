import Foundation

/// Batch updates in progress.
struct TableUpdateState {}

// Batch updates.
extension TableView {
    /// Reloads the counts of `sections` (the work of ``reloadSections(_:with:)``).
    func recordReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        loadDataIfNeeded()
        for section in sections where rowCounts.indices.contains(section) {
            rowCounts[section] = askRowCount(inSection: section)
        }
        rebuildLayout()
        updateVisibleViews()
    }

    /// Reloads the cells of `indexPaths` (the work of ``reloadRows(at:with:)``).
    func recordReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadDataIfNeeded()
        updateVisibleViews()
    }
}
