import Foundation

/// A node that shows described content: sections and rows declared as a value, addressed by
/// identifier, and updated by diffing.
///
/// The node owns a range of sections (``CascadingBareTableDelegate/ownsRange`` is true): put it under the root, or under a
/// node routing by section, beside hand-written nodes; or make it the root. Each described section
/// becomes a child node, which answers its described rows itself (one run node per stretch of
/// them routes their other calls) and holds the nodes of hand-written rows
/// (``RowDescription/init(id:node:)``), ordinary nodes of the tree.
///
/// Setting ``content`` computes the difference from the content shown, by identifier, and applies
/// it as one batch update through the node's local updates: sections and rows are inserted,
/// deleted and moved (rows across sections too), rows whose view model changed are configured
/// again in their cells, selection follows rows by identifier, and the first visible row stays in
/// place. ``setContent(_:)`` does the same with the difference computed off the main actor.
///
/// ```swift
/// let node = DescribedTableDelegate {
///     SectionDescription(id: "greetings", header: "Greetings") {
///         RowDescription(id: 1, viewModel: "Hello", cell: TableViewCell.self) { cell, text in cell.text = text }
///     }
/// }
/// let root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: TableView())
/// ```
///
/// See `Documentation/DescribedContent.md`.
@MainActor
open class DescribedTableDelegate: DescribedNodeBase, DescribedUpdating {
    /// The content shown (duplicates dropped). Setting it updates the table as one batch; see
    /// ``setContent(_:completion:)``.
    public var content: DescribedContent {
        get { shown }
        set { setContent(newValue) }
    }

    /// Where each section is, each section's node, and where each row is: O(1) lookups by
    /// identifier. The sections' are rebuilt by every update; the rows' change only for rows that
    /// come or go (see ``rowPath(forRowID:)``).
    var sectionIndexByID: [DescribedID: Int] = [:]
    var sectionNodeByID: [DescribedID: DescribedSectionDelegate] = [:]

    /// Where each row is, by identifier: a place the row was at, maybe left behind by changes
    /// above it (see ``rowPath(forRowID:)``). Holds exactly the identifiers shown.
    var rowPlaceByID: [DescribedID: RowPlace] = [:]

    /// Updates requested with ``setContent(_:)`` and not applied yet.
    var asyncUpdates = AsyncUpdateState()

    /// Creates a node showing `content`.
    ///
    /// - Parameters:
    ///   - content: The content to show.
    ///   - duplicatePolicy: What to do with duplicate identifiers.
    public init(content: DescribedContent = DescribedContent(), duplicatePolicy: DuplicateIdentifierPolicy = .keepFirst)
    {
        super.init(shown: DescribedContent(), propagationMode: .section, duplicatePolicy: duplicatePolicy)
        setContent(content)
    }

    /// Creates a node showing content whose sections are written with `if`, `for` and `switch`.
    ///
    /// - Parameter content: Builds the sections.
    public convenience init(@SectionsBuilder content: () -> [SectionDescription]) {
        self.init(content: DescribedContent(sections: content()))
    }

    /// Creates a node with no content. `childDelegates` are ignored: a described node makes its
    /// children from its content.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
    }

    /// Prepares the children with `tableView`, registers the content's cells with it, and sends
    /// it the ``DescribedNodeBase/pendingDiagnostics``. Call `super` when you override it.
    ///
    /// - Parameter tableView: The table the tree will serve.
    override open func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        prepareDescribedContent(with: tableView)
    }
}
