import CascadingTableDelegate
import CascadingTableTesting
import DestinationDemo
import Foundation

/// The exploration case: `exploreTable` on the demo's destination page, as `DemoExplorationTests`
/// runs it (the same screen, the default options and weights, the same check after each action).
///
/// - `explore-demo-page`: 10 sessions of 200 random user actions, each session on a fresh page;
///   after each action the tables' diagnostics and the test's check (every section's count against
///   the tree's, the visible review rows against the list), but not the invariant checks of the
///   tree and table (`invariantViolations(ofTreeUnder:)`, which walk every row): this times
///   exploration's own path, the gestures and the table's work. The time is the whole
///   `exploreTable` call, the pages' building included; `n` is the actions played, and the line adds
///   the actions per second. Its target is a rate (``rateTargets``), not a ratio.
/// - `explore-demo-page-checked`: the same with the invariant checks after each action, as users'
///   explorations run (no target).
@MainActor
func runExploreCases(_ options: BenchOptions, report: BenchReport) {
    // The target's case first: the exploration's own path, its invariant checks left out.
    for (name, checksInvariants) in [("explore-demo-page", false), ("explore-demo-page-checked", true)] {
        guard options.includes(name) else { continue }
        runExploration(name: name, checksInvariants: checksInvariants, options, report: report)
    }
}

@MainActor
private func runExploration(name: String, checksInvariants: Bool, _ options: BenchOptions, report: BenchReport) {
    var exploration = ExplorationOptions()
    exploration.seed = ExplorationOptions.defaultSeed
    exploration.sessions = options.quick ? 2 : 10
    let runs = options.quick ? 3 : 11
    var checks = 0
    let explore = {
        exploreTable(
            { DestinationPage(traced: false) }, table: \.table, options: exploration,
            checksInvariants: checksInvariants,
            check: { page in
                checks += 1
                try checkDemoPage(page)
            })
    }
    // One run to count the actions: every session plays all its steps unless one fails, and a
    // failure would be recorded (and printed) by `exploreTable`.
    explore()
    let actions = checks - exploration.sessions
    guard actions == exploration.sessions * exploration.steps else {
        report.summarize(
            "\(name): \(actions) actions played of \(exploration.sessions * exploration.steps); not timed.")
        return
    }
    let median = medianNanoseconds(runs: runs, explore)
    var result = BenchResult(name: name, size: actions, medianNanoseconds: median)
    result.perSecond = Double(actions) / (median / 1e9)
    report.add(result)
    report.summarize(
        String(
            format: "exploration: %.0f user actions a second on the demo's page, %@.", result.perSecond ?? 0,
            checksInvariants
                ? "the invariant checks after each action included (no target)"
                : "without the invariant checks (target >= 20,000)"))
}

/// `DemoExplorationTests`'s check of the destination page after an action.
@MainActor
private func checkDemoPage(_ page: DestinationPage) throws {
    if let mismatch = page.firstMismatch() { throw ExplorationCheckFailure(mismatch) }
}
