import CascadingTableView
import Foundation

/// A node of a tree of table data sources and delegates.
///
/// A node answers the table's calls either itself or by passing them to one of its
/// ``childDelegates``, chosen by position (see `Documentation/Propagation.md`). The root of the
/// tree is the table's data source and delegate; its children usually answer for sections, and
/// theirs for rows.
///
/// Conformers get both prefetching methods for free: they default to doing nothing. They are also
/// the table's drag and drop delegates, whose methods all have defaults: nothing is dragged, and
/// drops are cancelled, until a node says otherwise (see `Documentation/DragAndDrop.md`).
@MainActor
public protocol CascadingTableDelegate: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching,
    TableViewDragDelegate, TableViewDropDelegate
{
    /// The node's position among its parent's children: the section (or row) it answers for.
    var index: Int { get set }

    /// The node's children, in the order of the sections or rows they answer for.
    var childDelegates: [any CascadingTableDelegate] { get set }

    /// The node this one is a child of. Implementations must hold it weakly.
    var parentDelegate: (any CascadingTableDelegate)? { get set }

    /// Creates a node with its position and its children.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children.
    init(index: Int, childDelegates: [any CascadingTableDelegate])

    /// Gets the node ready to serve `tableView`: registers cells, prepares children, and so on.
    ///
    /// - Parameter tableView: The table the tree will serve.
    func prepare(tableView: TableView)

    /// Whether this node answers for a range of rows or sections rather than exactly one.
    ///
    /// Under a parent that routes by row, a range node answers for as many consecutive rows as its
    /// `tableView(_:numberOfRowsInSection:)` says (0 or more); under a parent that routes by
    /// section, for as many consecutive sections as its `numberOfSections(in:)` says. It sees
    /// index paths local to its range: its first row (or section) is 0, and a range of rows sees
    /// its section as 0 too, so it never needs to know where it sits. A node that is not a range
    /// answers for exactly one row or section and sees its parent's index paths unchanged. The
    /// parent reads this when its children are set. See `Documentation/Composition.md`.
    var ownsRange: Bool { get }

    /// An identity that outlives this object, or nil to be identified by the object itself.
    ///
    /// The `.animated` reload mode diffs a node's old and new children by this identity, so a
    /// screen that rebuilds its child nodes from a view model keeps (and moves) the rows of nodes
    /// whose ID survives, and has the new node configure their cells again in place (as
    /// ``TableView/reconfigureRows(at:)`` does), instead of deleting and inserting every row.
    var stableID: AnyHashable? { get }
}

// MARK: - Default implementations

extension CascadingTableDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}

    /// Returns false: the node answers for exactly one row or section.
    public var ownsRange: Bool { false }

    /// Returns nil: the node is identified by the object itself.
    public var stableID: AnyHashable? { nil }

    /// Creates a node, wires its children to it and, when a table is given, prepares them with it
    /// and serves that table.
    ///
    /// Sets each child's ``index`` to its position and its ``parentDelegate`` to the new node.
    /// When `tableView` is not nil, every child is prepared with it exactly once, and the new node
    /// becomes the table's `dataSource`, `delegate`, `prefetchDataSource` (not for a root whose
    /// ``CascadingRootTableDelegate/prefetchesRows`` is false), `dragDelegate` and `dropDelegate`,
    /// as the original library's initializer did:
    ///
    /// - A node class (a ``CascadingTableNode``, such as a ``CascadingBareTableDelegate``) is
    ///   prepared through its own ``prepare(tableView:)``, which remembers the table and prepares
    ///   each child: the tree is left exactly as `prepare(tableView:)` leaves it (node locations,
    ///   `reloadInTable`, reload modes and local updates all work, as for a root prepared by hand).
    /// - A type that adopts this protocol itself may not prepare its children in its `prepare`
    ///   (the protocol does not ask it to), so the initializer prepares each child itself and does
    ///   not call the new node's `prepare`, as the original did.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children. Defaults to 0.
    ///   - childDelegates: The node's children.
    ///   - tableView: The table to serve, or nil to wire the children only.
    public init(index: Int = 0, childDelegates: [any CascadingTableDelegate], tableView: TableView?) {
        self.init(index: index, childDelegates: childDelegates)
        validateChildDelegates()
        guard let tableView else { return }
        if let node = self as? CascadingTableNode {
            node.prepare(tableView: tableView)
        } else {
            for child in self.childDelegates {
                child.prepare(tableView: tableView)
            }
        }
        tableView.dataSource = self
        tableView.delegate = self
        if let root = self as? CascadingRootTableDelegate {
            root.takePrefetchRole(in: tableView)
        } else {
            tableView.prefetchDataSource = self
        }
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    /// Makes every child's ``index`` its position in ``childDelegates`` and its
    /// ``parentDelegate`` this node. That is all it does: it wires indexes and parents, and
    /// neither checks nor prepares the children (the name is the original library's).
    ///
    /// - Complexity: O(*n*) in the number of children.
    public func validateChildDelegates() {
        for (position, child) in childDelegates.enumerated() {
            // Written only when they change: setting a weak reference is costly, and a list
            // with one row inserted keeps most children where they were.
            if child.index != position {
                child.index = position
            }
            if child.parentDelegate !== self {
                child.parentDelegate = self
            }
        }
    }
}
