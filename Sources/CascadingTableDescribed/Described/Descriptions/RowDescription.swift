import CascadingTableNodes
import CascadingTableView
import Foundation

/// One row of described content: its identity, its cell and typed view model, its heights, and
/// closures for the delegate calls rows need most.
///
/// The view model keeps its type: the `configure` closure receives the cell as `Cell` and the
/// view model as `ViewModel`, and view models are compared with their own `==` to decide whether
/// a row must be configured again (a row given again as the same value, a copy of the row shown,
/// is not compared: it has not changed). The type is erased inside the value only so that rows of
/// different types can share a section.
///
/// ```swift
/// struct Contact: Equatable, Sendable { var name: String; var phone: String }
/// let contact = Contact(name: "Ada", phone: "555-0100")
/// let row = RowDescription(id: "ada", viewModel: contact, cell: TableViewCell.self) { cell, contact in
///     cell.text = contact.name
///     cell.detailText = contact.phone
/// }
/// .height(60)
/// .onSelect { context in print("selected", context.id) }
/// ```
///
/// A row can also be backed by a hand-written node (``init(id:node:)``), which answers every call
/// for the row itself.
public struct RowDescription: Sendable {
    /// Where a row's answers come from, as the row's one stored reference (``sourceObject``)
    /// is read.
    @usableFromInline
    enum Source: Sendable {
        /// A described cell and view model.
        case content(RowContent)
        /// A hand-written node.
        case node(NodeHandle)
    }

    // The stored properties are declared in this order so that a row takes 56 bytes (48 before
    // outlines; the children array is the one word they add): the flags and the depth sit in the
    // bytes after the nine of the identifier, the heights are kept without their
    // optionals' padding, and the content is one reference (`RowContent` is a class, not a
    // protocol) (Performance.md, "A described row's memory").

    /// The row's identifier, unique across the described node's rows.
    public let id: DescribedID

    /// Whether a change of the view model reloads the row (a new cell is dequeued) rather than
    /// reconfiguring its cell in place. Defaults to false.
    public var reloadsOnChange = false

    /// Whether ``heightValue`` is set (``height`` is not nil).
    @usableFromInline var hasHeight = false

    /// Whether ``estimatedHeightValue`` is set (``estimatedHeight`` is not nil).
    @usableFromInline var hasEstimatedHeight = false

    /// Whether the row is backed by a node: readable without copying ``source`` (which retains
    /// the row's content), for the checks that visit every row.
    @usableFromInline let isBackedByNode: Bool

    /// The row's outline flags (``OutlineFlags``): how it was described, and how it was shown
    /// last. One byte, in the padding after the identifier and the flags above.
    @usableFromInline var outlineFlags = OutlineFlags()

    /// The row's depth in its node's outline, stamped when the node shows it (0 for a top-level
    /// row); saturates at `UInt16.max`. Two bytes, in the same padding.
    @usableFromInline var depthValue: UInt16 = 0

    /// Where the row's answers come from: its content, or, for a row backed by a node
    /// (``isBackedByNode``), its ``NodeHandle``. One class reference rather than the two-payload
    /// enum ``Source``: destroying a row releases it without a switch over the enum's cases, and
    /// comparing two rows reads it without one (Performance.md, "`described-update-10k`").
    @usableFromInline let sourceObject: RowContent

    /// Where the row's answers come from.
    var source: Source {
        // The stored flag first: a described row's content is given without a cast.
        if isBackedByNode, let handle = sourceObject as? NodeHandle { .node(handle) } else { .content(sourceObject) }
    }

    /// The height, when ``hasHeight``.
    @usableFromInline var heightValue: CGFloat = 0

    /// The estimated height, when ``hasEstimatedHeight``.
    @usableFromInline var estimatedHeightValue: CGFloat = 0

    /// The closures called for the row's delegate calls; nil for none. Shared by every row given
    /// the same ``DescribedRowActions``.
    @usableFromInline var actions: DescribedRowActions?

    /// The row's children (``childRows``), shown under it while it is expanded; empty for a leaf.
    /// Set through ``children``, which keeps ``OutlineFlags/hasChildren`` in step.
    @usableFromInline var childStorage: [RowDescription] = []

    /// The row's children; setting them notes in the flags whether there are any, so that the
    /// checks that visit every row read a byte, not the array.
    @usableFromInline var children: [RowDescription] {
        @inlinable get { childStorage }
        @inlinable set {
            childStorage = newValue
            if newValue.isEmpty {
                outlineFlags.remove(.hasChildren)
            } else {
                outlineFlags.insert(.hasChildren)
            }
        }
    }

    /// The row's height; nil answers ``TableView/automaticDimension`` (the table's `rowHeight`,
    /// or the cell's own height). Ignored for a row backed by a node.
    public var height: CGFloat? {
        @inlinable get { hasHeight ? heightValue : nil }
        @inlinable set {
            hasHeight = newValue != nil
            heightValue = newValue ?? 0
        }
    }

    /// The row's estimated height; nil falls back to `height`. Ignored for a row backed by a
    /// node.
    public var estimatedHeight: CGFloat? {
        @inlinable get { hasEstimatedHeight ? estimatedHeightValue : nil }
        @inlinable set {
            hasEstimatedHeight = newValue != nil
            estimatedHeightValue = newValue ?? 0
        }
    }

    /// Whether the row is backed by a node that owns a range, which a row's node must not:
    /// read when the row is made, on the main actor, for the checks made off it.
    var nodeOwnsRange: Bool {
        guard isBackedByNode, case .node(let handle) = source else { return false }
        return handle.ownsRange
    }

