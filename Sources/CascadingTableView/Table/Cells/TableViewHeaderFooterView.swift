import Foundation

/// A section header or footer view in a headless ``TableView``.
///
/// Register subclasses with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
/// dequeue them with ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
@MainActor
open class TableViewHeaderFooterView {
    /// The identifier the view was registered and dequeued with, or nil for a view made directly.
    public let reuseIdentifier: String?

    /// The text the view shows, as `textLabel?.text` in UIKit.
    open var text: String?

    /// The view's frame in the table's content coordinates, set when the view is laid out.
    open internal(set) var frame: CGRect = .zero

    /// What the view does when the user taps it: called with the view by
    /// ``TableView/tapHeader(inSection:)`` and ``TableView/tapFooter(inSection:)``, as a tap
    /// gesture recognizer on a UIKit header would. Kept across reuse: set it where you configure
    /// the view, in `viewForHeaderInSection`, so it acts for the section it now shows.
    open var onTap: ((TableViewHeaderFooterView) -> Void)?

    /// How many times the table has handed this view out again after ``prepareForReuse()``.
    public internal(set) var reuseCount = 0

    /// Creates a view with a reuse identifier.
    ///
    /// - Parameter reuseIdentifier: The identifier the table's reuse pool files the view under.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a view without a reuse identifier.
    public convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// Resets the view before the table hands it out again. The default clears ``text``.
    open func prepareForReuse() {
        text = nil
    }
}
