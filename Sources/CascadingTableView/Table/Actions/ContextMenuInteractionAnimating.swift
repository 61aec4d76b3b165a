import Foundation

/// The transition of a context menu appearing or going away, as
/// `UIContextMenuInteractionAnimating`.
///
/// The headless table has no animations: what is added runs as soon as the delegate method that
/// received the animator returns, animations first, then completions, each in the order added.
@MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// Adds work to run alongside the transition.
    ///
    /// - Parameter animations: The work.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)

    /// Adds work to run when the transition ends.
    ///
    /// - Parameter completion: The work.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The transition of a context menu's preview being committed, as
/// `UIContextMenuInteractionCommitAnimating`.
@MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the preview goes away, as `UIContextMenuInteractionCommitStyle`.
    var preferredCommitStyle: ContextMenuInteractionAnimator.CommitStyle { get set }
}

/// The headless table's animator: it records work and runs it when the table finishes the
/// transition.
@MainActor
public final class ContextMenuInteractionAnimator: ContextMenuInteractionCommitAnimating {
    /// How a committed preview goes away.
    public enum CommitStyle: Sendable {
        /// The preview fades away.
        case dismiss
        /// The preview grows into the view it stands for.
        case pop
    }

    /// How a committed preview goes away. Defaults to ``CommitStyle/dismiss``.
    public var preferredCommitStyle = CommitStyle.dismiss

    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    /// Creates an animator with nothing to run.
    public init() {}

    /// Adds work to run alongside the transition.
    ///
    /// - Parameter animations: The work.
    public func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    /// Adds work to run when the transition ends.
    ///
    /// - Parameter completion: The work.
    public func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations, then the completions, and forgets them.
    func finish() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
