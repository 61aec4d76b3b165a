import Foundation

/// A context menu action, as `UIAction`.
@MainActor
public final class Action: MenuElement {
    /// What the action does when chosen; it gets the action.
    public typealias Handler = @MainActor (Action) -> Void

    /// An identifier for the action, for your own use.
    public let identifier: String?

    /// How the action looks and behaves.
    public var attributes: Attributes

    /// Whether the action shows a checkmark.
    public var state: State

    /// What the action does when chosen.
    public let handler: Handler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - identifier: An identifier for your own use.
    ///   - attributes: How the action looks and behaves.
    ///   - state: Whether it shows a checkmark.
    ///   - handler: What it does when chosen.
    public init(
        title: String, identifier: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping Handler
    ) {
        self.identifier = identifier
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }
}
