import Foundation

/// Runs animations along with a focus update, as UIKit's `UIFocusAnimationCoordinator`.
///
/// The headless table applies every change at once, so each animation runs as it is added,
/// followed at once by its completion: code that updates its interface in these blocks behaves
/// as on a device, without waiting. A hosted table's coordinator hands the blocks to its host's
/// coordinator instead (see ``init(forwardingTo:)``), which runs them with UIKit's animation.
@MainActor
public final class FocusAnimationCoordinator {
    /// What receives added animations, when the coordinator forwards them.
    public typealias Forward = @MainActor (_ animations: (() -> Void)?, _ completion: (() -> Void)?) -> Void

    /// How many animation blocks were added; lets a test see that a delegate used the coordinator.
    public private(set) var addedAnimationCount = 0

    /// Where added animations go; nil runs them at once.
    private let forward: Forward?

    /// Creates a coordinator that runs animations as they are added; the table makes one for
    /// each focus update.
    public init() {
        forward = nil
    }

    /// Creates a coordinator that passes each added animation, with its completion, to
    /// `forward`: a host (the UIKit bridge) hands them to UIKit's own coordinator.
    ///
    /// - Parameter forward: Receives each block pair, in the order they are added.
    public init(forwardingTo forward: @escaping Forward) {
        self.forward = forward
    }

    /// Runs `animations`, then `completion`, or passes both on when the coordinator forwards.
    ///
    /// - Parameters:
    ///   - animations: Changes to make along with the focus update.
    ///   - completion: What to do once they are made.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        addedAnimationCount += 1
        if let forward {
            return forward(animations, completion)
        }
        animations?()
        completion?()
    }
}
