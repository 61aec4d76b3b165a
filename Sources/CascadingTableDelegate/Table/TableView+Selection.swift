import Foundation

/// Selected and highlighted rows, and editing state.
struct TableSelectionState {}

// Selection state.
extension TableView {
    /// Clears the selection, as `reloadData()` does.
    func resetSelectionForReload() {}

    /// Carries the selection across a batch update: deleted rows drop out, moved rows follow.
    func applySelectionChange(_ change: TableStructuralChange) {}
}
