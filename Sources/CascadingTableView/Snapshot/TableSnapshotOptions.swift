import Foundation

/// What ``tableSnapshot(of:options:)`` shows: the viewport or the whole content, with or without
/// heights.
///
/// ```swift
/// var options = TableSnapshotOptions.wholeContent
/// options.includesHeights = false      // every row, and nothing that moves when a height changes
/// let text = tableSnapshot(of: table, options: options)
/// ```
public struct TableSnapshotOptions: Equatable, Sendable {
    /// Which part of the table a snapshot shows.
    public enum Extent: Equatable, Sendable {
        /// What is on screen: the sections, headers, rows and footers the viewport shows.
        case viewport
        /// Every section and row, laid out as a screen as tall as the content would show them.
        case wholeContent
    }

    /// Which part of the table the snapshot shows.
    public var extent: Extent

    /// Whether the snapshot shows heights: each row's, header's and footer's, the content's, and
    /// the scroll offset (which heights decide). True by default; false keeps a snapshot still
    /// when only heights change.
    public var includesHeights: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - extent: Which part of the table the snapshot shows. Defaults to ``Extent/viewport``.
    ///   - includesHeights: Whether the snapshot shows heights. Defaults to true.
    public init(extent: Extent = .viewport, includesHeights: Bool = true) {
        self.extent = extent
        self.includesHeights = includesHeights
    }

    /// What is on screen, with heights: the default.
    public static var viewport: TableSnapshotOptions { TableSnapshotOptions(extent: .viewport) }

    /// Every section and row, laid out, with heights.
    ///
    /// See ``tableSnapshot(of:options:)`` for what laying out the whole content asks of the data
    /// source and delegate.
    public static var wholeContent: TableSnapshotOptions { TableSnapshotOptions(extent: .wholeContent) }
}
