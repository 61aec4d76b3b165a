/// An error for the `check` closure of `exploreTable` to throw: the screen differs from the
/// model. Its message is the failure's.
///
/// ```swift
/// exploreTable({ InboxScreen() }, table: \.table) { screen in
///     if screen.table.numberOfRows(inSection: 0) != screen.messages.count {
///         throw ExplorationCheckFailure("the table and the inbox disagree on the count")
///     }
/// }
/// ```
public struct ExplorationCheckFailure: Error, CustomStringConvertible, Sendable {
    /// What is wrong, in words.
    public var message: String

    /// Creates a failure with a message.
    ///
    /// - Parameter message: What is wrong, in words.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
