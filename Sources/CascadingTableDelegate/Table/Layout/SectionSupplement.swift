import Foundation

/// Where a section-level item sits: its header, or its footer.
enum SectionSupplement {
    case header, footer
}
