import CascadingTableDelegate
import CascadingTableTesting
import DestinationDemo
import Foundation

/// The exploration case: `exploreTable` on the demo's destination page, as `DemoExplorationTests`
/// runs it (the same screen, the default options and weights, the same check after each action).
///
/// - `explore-demo-page`: sessions of 200 random user actions, each session on a fresh page; after
///   each action the exploration's own checks (the tables' diagnostics, `invariantViolations(ofTreeUnder:)`
///   of the tree and table) and the test's (every section's count against the tree's, the visible
///   review rows against the list). The time is the whole `exploreTable` call, the pages' building
///   included; `n` is the actions played, and the line adds the actions per second. Its target is
///   a rate (``rateTargets``), not a ratio.
@MainActor
func runExploreCases(_ options: BenchOptions, report: BenchReport) {
    let name = "explore-demo-page"
    guard options.includes(name) else { return }
    var exploration = ExplorationOptions()
    exploration.seed = ExplorationOptions.defaultSeed
    exploration.sessions = options.quick ? 2 : 10
    let runs = options.quick ? 3 : 11
    var checks = 0
    let explore = {
        exploreTable(
            { DestinationPage(traced: false) }, table: \.table, options: exploration,
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
        report.summarize("\(name): \(actions) actions played of \(exploration.sessions * exploration.steps); not timed.")
        return
    }
    let median = medianNanoseconds(runs: runs, explore)
    var result = BenchResult(name: name, size: actions, medianNanoseconds: median)
    result.perSecond = Double(actions) / (median / 1e9)
    report.add(result)
    report.summarize(
        String(
            format: "exploration: %.0f user actions a second on the demo's page (target >= 20,000).",
            result.perSecond ?? 0))
}

/// `DemoExplorationTests`'s check of the destination page after an action.
@MainActor
private func checkDemoPage(_ page: DestinationPage) throws {
    for section in 0..<page.table.numberOfSections {
        let told = page.table.numberOfRows(inSection: section)
        let answered = page.root.tableView(page.table, numberOfRowsInSection: section)
        if told != answered {
            throw ExplorationCheckFailure("section \(section) shows \(told) rows; the tree has \(answered)")
        }
    }
    let reviews = 4
    for row in page.table.indexPathsForVisibleRows ?? [] where row.section == reviews && row.row >= 1 {
        let position = row.row - 1
        guard position < page.reviews.reviews.count else { continue }
        let author = page.reviews.reviews[position].review.author
        if let text = page.table.cellForRow(at: row)?.text, !text.contains(author) {
            throw ExplorationCheckFailure("review row \(row.row) shows \(text), not the review by \(author)")
        }
    }
}
