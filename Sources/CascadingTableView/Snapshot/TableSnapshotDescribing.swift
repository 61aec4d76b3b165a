import Foundation

/// A cell or header-footer view that adds its own lines to a table snapshot.
///
/// ``tableSnapshot(of:options:)`` shows what every ``TableViewCell`` and
/// ``TableViewHeaderFooterView`` has: texts, accessory, selection, highlight, editing state. A
/// subclass that shows more (a rating, an image's name, a badge) adopts this protocol, and its
/// lines appear under its row, header or footer, indented.
///
/// ```swift
/// final class ReviewCell: TableViewCell, TableSnapshotDescribing {
///     var stars = 0
///     var snapshotLines: [String] { ["stars: \(stars)"] }
/// }
/// ```
@MainActor
public protocol TableSnapshotDescribing: AnyObject {
    /// Lines describing what the view shows beyond its texts, in the order to print them. Keep
    /// them stable (no addresses, dates or random values), since snapshots are compared as text.
    /// A line that contains line breaks is printed as several lines.
    var snapshotLines: [String] { get }
}
