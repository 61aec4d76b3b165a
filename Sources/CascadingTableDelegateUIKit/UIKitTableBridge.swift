import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    // UIKit's published signatures, so that Linux CI type-checks this file (see
    // Documentation/ShippingInAnApp.md). Foundation comes through it, as it comes through UIKit.
    import UIKitSignatureShim
#endif

/// Lets a tree drive a real `UITableView`. The tree is attached to a headless table, the shadow,
/// which the bridge keeps in step with UIKit: UIKit's calls reach the tree through the shadow, and
/// every update the shadow accepts is replayed into the `UITableView` as one batch.
///
/// Keep the bridge alive as long as the table (a view controller's property, say): UIKit holds its
/// data source and delegate weakly. The bridge holds the tree and the shadow.
@MainActor
public final class UIKitTableBridge: NSObject {
    /// The shadow: the headless table the tree is attached to, as in the tree's own tests.
    public let headlessTable: TableView

    /// Whether the bridge tells UIKit it answers the estimated-height methods. When false (the
    /// default), UIKit uses the table's own estimates and asks the tree for a row's height only
    /// when the row is about to show; when true, UIKit asks the tree's estimate for every row at
    /// load. Read by `responds(to:)`, which UIKit asks once, when the delegate is set.
    public nonisolated let claimsEstimatedHeights: Bool

    /// The tree's root, held here: the shadow holds its data source weakly, as UIKit does.
    let root: any CascadingTableDelegate
    /// The table the bridge drives; the view controller owns it.
    weak var hostTableView: UITableView?
    /// Which headless cell each of the table's cells draws.
    package let cells = HostedCellMap<UITableViewCell>()
    /// The tree's header and footer views each of the table's views draws.
    var sectionViews: [ObjectIdentifier: TableViewHeaderFooterView] = [:]
    /// How the cells of each reuse identifier are drawn.
    var renderers: [String: @MainActor (TableViewCell, UITableViewCell) -> Void] = [:]
    /// The rows whose height the tree last answered with `automaticDimension`: UIKit sizes them,
    /// and the shadow takes the height of the cell UIKit laid out. An entry an update left behind
    /// is harmless: the row's UIKit cell is laid out at the height UIKit asked the tree for, which
    /// is the height the shadow already has.
    var selfSizingRows: Set<IndexPath> = []
    /// The identifiers registered with the table.
    var registeredIdentifiers: Set<String> = []
    /// The shadow's sessions for UIKit's drags and drops.
    let sessions = HostedSessions()
    /// The tree's context menus by UIKit's configurations made for them, while UIKit may ask
    /// about them.
    var contextMenus = HostedContextMenus<UIContextMenuConfiguration>()

    /// What a tree's drag item carries out of the app: the bridge makes each UIKit drag item with
    /// the provider this returns. The default carries nothing, so items are seen by drops in this
    /// app only, through their local object (the tree's item). Set it before a drag begins.
    public var itemProvider: @MainActor (DragItem) -> NSItemProvider = { _ in NSItemProvider() }

    /// The identifier of the table's views that draw the tree's header and footer views.
    static let sectionViewIdentifier = "CascadingTableDelegate.HostedSectionView"
    /// The identifier of the table's cells for headless cells that have none.
    static let fallbackCellIdentifier = "CascadingTableDelegate.HostedCell"

    /// Attaches `root` to a new headless table sized like `tableView`, and sets the bridge as
    /// `tableView`'s data source, delegate, prefetch data source, drag delegate and drop delegate.
    /// The estimated-height methods are not claimed (see ``claimsEstimatedHeights``).
    ///
    /// - Parameters:
    ///   - root: The tree's root; it becomes the shadow's data source, delegate, prefetch data
    ///     source, drag delegate and drop delegate.
    ///   - tableView: The table to drive.
    public convenience init(root: any CascadingTableDelegate, tableView: UITableView) {
        self.init(root: root, tableView: tableView, claimsEstimatedHeights: false)
    }

