import Foundation

/// Something the table shows in the viewport, in content order: a header, a row, a footer.
enum DisplayItem: Hashable {
    case header(Int)
    case row(IndexPath)
    case footer(Int)

    /// The position in content order, for sorting: section, then header < rows < footer.
    var contentOrder: (Int, Int) {
        switch self {
        case .header(let section): (section, Int.min)
        case .row(let indexPath): (indexPath.section, indexPath.row)
        case .footer(let section): (section, Int.max)
        }
    }
}

extension DisplayItem {
    var isRow: Bool {
        if case .row = self { return true }
        return false
    }
}
