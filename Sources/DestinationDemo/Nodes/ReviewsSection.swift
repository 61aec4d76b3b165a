import CascadingTableDelegate
import Foundation

/// One user review: a row node of its own.
@MainActor
public final class ReviewRow: CascadingBareTableDelegate, TracedNode {
    public private(set) var review = Destination.Review(author: "", stars: 0, text: "")
    var traceName: String { "ReviewRow(\(review.author))" }
    /// Called when the user taps the row.
    var onTap: ((Destination.Review) -> Void)?

    convenience init(review: Destination.Review) {
        self.init(index: 0, childDelegates: [])
        self.review = review
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
        cell.text = "\(review.author) " + String(repeating: "*", count: review.stars)
        cell.detailText = review.text
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        review.text.count > 60 ? 88 : 66
    }

    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onTap?(review)
    }
}

/// The reviews: one ``ReviewRow`` per review, a page at a time, with a "load more" footer. New
/// pages are inserted with an animated batch update.
@MainActor
public final class ReviewsSection: CascadingSectionTableDelegate, TracedNode {
    let traceName = "ReviewsSection"
    private var remaining: [Destination.Review] = []
    private var pageSize = 5
    var onTap: ((Destination.Review) -> Void)?

    convenience init(reviews: [Destination.Review], pageSize: Int) {
        self.init(index: 0, childDelegates: [])
        self.pageSize = pageSize
        remaining = reviews
        reloadModeOnChildDelegatesChanged = .animated(.fade)
        loadMore()
    }

    /// How many reviews are not shown yet.
    public var remainingCount: Int { remaining.count }

    /// Appends the next page of reviews (an animated batch update once the table shows them).
    ///
    /// - Returns: How many rows were added.
    @discardableResult
    public func loadMore() -> Int {
        let page = remaining.prefix(pageSize)
        remaining.removeFirst(page.count)
        let rows = page.map { review in
            let row = ReviewRow(review: review)
            row.onTap = { [weak self] in self?.onTap?($0) }
            return row
        }
        childDelegates += rows
        return rows.count
    }

    override public func prepare(tableView: TableView) {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "review")
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "load-more")
        super.prepare(tableView: tableView)
    }

    override public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Reviews"
    }

    override public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }

    override public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 44 }

    override public func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "load-more")
        footer?.text = remaining.isEmpty ? "All reviews shown" : "Load more reviews (\(remaining.count) more) [l]"
        return footer
    }
}
