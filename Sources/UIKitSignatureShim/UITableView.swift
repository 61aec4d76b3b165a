// UIKit's table view as a stand-in that behaves: an independent model of UIKit's documented
// behaviour (../shared/UIKIT_BEHAVIOUR.md and Apple's documentation), small enough to read, so that
// the bridge's own code can run in Linux tests against something that is not the library's
// headless table. This file: the members with UIKit's signatures, the state, loading, reloads,
// registration and reuse. Layout, display and scrolling: UITableView+Layout.swift; batch updates
// and their validation: UITableView+Updates.swift; what the user does, and the logs:
// UITableView+Simulation.swift.
//
// What the stand-in says that UIKit does not: `calls` logs every call to the data source and the
// delegate; a batch UIKit would throw on is logged in `invalidUpdates` and applied as a reload;
// other misuse UIKit raises on is logged in `programmingErrors`. Nothing here stops the process.

/// UIKit's table view, with the members the shell uses, as the iOS 18 SDK declares them.
@MainActor
open class UITableView: UIScrollView {
    /// The table's visual style.
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// Where a row scrolls to.
    public enum ScrollPosition: Int, @unchecked Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// The animation of an update.
    public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// The height that means "work it out".
    public class var automaticDimension: CGFloat { -1 }

    /// The table's style.
    open var style: UITableView.Style { tableStyle }
    private let tableStyle: UITableView.Style
    /// The data source. Setting another one makes the next layout reload.
    weak open var dataSource: (any UITableViewDataSource)? {
        didSet { if rowCounts != nil { needsReload = true } }
    }
    /// The delegate.
    weak open var delegate: (any UITableViewDelegate)?
    /// The prefetch data source.
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The drag delegate.
    weak open var dragDelegate: (any UITableViewDragDelegate)?
    /// The drop delegate.
    weak open var dropDelegate: (any UITableViewDropDelegate)?
    /// The estimated row height: what a self-sizing row counts for until its cell is measured.
    open var estimatedRowHeight: CGFloat = -1

    // MARK: - The stand-in's state

    /// Rows per section as last asked of the data source; nil until the first load.
    var rowCounts: [Int]?
    /// Set when the data source changes: the next layout reloads.
    var needsReload = false
    /// The heights of headers, rows and footers, and the tops they add up to.
    var geometry = StandInGeometry()
    /// Self-sizing rows' heights, measured from their cells; nil until measured.
    var measuredHeights: [[CGFloat?]] = []
    /// The cells on screen, by row.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section; nil for one that shows no view.
    var shownHeaders: [Int: UIView?] = [:]
    var shownFooters: [Int: UIView?] = [:]
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// Registered classes, and the reuse pools, by identifier.
    var cellClasses: [String: AnyClass] = [:]
    var headerFooterClasses: [String: AnyClass] = [:]
    var cellPool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// The batch being collected, and how deeply `performBatchUpdates` calls are nested.
    var pendingBatch: StandInBatch?
    var batchDepth = 0
    /// While a row is reconfigured: its cell, which dequeuing for that row returns.
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
    /// Whether a display pass is running, and whether a delegate call during it changed the
    /// table (a batch, a reload, a scroll), so that the pass must start again.
    var isDisplaying = false
    var displayInterrupted = false

    /// Stand-in only: every call the table made to its data source and delegate, in order, as the
    /// method's Swift name followed by its index path or section when it has one, e.g.
    /// `"tableView(_:cellForRowAt:) [0, 2]"`, `"numberOfSections(in:)"`,
    /// `"scrollViewDidScroll(_:)"`. Tests may clear it.
    public var calls: [String] = []
    /// Stand-in only: whether ``calls`` is kept (a long randomized run may turn it off).
    public var recordsCalls = true
    /// Stand-in only: every batch UIKit would have refused with `NSInternalInconsistencyException`,
    /// with a message in UIKit's words. The stand-in applies such a batch as `reloadData()`.
    public var invalidUpdates: [String] = []
    /// Stand-in only: other misuse UIKit raises on or reports (dequeuing an identifier never
    /// registered, an index path that is not a row, a reload during layout), in words like
    /// UIKit's. The stand-in goes on with a defined result.
    public var programmingErrors: [String] = []

