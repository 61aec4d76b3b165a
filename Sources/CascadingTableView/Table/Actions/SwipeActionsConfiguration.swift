import Foundation

/// The actions a swipe reveals on one edge of a row, as `UISwipeActionsConfiguration`.
///
/// An empty configuration reveals nothing and stops the table from falling back to its default
/// actions; return nil from the delegate method to get those defaults.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the edge of the row inwards: the first is the one a full swipe performs.
    public let actions: [ContextualAction]

    /// Whether a full swipe performs the first action. Defaults to true.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    ///
    /// - Parameter actions: The actions, from the edge of the row inwards.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
