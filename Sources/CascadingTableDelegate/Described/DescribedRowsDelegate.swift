import Foundation

/// A node that shows a described list of rows inside a section: rows declared as values with
/// identifiers, updated by diffing.
///
/// It owns a range of rows (``CascadingBareTableDelegate/ownsRange`` is true) and sees index paths local to it: its first
/// row is row 0 of section 0, section 0 being its parent's section, wherever it sits. Put it in
/// a section beside hand-written row nodes (a summary above, a "load more" row below), or in
/// another range of rows. Hand-written rows (``RowDescription/init(id:node:)``) are children of
/// this node, ordinary nodes of the tree; each stretch of described rows between them is one
/// child, a range of rows, and the node answers those rows' cell, height, estimate, display and
/// selection calls itself. So a list of 10,000 described rows has one child, not 10,000.
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
open class DescribedRowsDelegate: DescribedNodeBase, DescribedUpdating, DescribedRowAnswering {
    /// The rows shown (duplicates dropped). Setting them updates the table as one batch; see
    /// ``setRows(_:completion:)``.
    public var rows: [RowDescription] {
        get { shown.sections[0].rows }
        set { setRows(newValue) }
    }

    /// Where each row is, by identifier: a place the row was at, maybe left behind by changes
    /// above it (see ``position(ofRowID:)``). Holds exactly the identifiers shown.
    var rowPlaceByID: [DescribedID: Int] = [:]

    /// How many rows are backed by hand-written nodes.
    var nodeRowCount = 0

    /// The runs of described rows among the children, in order.
    var rowRuns: [DescribedRowRun] = []

    /// Whether the children are the ones the node made (see ``DescribedRowAnswering``).
    var answersOwnRows = true

    /// Whether the node is setting its own children.
    var settingOwnChildren = false

    /// The rows.
    var describedRows: [RowDescription] { shown.sections[0].rows }

    /// The node itself.
    var describedOwner: (any DescribedNode)? { self }

    /// The row's index path in the node's coordinates.
    func describedPath(ofRow row: Int) -> IndexPath {
        IndexPath(indexes: [0, row])
    }

    /// The node's children: the nodes of its hand-written rows and a run for each stretch of
    /// described rows between them, made from ``rows``. Children set from outside replace them
    /// until the rows change next; the node then routes every call to them, as any node does.
    override open var childDelegates: [any CascadingTableDelegate] {
        didSet {
            if !settingOwnChildren {
                answersOwnRows = false
            }
        }
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

    // MARK: - Described rows, answered here

    /// A cell dequeued with the row's reuse identifier and configured from its view model, for a
    /// described row; otherwise the answer of the row's node.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - indexPath: The row, in the node's coordinates.
    /// - Returns: The cell.
    override open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let row = describedRow(at: indexPath),
            let cell = describedCell(atRow: row, path: indexPath, in: tableView)
        {
            return cell
        }
        return super.tableView(tableView, cellForRowAt: indexPath)
    }

