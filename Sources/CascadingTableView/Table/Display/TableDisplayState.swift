import Foundation

/// The viewport's visible cells and header/footer views.
struct TableDisplayState {
    var cells: [IndexPath: TableViewCell] = [:]
    /// Headers and footers in the viewport; a nil view means the section has none to show.
    var supplements: [DisplayItem: TableViewHeaderFooterView?] = [:]
    /// Set while a display pass runs, so a delegate call that asks for layout does not nest one.
    var isUpdating = false
    /// Set when a pass was asked for during a pass; it runs when the current one ends.
    var needsAnotherPass = false
    /// Rows announced to the prefetch data source and not yet displayed or cancelled.
    var prefetched: Set<IndexPath> = []
    /// The cell being reconfigured: the next dequeue of its identifier hands it back.
    var reconfiguring: TableViewCell?
}
