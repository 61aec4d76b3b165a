import CascadingTableCollections
import Foundation

/// Where each row of a described content is among all its rows, by identifier: the index an
/// update builds of its new content, to find duplicate identifiers and to match the old rows to
/// the new ones.
///
/// Identifiers that are all `Int`s, spread over at most ``denseSpread`` times as many values as
/// there are rows (row numbers, database keys), are indexed by an array of positions at
/// `id - lowest`: no hashing, and at most 16 bytes per row (positions are `UInt32`s, so the array
/// takes half the memory and cache it would otherwise). Any other identifiers, and contents of
/// more rows than a `UInt32` counts, are kept in a dictionary. Both answer the same; only the cost
/// differs.
struct RowPositions: Sendable {
    /// How many values per row the `Int` identifiers may spread over to be indexed by an array:
    /// at 4, the array takes less memory than a dictionary of the same rows.
    static let denseSpread = 4

    /// The lowest identifier, when indexed by an array.
    private let lowest: Int

    /// The position of the row with identifier `lowest + i` at `i`, or ``absent``; empty when
    /// the identifiers are in ``hashed``.
    private var dense: [UInt32] = []

    /// The entry of ``dense`` for an identifier without a row.
    private static let absent = UInt32.max

    /// The positions by identifier, when they are not indexed by an array.
    private var hashed: [DescribedID: Int] = [:]

    /// Whether the identifiers are indexed by an array.
    private let isDense: Bool

    /// An empty index, for the identifiers of the rows of `sections`: the representation is
    /// chosen from them, and nothing is recorded yet.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    init(forRowsOf sections: [SectionDescription]) {
        self.init(forRowArrays: sections.map(\.rows))
    }

    /// An empty index, for the identifiers of `rows`.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    init(forRows rows: [RowDescription]) {
        self.init(forRowArrays: [rows])
    }

    /// An empty index for `count` identifiers, all `Int`s within `intRange`, or nil when they
    /// are not all `Int`s: for a caller that read them already (an outline's walk).
    ///
    /// - Complexity: O(*r*) for the *r* values of `intRange` when they are indexed by an array.
    init(count: Int, intRange: ClosedRange<Int>?) {
        let (spread, overflow) = (intRange?.upperBound ?? 0).subtractingReportingOverflow(intRange?.lowerBound ?? 0)
        // Clamped and divided, not converted and multiplied: where `Int` is 32 bits, `UInt32.max`
        // does not fit and a count times 4 can overflow, and either would trap.
        if let intRange, count > 0, count < Int(clamping: Self.absent), !overflow,
            spread / Self.denseSpread < count
        {
            lowest = intRange.lowerBound
            isDense = true
            dense = [UInt32](repeating: Self.absent, count: spread + 1)
        } else {
            lowest = 0
            isDense = false
            hashed.reserveCapacity(count)
        }
    }

    /// An empty index, for the identifiers of the rows of `rowArrays`.
    private init(forRowArrays rowArrays: [[RowDescription]]) {
        let count = rowArrays.reduce(0) { $0 + $1.count }
        var lowest = Int.max
        var highest = Int.min
        var allInts = true
        scan: for rows in rowArrays {
            for row in rows.indices {
                guard let value = rows[row].id.intValue else {
                    allInts = false
                    break scan
                }
                lowest = min(lowest, value)
                highest = max(highest, value)
            }
        }
        self.init(count: count, intRange: allInts && count > 0 ? lowest...highest : nil)
    }

    /// An index of every row of `content`, whose identifiers are unique.
    ///
    /// - Complexity: O(*n*) expected.
    init(of content: DescribedContent) {
        self.init(forRowsOf: content.sections)
        var position = 0
        for section in content.sections.indices {
            let rows = content.sections[section].rows
            for row in rows.indices {
                self[rows[row].id] = position
                position += 1
            }
        }
    }

    /// The slot of `id` in ``dense``, or nil when the array cannot hold it.
    private func denseSlot(_ id: DescribedID) -> Int? {
        guard let value = id.intValue else { return nil }
        let (slot, overflow) = value.subtractingReportingOverflow(lowest)
        return !overflow && slot >= 0 && slot < dense.count ? slot : nil
    }

    /// The slot of `id` in ``dense``, where it is recorded: only identifiers of the rows the index
    /// was made for may be, which internal checks check.
    private func recordedSlot(_ id: DescribedID) -> Int? {
        let slot = denseSlot(id)
        #if CASCADING_INTERNAL_CHECKS
            internalCheck {
                $0.note(slot == nil ? "RowPositions: \(id) recorded outside the identifiers it was made for" : nil)
            }
        #endif
        return slot
    }

    /// The position of the row with `id`, or nil. Set a position to record it, nil to remove it;
    /// an array index records only identifiers of the rows it was made for.
    ///
    /// - Complexity: O(1) expected.
    subscript(id: DescribedID) -> Int? {
        get {
            guard isDense else { return hashed[id] }
            guard let slot = denseSlot(id) else { return nil }
            let position = dense[slot]
            return position != Self.absent ? Int(position) : nil
        }
        set {
            guard isDense else {
                hashed[id] = newValue
                return
            }
            guard let slot = recordedSlot(id) else { return }
            dense[slot] = newValue.map(UInt32.init) ?? Self.absent
        }
    }

    /// Records `position` for `id`, and returns the position recorded before, if any (as
    /// `Dictionary.updateValue(_:forKey:)`).
    ///
    /// - Complexity: O(1) expected.
    mutating func updateValue(_ position: Int, forKey id: DescribedID) -> Int? {
        guard isDense else { return hashed.updateValue(position, forKey: id) }
        guard let slot = recordedSlot(id) else { return nil }
        let earlier = dense[slot]
        dense[slot] = UInt32(position)
        return earlier != Self.absent ? Int(earlier) : nil
    }
}
