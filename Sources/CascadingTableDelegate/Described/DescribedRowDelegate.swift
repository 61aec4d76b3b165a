import Foundation

/// The node of one row of a ``DescribedTableDelegate``: it answers the row's calls from its
/// ``RowDescription``.
///
/// Made and kept by the described table for as long as the row's identifier survives, as a child
/// of its section's node. It sees index paths as the described table does. (A
/// ``DescribedRowsDelegate`` makes no node per row: it answers its described rows itself.)
@MainActor
final class DescribedRowDelegate: CascadingBareTableDelegate {
    /// What the row shows; replaced when new content keeps the row's identifier.
    // Written once per surviving row by every update, and read by every call about the row: the
    // dynamic exclusivity check cost more than the write. Every read copies the row (or a field)
    // out at once and the only writes are the described node's installs, so no access overlaps.
    @exclusivity(unchecked) var row: RowDescription

    /// The described table the row belongs to: its parent's parent (through the section's
    /// node); nil while the row is not one of its children.
    ///
    /// Found through the parents rather than held: a weak reference of its own cost every row
    /// two atomic operations to make and two to free, on the path that builds the rows.
    var owner: (any DescribedNode)? {
        parentDelegate?.parentDelegate as? any DescribedNode
    }

    /// Creates the node of `row`.
    init(row: RowDescription) {
        self.row = row
        super.init(index: 0, childDelegates: [])
    }

    /// Does nothing: the row has no children, and its described node registers the row's cell
    /// class. Not remembering the table spares each row a weak reference (the row's calls carry
    /// their table, and nothing asks a row node for its own).
    ///
    /// - Parameter tableView: The table the tree will serve.
    override func prepare(tableView: TableView) {}

    /// Unavailable: a described row node is made from its description.
    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        row = RowDescription(id: index, viewModel: index, cell: TableViewCell.self) { _, _ in }
        super.init(index: index, childDelegates: childDelegates)
    }

    /// A cell dequeued with the row's identifier and configured from its view model.
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard case .content(let content) = row.source else {
            return super.tableView(tableView, cellForRowAt: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: content.reuseIdentifier, for: indexPath)
        _ = content.configure(cell)
        return cell
    }

    /// The row's height, or ``TableView/automaticDimension``.
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row.height ?? TableView.automaticDimension
    }

    /// The row's estimate, or its height.
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        row.estimatedHeight ?? self.tableView(tableView, heightForRowAt: indexPath)
    }

    /// Calls the row's select closure.
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let action = row.actions.select, let context = context(indexPath, tableView) else { return }
        action(context)
    }

    /// Calls the row's deselect closure.
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        guard let action = row.actions.deselect, let context = context(indexPath, tableView) else { return }
        action(context)
    }

    /// Calls the row's will-display closure.
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let action = row.actions.willDisplay, let context = context(indexPath, tableView) else { return }
        action(cell, context)
    }

    /// Calls the row's did-end-displaying closure.
    override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let action = row.actions.didEndDisplaying, let context = context(indexPath, tableView) else { return }
        action(cell, context)
    }

    /// The context the row's closures get; nil once the row's described node is gone.
    private func context(_ indexPath: IndexPath, _ tableView: TableView) -> DescribedRowContext? {
        guard let owner else { return nil }
        return DescribedRowContext(id: row.id, localIndexPath: indexPath, tableView: tableView, node: owner)
    }
}
