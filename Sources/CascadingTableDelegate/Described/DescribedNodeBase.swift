import Foundation

/// What both described nodes share: their update settings, the reports waiting for a table, and
/// the bookkeeping of the content they show. Use ``DescribedTableDelegate`` (a range of sections)
/// or ``DescribedRowsDelegate`` (a range of rows); this class only holds what is common to them.
@MainActor
open class DescribedNodeBase: PropagatingTableDelegate {
    /// What to do with duplicate identifiers. Defaults to ``DuplicateIdentifierPolicy/keepFirst``.
    public var duplicatePolicy: DuplicateIdentifierPolicy = .keepFirst

    /// The animation updates ask for. Defaults to `.automatic`.
    public var animation: TableView.RowAnimation = .automatic

    /// The number of operations (section and row inserts, deletes, moves and reloads) above which
    /// an update replaces the node's sections or rows without animation instead of animating each
    /// change. Defaults to 1,000.
    public var reloadThreshold = 1_000

    /// Whether an update keeps the first visible row where it is on screen when rows above it are
    /// inserted or deleted. Defaults to true.
    public var keepsFirstVisibleRowInPlace = true

    /// Duplicate reports made before the node had a table; they are sent to the table's
    /// diagnostics, and removed from here, when the node is prepared with one.
    public var pendingDiagnostics: [TableViewDiagnostic] { diagnosticsMailbox.pending }

    /// Always ``PropagatingTableDelegate/ReloadMode/none``: the node updates its table itself.
    override open var reloadModeOnChildDelegatesChanged: ReloadMode {
        get { .none }
        set {}
    }

    /// Returns true: the node answers for as many sections, or rows, as its content has.
    override open var ownsRange: Bool { true }

    /// The content shown (for a list of rows, one section holding them).
    // Read by every call a list answers for its rows; its dynamic exclusivity check cost 1.5% of
    // loading and scrolling the demo page. Reads copy a row or a field out at once, and the writes (installing an
    // update, changing one row) call nothing that reads it, so no two accesses overlap.
    @exclusivity(unchecked) var shown: DescribedContent {
        didSet { showsNodeRowsCache = nil }
    }

    /// Whether ``shown`` has a hand-written row node, worked out on first use after it changes.
    private var showsNodeRowsCache: Bool?

    /// The cell classes registered with the table the node was last prepared with.
    var cellRegistrations = CellRegistrations()

    /// Duplicate reports made before the node had a table.
    var diagnosticsMailbox = DiagnosticsMailbox()

    /// Routes the rows to their nodes when a row of the content is a hand-written node;
    /// otherwise does nothing, since described rows never prefetch.
    ///
    /// A scroll announces rows on every step: a list of described rows answers at once instead
    /// of handing each row its own list.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - indexPaths: The rows about to be shown, in the node's coordinates.
    override open func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        guard showsNodeRows else { return }
        super.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    /// Routes the rows to their nodes when a row of the content is a hand-written node;
    /// otherwise does nothing, since described rows never prefetch.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - indexPaths: The rows no longer about to be shown, in the node's coordinates.
    override open func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        guard showsNodeRows else { return }
        super.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }

    /// Whether a row of ``shown`` is a hand-written node (``RowDescription/init(id:node:)``).
    ///
    /// - Complexity: O(*n*) for *n* rows the first time after the content changes, then O(1).
    private var showsNodeRows: Bool {
        if let known = showsNodeRowsCache { return known }
        // Indexes, not `contains(where:)`: reading the flag in place copies no row.
        var found = false
        search: for section in shown.sections {
            for row in section.rows.indices where section.rows[row].isBackedByNode {
                found = true
                break search
            }
        }
        showsNodeRowsCache = found
        return found
    }

    /// Creates a node showing `shown`, routing by `propagationMode`.
    init(shown: DescribedContent, propagationMode: PropagationMode, duplicatePolicy: DuplicateIdentifierPolicy) {
        self.shown = shown
        self.duplicatePolicy = duplicatePolicy
        super.init(index: 0, childDelegates: [])
        self.propagationMode = propagationMode
    }

    /// Creates a node with no content. `childDelegates` are ignored: a described node makes its
    /// children from its content.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        shown = DescribedContent()
        super.init(index: index, childDelegates: [])
    }
}
