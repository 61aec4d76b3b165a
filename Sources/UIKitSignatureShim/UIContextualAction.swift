/// UIKit's swipe action, with the members the shell uses.
@MainActor
open class UIContextualAction: NSObject {
    /// How the action's button looks.
    public enum Style: Int, @unchecked Sendable {
        case normal = 0
        case destructive = 1
    }

    /// What the action runs: the action, the view it showed in, and the completion to call.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// An action of the given style and title.
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {}
}

/// UIKit's set of swipe actions for one edge of a row.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// Whether a full swipe runs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) {}
}
