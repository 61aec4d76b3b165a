import CascadingTableDelegate
import Foundation

/// A section node that answers for its rows itself: one cell identifier, text and a height per row.
/// The header, info, map and rating sections of the page are this class with different content.
@MainActor
public final class ContentSection: CascadingBareTableDelegate, TracedNode {
    /// What a row shows.
    public struct Row: Sendable {
        public var identifier: String
        public var text: String
        public var detail: String?
        public var height: CGFloat
    }

    public private(set) var traceName = "section"
    /// The section's title; nil shows no header.
    public private(set) var title: String?
    /// The rows, in order.
    public private(set) var rows: [Row] = []

    /// Creates a named section with its rows.
    public convenience init(name: String, title: String?, rows: [Row]) {
        self.init(index: 0, childDelegates: [])
        traceName = name
        self.title = title
        self.rows = rows
    }

    override public func prepare(tableView: TableView) {
        for identifier in Set(rows.map(\.identifier)) {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        }
        super.prepare(tableView: tableView)
    }

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: row.identifier, for: indexPath)
        cell.text = row.text
        cell.detailText = row.detail
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rows[indexPath.row].height
    }

    override public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { title }

    override public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        title == nil ? 0 : TableView.automaticDimension
    }
}

extension ContentSection {
    /// The photo placeholder, the name and the description.
    static func header(_ destination: Destination) -> ContentSection {
        ContentSection(
            name: "HeaderSection", title: nil,
            rows: [
                Row(identifier: "photo", text: "[ photo of \(destination.name) ]", height: 180),
                Row(identifier: "title", text: destination.name, height: 44),
                Row(identifier: "text", text: destination.summary, height: 66),
            ])
    }

    /// Address, opening hours, ticket price, ...
    static func info(_ destination: Destination) -> ContentSection {
        ContentSection(
            name: "InfoSection", title: "Info",
            rows: destination.info.map {
                Row(identifier: "info", text: $0.label, detail: $0.value, height: 44)
            })
    }

    /// The map placeholder.
    static func map(_ destination: Destination) -> ContentSection {
        ContentSection(
            name: "MapSection", title: "Location",
            rows: [
                Row(
                    identifier: "map", text: "[ map around \(destination.info.first?.value ?? destination.name) ]",
                    height: 160)
            ])
    }

    /// The rating summary.
    static func rating(_ destination: Destination) -> ContentSection {
        let stars = String(repeating: "*", count: Int(destination.rating.rounded()))
        return ContentSection(
            name: "RatingSection", title: "Rating",
            rows: [
                Row(
                    identifier: "rating", text: "\(stars) \(destination.rating)",
                    detail: "\(destination.ratingCount) reviews", height: 60)
            ])
    }
}
