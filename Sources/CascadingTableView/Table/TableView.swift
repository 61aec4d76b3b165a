import Foundation

/// A headless table: UIKit's `UITableView` without the screen.
///
/// It keeps sections, rows, heights, a viewport, visible cells, reuse pools and a selection, and
/// drives its ``dataSource`` and ``delegate`` with the calls UIKit makes, in UIKit's order. That
/// lets table logic, and a whole tree of ``CascadingTableDelegate`` nodes, run in `swift test` on
/// any platform. See `Documentation/HeadlessTable.md`.
///
/// The class is `open` so a test can subclass it as a double (to record `reloadData()`, say).
/// Programming errors that UIKit would raise are reported to ``diagnostics`` instead.
@MainActor
open class TableView {
    /// The table's visual style; it decides the default header and footer heights.
    public enum Style: Sendable {
        /// Headers and footers float over plain rows.
        case plain
        /// Sections are separated into groups.
        case grouped
        /// Grouped, with the groups inset from the edges.
        case insetGrouped
    }

    /// The animation an update asks for. The headless table applies every update at once; the
    /// value is recorded for tests and otherwise ignored.
    public enum RowAnimation: Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row in the viewport.
    public enum ScrollPosition: Sendable {
        /// As little scrolling as makes the row fully visible.
        case none
        /// The row's top at the viewport's top.
        case top
        /// The row centred in the viewport.
        case middle
        /// The row's bottom at the viewport's bottom.
        case bottom
    }

    /// The height that means "work it out": the table's `rowHeight` for a row, or the cell's own
    /// height for a self-sizing row. Equal to UIKit's value, -1.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style

    /// The table's frame; its size is the viewport's size.
    public var frame: CGRect {
        didSet { frameDidChange(from: oldValue) }
    }

