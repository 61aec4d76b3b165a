import Foundation

/// The identity of a described section or row: any `Hashable & Sendable` value, type-erased.
///
/// `AnyHashable` is not `Sendable`, so described content (which is diffed off the main actor)
/// keeps its identifiers in this wrapper. Two identifiers are equal when they have the same type
/// and equal values: `1` and `Int8(1)` are different identifiers, as are `"a"` and `Substring("a")`.
/// Wrapping a `DescribedID` again gives the same identifier.
public struct DescribedID: Hashable, Sendable, CustomStringConvertible {
    /// A value that is not an `Int`, with its hash, computed once.
    @usableFromInline
    final class Box: Sendable {
        let base: any Hashable & Sendable
        let hash: Int

        @usableFromInline
        init(_ base: some Hashable & Sendable) {
            self.base = base
            hash = base.hashValue
        }
    }

    // How the identifier is kept. Every update looks identifiers up in dictionaries and copies
    // them, several times per row; comparing two existentials means a dynamic cast, and copying one
    // means a switch over its storage. So an `Int`, the most common identifier, is kept as itself
    // (compared and hashed inline), and any other value in a shared box that keeps its hash, which
    // `==` compares before it casts: copying an identifier is copying an integer or retaining one
    // reference. An enum of nine bytes, not two words: a row keeps its flags in the byte after it.
    @usableFromInline
    enum Storage: Sendable {
        case int(Int)
        case boxed(Box)
    }

    @usableFromInline let storage: Storage

    /// The wrapped value.
    public var base: any Hashable & Sendable {
        switch storage {
        case .int(let int): int
        case .boxed(let box): box.base
        }
    }

    /// The wrapped value when it is an `Int`: for indexes that hold such identifiers by value.
    var intValue: Int? {
        switch storage {
        case .int(let int): int
        case .boxed: nil
        }
    }

    /// Wraps an identifier.
    ///
    /// - Parameter base: The identifier; a `DescribedID` is taken as it is.
    // Inlinable, so that a caller in another module (a row's initializer, inlined into the app)
    // specializes it for its identifier's type: the type tests below then fold away, where the
    // generic copy paid them for every row (Performance.md, "Generic code across the layers").
    @inlinable
    public init<Value: Hashable & Sendable>(_ base: Value) {
        // Comparing metatypes is a pointer comparison, where `as?` is a dynamic cast.
        if Value.self == Int.self {
            storage = .int(base as! Int)
        } else if let id = base as? DescribedID {
            self = id
        } else {
            storage = .boxed(Box(base))
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
        case (.int(let left), .int(let right)): left == right
        case (.boxed(let left), .boxed(let right)):
            left === right || (left.hash == right.hash && isEqual(left.base, right.base))
        default: false
        }
    }

    /// Hashes the wrapped value (its hash, computed once, for a value that is not an `Int`).
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .int(let int): hasher.combine(int)
        case .boxed(let box): hasher.combine(box.hash)
        }
    }

    /// The hash dictionaries and sets use: the same as ``hash(into:)`` gives, through `Int`'s
    /// one-shot hash instead of a hasher fed one value.
    ///
    /// - Parameter seed: The seed of the dictionary or set asking.
    /// - Returns: The hash.
    // A described update looks every row's identifier up at least twice; the default, which
    // makes a `Hasher`, feeds it and finalizes it, took twice as long as an `Int` key's hash
    // (Performance.md, "Unsafe constructs kept, and what each pays for").
    public func _rawHashValue(seed: Int) -> Int {
        switch storage {
        case .int(let int): int._rawHashValue(seed: seed)
        case .boxed(let box): box.hash._rawHashValue(seed: seed)
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
