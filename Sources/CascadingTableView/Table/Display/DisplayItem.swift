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

    /// Whether `lhs` comes before `rhs` in content order: the order to sort items by.
    ///
    /// A function rather than a closure at each sort: a closure written in a method of the
    /// main-actor table is isolated to the main actor, and Swift checks that it runs there each
    /// time a function compiled without Swift 6's checks, such as the standard library's sort,
    /// calls it.
    static func precedes(_ lhs: DisplayItem, _ rhs: DisplayItem) -> Bool {
        lhs.contentOrder < rhs.contentOrder
    }
}

extension DisplayItem {
    /// The item in words, for reports: "row [0, 1]", "the header of section 2".
    var name: String {
        switch self {
        case .header(let section): "the header of section \(section)"
        case .row(let indexPath): "row \(indexPath)"
        case .footer(let section): "the footer of section \(section)"
        }
    }

    var isRow: Bool {
        if case .row = self { return true }
        return false
    }
}
