import Foundation

/// Heights and positions of every section and row, plus the table's height settings and the
/// viewport's offset.
struct TableLayoutState {
    /// The height of rows whose delegate answers ``TableView/automaticDimension``.
    var rowHeight: CGFloat = 44
    /// The estimate for rows; 0 turns estimates off (every exact height is asked at layout).
    var estimatedRowHeight: CGFloat = TableView.automaticDimension
    var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    var sectionFooterHeight: CGFloat = TableView.automaticDimension
    var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension

    /// Every section's and row's height.
    let layout = TableLayout()
    var contentOffset: CGPoint = .zero
    /// While set, exact heights replacing estimates above the viewport's top do not move the
    /// offset: an update that keeps the offset measures the rows it brought into view.
    var holdsOffset = false
    /// Bad heights reported since the layout was last built, so each is reported once per pass.
    var reportedHeights: Set<ReportedHeight> = []
}
