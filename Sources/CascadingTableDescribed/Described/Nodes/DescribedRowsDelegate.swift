import CascadingTableNodes
import CascadingTableView
import Foundation

/// A node that shows a described list of rows inside a section: rows declared as values with
/// identifiers, updated by diffing or one row at a time.
///
/// It owns a range of rows (``DescribedNodeBase/ownsRange`` is true) and sees index paths local
/// to it: its first row is row 0 of section 0, section 0 being its parent's section, wherever it
/// sits. Put it in a section beside hand-written row nodes (a summary above, a "load more" row
/// below), or in another range of rows. It answers its rows' calls itself, from their
/// descriptions, and forwards the calls of hand-written rows (``RowDescription/init(id:node:)``)
/// to their nodes, which see the list's index paths.
///
/// Setting ``rows`` computes the difference from the rows shown, by identifier; ``insert(_:at:completion:)``,
/// ``deleteRow(withID:completion:)``, ``moveRow(withID:to:completion:)`` and
/// ``updateRow(_:completion:)`` name one change without describing the other rows again. Either
/// way the node changes its rows at once and the table takes the change as one batch (joining
/// the one that is open, however many changes it carries): rows are inserted, deleted and
/// moved, rows whose view model changed are configured again in their cells (or reloaded, for
/// rows that ask for it), selection follows rows by identifier, and the first visible row stays
/// in place.
///
/// ```swift
/// let reviews = DescribedRowsDelegate(rows: [
///     RowDescription(id: 1, viewModel: "Great", cell: TableViewCell.self) { cell, text in cell.text = text }
/// ])
/// let section = CascadingSectionTableDelegate(index: 0, childDelegates: [summaryRow, reviews, loadMoreRow])
/// ```
///
/// See `Documentation/DescribedContent.md`.
@MainActor
public final class DescribedRowsDelegate: DescribedNodeBase {
    /// The rows shown (duplicates dropped): in an outline, the top-level rows, with their children,
    /// shown or hidden. Setting them updates the table as one batch; see ``setRows(_:completion:)``.
    ///
    /// - Complexity: Reading is O(*n*): read one row with ``row(at:)`` or ``DescribedNodeBase/row(withID:)``.
    public var rows: [RowDescription] {
        get {
            if outline == nil { return store.rows }
            // The outline's rows put back together: a list's content has one section (a branch,
            // not `??`, whose fallback the coverage gate would count as a function never run).
            let sections = givenContent.sections
            return sections.isEmpty ? [] : sections[0].rows
        }
        set { setRows(newValue) }
    }

    /// Whether the user may drop the row with `row` into the row with `newParent`, making it that
    /// row's last child; nil (the default) starts no drag from a described row.
    ///
    /// While it is set, a user can drag any described row of the list (one at a time; the drag's
    /// item carries the row's identifier as its ``DragItem/localObject``) and drop it on another:
    /// the node proposes ``TableViewDropProposal/Intent/insertIntoDestinationIndexPath``
    /// with ``DropOperation/move`` when this answers true, and ``DropOperation/forbidden`` when it
    /// answers false or the target is the row itself or one of its descendants (it is not asked
    /// then). An accepted drop moves the row, with its children and their expansion, under the
    /// target as its last child, and expands the target, in one batch: the row and its visible
    /// descendants move and keep their cells. A flat list becomes an outline. It is asked each
    /// time the finger moves over a row and again at the drop: keep it quick and free of side
    /// effects. See "Drops" in `Documentation/Outlines.md`.
    ///
    /// ```swift
    /// folders.canDropRow = { row, newParent in isFolder(newParent) }
    /// ```
    public var canDropRow: ((_ row: DescribedID, _ newParent: DescribedID) -> Bool)?

    /// The number of rows shown: in an outline, the visible rows at every depth.
    public var rowCount: Int { store.count }

    /// The row at local row `index` (in an outline, among the visible rows, depth first), or nil
    /// outside the list.
    ///
    /// - Parameter index: A row of the list.
    /// - Complexity: O(log *n*); O(*k* + log *n*) for an expanded row with *k* rows shown under it,
    ///   its children put back from them (the node keeps each row once).
    public func row(at index: Int) -> RowDescription? {
        index >= 0 && index < store.count ? describedRow(shownAt: index) : nil
    }

    /// Creates a node showing `rows`.
    ///
    /// - Parameters:
    ///   - rows: The rows to show.
    ///   - duplicatePolicy: What to do with duplicate identifiers.
    public init(rows: [RowDescription] = [], duplicatePolicy: DuplicateIdentifierPolicy = .keepFirst) {
        super.init(sections: [Self.listSection(rowCount: 0)])
        shape = .list
        self.duplicatePolicy = duplicatePolicy
        if rows.indices.contains(where: { rows[$0].hasChildren }) {
            // Handed over: an outline lets go of the rows' nested arrays as it lays them out.
            showOutline(of: Self.content(consume rows), completion: nil)
        } else {
            setRows(rows)
        }
    }

    /// Creates a node showing rows written with `if`, `for` and `switch`.
    ///
    /// - Parameter rows: Builds the rows.
    public convenience init(@RowsBuilder rows: () -> [RowDescription]) {
        self.init(rows: rows())
    }

    /// Creates a node with no rows. `childDelegates` are ignored: a described node's children are
    /// the nodes of its hand-written rows.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        shape = .list
        sections = [Self.listSection(rowCount: 0)]
    }

    /// The one section a list's rows are planned in, never shown as a section of its own.
    static func listSection(rowCount: Int) -> ShownSection {
        ShownSection(id: DescribedID(DescribedRowsSection()), header: nil, footer: nil, rowCount: rowCount, start: 0)
    }

    /// Shows `newRows`: computes the difference from the rows shown and has the table apply it.
    ///
    /// Duplicates are handled by ``DescribedNodeBase/duplicatePolicy``; with
    /// ``DuplicateIdentifierPolicy/reject`` and a duplicate, nothing changes and `completion` gets
    /// false. Above ``DescribedNodeBase/reloadThreshold`` operations, the rows are replaced without
    /// animation. Inside the table's `performBatchUpdates` or a `performLocalUpdates` block, the
    /// change joins that batch.
    ///
    /// - Parameters:
    ///   - newRows: The rows to show.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and *k* surviving rows.
    public func setRows(_ newRows: [RowDescription], completion: ((Bool) -> Void)? = nil) {
        guard outline == nil && !newRows.indices.contains(where: { newRows[$0].hasChildren }) else {
            return showOutline(of: Self.content(newRows), completion: completion)
        }
        let old = currentContent
        let plan = DescribedUpdatePlan(from: old, to: Self.content(newRows), policy: duplicatePolicy)
        apply(plan, from: old, completion: completion)
    }

    /// The table rows this node answers for, and their section; nil when it is not attached where
    /// rows are routed.
    public var rowRange: (section: Int, rows: Range<Int>)? {
        guard case .rows(let section, let rows) = regionInTable else { return nil }
        return (section, rows)
    }

    /// `rows` as the content the plan diffs: one section whose identity never changes.
    static func content(_ rows: [RowDescription]) -> DescribedContent {
        DescribedContent(sections: [SectionDescription(id: DescribedRowsSection(), rows: rows)])
    }
}

/// The identifier of the one section a ``DescribedRowsDelegate`` plans its rows in; a type of its
/// own, so it equals no identifier of yours.
struct DescribedRowsSection: Hashable, Sendable {}
