import Foundation

/// What the delegate said about a row's height.
enum RowHeightAnswer {
    /// A height in points.
    case fixed(CGFloat)
    /// Self-sizing: the height is the cell's ``TableViewCell/preferredHeight``.
    case selfSizing
}
