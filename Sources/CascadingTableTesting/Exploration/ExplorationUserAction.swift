/// An action of the user's own that an exploration plays among the gestures: "the server pushes an
/// update", "a timer fires", so that the model's own changes interleave with the user's fingers.
///
/// ```swift
/// var options = ExplorationOptions()
/// options.userActions = [
///     ExplorationUserAction("server update", weight: 2, statement: "screen.receiveUpdate()") {
///         (screen: InboxScreen) in screen.receiveUpdate()
///     }
/// ]
/// ```
///
/// The action is replayed on fresh screens while a failure is shrunk, so it must do the same thing
/// each time it runs at the same point of a session: draw any randomness from a generator that the
/// screen seeds when `makeScreen` builds it.
public struct ExplorationUserAction: Sendable {
    /// The action's name, in failure messages.
    public var name: String
    /// How often the action is chosen, relative to ``ExplorationOptions/weights``; 0 never.
    public var weight: Int
    /// The Swift statement that does the same in a test, printed among the minimal sequence of a
    /// failure (with `screen` naming the screen and `table` its table).
    public var statement: String
    /// The screen type the action takes, in the message of a mismatch.
    let screenType: String
    /// Runs the action; false when the screen is not of the action's type.
    let perform: @MainActor @Sendable (Any) -> Bool

    /// Creates an action on screens of type `Screen`.
    ///
    /// - Parameters:
    ///   - name: The action's name, in failure messages.
    ///   - weight: How often it is chosen, relative to the weights of the kinds of gesture (which
    ///     default to 1 to 6); defaults to 3.
    ///   - statement: The Swift statement that does the same in a test, printed in a failure's
    ///     minimal sequence; nil prints a comment that names the action.
    ///   - perform: The action. The exploration fails, saying so, when its screen is not a `Screen`.
    public init<Screen>(
        _ name: String, weight: Int = 3, statement: String? = nil,
        perform: @escaping @MainActor @Sendable (Screen) -> Void
    ) {
        self.name = name
        self.weight = weight
        self.statement = statement ?? "// \(name) (give the action a statement to print it here)"
        screenType = String(describing: Screen.self)
        self.perform = { screen in
            guard let screen = screen as? Screen else { return false }
            perform(screen)
            return true
        }
    }
}
