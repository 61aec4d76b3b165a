import Foundation

/// A node that shows a described list of rows inside a section: rows declared as values with
/// identifiers, updated by diffing.
///
/// It owns a range of rows (``CascadingBareTableDelegate/ownsRange`` is true) and sees index paths local to it: its first
/// row is row 0 of section 0, section 0 being its parent's section, wherever it sits. Put it in
/// a section beside hand-written row nodes (a summary above, a "load more" row below), or in
/// another range of rows. Each row becomes a node of this node, so hand-written rows
/// (``RowDescription/init(id:node:)``) are ordinary nodes of the tree.
///
/// Setting ``rows`` computes the difference from the rows shown, by identifier, and applies it as
/// one batch of local updates in the node's coordinates, so it merges with other nodes' updates
/// of the same pass: rows are inserted, deleted and moved, rows whose view model changed are
/// configured again in their cells (or reloaded, for rows that ask for it), selection follows
/// rows by identifier, and the first visible row stays in place.
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
open class DescribedRowsDelegate: DescribedNodeBase, DescribedUpdating {
    /// The rows shown (duplicates dropped). Setting them updates the table as one batch; see
    /// ``setRows(_:completion:)``.
    public var rows: [RowDescription] {
        get { shown.sections[0].rows }
        set { setRows(newValue) }
    }

    /// Creates a node showing `rows`.
    ///
    /// - Parameters:
    ///   - rows: The rows to show.
    ///   - duplicatePolicy: What to do with duplicate identifiers.
    public init(rows: [RowDescription] = [], duplicatePolicy: DuplicateIdentifierPolicy = .keepFirst) {
        // The rows are planned as one section, so that the section-level plan of
        // ``DescribedTableDelegate`` plans them: its operations are then row operations in section
        // 0, the node's own coordinates.
        super.init(shown: Self.content([]), propagationMode: .row, duplicatePolicy: duplicatePolicy)
        setRows(rows)
    }

    /// Creates a node showing rows written with `if`, `for` and `switch`.
    ///
    /// - Parameter rows: Builds the rows.
    public convenience init(@RowsBuilder rows: () -> [RowDescription]) {
        self.init(rows: rows())
    }

    /// Creates a node with no rows. `childDelegates` are ignored: a described node makes its
    /// children from its rows.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        shown = Self.content([])
        propagationMode = .row
    }

    /// Prepares the children with `tableView`, registers the rows' cells with it, and sends it
    /// the ``DescribedNodeBase/pendingDiagnostics``. Call `super` when you override it.
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        prepareDescribedContent(with: tableView)
    }

    /// Shows `newRows`: computes the difference from the rows shown and applies it as one batch
    /// of local updates of the node's rows.
    ///
    /// Duplicates are handled by ``DescribedNodeBase/duplicatePolicy``; with ``DuplicateIdentifierPolicy/reject``
    /// and a duplicate, nothing changes and `completion` gets false. Above ``DescribedNodeBase/reloadThreshold``
    /// operations, the node's rows are replaced without animation. Inside
    /// ``CascadingTableDelegate/performLocalUpdates(_:completion:)`` or the table's
    /// `performBatchUpdates`, the changes join that batch.
    ///
    /// - Parameters:
    ///   - newRows: The rows to show.
    ///   - completion: Called with whether the update was applied and valid.
    public func setRows(_ newRows: [RowDescription], completion: ((Bool) -> Void)? = nil) {
        let plan = DescribedUpdatePlan(
            from: shown, to: Self.content(newRows), policy: duplicatePolicy, hint: shownRowPlaceHint { _ in 0 },
            comparesRows: false)
        apply(plan, completion: completion)
    }

    /// Makes the node's children, and the lookups, match the plan's content (one section), and
    /// compares the rows the plan left to compare as it goes. Row nodes are kept for the
    /// identifiers that survive, so their cells do; only the rows that come or go touch
    /// ``rowNodeByID``.
    func install(_ plan: inout DescribedUpdatePlan) {
        shown = plan.content
        var comparison = plan.takePendingComparison()
        let rows = plan.content.sections[0].rows
        let places = plan.oldRowPlaces[0]
        let oldChildren = [childDelegates]
        for id in plan.removedRowIDs {
            rowNodeByID[id] = nil
        }
        var wiring = RowNodeWiring(parent: self, old: childDelegates, oldSection: 0)
        let children = installedRowNodes(
            for: rows, section: 0, places: places, in: oldChildren, comparing: &comparison, wiring: &wiring)
        if !Self.sameNodes(childDelegates, children) {
            pendingChildWiring = wiring.finish()
            childDelegates = children
        }
        if let comparison {
            plan.finish(comparison)
        }
    }

    /// Returns whether `region` is a range of rows: where the node can name its rows.
    func appliesUpdates(in region: NodeRegion) -> Bool {
        if case .rows = region { return true }
        return false
    }

    /// Replaces the node's rows without animation: all deleted, all inserted.
    func requestReplacement(of old: DescribedContent, by new: DescribedContent) {
        deleteRows(at: Self.paths(old.sections[0].rows.indices), with: .none)
        insertRows(at: Self.paths(new.sections[0].rows.indices), with: .none)
    }

    /// `rows` as the content the plan diffs: one section whose identity never changes.
    static func content(_ rows: [RowDescription]) -> DescribedContent {
        DescribedContent(sections: [SectionDescription(id: DescribedRowsSection(), rows: rows)])
    }

    /// The local row of the row with `id`: its node's place among the children.
    ///
    /// - Complexity: O(1): one dictionary read. The node's `index` is checked against the children
    ///   (code outside the node could have changed it), and a linear search answers if it is wrong.
    func position(ofRowID id: DescribedID) -> Int? {
        guard let node = rowNodeByID[id] else { return nil }
        let children = childDelegates
        let index = node.index
        if children.indices.contains(index), children[index] === node { return index }
        return children.firstIndex { $0 === node }
    }

    /// The local index paths of `rows`.
    private static func paths(_ rows: Range<Int>) -> [IndexPath] {
        rows.map { IndexPath(indexes: [0, $0]) }
    }
}

/// The identifier of the one section a ``DescribedRowsDelegate`` plans its rows in; a type of its
/// own, so it equals no identifier of yours.
struct DescribedRowsSection: Hashable, Sendable {}
