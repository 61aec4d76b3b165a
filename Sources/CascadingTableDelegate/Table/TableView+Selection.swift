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

extension TableView {
    /// Whether `indexPath` is selected; the display asks it to set up a cell it shows.
    func isRowSelected(_ indexPath: IndexPath) -> Bool { false }

    /// Sets a cell's selection and editing state before it is displayed at `indexPath`.
    func configureSelectionState(of cell: TableViewCell, at indexPath: IndexPath) {}
}
