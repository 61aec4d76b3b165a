import Foundation

/// The viewport's visible cells and header/footer views.
struct TableDisplayState {}

// Display: the cells and views in the viewport, as rows enter and leave it.
extension TableView {
    /// Ends the display of every visible cell and header/footer view.
    func endDisplayingAllViews() {}

    /// Displays what the viewport shows now, and ends what it no longer shows.
    func updateVisibleViews() {}

    /// Carries the visible cells and the layout across a batch update.
    func applyStructuralChange(_ change: TableStructuralChange) {
        rebuildLayout()
        updateVisibleViews()
    }

    /// The cell of a visible row.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The row's cell when the row is visible, otherwise nil, as in UIKit.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { nil }
}