    /// Attaches `root` to a new headless table sized like `tableView`, and sets the bridge as
    /// `tableView`'s data source, delegate, prefetch data source, drag delegate and drop delegate.
    ///
    /// - Parameters:
    ///   - root: The tree's root; it becomes the shadow's data source, delegate, prefetch data
    ///     source, drag delegate and drop delegate.
    ///   - tableView: The table to drive.
    ///   - claimsEstimatedHeights: Whether UIKit is told the bridge answers estimated heights
    ///     (see ``claimsEstimatedHeights``).
    public init(root: any CascadingTableDelegate, tableView: UITableView, claimsEstimatedHeights: Bool) {
        self.root = root
        self.claimsEstimatedHeights = claimsEstimatedHeights
        hostTableView = tableView
        headlessTable = TableView(
            frame: tableView.bounds, style: TableView.Style(uiKitRawValue: tableView.style.rawValue))
        super.init()
        // The table's settings, which the app may have set before making the bridge, are the
        // shadow's from the start; from now on the tree's changes reach the table.
        headlessTable.allowsSelection = tableView.allowsSelection
        headlessTable.allowsMultipleSelection = tableView.allowsMultipleSelection
        headlessTable.allowsSelectionDuringEditing = tableView.allowsSelectionDuringEditing
        headlessTable.allowsMultipleSelectionDuringEditing = tableView.allowsMultipleSelectionDuringEditing
        headlessTable.selectionFollowsFocus = tableView.selectionFollowsFocus
        headlessTable.isEditing = tableView.isEditing
        root.prepare(tableView: headlessTable)
        headlessTable.dataSource = root
        headlessTable.delegate = root
        headlessTable.prefetchDataSource = root
        headlessTable.dragDelegate = root
        headlessTable.dropDelegate = root
        headlessTable.beginHosting(by: self)
        tableView.register(
            UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.sectionViewIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    /// How headless cells of one reuse identifier are drawn: the bridge dequeues a `Cell` from the
    /// `UITableView` under the same identifier (registering `cellClass` for it) and calls `render`
    /// with the headless cell the tree configured. Identifiers without a renderer get a
    /// `UITableViewCell` whose default content configuration shows the headless cell's text,
    /// detail text and accessory.
    ///
    /// A headless cell that is not a `Headless`, or a dequeued cell that is not a `Cell`, is drawn
    /// by the default renderer instead.
    ///
    /// - Parameters:
    ///   - cellClass: The `UITableViewCell` subclass to register for `identifier`.
    ///   - identifier: The reuse identifier the tree dequeues its headless cells with.
    ///   - render: Draws a headless cell into a dequeued cell.
    public func register<Headless: TableViewCell, Cell: UITableViewCell>(
        _ cellClass: Cell.Type, forCellReuseIdentifier identifier: String,
        render: @escaping @MainActor (Headless, Cell) -> Void
    ) {
        renderers[identifier] = { headless, cell in
            guard let headless = headless as? Headless, let cell = cell as? Cell else {
                return Self.renderDefault(headless, into: cell)
            }
            render(headless, cell)
        }
        registeredIdentifiers.insert(identifier)
        hostTableView?.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Whether the bridge answers the method `aSelector` names, as ``HostedSelector`` decides for
    /// the methods it lists; NSObject's answer for any other.
    ///
    /// UIKit calls every method the bridge implements except the estimated-height ones, which it
    /// claims only when asked to (see ``claimsEstimatedHeights`` and
    /// `Documentation/UIKitSelectors.md`): a delegate that answers them makes UIKit ask the tree
    /// for every row's estimate at load. (In the class body, not an extension: without the
    /// Objective-C runtime, as on Linux, an extension cannot override.)
    ///
    /// - Parameter aSelector: The method UIKit asks about.
    /// - Returns: Whether UIKit should call it.
    nonisolated public override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let entry = HostedSelector.named(NSStringFromSelector(aSelector)) else {
            return super.responds(to: aSelector)
        }
        return entry.isClaimed(estimating: claimsEstimatedHeights)
    }

    /// Draws a headless cell with the system's list content: text, detail text, accessory.
    static func renderDefault(_ headless: TableViewCell, into cell: UITableViewCell) {
        var content = cell.defaultContentConfiguration()
        content.text = headless.text
        content.secondaryText = headless.detailText
        cell.contentConfiguration = content
        cell.accessoryType = UITableViewCell.AccessoryType(rawValue: headless.accessoryType.uiKitRawValue) ?? .none
    }
}
