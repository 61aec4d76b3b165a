// Focus as the shell uses it: a focus update's context and the coordinator of its animations,
// with the iOS 18 SDK's signatures for the members it touches. Bodies are placeholders: the stand-in
// table does not model focus, and no test runs them.

/// The direction focus moves in (an unsigned integer in UIKit).
public struct UIFocusHeading: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Headings of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// A focus move.
@MainActor
open class UIFocusUpdateContext: NSObject {
    /// The direction of the move.
    open var focusHeading: UIFocusHeading { UIFocusHeading(rawValue: 0) }
}

/// A focus move in a table: the rows focus leaves and reaches.
@MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row focus leaves, if it was on a row.
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    /// The row focus reaches, if it goes to a row.
    open var nextFocusedIndexPath: IndexPath? { nil }
}

/// Runs animations along with a focus move.
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Runs `animations` with the move, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {}
}
