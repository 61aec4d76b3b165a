import Foundation

/// A programming error the table detected: one UIKit would raise an exception for.
///
/// The table never traps on these. It takes the documented fallback (see
/// `Documentation/HeadlessTable.md`) and reports the problem to its ``TableViewDiagnostics``.
public struct TableViewDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem was found.
    public var kind: Kind

    /// A sentence that names the problem and the values involved.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: What kind of problem was found.
    ///   - message: A sentence that names the problem and the values involved.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
