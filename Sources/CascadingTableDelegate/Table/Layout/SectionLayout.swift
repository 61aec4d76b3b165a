import Foundation

/// The heights of one section: its header, its rows and its footer, each either an estimate or
/// the exact height the delegate (or a self-sizing cell) gave.
struct SectionLayout {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var isHeaderExact = true
    var isFooterExact = true
    var rows: HeightTree
    var exactRows: BitSet

    init(rowHeights: [CGFloat], exactRows: BitSet) {
        rows = HeightTree(rowHeights)
        self.exactRows = exactRows
    }

    /// Header, rows and footer together.
    var totalHeight: CGFloat { headerHeight + rows.total + footerHeight }
}

/// Heights and positions of every section and row, plus the table's height settings.
struct TableLayoutState {
    /// The height of rows whose delegate answers ``TableView/automaticDimension``.
    var rowHeight: CGFloat = 44
    /// The estimate for rows; 0 turns estimates off (every exact height is asked at layout).
    var estimatedRowHeight: CGFloat = TableView.automaticDimension
    var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    var sectionFooterHeight: CGFloat = TableView.automaticDimension
    var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension

    var sections: [SectionLayout] = []
    /// Each section's total height, for O(log n) section positions.
    var sectionTotals = HeightTree([])
    var contentOffset: CGPoint = .zero
}
