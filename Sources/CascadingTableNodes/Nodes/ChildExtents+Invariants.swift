import CascadingTableCollections
import Foundation

extension ChildExtents {
    /// Checks where the children start and the last look-up's cache, noting each problem in
    /// `report`: the starts begin at 0 and never go down; there is one
    /// range flag (and, if any, one pass-through flag) per child; the child found last, and the
    /// units remembered for it, are a child's.
    ///
    /// - Complexity: O(*k*) for *k* children.
    func checkInvariants(into report: inout InvariantReport) {
        report.note(
            starts.first == 0 ? nil : "ChildExtents: the first child starts at \(starts.first as Any), not 0")
        for position in 0..<count {
            report.note(
                starts[position] <= starts[position + 1]
                    ? nil : "ChildExtents: child \(position) starts at \(starts[position]), after the next one")
        }
        report.note(
            ownsRange.count == count ? nil : "ChildExtents: \(ownsRange.count) range flags for \(count) children")
        report.note(
            passThroughCount == 0 || passThroughCount == count
                ? nil : "ChildExtents: \(passThroughCount) pass-through flags for \(count) children")
        report.note(
            lastHit >= 0 && (count == 0 || lastHit < count)
                ? nil : "ChildExtents: the child found last, \(lastHit), is not one of \(count)")
        guard hitEnd > hitStart else { return }
        report.note(
            hitPosition < count && starts[hitPosition] == hitStart && starts[hitPosition + 1] == hitEnd
                && ownsRange[hitPosition] == hitOwnsRange
                ? nil : "ChildExtents: the units remembered for child \(hitPosition) are not its units")
    }
}
