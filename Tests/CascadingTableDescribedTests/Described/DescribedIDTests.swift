import CascadingTableDescribed
import XCTest

/// `DescribedID` keeps an `Int` inline and any other value boxed with its hash: equality is by
/// type and value either way.
final class DescribedIDTests: XCTestCase {
    /// A value whose hash is chosen, to collide with an `Int`'s on purpose.
    private struct Colliding: Hashable, Sendable {
        var value: Int
        var hash: Int
        static func == (lhs: Colliding, rhs: Colliding) -> Bool { lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    func testEqualityIsByTypeAndValue() {
        XCTAssertEqual(DescribedID(1), DescribedID(1))
        XCTAssertNotEqual(DescribedID(1), DescribedID(2))
        XCTAssertNotEqual(DescribedID(1), DescribedID(Int8(1)))
        XCTAssertEqual(DescribedID("a"), DescribedID("a"))
        XCTAssertNotEqual(DescribedID("a"), DescribedID(Substring("a")))
        XCTAssertNotEqual(DescribedID("1"), DescribedID(1))
        XCTAssertEqual(DescribedID(DescribedID("a")), DescribedID("a"))
        XCTAssertEqual(DescribedID(DescribedID(7)), DescribedID(7))
        XCTAssertEqual(DescribedID("a").hashValue, DescribedID("a").hashValue)
        XCTAssertEqual(DescribedID(5).hashValue, DescribedID(5).hashValue)
    }

    func testEqualHashesOfDifferentValuesStayDifferentIdentifiers() {
        let one = Colliding(value: 1, hash: 9)
        let two = Colliding(value: 2, hash: 9)
        let int = DescribedID(one.hashValue)
        XCTAssertNotEqual(DescribedID(one), DescribedID(two))
        XCTAssertEqual(DescribedID(one), DescribedID(Colliding(value: 1, hash: 9)))
        XCTAssertNotEqual(DescribedID(one), int, "an Int equal to the value's hash is another identifier")
        let lookup = [DescribedID(one): "one", DescribedID(two): "two", int: "int"]
        XCTAssertEqual(lookup.count, 3)
        XCTAssertEqual(lookup[DescribedID(Colliding(value: 2, hash: 9))], "two")
    }

    /// Dictionaries and sets hash through `_rawHashValue(seed:)`: it must agree with the hash a
    /// seeded hasher fed by `hash(into:)` gives, for both ways an identifier is kept.
    func testTheOneShotHashAgreesWithTheHasher() {
        /// Hashed through `hash(into:)` only: its `_rawHashValue(seed:)` is the default one.
        struct ThroughTheHasher: Hashable {
            let id: DescribedID
            func hash(into hasher: inout Hasher) { id.hash(into: &hasher) }
        }
        for id in [DescribedID(0), DescribedID(-17), DescribedID(Int.max), DescribedID("row"), DescribedID(Int8(3))] {
            for seed in [0, 1, 0x5EED] {
                XCTAssertEqual(
                    id._rawHashValue(seed: seed), ThroughTheHasher(id: id)._rawHashValue(seed: seed), "\(id), \(seed)")
            }
        }
        let ids = (0..<1_000).map { $0.isMultiple(of: 2) ? DescribedID($0) : DescribedID("\($0)") }
        let set = Set(ids)
        XCTAssertEqual(set.count, 1_000)
        // Made again: equal, not the same boxes.
        XCTAssertTrue(
            (0..<1_000).allSatisfy { set.contains($0.isMultiple(of: 2) ? DescribedID($0) : DescribedID("\($0)")) })
        XCTAssertFalse(set.contains(DescribedID("0")), "the string \"0\" is not the Int 0")
    }

    func testTheBaseIsTheWrappedValue() {
        XCTAssertEqual(DescribedID(42).base as? Int, 42)
        XCTAssertEqual(DescribedID("x").base as? String, "x")
        XCTAssertNil(DescribedID(42).base as? String)
        XCTAssertEqual(DescribedID(42).description, "42")
        XCTAssertEqual(DescribedID("x").description, "x")
    }
}