    /// Describes a row shown by a `Cell` configured from a typed view model.
    ///
    /// The described node registers `cell` for `reuseIdentifier` with its table.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, unique across the described node's rows.
    ///   - viewModel: What the row shows; a row whose view model changes is configured again.
    ///   - cell: The cell class.
    ///   - reuseIdentifier: The identifier to register and dequeue the cell with; nil uses the
    ///     cell class's full name.
    ///   - configure: Sets up a cell from the view model, on its first display and after every
    ///     change of the view model.
    // Inlinable, so that the app's code builds its rows with the content type known: otherwise
    // the library looks that generic type up for every row (Performance.md, "Generic code across
    // the layers"). What it reaches is `@usableFromInline`; work that must stay in the library
    // goes through a call that is not inlinable. After changing the body, rebuild the release
    // build from clean: SwiftPM's incremental build kept the callers' old copies.
    @inlinable
    public init<ID: Hashable & Sendable, Cell: TableViewCell, ViewModel: Equatable & Sendable>(
        id: ID, viewModel: ViewModel, cell: Cell.Type, reuseIdentifier: String? = nil,
        configure: @escaping @MainActor @Sendable (Cell, ViewModel) -> Void
    ) {
        self.id = DescribedID(id)
        // A row that keeps its cell class's own identifier does not store it: every row of the
        // class would keep a copy of the same string (Performance.md, "A described row's memory").
        isBackedByNode = false
        if let reuseIdentifier {
            sourceObject = TypedRowContent(
                viewModel: viewModel, naming: NamedReuse(identifier: reuseIdentifier), configureCell: configure)
        } else {
            sourceObject = TypedRowContent<Cell, ViewModel, ClassNamedReuse>(
                viewModel: viewModel, naming: ClassNamedReuse(), configureCell: configure)
        }
    }

    /// Describes a row shown by a cell that configures itself from its view model.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, unique across the described node's rows.
    ///   - cell: The cell class; its ``ConfigurableCell/configure(with:)`` is called.
    ///   - viewModel: What the row shows.
    ///   - reuseIdentifier: The identifier to register and dequeue the cell with; nil uses the
    ///     cell class's full name.
    @inlinable  // As the initializer above, which it calls.
    public init<ID: Hashable & Sendable, Cell: ConfigurableCell>(
        id: ID, cell: Cell.Type, viewModel: Cell.ViewModel, reuseIdentifier: String? = nil
    ) {
        self.init(id: id, viewModel: viewModel, cell: cell, reuseIdentifier: reuseIdentifier) { cell, viewModel in
            cell.configure(with: viewModel)
        }
    }

    /// Describes a row answered by a hand-written node.
    ///
    /// The node becomes the row's node in the tree: it gets every call for the row, with the
    /// index path as the described node sees it (its section among the node's sections, and the
    /// row), and can use node locations, and local updates when it is a
    /// ``LocallyUpdatingTableDelegate`` (every ``CascadingBareTableDelegate`` is). It must answer
    /// for one row: a node that owns a range (as `node.ownsRange` says when the row is made) is dropped,
    /// or the change refused, as a duplicate is, with a ``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``
    /// report. It is kept while the row's identifier survives; giving the same identifier another
    /// node reloads the row. One node can back only one row: a second row with the same node is
    /// dropped as a duplicate.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, unique across the described node's rows.
    ///   - node: The node that answers for the row.
    @MainActor
    public init<ID: Hashable & Sendable>(id: ID, node: any CascadingTableDelegate) {
        self.id = DescribedID(id)
        sourceObject = NodeHandle(node)
        isBackedByNode = true
    }

    /// The view model, when the row was described with one of type `type`.
    ///
    /// - Parameter type: The view model's type.
    /// - Returns: The view model, or nil for a row of another view model type or backed by a node.
    public func viewModel<ViewModel>(as type: ViewModel.Type) -> ViewModel? {
        guard case .content(let content) = source else { return nil }
        return content.erasedViewModel as? ViewModel
    }

    /// The identifier the row's cells are dequeued with; nil for a row backed by a node.
    public var reuseIdentifier: String? {
        guard case .content(let content) = source else { return nil }
        return content.reuseIdentifier
    }

    /// The node backing the row, if it is backed by one.
    @MainActor
    public var node: (any CascadingTableDelegate)? {
        guard case .node(let handle) = source else { return nil }
        return handle.node
    }
}

/// A hand-written node, held in a `Sendable` row description, with what the checks made off the
/// main actor read of it.
///
/// A ``RowContent`` only so that a row holds either in one reference (``RowDescription/sourceObject``);
/// its content answers are never asked: every reader goes through ``RowDescription/source``,
/// which gives it as ``RowDescription/Source/node(_:)``.
@MainActor
@usableFromInline
final class NodeHandle: RowContent {
    /// The node.
    let node: any CascadingTableDelegate

    /// The node's identity.
    nonisolated let identity: ObjectIdentifier

    /// Whether the node owns a range, as it said when the row was made.
    nonisolated let ownsRange: Bool

    /// Holds `node`.
    init(_ node: any CascadingTableDelegate) {
        self.node = node
        identity = ObjectIdentifier(node)
        ownsRange = node.ownsRange
        super.init()
    }
}

extension RowDescription {
    /// The row's content: its view model, cell class and configure step; nil for a row backed by
    /// a node.
    package var content: RowContent? {
        guard case .content(let content) = source else { return nil }
        return content
    }
}
