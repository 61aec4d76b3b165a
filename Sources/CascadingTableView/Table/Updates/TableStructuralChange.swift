import Foundation

/// What a validated batch update does to the table's structure, in terms the layout, display and
/// selection apply without knowing how the update was described.
///
/// The update engine builds one after validating a batch; ``TableView/applyStructuralChange(_:keepingFirstVisibleRow:)``
/// and ``TableView/applySelectionChange(_:)`` consume it.
struct TableStructuralChange {
    /// The operations, as validated.
    var batch: BatchUpdate
    /// Row counts per section after the update.
    var newRowCounts: [Int]
    /// For each old section, its position after the update, or nil when it was deleted.
    var sectionDestinations: [Int?]
    /// Sections (new numbering) that were inserted or reloaded: all their rows are new.
    var freshSections: IndexSet
    /// Where each surviving row goes.
    var mapping: RowMapping
    /// Rows (new numbering) whose cells must be asked again: reloaded and inserted rows.
    var freshRows: Set<IndexPath>
    /// Surviving rows (new numbering) whose cells are configured again in place; fresh rows are
    /// left out, their new cells being configured anyway.
    var reconfiguredRows: [IndexPath]

    /// Where a surviving row (old numbering) is after the update, or nil when it was deleted or
    /// its section was deleted or reloaded.
    ///
    /// - Complexity: O(log *k*) for *k* operations.
    func newIndexPath(_ path: IndexPath) -> IndexPath? { mapping.newIndexPath(path) }
}
