import CascadingTableDelegate
import Foundation

/// The list of reviews: a range node that owns one row per review, whatever its place in the
/// section, and sees them as local rows `[0, 0]..<[0, n]`.
///
/// Every change is a local update in those coordinates (`insertRows`, `deleteRows`, `moveRow`);
/// the tree translates them to the table's rows, so the list never needs to know that a summary
/// row sits above it. Its swipe actions and context menu are in `ReviewList+Actions.swift`.
@MainActor
public final class ReviewList: CascadingRangeTableDelegate, TracedNode {
    let traceName = "ReviewList"
    /// Called when the user taps a review.
    var onTap: ((Destination.Review) -> Void)?
    /// Called with a sentence saying what an action did, for the page's status line.
    var onAction: ((String) -> Void)?
    /// The text the "Copy text" menu action copied last.
    public internal(set) var clipboard: String?

    /// The reviews shown, in order.
    public var reviews: [ShownReview] { rows.map(\.shown) }

    /// The row nodes, in order.
    public var rows: [ReviewRow] { childDelegates.compactMap { $0 as? ReviewRow } }

    /// Appends reviews at the end of the list: one local insert of their rows, animated.
    ///
    /// - Parameter reviews: The reviews to add.
    /// - Returns: How many rows were added.
    @discardableResult
    public func append(_ reviews: [ShownReview]) -> Int {
        guard !reviews.isEmpty else { return 0 }
        let start = childDelegates.count
        let added: [any CascadingTableDelegate] = reviews.map { shown in
            let row = ReviewRow(shown: shown)
            row.onTap = { [weak self] in self?.onTap?($0) }
            return row
        }
        performLocalUpdates {
            childDelegates += added
            insertRows(at: (start..<start + added.count).map { IndexPath(row: $0, section: 0) }, with: .fade)
        }
        return added.count
    }

    /// Removes the review with `id`: one local delete.
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func hide(id: Int) -> Bool {
        guard let position = position(of: id) else { return false }
        performLocalUpdates {
            var children = childDelegates
            children.remove(at: position)
            childDelegates = children
            deleteRows(at: [IndexPath(row: position, section: 0)], with: .fade)
        }
        return true
    }

    /// Moves the review with `id` to the top of the list: one local move (the row keeps its cell).
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func pin(id: Int) -> Bool {
        guard let position = position(of: id) else { return false }
        performLocalUpdates {
            var children = childDelegates
            children.insert(children.remove(at: position), at: 0)
            childDelegates = children
            moveRow(at: IndexPath(row: position, section: 0), to: IndexPath(row: 0, section: 0))
        }
        return true
    }

    /// Changes the review with `id` in place and shows the change in its cell, which is kept: a
    /// local reconfigure (the height never changes, so nothing needs a reload).
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func update(id: Int, _ change: (inout ShownReview) -> Void) -> Bool {
        guard let position = position(of: id) else { return false }
        change(&rows[position].shown)
        reconfigureRows(at: [IndexPath(row: position, section: 0)])
        return true
    }

    // MARK: - Swipes and context menus, asked with local index paths

    /// Every review can be swiped; the rest of the page cannot.
    override public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        review(atLocal: indexPath) != nil
    }

    override public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        review(atLocal: indexPath).map { trailingSwipeActions(forReview: $0.id) }
    }

    override public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        review(atLocal: indexPath).map { leadingSwipeActions(forReview: $0.id) }
    }

    override public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        review(atLocal: indexPath).map { contextMenu(forReview: $0.id) }
    }

    // MARK: - Finding reviews

    /// The local row of the review with `id`.
    public func position(of id: Int) -> Int? {
        rows.firstIndex { $0.shown.id == id }
    }

    /// The review at a local index path, if there is one.
    func review(atLocal indexPath: IndexPath) -> ShownReview? {
        guard indexPath.count == 2, indexPath.section == 0, rows.indices.contains(indexPath.row) else { return nil }
        return rows[indexPath.row].shown
    }
}
