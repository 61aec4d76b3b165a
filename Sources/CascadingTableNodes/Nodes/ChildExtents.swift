import Foundation

/// Where each child of a node starts among the node's units (its rows in `.row` mode, its
/// sections in `.section` mode), when at least one child owns a range.
///
/// `starts[i]` is child *i*'s first unit and `starts[count]` the total, so child *i* owns
/// `starts[i]..<starts[i + 1]` (empty for a range of 0).
struct ChildExtents {
    /// Each child's first unit, then the total.
    private(set) var starts: [Int]
    /// The section whose rows were counted (`.row` mode), or nil (`.section` mode): a row range
    /// sees that section as its section 0.
    let section: Int?
    /// The child found last: table calls come in order, so it, or the next one, is usually right.
    private(set) var lastHit = 0

    /// The units of the child found last by ``lookUp(_:)`` (empty until then), its position and
    /// whether it owns a range: a table asks several calls of each row in a row, and comparing
    /// with two integers is the cheapest answer routing can get.
    private(set) var hitStart = 0
    private(set) var hitEnd = 0
    private(set) var hitPosition = 0
    private(set) var hitOwnsRange = false

    /// Whether each child owns a range, as measured: read here, routing never asks the child.
    private(set) var ownsRange: [Bool]

    /// Which children routing passes through to their own children (plain range nodes; see
    /// `PropagatingTableDelegate.route`): empty when none does.
    private let passThrough: [Bool]

    /// Uses `starts` as measured: each child's first unit, then the total; whether each child
    /// owns a range; and which children routing passes through (empty for none).
    init(starts: [Int], ownsRange: [Bool], passesThrough: [Bool] = [], section: Int?) {
        self.starts = starts
        self.ownsRange = ownsRange
        self.passThrough = passesThrough
        self.section = section
    }

    /// How many pass-through flags there are: none, or one per child.
    var passThroughCount: Int { passThrough.count }

    /// Whether routing passes through child `position` (which must exist) to its children: a
    /// plain ``CascadingRangeTableDelegate``, as measured.
    @inline(__always)
    func passesThrough(_ position: Int) -> Bool {
        position < passThrough.count && passThrough[position]
    }

    /// The number of units of all children together.
    var total: Int { starts[starts.count - 1] }

    /// The number of children.
    var count: Int { starts.count - 1 }

    /// How many units child `position` (which must exist) has.
    func units(ofChildAt position: Int) -> Int { starts[position + 1] - starts[position] }

    /// Where child `position` starts and how many units it has, as measured; nil when there is no
    /// such child.
    func span(ofChildAt position: Int) -> ChildSpan? {
        guard position >= 0 && position < count else { return nil }
        return ChildSpan(start: starts[position], count: units(ofChildAt: position), measured: true)
    }

    /// The child that owns `unit`, `unit` counted from that child's first unit, and whether the
    /// child owns a range; nil when no child owns `unit` (negative or past the end).
    ///
    /// - Complexity: O(1) when `unit` is in the child found last or the one after it; otherwise
    ///   O(log *k*).
    @inline(__always)
    mutating func lookUp(_ unit: Int) -> (position: Int, offset: Int, ownsRange: Bool)? {
        if unit >= hitStart && unit < hitEnd {
            return (hitPosition, unit - hitStart, hitOwnsRange)
        }
        return lookUpOutsideLastHit(unit)
    }

    /// ``lookUp(_:)`` for a unit of another child than the one found last; remembers the child.
    @inline(never)
    private mutating func lookUpOutsideLastHit(_ unit: Int) -> (position: Int, offset: Int, ownsRange: Bool)? {
        guard let position = child(owning: unit) else { return nil }
        hitPosition = position
        hitStart = starts[position]
        hitEnd = starts[position + 1]
        hitOwnsRange = ownsRange[position]
        return (position, unit - hitStart, hitOwnsRange)
    }

    /// The child that owns `unit`, or nil when no child does (negative or past the end).
    ///
    /// - Complexity: O(1) when `unit` is in the child found last or the one after it; otherwise
    ///   O(log *k*).
    mutating func child(owning unit: Int) -> Int? {
        guard unit >= 0, unit < total else { return nil }
        if owns(lastHit, unit) { return lastHit }
        if owns(lastHit + 1, unit) {
            lastHit += 1
            return lastHit
        }
        // The last child whose start is at most `unit`: children of 0 units share their start
        // with the next child, so the search passes over them.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle + 1] <= unit { low = middle + 1 } else { high = middle }
        }
        lastHit = low
        return low
    }

    /// Whether child `position` exists and owns `unit`.
    private func owns(_ position: Int, _ unit: Int) -> Bool {
        position < count && starts[position] <= unit && unit < starts[position + 1]
    }
}
