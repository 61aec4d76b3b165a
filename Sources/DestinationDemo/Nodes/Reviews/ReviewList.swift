import CascadingTableDelegate
import Foundation

/// The list of reviews: described content. Each review shown is a ``RowDescription`` whose
/// identifier is the review's ID and whose view model is the ``ShownReview``; the rows are shown
/// by ``node``, a ``DescribedRowsDelegate`` that sits in the reviews section.
///
/// The node owns a range of rows, wherever it sits in the section, and sees them as local rows
/// `[0, 0]..<[0, n]`. Every action names its change by review ID (``append(_:)``, ``hide(id:)``,
/// ``pin(id:)``, ``update(id:_:)``), which the node applies as one change of its rows: loading
/// more inserts, hiding deletes, pinning moves, and a changed view model (helpful, report)
/// configures the row's cell again. The list never works out an index path itself. Its swipe
/// actions and context menu are in `ReviewList+Actions.swift`.
@MainActor
public final class ReviewList {
    /// The node showing the reviews' rows.
    public let node = DescribedRowsDelegate()
    /// Called when the user taps a review.
    var onTap: ((Destination.Review) -> Void)?
    /// Called with a sentence saying what an action did, for the page's status line.
    var onAction: ((String) -> Void)?
    /// The text the "Copy text" menu action copied last.
    public internal(set) var clipboard: String?

    /// The closures every review row shares: made once, so that describing a row allocates none.
    private var rowActions: DescribedRowActions?

    /// Creates an empty list whose inserts and deletes fade.
    public init() {
        node.animation = .fade
        rowActions = reviewRowActions(list: self)
        Self.lists[ObjectIdentifier(node)] = WeakList(list: self)
    }

    /// Each list, by its node, for the page's trace, which finds the list from the node a call
    /// reached.
    private static var lists: [ObjectIdentifier: WeakList] = [:]

    /// A list held weakly.
    private struct WeakList {
        weak var list: ReviewList?
    }

    /// The list whose rows `node` shows.
    static func list(shownBy node: DescribedRowsDelegate) -> ReviewList? {
        lists[ObjectIdentifier(node)]?.list
    }

    /// The reviews shown, in order: the view models of the rows, so the rows are the one place
    /// they are kept. Setting them shows the new values as one batch of local updates (see
    /// ``DescribedRowsDelegate/setRows(_:completion:)``).
    public var reviews: [ShownReview] {
        get { node.rows.compactMap { $0.viewModel(as: ShownReview.self) } }
        set { node.rows = newValue.map(rowDescription(of:)) }
    }

    /// Appends reviews at the end of the list: one local insert of their rows, without describing
    /// the reviews shown again.
    ///
    /// - Parameter reviews: The reviews to add.
    /// - Returns: How many rows were added (0 when one of them is shown already: nothing is added,
    ///   and the table's diagnostics get the duplicate).
    @discardableResult
    public func append(_ reviews: [ShownReview]) -> Int {
        let before = node.rowCount
        // A loop, not `map` with a closure: a closure in main-actor code is checked to run on the
        // main actor at every call from the standard library (Performance.md).
        var rows: [RowDescription] = []
        rows.reserveCapacity(reviews.count)
        for review in reviews {
            rows.append(rowDescription(of: review))
        }
        node.insert(contentsOf: rows, at: before)
        return node.rowCount - before  // the node's rows change at once; a refused insert adds none
    }

    /// Inserts `review` at local row `position` (0 through the number of reviews): one local
    /// insert, without describing the other reviews again.
    ///
    /// - Returns: Whether it was inserted (false, with a diagnostic, for a position outside the
    ///   list or a review already shown).
    @discardableResult
    public func insert(_ review: ShownReview, at position: Int) -> Bool {
        let before = node.rowCount
        node.insert(rowDescription(of: review), at: position)
        return node.rowCount > before
    }

    /// Removes the review with `id`: one local delete of its row.
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func hide(id: Int) -> Bool {
        guard position(of: id) != nil else { return false }
        node.deleteRow(withID: id)
        return true
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
        guard self.position(of: id) != nil, (0..<node.rowCount).contains(position) else { return false }
        node.moveRow(withID: id, to: position)
        return true
    }

    /// Changes the review with `id` in place: its view model changes, so its cell, which is kept,
    /// is configured again (the height never changes, so nothing needs a reload).
    ///
    /// - Returns: Whether the review was shown.
    @discardableResult
    public func update(id: Int, _ change: (inout ShownReview) -> Void) -> Bool {
        guard var shown = review(withID: id) else { return false }
        change(&shown)
        node.updateRow(rowDescription(of: shown))
        return true
    }

    // MARK: - Finding reviews

    /// The local row of the review with `id`.
    public func position(of id: Int) -> Int? {
        node.localIndexPath(forRowID: id)?.row
    }

    /// The review with `id`, if shown.
    func review(withID id: Int) -> ShownReview? {
        node.row(withID: id)?.viewModel(as: ShownReview.self)
    }

    /// The trace name of the review row at `tablePath` (a path in the table), which the list
    /// answers through one of its children.
    func traceName(ofRowAt tablePath: IndexPath) -> String? {
        guard let id = node.rowID(at: tablePath), let shown = node.row(withID: id)?.viewModel(as: ShownReview.self)
        else {
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
        .actions(rowActions)
    }
}

/// The closures of a review row, made once per list and shared by every row: each finds the list
/// (held weakly) and the review by the row's identifier when it runs. One set for every row: a
/// row keeps a reference to it, not four closures of its own.
@MainActor
private func reviewRowActions(list: ReviewList) -> DescribedRowActions {
    DescribedRowActions(
        onSelect: { [weak list] context in
            guard let list, let id = context.id.base as? Int, let shown = list.review(withID: id) else { return }
            list.onTap?(shown.review)
        },
        leadingSwipeActions: { [weak list] context in
            (context.id.base as? Int).flatMap { list?.leadingSwipeActions(forReview: $0) }
        },
        trailingSwipeActions: { [weak list] context in
            (context.id.base as? Int).flatMap { list?.trailingSwipeActions(forReview: $0) }
        },
        contextMenu: { [weak list] context in
            (context.id.base as? Int).flatMap { list?.contextMenu(forReview: $0) }
        })
}
