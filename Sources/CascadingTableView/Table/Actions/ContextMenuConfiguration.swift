import Foundation

/// What a long press on rows shows, as `UIContextMenuConfiguration`.
///
/// The menu is built by the action provider when the menu is about to show, after the delegate
/// returned the configuration and before `willDisplayContextMenu`.
@MainActor
public final class ContextMenuConfiguration {
    /// Builds the menu from the actions the system suggests (none, in the headless table).
    public typealias ActionProvider = @MainActor ([MenuElement]) -> Menu?

    /// An identifier for the configuration, for your own use.
    public let identifier: AnyHashable?

    /// Builds the menu; nil shows no menu (a preview only, in UIKit).
    public let actionProvider: ActionProvider?

    /// Which child of each propagating node gave this configuration, so the later context menu
    /// calls, which name no row, reach the same node.
    package let routes = RouteMemory()

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - identifier: An identifier for your own use.
    ///   - actionProvider: Builds the menu.
    public init(identifier: AnyHashable? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }
}
