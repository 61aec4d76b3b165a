import Foundation

extension DescribedContent {
    /// Whether a row of the content has children.
    ///
    /// - Complexity: O(*n*) for *n* top-level rows: a field of each.
    var hasChildRows: Bool {
        sections.contains { section in section.rows.indices.contains { section.rows[$0].hasChildren } }
    }
}
