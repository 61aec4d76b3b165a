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
/// Rows by the thousand that share a cell class and configure step are best described from one
/// ``RowKind`` (``init(id:viewModel:kind:)``): they share what the kind holds, and a view model
/// that fits in a word is kept in the row, with no object per row.
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

    // The stored properties are declared in this order so that a row takes 48 bytes: the flags
    // and the depth sit in the bytes after the nine of the identifier, the height is kept without
    // its optional's padding, the content is one reference (`RowContent` is a class, not a
    // protocol), a row described from a ``RowKind`` keeps its view model in one word, and what
    // most rows do not have (an estimate, children) lives in an annex beside the actions, made
    // only for the rows that have it (Performance.md, "A described row's memory").

    /// The row's identifier, unique across the described node's rows.
    public let id: DescribedID

    /// Whether a change of the view model reloads the row (a new cell is dequeued) rather than
    /// reconfiguring its cell in place. Defaults to false.
    public var reloadsOnChange = false

    /// Whether ``heightValue`` is set (``height`` is not nil).
    @usableFromInline var hasHeight = false

    /// Whether the row keeps its view model in ``viewModelWord`` (described from a ``RowKind``
    /// whose view model fits in a word, or a copy of it, described one by one), and how two such
    /// words compare.
    @usableFromInline var viewModelInRow = ViewModelInRow.no

    /// Whether the row is backed by a node: readable without copying ``source`` (which retains
    /// the row's content), for the checks that visit every row.
    @usableFromInline let isBackedByNode: Bool

    /// The row's outline flags (``OutlineFlags``): how it was described, and how it was shown
    /// last. One byte, in the padding after the identifier and the flags above.
    @usableFromInline var outlineFlags = OutlineFlags()

    /// The row's depth in its node's outline, stamped when the node shows it (0 for a top-level
    /// row); saturates at `UInt16.max`. Two bytes, in the same padding.
    @usableFromInline var depthValue: UInt16 = 0

    /// Where the row's answers come from: its content (a ``RowKind``'s, shared, for a row that
    /// keeps its view model in ``viewModelWord``), or, for a row backed by a node
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

    /// The view model, when ``viewModelInRow`` says the row keeps it here (``ViewModelWord``);
    /// 0 otherwise.
    @usableFromInline var viewModelWord = 0

    /// The row's actions, or its annex (``RowAnnex``) when it has an estimate or children; nil
    /// for neither. One word: rows that share their actions and have nothing else keep only the
    /// shared reference.
    @usableFromInline var extras: RowExtras?

    /// The row's annex, when it has one.
    @usableFromInline var annex: RowAnnex? {
        if case .annex(let annex)? = extras { annex } else { nil }
    }

    /// The closures called for the row's delegate calls; nil for none. Shared by every row given
    /// the same ``DescribedRowActions``.
    @usableFromInline var actions: DescribedRowActions? {
        get {
            switch extras {
            case .actions(let actions)?: actions
            case .annex(let annex)?: annex.actions
            case nil: nil
            }
        }
        set { setExtras(actions: newValue, estimatedHeight: estimatedHeight, children: childStorage) }
    }

    /// The row's children (``childRows``), shown under it while it is expanded; empty for a leaf.
    /// Set through ``children``, which keeps ``OutlineFlags/hasChildren`` in step.
    @usableFromInline var childStorage: [RowDescription] {
        get { annex?.children ?? [] }
        set { setExtras(actions: actions, estimatedHeight: estimatedHeight, children: newValue) }
    }

    /// Keeps `actions`, `estimatedHeight` and `children` in ``extras``: the actions alone when
    /// there is no estimate and there are no children, an annex otherwise.
    @usableFromInline mutating func setExtras(
        actions: DescribedRowActions?, estimatedHeight: CGFloat?, children: [RowDescription]
    ) {
        if estimatedHeight == nil && children.isEmpty {
            extras = actions.map { .actions($0) }
        } else {
            extras = .annex(RowAnnex(actions: actions, estimatedHeight: estimatedHeight, children: children))
        }
    }

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
        get { annex?.estimatedHeight }
        set { setExtras(actions: actions, estimatedHeight: newValue, children: childStorage) }
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
        sourceObject = typedRowContent(viewModel: viewModel, reuseIdentifier: reuseIdentifier, configure: configure)
        // An integer-like view model is copied into the row's word too: an update then compares
        // two such rows whose contents are of one class by their words, without a call into the
        // content's unspecialized comparison (Performance.md, "Outline rows"). Only for cells
        // named by their class, so that contents of one class are named alike.
        if reuseIdentifier == nil, ViewModelWord.storage(of: ViewModel.self) == .comparedByWord,
            let word = ViewModelWord.word(of: viewModel)
        {
            viewModelWord = word
            viewModelInRow = .copiedToWord
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
        guard !isBackedByNode else { return nil }
        return sourceObject.erasedViewModel(word: viewModelWord) as? ViewModel
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
    /// Whether the row keeps an annex (``RowAnnex``): it has an estimated height or children.
    /// For the tests that check that other rows allocate none.
    package var keepsAnnex: Bool { annex != nil }

    /// The row's content: its view model, cell class and configure step (with the view model the
    /// row keeps itself, if it does); nil for a row backed by a node.
    package var content: BoundRowContent? {
        guard !isBackedByNode else { return nil }
        return BoundRowContent(sourceObject, word: viewModelWord)
    }
}

/// How a row keeps its view model: in its content object, or in its own ``RowDescription/viewModelWord``.
@usableFromInline
enum ViewModelInRow: UInt8, Sendable {
    /// In the content object (a row described with its own cell and closure, or from a
    /// ``RowKind`` whose view model does not fit in a word).
    case no
    /// In the row; two words are equal exactly when the view models are (integers, `Bool`).
    case comparedByWord
    /// In the row; two words are compared as view models by the kind (floating-point numbers,
    /// whose `==` is not the bits': `0.0 == -0.0`, `.nan != .nan`).
    case comparedByKind
    /// In the content object, which is the row's own (a row described one by one, its cells
    /// named by their class), and copied into the row; two words are equal exactly when the view
    /// models are. Two such rows whose contents are of one class (the same cell class and view
    /// model type) differ by their words alone.
    case copiedToWord
}

/// What a row keeps beside its actions when it has an estimated height or children: one object,
/// made only for such rows, immutable (a change makes a new one), so that rows copied from
/// each other share it.
@usableFromInline
final class RowAnnex: Sendable {
    /// The row's actions.
    @usableFromInline let actions: DescribedRowActions?
    /// The row's estimated height.
    @usableFromInline let estimatedHeight: CGFloat?
    /// The row's children.
    @usableFromInline let children: [RowDescription]

    @usableFromInline
    init(actions: DescribedRowActions?, estimatedHeight: CGFloat?, children: [RowDescription]) {
        self.actions = actions
        self.estimatedHeight = estimatedHeight
        self.children = children
    }
}

/// A row's actions, or its annex: two class references in one word (the enum keeps its case in
/// the references' spare bits).
@usableFromInline
enum RowExtras: Sendable {
    /// Actions alone, often shared with other rows.
    case actions(DescribedRowActions)
    /// The row's annex, with its actions.
    case annex(RowAnnex)
}
