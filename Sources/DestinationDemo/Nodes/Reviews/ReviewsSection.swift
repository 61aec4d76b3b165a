import CascadingTableDelegate
import Foundation

/// The reviews section: a summary row, the ``ReviewList`` range (one row per review shown) and a
/// "load more" row, in one section node that routes by row.
///
/// ```
/// ReviewsSection            section 4, rows [4, 0]...[4, n + 1]
///  ├─ ReviewSummaryRow      [4, 0]
///  ├─ ReviewList            [4, 1]...[4, n], seen by the list as [0, 0]...[0, n - 1]
///  └─ LoadMoreRow           [4, n + 1]
/// ```
///
/// Loading more appends reviews to the list's described rows, which the list turns into its own
/// local insert: the section is never reloaded.
@MainActor
public final class ReviewsSection: CascadingSectionTableDelegate, TracedNode {
    let traceName = "ReviewsSection"
    /// The average rating and the number of reviews.
    public private(set) var summary = ReviewSummaryRow(index: 0, childDelegates: [])
    /// The reviews shown.
    public private(set) var list = ReviewList()
    /// The row that loads the next page.
    public private(set) var loadMoreRow = LoadMoreRow(index: 0, childDelegates: [])
    /// Every review of the destination; the first `loadedCount` are in the list.
    private var reviews: [Destination.Review] = []
    private var loadedCount = 0
    private var pageSize = 5

    convenience init(reviews: [Destination.Review], pageSize: Int) {
        self.init(index: 0, childDelegates: [])
        self.pageSize = pageSize
        self.reviews = reviews
        summary.reviews = reviews
        loadMoreRow.onTap = { [weak self] in self?.loadMore() }
        childDelegates = [summary, list.node, loadMoreRow]
        loadMore()
    }

    /// How many reviews are not shown yet.
    public var remainingCount: Int { reviews.count - loadedCount }

    /// Appends the next page of reviews: one batch, animated once the table shows it, holding the
    /// list's local insert and the "load more" row's reconfigure (its text changes in its cell,
    /// which is kept).
    ///
    /// A review becomes a ``ShownReview`` (its identity is its position among the destination's
    /// reviews) when its page is loaded, not before.
    ///
    /// - Returns: How many rows were added.
    @discardableResult
    public func loadMore() -> Int {
        let end = min(loadedCount + pageSize, reviews.count)
        guard end > loadedCount else { return 0 }
        // A loop, for the reason `ReviewList.append(_:)` gives.
        var page: [ShownReview] = []
        page.reserveCapacity(end - loadedCount)
        for id in loadedCount..<end {
            page.append(ShownReview(id: id, review: reviews[id]))
        }
        loadedCount = end
        performLocalUpdates {
            list.append(page)
            loadMoreRow.remaining = remainingCount
        }
        return page.count
    }

    override public func prepare(tableView: TableView) {
        // The list registers its own rows' cells.
        for identifier in ["review-summary", "load-more"] {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        }
        super.prepare(tableView: tableView)
    }

    override public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Reviews"
    }

    override public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
}

/// The first row of the reviews: their average rating and how many there are.
@MainActor
public final class ReviewSummaryRow: CascadingBareTableDelegate, TracedNode {
    let traceName = "ReviewSummary"
    /// Every review the destination has, shown or not.
    public internal(set) var reviews: [Destination.Review] = []

    /// The average of the reviews' stars, 0 without reviews.
    public var averageStars: Double {
        reviews.isEmpty ? 0 : Double(reviews.map(\.stars).reduce(0, +)) / Double(reviews.count)
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "review-summary", for: indexPath)
        cell.text = "Average " + String(format: "%.1f", averageStars) + " of 5"
        cell.detailText = "\(reviews.count) reviews"
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}

/// The last row of the reviews: tapping it loads the next page.
@MainActor
public final class LoadMoreRow: CascadingBareTableDelegate, TracedNode {
    let traceName = "LoadMore"
    /// How many reviews are left to load; setting it shows the new text in the row's cell.
    public internal(set) var remaining = 0 {
        didSet { reconfigure() }
    }
    /// Called when the user taps the row.
    var onTap: (() -> Void)?

    /// The row's text.
    public var text: String {
        remaining == 0 ? "All reviews shown" : "Load more reviews (\(remaining) more) [l]"
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "load-more", for: indexPath)
        cell.text = text
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        // A button, not a choice: it does not stay selected.
        tableView.deselectRow(at: indexPath, animated: true)
        onTap?()
    }

    /// Shows the text in the row's cell, keeping the cell: a local reconfigure, in the coordinates
    /// of the section (a row node's own are its parent's).
    private func reconfigure() {
        guard let path = indexPathInTable else { return }
        reconfigureRows(at: [path])
    }
}
