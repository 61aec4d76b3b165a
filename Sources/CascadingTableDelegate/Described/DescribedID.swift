import Foundation

/// The identity of a described section or row: any `Hashable & Sendable` value, type-erased.
///
/// `AnyHashable` is not `Sendable`, so described content (which is diffed off the main actor)
/// keeps its identifiers in this wrapper. Two identifiers are equal when they have the same type
/// and equal values: `1` and `Int8(1)` are different identifiers, as are `"a"` and `Substring("a")`.
/// Wrapping a `DescribedID` again gives the same identifier.
public struct DescribedID: Hashable, Sendable, CustomStringConvertible {
    /// How the identifier is kept.
    ///
    /// Every update looks identifiers up in dictionaries, several times per row; comparing two
    /// existentials means a dynamic cast, which was a third of a large update's time. So `Int`,
    /// the most common identifier, is kept as itself (compared and hashed inline), and any other
    /// value keeps its hash, computed once, which `==` compares before it casts.
    private enum Storage: Sendable {
        case int(Int)
        case other(any Hashable & Sendable, hash: Int)
    }

    private let storage: Storage

    /// The wrapped value.
    public var base: any Hashable & Sendable {
        switch storage {
        case .int(let value): value
        case .other(let value, _): value
        }
    }

    /// Wraps an identifier.
    ///
    /// - Parameter base: The identifier; a `DescribedID` is taken as it is.
    public init(_ base: some Hashable & Sendable) {
        if let value = base as? Int {
            storage = .int(value)
        } else if let id = base as? DescribedID {
            self = id
        } else {
            storage = .other(base, hash: base.hashValue)
        }
    }

    /// Whether both identifiers have the same type and equal values.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: True when they name the same section or row.
    public static func == (lhs: DescribedID, rhs: DescribedID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.int(let left), .int(let right)):
            return left == right
        case (.other(let left, let leftHash), .other(let right, let rightHash)):
            return leftHash == rightHash && isEqual(left, right)
        default:
            return false
        }
    }

    /// Hashes the wrapped value (its hash, computed once, for a value that is not an `Int`).
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .int(let value): hasher.combine(value)
        case .other(_, let hash): hasher.combine(hash)
        }
    }

    /// The wrapped value, as `String(describing:)` prints it.
    public var description: String { String(describing: base) }

    /// Whether `rhs` is a `Value` equal to `lhs` (the existential `lhs` is opened to its type).
    private static func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
