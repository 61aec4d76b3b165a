import CascadingTableNodes
import Foundation

/// A node that shows described content: sections and rows declared as a value, addressed by
/// identifier, and updated by diffing.
///
/// The node owns a range of sections (``DescribedNodeBase/ownsRange`` is true): put it under the
/// root, or under a node routing by section, beside hand-written nodes; or make it the table's
/// data source itself. It answers every call about its sections and rows from their descriptions,
/// and forwards the calls of hand-written rows (``RowDescription/init(id:node:)``) to their nodes,
/// which see the node's index paths.
///
/// Setting ``content`` computes the difference from the content shown, by identifier; the table
/// takes it as one batch (joining the one that is open): sections and rows are inserted, deleted
/// and moved (rows across sections too), rows whose view model changed are configured again in
/// their cells, selection follows rows by identifier, and the first visible row stays in place.
/// ``setContent(_:)`` does the same with the difference computed off the main actor.
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
public final class DescribedTableDelegate: DescribedNodeBase {
    /// The content shown (duplicates dropped), outline rows with their children, shown or hidden.
    /// Setting it updates the table as one batch; see ``setContent(_:completion:)``.
    ///
    /// - Complexity: Reading is O(*n*): read one row with ``DescribedNodeBase/row(withID:)``.
    public var content: DescribedContent {
        get { givenContent }
        set { setContent(newValue) }
    }

    /// Whether the user may drop the row with `row` into the row with `newParent`, making it that
    /// row's last child; nil (the default) starts no drag from a described row.
    ///
    /// While it is set, a user can drag any described row of any section (one at a time; the
    /// drag's item carries the row's identifier as its ``DragItem/localObject``) and drop it on
    /// another, in its own section or another one: the node proposes
    /// ``TableViewDropProposal/Intent/insertIntoDestinationIndexPath`` with ``DropOperation/move``
    /// when this answers true, and ``DropOperation/forbidden`` when it answers false or the target
    /// is the row itself or one of its descendants (it is not asked then). An accepted drop moves
    /// the row, with its children and their expansion, under the target as its last child, and
    /// expands the target, in one batch, as new ``content``: the row and its visible descendants
    /// move (across sections too) and keep their cells. It is asked each time the finger moves
    /// over a row and again at the drop: keep it quick and free of side effects. See "Drops" in
    /// `Documentation/Outlines.md`.
    ///
    /// ```swift
    /// folders.canDropRow = { row, newParent in isFolder(newParent) }
    /// ```
    public var canDropRow: ((_ row: DescribedID, _ newParent: DescribedID) -> Bool)?

    /// Updates requested with ``setContent(_:)`` and not applied yet.
    var asyncUpdates = AsyncUpdateState()

    /// Creates a node showing `content`.
    ///
    /// - Parameters:
    ///   - content: The content to show.
    ///   - duplicatePolicy: What to do with duplicate identifiers.
    public init(content: DescribedContent = DescribedContent(), duplicatePolicy: DuplicateIdentifierPolicy = .keepFirst)
    {
        super.init(sections: [])
        self.duplicatePolicy = duplicatePolicy
        if content.hasChildRows {
            // Handed over: an outline lets go of the content's nested arrays as it lays them out.
            showOutline(of: consume content, completion: nil)
        } else {
            setContent(content)
        }
    }

    /// Creates a node showing content whose sections are written with `if`, `for` and `switch`.
    ///
    /// - Parameter content: Builds the sections.
    public convenience init(@SectionsBuilder content: () -> [SectionDescription]) {
        self.init(content: DescribedContent(sections: content()))
    }

    /// Creates a node with no content. `childDelegates` are ignored: a described node's children
    /// are the nodes of its hand-written rows.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
    }

    /// Shows `newContent`: computes the difference from the content shown and has the table apply
    /// it, on the main actor.
    ///
    /// Duplicates are handled by ``DescribedNodeBase/duplicatePolicy``; with
    /// ``DuplicateIdentifierPolicy/reject`` and a duplicate, nothing changes and `completion` gets
    /// false. Above ``DescribedNodeBase/reloadThreshold`` operations, the node's sections are
    /// replaced without animation. An update requested with ``setContent(_:)`` and not applied
    /// yet is dropped: this content is newer.
    ///
    /// Rows with children (``RowDescription/childRows``) make an outline: the node shows the
    /// visible rows, depth first, and keeps each row's expansion by identifier; see
    /// `Documentation/Outlines.md`.
    ///
    /// - Parameters:
    ///   - newContent: The content to show.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    public func setContent(_ newContent: DescribedContent, completion: ((Bool) -> Void)? = nil) {
        asyncUpdates.supersede()
        guard outline == nil && !newContent.hasChildRows else {
            return showOutline(of: newContent, completion: completion)
        }
        let old = currentContent
        apply(
            DescribedUpdatePlan(from: old, to: newContent, policy: duplicatePolicy), from: old, completion: completion)
    }

    /// The table sections this node answers for; nil when it is not attached where sections are
    /// routed.
    public var sectionRange: Range<Int>? {
        switch regionInTable {
        case .table: 0..<sections.count
        case .sections(let sections): sections
        case .rows, .none: nil
        }
    }

    /// The table section of the section with `id`.
    ///
    /// - Parameter id: A section identifier.
    /// - Returns: The section, or nil when no section has that identifier or the node is not
    ///   attached.
    public func section(forSectionID id: some Hashable & Sendable) -> Int? {
        guard let local = sectionIndexByID[DescribedID(id)], let range = sectionRange else { return nil }
        return range.lowerBound + local
    }
}
