import Foundation

/// The identity of a described section or row: any `Hashable & Sendable` value, type-erased.
///
/// `AnyHashable` is not `Sendable`, so described content (which is diffed off the main actor)
/// keeps its identifiers in this wrapper. Two identifiers are equal when they have the same type
/// and equal values: `1` and `Int8(1)` are different identifiers, as are `"a"` and `Substring("a")`.
/// Wrapping a `DescribedID` again gives the same identifier.
public struct DescribedID: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped value.
    public let base: any Hashable & Sendable

    /// Wraps an identifier.
    ///
    /// - Parameter base: The identifier; a `DescribedID` is taken as it is.
    public init(_ base: some Hashable & Sendable) {
        if let id = base as? DescribedID {
            self = id
        } else {
            self.base = base
        }
    }

    /// Whether both identifiers have the same type and equal values.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: True when they name the same section or row.
    public static func == (lhs: DescribedID, rhs: DescribedID) -> Bool {
        isEqual(lhs.base, rhs.base)
    }

    /// Hashes the wrapped value.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }

    /// The wrapped value, as `String(describing:)` prints it.
    public var description: String { String(describing: base) }

    /// Whether `rhs` is a `Value` equal to `lhs` (the existential `lhs` is opened to its type).
    private static func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
