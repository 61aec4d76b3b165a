import Foundation

/// An action shown when the user swipes a row, as `UIContextualAction`.
///
/// Its handler gets the action, the row it was triggered on, and a completion handler that it
/// must call exactly once: `true` when it performed the action (the swiped row closes), `false`
/// when it could not (the row stays open, showing its actions). A second call is reported to the
/// table's diagnostics and ignored; a handler that never calls it leaves the row open until the
/// next swipe or ``TableView/setEditing(_:animated:)``. See `Documentation/SwipeActions.md`.
@MainActor
public final class ContextualAction {
    /// How the action's button looks, as `UIContextualAction.Style`.
    public enum Style: Sendable {
        /// A plain button.
        case normal
        /// A red button for an action that removes data.
        case destructive
    }

    /// What the action does when chosen.
    ///
    /// The second parameter is the swiped row's index path at the moment the action is chosen
    /// (where UIKit passes the source view, which a headless table does not have): it is where
    /// the row is then, even if updates moved it while the swipe was open.
    public typealias Handler = @MainActor (ContextualAction, IndexPath, @escaping (Bool) -> Void) -> Void

    /// The button style.
    public let style: Style

    /// The button title.
    public var title: String?

    /// What the action does when chosen.
    public let handler: Handler

    /// Whether this is the table's own Delete button, which
    /// ``TableView/swipeToDelete(rowAt:confirm:)`` taps.
    var isTableDeleteButton = false

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - style: The button style.
    ///   - title: The button title.
    ///   - handler: What the action does; it must call its completion handler exactly once.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
