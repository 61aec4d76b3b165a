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

extension SectionLayout {
    mutating func setSupplement(_ kind: SectionSupplement, height: CGFloat, exact: Bool) {
        switch kind {
        case .header:
            headerHeight = height
            isHeaderExact = exact
        case .footer:
            footerHeight = height
            isFooterExact = exact
        }
    }

    func supplementHeight(_ kind: SectionSupplement) -> CGFloat {
        kind == .header ? headerHeight : footerHeight
    }

    func isSupplementExact(_ kind: SectionSupplement) -> Bool {
        kind == .header ? isHeaderExact : isFooterExact
    }
}