    /// The object that supplies sections, rows and cells. Held weakly, as in UIKit.
    ///
    /// Setting it makes the table load its data again the next time it is asked for anything.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { needsReload = true }
    }

    /// The object that customises display and handles events. Held weakly, as in UIKit.
    ///
    /// Setting it makes the table load its data again the next time it is asked for anything.
    public weak var delegate: (any TableViewDelegate)? {
        didSet { needsReload = true }
    }

    /// The object told about rows that will soon be displayed. Held weakly, as in UIKit.
    public weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?

    /// Where the table reports programming errors that UIKit would raise.
    public let diagnostics = TableViewDiagnostics()

    /// The cached row count of every section, as last asked of the data source.
    var rowCounts: [Int] = []

    /// Whether the counts must be asked again before they are next used.
    var needsReload = true

    /// Registered cell classes and the cells waiting to be handed out again.
    var cellPool = ReusePool<TableViewCell>()

    /// Registered header/footer view classes and the views waiting to be handed out again. The
    /// table's own title views are registered from the start, so they are pooled and counted as
    /// the user's views are.
    var viewPool: ReusePool<TableViewHeaderFooterView> = {
        var pool = ReusePool<TableViewHeaderFooterView>()
        pool.register(TableViewHeaderFooterView.self, for: titleViewReuseIdentifier)
        return pool
    }()

    /// Heights and positions of sections and rows.
    var layoutState = TableLayoutState()

    /// The viewport's visible cells and header/footer views.
    var displayState = TableDisplayState()

    /// What the user and code have done to rows: selection, highlight, editing mode, the open
    /// swipe, and the selection settings.
    var interactionState = TableInteractionState()

    /// Batch updates in progress.
    var updateState = TableUpdateState()

    /// Context menus and drags in progress, and the drag and drop delegates.
    var gestureState = TableGestureState()

    /// The host that displays this table, when it is a shadow (see `TableView+Hosting.swift`).
    var hostingState = TableHostingState()

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - frame: The table's frame; its size is the viewport's size.
    ///   - style: The table's style. Defaults to ``Style/plain``.
    public init(frame: CGRect, style: Style = .plain) {
        self.frame = frame
        self.style = style
    }

    /// Creates a plain table of 320 x 568 points, the size of a small phone.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    /// Drops every visible cell and header/footer view (each gets its `didEndDisplaying` call),
    /// clears the selection, asks the data source for every count and the delegate for every
    /// height again, and displays the viewport anew.
    ///
    /// - Complexity: O(*n*) in the number of rows, for the heights.
    open func reloadData() {
        reloadDataDeferringWhileBusy()
    }

    /// Asks the data source again for the row counts of `sections`, and for the cells of their
    /// visible rows, keeping everything else. A batch update of its own, as in UIKit.
    ///
    /// - Parameters:
    ///   - sections: The sections to reload, in the current numbering.
    ///   - animation: The animation asked for (recorded, not played).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordReloadSections(sections, with: animation)
    }

    /// Asks the data source again for the cells of `indexPaths`, keeping everything else. A batch
    /// update of its own, as in UIKit.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to reload, in the current numbering.
    ///   - animation: The animation asked for (recorded, not played).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordReloadRows(at: indexPaths, with: animation)
    }

    /// Groups inserts, deletes, moves and reloads into one update, validated as UIKit does.
    ///
    /// Inside `updates`, deletes and reloads name rows and sections in the numbering before the
    /// update, inserts in the numbering after it, and moves an old source and a new destination;
    /// deletes apply before inserts whatever the call order. Afterwards the table asks the data
    /// source for every count and checks them against the operations. A valid update keeps the
    /// cells of surviving rows; an invalid one is reported to ``diagnostics`` as
    /// ``TableViewDiagnostic/Kind/invalidUpdate(_:)`` and the table reloads all data. Nested calls
    /// join the outermost batch. A call made while the table is busy (in a display pass or applying
    /// an update, that is, from a data source or delegate method) runs after that work finishes.
    ///
    /// - Parameters:
    ///   - updates: The operations; nil validates the counts alone.
    ///   - completion: Called at the end with true when the update was valid, false otherwise.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchReporting(updates ?? {}, completion: completion)
    }

    /// Inserts rows, named in the numbering after the update. A batch of its own outside
    /// ``performBatchUpdates(_:completion:)``.
    ///
    /// - Parameters:
    ///   - indexPaths: The new rows.
    ///   - animation: The animation asked for (recorded, not played).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertRows(indexPaths, animation) }
    }

    /// Deletes rows, named in the numbering before the update. A batch of its own outside
    /// ``performBatchUpdates(_:completion:)``.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to delete.
    ///   - animation: The animation asked for (recorded, not played).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deleteRows(indexPaths, animation) }
    }

    /// Moves a row: `indexPath` in the numbering before the update, `newIndexPath` after it. The
    /// row keeps its cell. A batch of its own outside ``performBatchUpdates(_:completion:)``.
    ///
    /// - Parameters:
    ///   - indexPath: Where the row is.
    ///   - newIndexPath: Where it goes.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(nil) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections, named in the numbering after the update.
    ///
    /// - Parameters:
    ///   - sections: The new sections.
    ///   - animation: The animation asked for (recorded, not played).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertSections(Array(sections), animation) }
    }

    /// Deletes sections, named in the numbering before the update.
    ///
    /// - Parameters:
    ///   - sections: The sections to delete.
    ///   - animation: The animation asked for (recorded, not played).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deleteSections(Array(sections), animation) }
    }

    /// Moves a section: `section` in the numbering before the update, `newSection` after it.
    ///
    /// - Parameters:
    ///   - section: Where the section is.
    ///   - newSection: Where it goes.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record(nil) { $0.movedSections.append((section, newSection)) }
    }

    /// The number of sections, as last asked of the data source (asked now if never asked).
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in a section, as last asked of the data source.
    ///
    /// - Parameter section: The section's position.
    /// - Returns: The cached count, or 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }
}
