import Foundation

/// An item of a context menu: an ``Action`` or a submenu (``Menu``), as `UIMenuElement`.
///
/// Not to be confused with ``MenuAction``, which stands in for the selectors of the older
/// copy-and-paste menu.
@MainActor
open class MenuElement {
    /// How an action looks and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates attributes from raw bits.
        ///
        /// - Parameter rawValue: The raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The action is shown in red: it removes data.
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// The action is shown dimmed and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 1)
        /// The action is not shown, and so cannot be chosen.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an action shows a checkmark, as `UIMenuElement.State`.
    public enum State: Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A dash: some of what the action stands for is on.
        case mixed
    }

    /// The element's title, which ``TableView/performContextMenuAction(titled:)`` finds it by.
    public let title: String

    /// Creates an element.
    ///
    /// - Parameter title: The element's title.
    public init(title: String) {
        self.title = title
    }
}