    /// The row's height (``TableView/automaticDimension`` when it has none), for a described row;
    /// otherwise the answer of the row's node.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - indexPath: The row, in the node's coordinates.
    /// - Returns: The height.
    override open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let row = describedRow(at: indexPath), let height = describedHeight(atRow: row) {
            return height
        }
        return super.tableView(tableView, heightForRowAt: indexPath)
    }

    /// The row's estimate, or its height, for a described row; otherwise the answer of the row's
    /// node.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - indexPath: The row, in the node's coordinates.
    /// - Returns: The estimated height.
    override open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if let row = describedRow(at: indexPath), let height = describedEstimatedHeight(atRow: row) {
            return height
        }
        return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    /// Calls the row's select closure, for a described row; otherwise routes to the row's node.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The row, in the node's coordinates.
    override open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if let row = describedRow(at: indexPath), describedAction(atRow: row, path: indexPath, in: tableView, \.select)
        {
            return
        }
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// Calls the row's deselect closure, for a described row; otherwise routes to the row's node.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The row, in the node's coordinates.
    override open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        if let row = describedRow(at: indexPath),
            describedAction(atRow: row, path: indexPath, in: tableView, \.deselect)
        {
            return
        }
        super.tableView(tableView, didDeselectRowAt: indexPath)
    }

    /// Calls the row's will-display closure, for a described row; otherwise routes to the row's
    /// node.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - cell: The cell about to be shown.
    ///   - indexPath: The row, in the node's coordinates.
    override open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    {
        if let row = describedRow(at: indexPath),
            describedCellAction(cell, atRow: row, path: indexPath, in: tableView, \.willDisplay)
        {
            return
        }
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Calls the row's did-end-displaying closure, for a described row; otherwise routes to the
    /// row's node.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - cell: The cell no longer shown.
    ///   - indexPath: The row, in the node's coordinates.
    override open func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if let row = describedRow(at: indexPath),
            describedCellAction(cell, atRow: row, path: indexPath, in: tableView, \.didEndDisplaying)
        {
            return
        }
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
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
            from: shown, to: Self.content(newRows), policy: duplicatePolicy, hint: shownRowPlaceHint,
            comparesRows: false)
        apply(plan, completion: completion)
    }

    /// Makes the node's children, and the lookups, match the plan's content (one section), and
    /// compares the rows the plan left to compare as it goes. Only the rows that come or go touch
    /// ``rowPlaceByID``; the places of the others may be left behind, which
    /// ``position(ofRowID:)`` corrects as it finds them.
    func install(_ plan: inout DescribedUpdatePlan) {
        shown = plan.content
        var comparison = plan.takePendingComparison()
        for id in plan.removedRowIDs {
            rowPlaceByID[id] = nil
        }
        let places = plan.oldRowPlaces[0]
        var nodeRows = 0
        // Rows are read in place, through pointers: passing them by value copied each one.
        plan.content.sections[0].rows.withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for index in rows.indices {
                let row = first + index
                if row.pointee.isBackedByNode {
                    nodeRows += 1
                }
                if let oldPlace = places[index] {
                    comparison?.compare(row, at: RowPlace(section: 0, row: index), from: oldPlace)
                } else {
                    rowPlaceByID[row.pointee.id] = index
                }
            }
        }
        nodeRowCount = nodeRows
        rebuildRowChildren()
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

    /// The local row of the row with `id`.
    ///
    /// - Complexity: O(1) while the row's noted place is right: one dictionary read, checked
    ///   against the rows. Inserts, deletes and moves above the row leave its place behind; the
    ///   lookup then looks up to 16 rows around it, and further than that notes every row's place
    ///   again (O(*n*), after which every place is right). A row is that far only after changes
    ///   that moved it by 17 rows or more, each O(*n*) itself (an array shift), so lookups cost at
    ///   most a share of what the changes before them cost.
    func position(ofRowID id: DescribedID) -> Int? {
        guard let known = rowPlaceByID[id] else { return nil }
        let rows = shown.sections[0].rows
        if let place = RowPlace.row(of: id, near: known, in: rows) {
            if place != known {
                rowPlaceByID[id] = place
            }
            return place
        }
        for (place, row) in rows.enumerated() {
            rowPlaceByID[row.id] = place
        }
        // Checked once more: an identifier no row has any more is not given a place.
        guard let place = rowPlaceByID[id], rows.indices.contains(place), rows[place].id == id else {
            rowPlaceByID[id] = nil
            return nil
        }
        return place
    }

    /// Where each shown row was, by identifier, for the update plan to check (see
    /// ``RowMatching``): a place left behind makes the plan look the row up in the content. Nil
    /// unless the places cover exactly the rows shown, since the plan takes an identifier without
    /// a place for one not shown.
    var shownRowPlaceHint: ((DescribedID) -> RowPlace?)? {
        guard rowPlaceByID.count == shown.sections[0].rows.count else { return nil }
        return { [rowPlaceByID] id in rowPlaceByID[id].map { RowPlace(section: 0, row: $0) } }
    }

    /// The local index paths of `rows`.
    private static func paths(_ rows: Range<Int>) -> [IndexPath] {
        rows.map { IndexPath(indexes: [0, $0]) }
    }
}

/// The identifier of the one section a ``DescribedRowsDelegate`` plans its rows in; a type of its
/// own, so it equals no identifier of yours.
struct DescribedRowsSection: Hashable, Sendable {}
