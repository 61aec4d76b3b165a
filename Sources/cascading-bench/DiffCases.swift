import CascadingTableDelegate
import CascadingTestSupport
import Foundation

/// `diff-<n>` vs `stdlib-diff-<n>`: `ListDifference` against the standard library's
/// `difference(from:).inferringMoves()` on random UUID-like identifiers, with the shapes the
/// Swift diffing libraries publish: 5,000 -> 1,000 deleted, 1,000 inserted, 200 moved; and
/// 100,000 -> 10,000 deleted, 10,000 inserted, 2,000 moved.
@MainActor
func runDiffCases(_ options: BenchOptions, report: BenchReport) {
    let shapes: [(count: Int, changes: Int, moves: Int, target: Double)] =
        options.quick ? [(5_000, 1_000, 200, 0.015)] : [(5_000, 1_000, 200, 0.015), (100_000, 10_000, 2_000, 0.006)]
    for shape in shapes {
        let label = sizeLabel(shape.count)
        guard options.includes("diff-\(label)") || options.includes("stdlib-diff-\(label)") else { continue }
        var generator = SeededGenerator(seed: UInt64(shape.count))
        let (old, new) = makeDiffInput(
            count: shape.count, deletions: shape.changes, insertions: shape.changes, moves: shape.moves,
            using: &generator)
        let stdlibRuns = options.quick ? 1 : (shape.count >= 100_000 ? 3 : 7)
        let baseline = BenchResult(
            name: "stdlib-diff-\(label)", size: shape.count,
            medianNanoseconds: medianNanoseconds(
                runs: stdlibRuns, warmups: options.quick || shape.count >= 100_000 ? 0 : 1
            ) {
                blackHole(new.difference(from: old).inferringMoves())
            })
        let result = BenchResult(
            name: "diff-\(label)", size: shape.count,
            medianNanoseconds: medianNanoseconds(runs: options.quick ? 5 : 31, warmups: 3) {
                blackHole(ListDifference(from: old, to: new))
            },
            baseline: baseline)
        report.add(baseline)
        report.add(result)
        report.summarize(
            String(
                format: "diff %@: %.4f of CollectionDifference's time (target <= %.3f).", label, result.ratio ?? 0,
                shape.target))
    }
}

/// Random identifiers, then the same list with `deletions` removed, `insertions` new ones added and
/// `moves` survivors moved, all at random positions.
func makeDiffInput(
    count: Int, deletions: Int, insertions: Int, moves: Int, using generator: inout SeededGenerator
) -> (old: [String], new: [String]) {
    let old = (0..<count).map { _ in uuidLike(using: &generator) }
    var new = old
    for _ in 0..<deletions {
        new.remove(at: Int.random(in: 0..<new.count, using: &generator))
    }
    for _ in 0..<moves {
        let element = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
    }
    for _ in 0..<insertions {
        new.insert(uuidLike(using: &generator), at: Int.random(in: 0...new.count, using: &generator))
    }
    return (old, new)
}

/// A 36-character identifier shaped like a UUID string, from the seeded generator.
private func uuidLike(using generator: inout SeededGenerator) -> String {
    let high = generator.next()
    let low = generator.next()
    let hex = String(format: "%016llX%016llX", high, low)
    let characters = Array(hex)
    return String(characters[0..<8]) + "-" + String(characters[8..<12]) + "-" + String(characters[12..<16]) + "-"
        + String(characters[16..<20]) + "-" + String(characters[20..<32])
}
