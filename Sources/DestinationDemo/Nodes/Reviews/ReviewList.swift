import CascadingTableDelegate
import Foundation

/// The list of reviews: described content. Each review shown is a ``RowDescription`` whose
/// identifier is the review's ID and whose view model is the ``ShownReview``.
///
/// The list is a ``DescribedRowsDelegate``, so it owns a range of rows, wherever it sits in the
/// section, and sees them as local rows `[0, 0]..<[0, n]`. Every action changes the review values
/// and sets them (``reviews``); the list diffs the rows by ID and applies the difference as one
/// batch of local updates in its own coordinates: loading more inserts, hiding deletes, pinning
/// moves, and a changed view model (helpful, report) configures the row's cell again. The list
/// never works out an index path itself. Its swipe actions and context menu are in
/// `ReviewList+Actions.swift`.
@MainActor
public final class ReviewList: DescribedRowsDelegate, TracedNode {
    let traceName = "ReviewList"
    /// Called when the user taps a review.
    var onTap: ((Destination.Review) -> Void)?
    /// Called with a sentence saying what an action did, for the page's status line.
    var onAction: ((String) -> Void)?
    /// The text the "Copy text" menu action copied last.
    public internal(set) var clipboard: String?

    /// Creates an empty list whose inserts and deletes fade.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: Ignored: the list makes its rows from ``reviews``.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        animation = .fade
    }

    /// The reviews shown, in order: the view models of the rows, so the rows are the one place
    /// they are kept. Setting them shows the new values as one batch of local updates (see
    /// ``DescribedRowsDelegate/setRows(_:completion:)``).
    public var reviews: [ShownReview] {
        get { rows.compactMap { $0.viewModel(as: ShownReview.self) } }
        set { rows = newValue.map(rowDescription(of:)) }
    }

    /// Appends reviews at the end of the list: one local insert of their rows, without describing
    /// the reviews shown again.
    ///
    /// - Parameter reviews: The reviews to add.
    /// - Returns: How many rows were added (0 when one of them is shown already: nothing is added,
    ///   and the table's diagnostics get the duplicate).
    @discardableResult
    public func append(_ reviews: [ShownReview]) -> Int {
        // A loop, not `map`: a main-actor closure handed to the standard library checks the
        // executor on every call.
        var newRows: [RowDescription] = []
        newRows.reserveCapacity(reviews.count)
        for review in reviews {
            newRows.append(rowDescription(of: review))
        }
        guard !newRows.isEmpty, insertRows(newRows, at: rows.count) else { return 0 }
        return reviews.count
    }

    /// Inserts `review` at local row `position` (0 through the number of reviews): one local
    /// insert, without describing the other reviews again.
    ///
    /// - Returns: Whether it was inserted (false, with a diagnostic, for a position outside the
    ///   list or a review already shown).
    @discardableResult
    public func insert(_ review: ShownReview, at position: Int) -> Bool {
        insertRow(rowDescription(of: review), at: position)
    }

    /// Removes the review with `id`: one local delete of its row.
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func hide(id: Int) -> Bool {
        position(of: id) != nil && deleteRow(withID: id)
    }

    /// Moves the review with `id` to the top of the list: one local move (the row keeps its cell).
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func pin(id: Int) -> Bool {
        move(id: id, to: 0)
    }

    /// Moves the review with `id` to local row `position`: one local move (the row keeps its
    /// cell).
    ///
    /// - Returns: Whether the review was shown and `position` is in the list.
    @discardableResult
    public func move(id: Int, to position: Int) -> Bool {
        self.position(of: id) != nil && moveRow(withID: id, to: position)
    }

    /// Changes the review with `id` in place: its view model changes, so its cell, which is kept,
    /// is configured again (the height never changes, so nothing needs a reload).
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func update(id: Int, _ change: (inout ShownReview) -> Void) -> Bool {
        guard var shown = review(withID: id) else { return false }
        change(&shown)
        return updateRow(rowDescription(of: shown))
    }

    // MARK: - Swipes and context menus, asked with local index paths

    /// Every review can be swiped; the rest of the page cannot.
    override public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        reviewID(atLocal: indexPath) != nil
    }

    override public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        reviewID(atLocal: indexPath).map(trailingSwipeActions(forReview:))
    }

    override public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        reviewID(atLocal: indexPath).map(leadingSwipeActions(forReview:))
    }

    override public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        reviewID(atLocal: indexPath).map(contextMenu(forReview:))
    }

    // MARK: - Finding reviews

    /// The local row of the review with `id`.
    public func position(of id: Int) -> Int? {
        localIndexPath(forRowID: id)?.row
    }

    /// The review with `id`, if shown.
    func review(withID id: Int) -> ShownReview? {
        row(withID: id)?.viewModel(as: ShownReview.self)
    }

    /// The ID of the review at a local index path, if there is one there: the list asks where
    /// the path is in the table and which row is there, so a malformed path or one outside the
    /// list finds none.
    func reviewID(atLocal indexPath: IndexPath) -> Int? {
        tableIndexPath(forLocal: indexPath).flatMap(rowID(at:))?.base as? Int
    }

    /// The trace name of the review row at `tablePath` (a path in the table), which the list
    /// answers through one of its children.
    func traceName(ofRowAt tablePath: IndexPath) -> String? {
        guard let id = rowID(at: tablePath), let shown = row(withID: id)?.viewModel(as: ShownReview.self) else {
            return nil
        }
        return "ReviewRow(\(shown.review.author))"
    }

    // MARK: - Rows from reviews

    /// The row that shows `review`: identified by the review's ID, so hiding and pinning keep it
    /// (and its cell), with the review as its view model.
    private func rowDescription(of review: ShownReview) -> RowDescription {
        RowDescription(id: review.id, viewModel: review, cell: TableViewCell.self, reuseIdentifier: "review") {
            cell, review in review.configure(cell)
        }
        .height(review.height)
        .onSelect { context in
            // The list is reached through the context, not captured: a closure that captures
            // nothing is not allocated, and makes no weak reference, for each of 10,000 rows.
            guard let list = context.node as? ReviewList, let id = context.id.base as? Int,
                let shown = list.review(withID: id)
            else { return }
            list.onTap?(shown.review)
        }
    }
}
