import Foundation

/// Runs animations along with a focus update, as UIKit's `UIFocusAnimationCoordinator`.
///
/// The headless table applies every change at once, so each animation runs as it is added,
/// followed at once by its completion: code that updates its interface in these blocks behaves
/// as on a device, without waiting.
@MainActor
public final class FocusAnimationCoordinator {
    /// How many animation blocks were added; lets a test see that a delegate used the coordinator.
    public private(set) var addedAnimationCount = 0

    /// Creates a coordinator; the table makes one for each focus update.
    public init() {}

    /// Runs `animations`, then `completion`.
    ///
    /// - Parameters:
    ///   - animations: Changes to make along with the focus update.
    ///   - completion: What to do once they are made.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        addedAnimationCount += 1
        animations?()
        completion?()
    }
}
