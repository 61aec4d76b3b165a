import Foundation

/// A button shown when the user swipes a row, as `UITableViewRowAction`.
public struct TableViewRowAction: Sendable {
    /// How the action's button looks.
    public enum Style: Sendable {
        /// A red, destructive button.
        case destructive
        /// A plain button.
        case normal
    }

    /// The action's button style.
    public var style: Style

    /// The button's title.
    public var title: String?

    /// Called with the row's index path when the user taps the button.
    public var handler: @MainActor @Sendable (TableViewRowAction, IndexPath) -> Void

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - style: The button style.
    ///   - title: The button title.
    ///   - handler: Called with the action and the row's index path when the button is tapped.
    public init(
        style: Style,
        title: String?,
        handler: @escaping @MainActor @Sendable (TableViewRowAction, IndexPath) -> Void
    ) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
