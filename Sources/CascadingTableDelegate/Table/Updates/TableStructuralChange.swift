import Foundation

/// What a batch update did to the table's structure, in terms the layout, display and selection
/// can apply without knowing how the update was described.
///
/// The update engine builds one after validating a batch; ``TableView/applyStructuralChange(_:)``
/// and ``TableView/applySelectionChange(_:)`` consume it.
struct TableStructuralChange {
    /// Row counts per section after the update.
    var newRowCounts: [Int]
    /// For each old section, its position after the update, or nil when it was deleted.
    var sectionDestinations: [Int?]
    /// Sections (new numbering) that were inserted or reloaded: all their rows are new.
    var freshSections: IndexSet
    /// Where a surviving row (old numbering) is after the update, or nil when it was deleted or
    /// its section was deleted or reloaded.
    var newIndexPath: (IndexPath) -> IndexPath?
    /// Rows (new numbering) whose cells must be asked again: reloaded and inserted rows.
    var freshRows: Set<IndexPath>
    /// Surviving rows (new numbering) whose cells are configured again in place; fresh rows are
    /// left out, their new cells being configured anyway.
    var reconfiguredRows: [IndexPath]
}
