import Foundation

/// Heights and positions of sections and rows.
struct TableLayoutState {}

// Layout: heights, content size and rects.
extension TableView {
    /// Asks every height again and recomputes positions.
    func rebuildLayout() {}

    /// Reacts to a new frame: a new viewport size.
    func frameDidChange(from oldFrame: CGRect) {}
}
