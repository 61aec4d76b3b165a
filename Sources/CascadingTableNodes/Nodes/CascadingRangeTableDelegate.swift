import Foundation

/// A node that owns a range of rows (or of sections) and routes each of them to its children.
///
/// Under a parent that routes by row, it answers for as many consecutive rows as its children
/// have (one per child, or a child's own count when the child owns a range too), and sees index
/// paths local to its range: its first row is row 0, wherever it sits. In ``PropagatingTableDelegate/PropagationMode/section``
/// mode it owns a range of sections instead, under a parent that routes by section. A reusable
/// list node never needs to know where it is:
///
/// ```swift
/// let reviews = CascadingRangeTableDelegate(index: 0, childDelegates: reviewRows, propagationMode: .row)
/// let section = CascadingSectionTableDelegate(index: 0, childDelegates: [summaryRow, reviews, loadMoreRow])
/// ```
///
/// Subclass ``CascadingBareTableDelegate`` and override ``CascadingTableNode/ownsRange``
/// instead for a leaf that answers for its rows itself. See `Documentation/Composition.md`.
@MainActor
open class CascadingRangeTableDelegate: PropagatingTableDelegate {
    /// Returns true: this node answers for a range of rows or sections.
    override open var ownsRange: Bool { true }

    /// Creates a node that owns a range of rows and wires its children to it.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children, one per row (or per range of rows).
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        propagationMode = .row
    }
}
