import CascadingTableDelegate
import DestinationDemo
import Foundation

/// The demo's destination page written the way the tree replaces: one "megamoth" object that is
/// the table's data source and delegate, switching over sections and rows.
///
/// It shows exactly what `DestinationPage` shows (same sections, rows, texts, heights, header
/// titles and footer), so the page cases compare the same table driven two ways.
@MainActor
final class FlatDestinationPage: TableViewDataSource, TableViewDelegate {
    /// A row of the four fixed sections.
    struct Row {
        var identifier: String
        var text: String
        var detail: String?
        var height: CGFloat
    }

    private enum Section: Int {
        case header, info, map, rating, reviews
    }

    let destination: Destination
    let table = TableView()
    /// The reviews shown, in order, after the summary row and before the "load more" row; the
    /// page's updates change this and the table together.
    var reviews: [ShownReview]
    /// The summary row's texts: the average of every review of the destination, and their count.
    private let summary: (text: String, detail: String)
    private let fixedRows: [[Row]]
    private let titles: [String?] = [nil, "Info", "Location", "Rating"]
    /// The review tapped last.
    private(set) var tappedReview: Destination.Review?

    /// Builds the page with every review of `destination` shown, and lays the first screen out.
    init(destination: Destination) {
        self.destination = destination
        // A loop, as the demo's review list builds its rows (a closure here is checked to run on
        // the main actor at every call).
        var reviews: [ShownReview] = []
        reviews.reserveCapacity(destination.reviews.count)
        for (id, review) in destination.reviews.enumerated() {
            reviews.append(ShownReview(id: id, review: review))
        }
        self.reviews = reviews
        let starTotal = destination.reviews.map(\.stars).reduce(0, +)
        let average = destination.reviews.isEmpty ? 0 : Double(starTotal) / Double(destination.reviews.count)
        summary = ("Average " + String(format: "%.1f", average) + " of 5", "\(destination.reviews.count) reviews")
        let stars = String(repeating: "*", count: Int(destination.rating.rounded()))
        fixedRows = [
            [
                Row(identifier: "photo", text: "[ photo of \(destination.name) ]", height: 180),
                Row(identifier: "title", text: destination.name, height: 44),
                Row(identifier: "text", text: destination.summary, height: 66),
            ],
            destination.info.map { Row(identifier: "info", text: $0.label, detail: $0.value, height: 44) },
            [
                Row(
                    identifier: "map", text: "[ map around \(destination.info.first?.value ?? destination.name) ]",
                    height: 160)
            ],
            [
                Row(
                    identifier: "rating", text: "\(stars) \(destination.rating)",
                    detail: "\(destination.ratingCount) reviews", height: 60)
            ],
        ]
        for identifier in ["photo", "title", "text", "info", "map", "rating", "review-summary", "review", "load-more"] {
            table.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        }
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { 5 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        // The reviews section: the summary, the reviews, the "load more" row.
        section == Section.reviews.rawValue ? reviews.count + 2 : fixedRows[section].count
    }

    /// The review at a row of the reviews section, or nil for its first and last rows.
    private func review(atRow row: Int) -> ShownReview? {
        row > 0 && row <= reviews.count ? reviews[row - 1] : nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == Section.reviews.rawValue {
            if let review = review(atRow: indexPath.row) {
                let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
                cell.text = review.title
                cell.detailText = review.detail
                return cell
            }
            if indexPath.row == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "review-summary", for: indexPath)
                cell.text = summary.text
                cell.detailText = summary.detail
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "load-more", for: indexPath)
            cell.text = "All reviews shown"
            return cell
        }
        let row = fixedRows[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: row.identifier, for: indexPath)
        cell.text = row.text
        cell.detailText = row.detail
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if indexPath.section == Section.reviews.rawValue {
            return review(atRow: indexPath.row)?.height ?? 44
        }
        return fixedRows[indexPath.section][indexPath.row].height
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == Section.reviews.rawValue, let review = review(atRow: indexPath.row) {
            tappedReview = review.review
        }
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == Section.reviews.rawValue ? "Reviews" : titles[section]
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == Section.reviews.rawValue || titles[section] != nil ? TableView.automaticDimension : 0
    }
}

/// The demo destination with `count` reviews (the demo's own, repeated, each by its own author).
func destination(reviews count: Int) -> Destination {
    var destination = Destination.kyoto
    let samples = Destination.kyoto.reviews
    destination.reviews = (0..<count).map { number in
        var review = samples[number % samples.count]
        review.author = "Reader \(number)"
        return review
    }
    return destination
}

/// Scrolls `table` from the top to the bottom, screen by screen; returns the screens shown.
@MainActor
@discardableResult
func scrollToBottom(_ table: TableView) -> Int {
    // The user's scroll, which stops at the content's end; setting `contentOffset` does not
    // (as in UIKit, code may put the viewport below the content).
    var screens = 1
    while table.userScroll(by: table.bounds.height) > 0 {
        blackHole(table.visibleCells.count)
        screens += 1
    }
    return screens
}

/// What a table shows: its content height and, per visible cell, its text and detail.
@MainActor
func shownContent(of table: TableView) -> [String] {
    ["\(table.contentSize)"] + table.visibleCells.map { "\($0.text ?? "") | \($0.detailText ?? "")" }
}
