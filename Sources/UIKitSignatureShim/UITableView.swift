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
    /// The data source.
    weak open var dataSource: (any UITableViewDataSource)?
    /// The delegate.
    weak open var delegate: (any UITableViewDelegate)?
    /// The prefetch data source.
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The drag delegate.
    weak open var dragDelegate: (any UITableViewDragDelegate)?
    /// The drop delegate.
    weak open var dropDelegate: (any UITableViewDropDelegate)?
    /// The estimated row height.
    open var estimatedRowHeight: CGFloat = -1

    /// A table of the given frame and style.
    public init(frame: CGRect, style: UITableView.Style) {
        tableStyle = style
        super.init(frame: frame)
    }

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// Registers a header or footer view class for an identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    /// A cell for a row, from the pool of an identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view from the pool of an identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    /// Runs updates as one animated batch.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {}

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    /// Inserts rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// Configures the cells of rows again.
    open func reconfigureRows(at indexPaths: [IndexPath]) {}

    /// Reloads everything.
    open func reloadData() {}

    /// The number of sections, as the table last asked its data source.
    open var numberOfSections: Int { 0 }

    /// The number of rows of a section, as the table last asked its data source.
    open func numberOfRows(inSection section: Int) -> Int { 0 }

    /// The height of rows whose delegate gives none.
    open var rowHeight: CGFloat = 44

    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once in editing mode.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether moving the focus selects the focused row.
    open var selectionFollowsFocus = false

    /// Whether the table is in editing mode.
    open var isEditing = false

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The selected row, the first of several.
    open var indexPathForSelectedRow: IndexPath? { nil }

    /// The selected rows, or nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { nil }

    /// Selects a row from code (the delegate hears nothing); nil deselects every row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}

    /// Deselects a row from code (the delegate hears nothing).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    /// Scrolls so that a row is at the given position.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}

    /// The rows on screen, in order, or nil when none is.
    open var indexPathsForVisibleRows: [IndexPath]? { nil }

    /// The cells on screen, in the order of their rows.
    open var visibleCells: [UITableViewCell] { [] }

    /// The cell of a row on screen; nil for a row off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

    /// A row's rectangle in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
}
