import Foundation

/// The identity of a described section or row: any `Hashable & Sendable` value, type-erased.
///
/// `AnyHashable` is not `Sendable`, so described content (which is diffed off the main actor)
/// keeps its identifiers in this wrapper. Two identifiers are equal when they have the same type
/// and equal values: `1` and `Int8(1)` are different identifiers, as are `"a"` and `Substring("a")`.
/// Wrapping a `DescribedID` again gives the same identifier.
public struct DescribedID: Hashable, Sendable, CustomStringConvertible {
    /// A value that is not an `Int`, with its hash, computed once.
    private final class Box: Sendable {
        let base: any Hashable & Sendable
        let hash: Int

        init(_ base: some Hashable & Sendable) {
            self.base = base
            hash = base.hashValue
        }
    }

    // How the identifier is kept. Every update looks identifiers up in dictionaries and copies
    // them, several times per row; comparing two existentials means a dynamic cast, and copying one means a switch over its storage. So an `Int`, the most
    // common identifier, is kept as itself (compared and hashed inline, `box` nil), and any other
    // value in a shared box that keeps its hash, which `==` compares before it casts: copying an
    // identifier is copying an integer and retaining at most one reference.
    private let int: Int
    private let box: Box?

    /// The wrapped value.
    public var base: any Hashable & Sendable {
        box?.base ?? int
    }

    /// Wraps an identifier.
    ///
    /// - Parameter base: The identifier; a `DescribedID` is taken as it is.
    public init<Value: Hashable & Sendable>(_ base: Value) {
        // Comparing metatypes is a pointer comparison, where `as?` is a dynamic cast: callers
        // in other modules reach this unspecialized, once per row described.
        if Value.self == Int.self {
            int = base as! Int
            box = nil
        } else if let id = base as? DescribedID {
            self = id
        } else {
            let box = Box(base)
            int = box.hash
            self.box = box
        }
    }

    /// Whether both identifiers have the same type and equal values.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: True when they name the same section or row.
    public static func == (lhs: DescribedID, rhs: DescribedID) -> Bool {
        // For a boxed value, `int` is its hash.
        guard lhs.int == rhs.int else { return false }
        switch (lhs.box, rhs.box) {
        case (nil, nil): return true
        case (let left?, let right?): return left === right || isEqual(left.base, right.base)
        default: return false
        }
    }

    /// Hashes the wrapped value (its hash, computed once, for a value that is not an `Int`).
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(int)
    }

    /// The wrapped value, as `String(describing:)` prints it.
    public var description: String { String(describing: base) }

    /// Whether `rhs` is a `Value` equal to `lhs` (the existential `lhs` is opened to its type).
    private static func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
