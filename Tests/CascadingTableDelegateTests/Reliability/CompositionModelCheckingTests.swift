import CascadingTableDelegate
import XCTest

/// Seeded model checking of composed trees: sections, rows, ranges of rows and ranges of sections
/// mixed up to four levels deep, changed by local updates (alone, merged in one batch, asked for
/// during a tap), scrolled and reloaded, with every invariant checked after each operation. A
/// failure names its seed and step and replays exactly with that seed.
///
/// 30 seeds x 250 operations = 7,500 operations for the updates test (10,000 before the heights
/// were real and every cache was checked after each operation, which made one cost more) and
/// 20 x 250 = 5,000 for the gestures test (about 10 s and 7 s in a debug build with the internal
/// checks on, on a loaded machine). `CASCADING_MODEL_OPERATIONS` (per test)
/// and `CASCADING_MODEL_SEED` (first seed) ask for a longer or different run.
final class CompositionModelCheckingTests: XCTestCase {
    static let operationsPerSeed = 250

    /// Runs the mixed-tree checker over the configured seeds; fails with the first failures.
    @MainActor
    static func runSeeds(
        gestures: Bool, operations: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["CASCADING_MODEL_OPERATIONS"].flatMap(Int.init) ?? operations
        let firstSeed = environment["CASCADING_MODEL_SEED"].flatMap(UInt64.init) ?? 1
        let seeds = max(1, total / operationsPerSeed)
        var checked = 0
        for seed in firstSeed..<(firstSeed + UInt64(seeds)) {
            let checker = MixedModelChecker(seed: seed, gestures: gestures)
            checked += checker.run(operations: operationsPerSeed)
            if !checker.failures.isEmpty {
                return XCTFail(checker.failures.prefix(5).joined(separator: "\n"), file: file, line: line)
            }
        }
        XCTAssertEqual(checked, seeds * operationsPerSeed, file: file, line: line)
    }

    @MainActor
    func testLocalUpdatesInMixedTreesKeepTableAndModelInStep() async {
        Self.runSeeds(gestures: false, operations: 7_500)
    }
}
