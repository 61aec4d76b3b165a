import CascadingTestSupport
import XCTest

/// Seeded model checking of composed trees: sections, rows, ranges of rows and ranges of sections
/// mixed up to four levels deep, changed by local updates (alone, merged in one batch, asked for
/// during a tap), scrolled and reloaded, with every invariant checked after each operation. A
/// failure names its seed and step and replays exactly with that seed.
///
/// 40 seeds x 250 operations = 10,000 operations for the updates test and as many for the
/// gestures test, times `CASCADING_TEST_SCALE` (``TestScale``); each prints its figure.
/// `CASCADING_MODEL_OPERATIONS` (per test, instead of the scaled 10,000) and `CASCADING_MODEL_SEED`
/// (first seed) ask for a different run.
final class CompositionModelCheckingTests: XCTestCase {
    static let operationsPerSeed = 250

    /// Runs the mixed-tree checker over the configured seeds; fails with the first failures.
    @MainActor
    static func runSeeds(
        gestures: Bool, operations: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["CASCADING_MODEL_OPERATIONS"].flatMap(Int.init) ?? TestScale.steps(operations)
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
        print(
            "Composition model check\(gestures ? " with gestures" : ""): \(checked) operations over \(seeds) seeds "
                + "from seed \(firstSeed), invariants held")
    }

    @MainActor
    func testLocalUpdatesInMixedTreesKeepTableAndModelInStep() async {
        Self.runSeeds(gestures: false, operations: 10_000)
    }
}