    /// A table of the given frame and style.
    public init(frame: CGRect, style: UITableView.Style) {
        tableStyle = style
        super.init(frame: frame)
    }

    // MARK: - Cells and reuse

    /// Registers a cell class for an identifier; nil unregisters it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers a header or footer view class for an identifier; nil unregisters it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// A cell for a row: while the row is reconfigured, its own cell; otherwise one from the pool
    /// of `identifier` (after its `prepareForReuse()`), or a new one of the registered class,
    /// made with `init(style:reuseIdentifier:)` and the default style. An identifier never
    /// registered is logged in ``programmingErrors`` (UIKit raises) and gets a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath {
            return reconfiguring.cell
        }
        if let cell = cellPool[identifier]?.popLast() {
            cell.standInFittingHeight = nil
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] as? UITableViewCell.Type else {
            programmingErrors.append(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(standInReuseIdentifier: identifier)
    }

    /// A header or footer view from the pool of `identifier` (after its `prepareForReuse()`), or a
    /// new one of the registered class; nil for an identifier never registered, as in UIKit.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] as? UITableViewHeaderFooterView.Type else {
            return nil
        }
        return viewClass.init(standInReuseIdentifier: identifier)
    }

    /// Puts a cell that left the screen into the pool of its identifier (a cell without one is
    /// not reused, as in UIKit).
    func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool[identifier, default: []].append(cell)
    }

    /// Puts a header or footer view that left the screen into its pool, if it is reusable.
    func enqueue(_ view: UIView?) {
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else { return }
        headerFooterPool[identifier, default: []].append(view)
    }

    // MARK: - Updates (collected into one batch; see UITableView+Updates.swift)

    /// Runs `updates`, collecting the inserts, deletes, moves, reloads and reconfigures they make
    /// into one batch, then asks the counts again, checks the batch with UIKit's rules and applies
    /// it; an invalid batch is logged in ``invalidUpdates`` and applied as a reload. Nested calls
    /// join the outer batch. `completion` runs at once with true (nothing is animated).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch { updates?() }
        completion?(true)
    }

    /// Inserts sections (numbered after the update).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.insertedSections += sections }
    }

    /// Deletes sections (numbered before the update).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.deletedSections += sections }
    }

    /// Moves a section (from its number before the update to its number after).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Reloads sections (numbered before the update): their rows get new cells.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.reloadedSections += sections }
    }

    /// Inserts rows (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Moves a row (from its index path before the update to its index path after); it keeps its
    /// cell and its selection.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Reloads rows (index paths before the update): each gets a new cell and is deselected.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Configures the cells of rows again (index paths before the update): after the update the
    /// data source is asked for the cell of each such row on screen, and dequeuing returns the
    /// row's own cell, without `prepareForReuse()`. The rows keep their selection.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows += indexPaths }
    }

    /// Reloads everything: every cell and header or footer view on screen leaves it (each gets
    /// its `didEndDisplaying` call), the selection is cleared, the counts and heights are asked
    /// again and the rows in view are shown anew. (Called by a delegate during a display pass, it
    /// runs at once, and the pass starts again.)
    open func reloadData() {
        if pendingBatch != nil {
            programmingErrors.append(
                "reloadData() was called inside performBatchUpdates; the batch's changes are dropped")
            pendingBatch = StandInBatch()
        }
        needsReload = false
        endDisplayingEverything()
        selectedRows = []
        load()
        boundOffsetToContent()
        display()
    }

    /// The number of sections, as the table last asked its data source (which it asks first if
    /// it never has).
    open var numberOfSections: Int {
        loadIfNeeded()
        return rowCounts?.count ?? 0
    }

    /// The number of rows of a section, as the table last asked its data source; 0 for a section
    /// that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard let rowCounts, rowCounts.indices.contains(section) else { return 0 }
        return rowCounts[section]
    }

    /// The height of rows whose delegate gives none.
    open var rowHeight: CGFloat = 44

    // MARK: - Selection and editing

    /// Whether the user can select rows (outside editing mode).
    open var allowsSelection = true
    /// Whether the user can select several rows at once (outside editing mode).
    open var allowsMultipleSelection = false
    /// Whether the user can select rows in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows at once in editing mode.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether moving the focus selects the focused row (kept, not acted on: the stand-in has no
    /// focus engine).
    open var selectionFollowsFocus = false

    /// Whether the table is in editing mode.
    open var isEditing = false

    /// Enters or leaves editing mode (the selection is kept; see the stand-in's notes).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The selected row, the first of several in table order.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in table order, or nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row from code (the delegate hears nothing); nil deselects every row. Without
    /// multiple selection (in the current mode) the row replaces the selection. A position other
    /// than `.none` scrolls as `scrollToRow(at:at:animated:)` does. A row that does not exist is
    /// logged in ``programmingErrors`` and nothing changes.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            selectedRows = []
            return
        }
        guard checkRow(indexPath, for: "selectRow(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelectionInCurrentMode {
            selectedRows = []
        }
        selectedRows.insert(indexPath)
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row from code (the delegate hears nothing).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
    }

    /// Whether the user can select several rows in the current mode (editing or not).
    var allowsMultipleSelectionInCurrentMode: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: - Scrolling and what is on screen (see UITableView+Layout.swift)

    /// Scrolls so that a row is at the given position (`.none`: the least movement that shows
    /// all of it), bounded by the content. A row that does not exist is logged in
    /// ``programmingErrors``.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard checkRow(indexPath, for: "scrollToRow(at:at:animated:)") else { return }
        scroll(toShow: rectForRow(at: indexPath), at: scrollPosition)
    }

    /// The rows on screen, in order, or nil when none is.
    open var indexPathsForVisibleRows: [IndexPath]? {
        shownCells.isEmpty ? nil : shownCells.keys.sorted()
    }

    /// The cells on screen, in the order of their rows.
    open var visibleCells: [UITableViewCell] { shownCells.sorted { $0.key < $1.key }.map(\.value) }

    /// The cell of a row on screen; nil for a row off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    /// A row's rectangle in the table's content; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return geometry.rowRect(indexPath, width: frame.width) ?? .zero
    }

    /// Lays out now: reloads if the data source changed, loads if never loaded, and shows the
    /// rows, headers and footers in view (see UITableView+Layout.swift).
    open override func layoutIfNeeded() {
        if needsReload {
            reloadData()
        } else {
            display()
        }
    }

    override func viewFrameDidChange() {
        if rowCounts != nil { display() }
    }

    override func scrollViewOffsetDidChange() {
        offsetDidChange()
    }

    // MARK: - Loading

    /// Loads the counts and heights if they were never asked.
    func loadIfNeeded() {
        if rowCounts == nil { load() }
    }

    /// Asks the data source for the counts and the delegate for every height.
    func load() {
        let counts = askCounts()
        rowCounts = counts
        measuredHeights = counts.map { Array(repeating: nil, count: $0) }
        askHeights()
    }

    /// The counts, as the data source answers now: the sections, then each section's rows.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        log("numberOfSections(in:)")
        let sections = max(dataSource.numberOfSections(in: self), 0)
        return (0..<sections).map { section in
            log("tableView(_:numberOfRowsInSection:)", section)
            return max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
        }
    }

    /// Whether `indexPath` is a row; if not, logs that `method` was given one that is not.
    func checkRow(_ indexPath: IndexPath, for method: String) -> Bool {
        loadIfNeeded()
        guard indexPath.count == 2, let rowCounts, rowCounts.indices.contains(indexPath.section),
            (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else {
            programmingErrors.append("\(method): invalid index path \(indexPath)")
            return false
        }
        return true
    }

    /// Appends a call to ``calls``.
    func log(_ method: String, _ argument: (any CustomStringConvertible)? = nil) {
        guard recordsCalls else { return }
        calls.append(argument.map { "\(method) \($0)" } ?? method)
    }
}

// UIKit's index path members, for the stand-in's own use (internal: the library declares public
// ones where UIKit is absent, and a module importing both must see one of each).
#if !canImport(UIKit)
    extension IndexPath {
        init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        var row: Int {
            get { count > 1 ? self[1] : -1 }
            set { self[1] = newValue }
        }
    }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        var section: Int { isEmpty ? -1 : self[0] }
    }
#endif
