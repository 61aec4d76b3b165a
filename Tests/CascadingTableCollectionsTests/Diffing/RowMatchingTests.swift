import CascadingTableCollections
import CascadingTestSupport
import XCTest

/// ``SectionFinger`` and ``RowMatching``: a row's section from its position among all rows, in
/// any order of asking, with empty sections anywhere; matches noted both ways.
final class RowMatchingTests: XCTestCase {
    /// The section of `position` by a linear scan: the last section that starts at or before it
    /// and is not empty.
    private func scannedSection(of position: Int, counts: [Int]) -> Int {
        var start = 0
        for (section, count) in counts.enumerated() {
            if position < start + count { return section }
            start += count
        }
        return -1
    }

    func testTheFingerFindsEverySectionInAnyOrder() {
        var random = SeededGenerator(seed: 0xF16E)
        for _ in 0..<TestScale.steps(10_000) {
            let counts = (0..<Int.random(in: 1...8, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let total = counts.reduce(0, +)
            guard total > 0 else { continue }
            let matching = RowMatching(oldCounts: counts, newCounts: [])
            var finger = SectionFinger(starts: matching.oldStarts)
            // In order, backwards, then at random: each path of the finger.
            let orders = [
                Array(0..<total), Array((0..<total).reversed()),
                (0..<total).map { _ in Int.random(in: 0..<total, using: &random) },
            ]
            for order in orders {
                for position in order {
                    XCTAssertEqual(
                        finger.section(of: position), scannedSection(of: position, counts: counts),
                        "row \(position) of sections of \(counts) rows")
                }
            }
        }
    }

    func testMatchesAreNotedBothWays() {
        var matching = RowMatching(oldCounts: [2, 0, 1], newCounts: [1, 3])
        XCTAssertEqual(matching.oldStarts, [0, 2, 2, 3])
        XCTAssertEqual(matching.newStarts, [0, 1, 4])
        XCTAssertEqual(matching.oldToNew, [-1, -1, -1])
        XCTAssertEqual(matching.newToOld, [-1, -1, -1, -1])
        matching.match(old: 2, new: 0)
        matching.match(old: 0, new: 3)
        XCTAssertEqual(matching.oldToNew, [3, -1, 0])
        XCTAssertEqual(matching.newToOld, [2, -1, -1, 0])
    }
}
