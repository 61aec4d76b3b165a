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
    /// The reviews shown, in order; the page's updates change this and the table together.
    var reviews: [Destination.Review]
    private let fixedRows: [[Row]]
    private let titles: [String?] = [nil, "Info", "Location", "Rating"]
    /// The review tapped last.
    private(set) var tappedReview: Destination.Review?

    /// Builds the page with every review of `destination` shown, and lays the first screen out.
    init(destination: Destination) {
        self.destination = destination
        reviews = destination.reviews
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
        for identifier in ["photo", "title", "text", "info", "map", "rating", "review"] {
            table.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        }
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "load-more")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { 5 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == Section.reviews.rawValue ? reviews.count : fixedRows[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == Section.reviews.rawValue {
            let review = reviews[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
            cell.text = "\(review.author) " + String(repeating: "*", count: review.stars)
            cell.detailText = review.text
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
            return reviews[indexPath.row].text.count > 60 ? 88 : 66
        }
        return fixedRows[indexPath.section][indexPath.row].height
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == Section.reviews.rawValue {
            tappedReview = reviews[indexPath.row]
        }
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == Section.reviews.rawValue ? "Reviews" : titles[section]
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == Section.reviews.rawValue || titles[section] != nil ? TableView.automaticDimension : 0
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        section == Section.reviews.rawValue ? 44 : 0
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        guard section == Section.reviews.rawValue else { return nil }
        let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "load-more")
        footer?.text = "All reviews shown"
        return footer
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
