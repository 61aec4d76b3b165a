import Foundation

/// Why a batch update was rejected: the facts UIKit's "Invalid update" exception gives.
public struct TableViewUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence that explains the inconsistency.
    public var message: String

    /// Creates an error with its explanation.
    ///
    /// - Parameter message: The sentence that explains the inconsistency.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
