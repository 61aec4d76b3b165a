import CascadingTableDelegate
import Foundation

/// Explores a screen as a user would: plays seeded random sessions of user actions on its table and
/// checks the screen after each one. A failure is shrunk to a minimal sequence of actions and
/// reported at the caller's line, as Swift statements to paste into a regular test.
///
/// ```swift
/// @MainActor
/// func testTheInboxSurvivesItsUsers() async {
///     exploreTable({ InboxScreen() }, table: \.table) { screen in
///         guard screen.table.numberOfRows(inSection: 0) == screen.messages.count else {
///             throw ExplorationCheckFailure("the table shows \(screen.table.numberOfRows(inSection: 0)) rows")
///         }
///     }
/// }
/// ```
///
/// Each session builds a fresh screen with `makeScreen`, lays its table out, and plays
/// ``ExplorationOptions/steps`` actions chosen at random among those the screen offers at that
/// moment (see ``ExplorationActionKind``), and the user's own actions
/// (``ExplorationOptions/userActions``). After the screen is built and after every action it
/// checks, in order:
/// - that no table reported a diagnostic (as `withStrictTableDiagnostics` does);
/// - every invariant check of the table and of the tree attached to it;
/// - `check`, which throws to fail (``ExplorationCheckFailure`` carries a message): compare the
///   screen with the model here. Throw rather than assert: the closure runs again on every replay
///   of the shrinking, and an assertion would fail the test for each.
///
/// On the first failure the session is shrunk: actions are removed and simplified while the session,
/// replayed on a fresh screen from `makeScreen`, still fails the same way. One failure is recorded,
/// at the caller's line, in the framework that runs the test (Swift Testing or XCTest): the seed and
/// action number, the failure, the minimal sequence as Swift statements (`table.userScroll(by: 240)`,
/// `table.tapRow(at: IndexPath(row: 3, section: 1))`, ...), and the table's snapshot before the last
/// of them. A session runs the same from the same seed, on any machine: set `TABLE_EXPLORATION_SEED`
/// or ``ExplorationOptions/seed`` to replay one.
///
/// `makeScreen` must build the same screen each time, and the screen must do the same thing for the
/// same actions (seed its own randomness in `makeScreen`), or shrinking cannot replay the failure.
/// A table in the default `.log` diagnostics mode is made `.silent` during the exploration, so that
/// replays do not print: its reports are the exploration's failures.
///
/// - Parameters:
///   - makeScreen: Builds a fresh screen; called for each session and each replay.
///   - table: The table of the screen to explore.
///   - options: How many actions, from which seed, of which kinds. Options that cannot be explored
///     (negative steps, no sessions) fail the test and explore nothing.
///   - check: The user's own check after each action; throws to fail. Checks nothing by default.
///   - fileID: The calling file's ID, for Swift Testing; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The line the failure is reported at; leave the default.
///   - column: The column the failure is reported at, for Swift Testing; leave the default.
/// - Complexity: O(*sessions* × *steps*) actions and checks when nothing fails; shrinking replays
///   at most ``ExplorationOptions/shrinkingReplayLimit`` sessions.
@MainActor
public func exploreTable<Screen>(
    _ makeScreen: @MainActor () -> Screen,
    table: KeyPath<Screen, TableView>,
    options: ExplorationOptions = ExplorationOptions(),
    check: @MainActor (Screen) throws -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    exploreTable(
        makeScreen, table: table, options: options, checksInvariants: true, check: check,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``exploreTable(_:table:options:check:fileID:filePath:line:column:)``, with the invariant
/// checks after each action left out when `checksInvariants` is false: for the benchmark that
/// times exploration's own path (`explore-demo-page`), not for users, whose explorations always
/// check.
@MainActor
package func exploreTable<Screen>(
    _ makeScreen: @MainActor () -> Screen,
    table: KeyPath<Screen, TableView>,
    options: ExplorationOptions,
    checksInvariants: Bool,
    check: @MainActor (Screen) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard options.problems.isEmpty else {
        for problem in options.problems {
            TestFailure.record(problem + " Nothing was explored.", at: location)
        }
        return
    }
    let (seed, problem) = options.firstSeed(environment: ProcessInfo.processInfo.environment)
    if let problem {
        TestFailure.record(problem, at: location)
    }
    withoutActuallyEscaping(makeScreen) { makeScreen in
        withoutActuallyEscaping(check) { check in
            let runner = ExplorationRunner(
                makeScreen: makeScreen, table: table, check: check, userActions: options.userActions,
                checksInvariants: checksInvariants)
            if let message = explore(with: runner, options: options, seed: seed) {
                TestFailure.record(message, at: location)
            }
        }
    }
}

/// Plays the sessions of an exploration; the failure message of the first that fails, or nil.
@MainActor
private func explore<Screen>(with runner: ExplorationRunner<Screen>, options: ExplorationOptions, seed: UInt64)
    -> String?
{
    let chooser = ExplorationChooser(options: options)
    for session in 0..<options.sessions {
        let sessionSeed = seed &+ UInt64(session)
        let outcome = runner.run(seed: sessionSeed, steps: options.steps, chooser: chooser)
        guard let failure = outcome.failure else { continue }
        var minimal = outcome.played
        var replays = 0
        if failure.kind != .misuse, !minimal.isEmpty {
            var shrinker = ExplorationShrinker(
                runner: runner, kind: failure.kind, replayLimit: options.shrinkingReplayLimit)
            minimal = shrinker.shrink(minimal)
            replays = shrinker.replays
        }
        // Once more with snapshots, for the table before the last action; a screen that does not
        // fail again is not deterministic, and the sequence found is printed as it is.
        let final = runner.replay(minimal, snapshots: true)
        let report = ExplorationReport(
            seed: sessionSeed, session: session, sessions: options.sessions, failure: failure,
            originalLength: outcome.played.count, minimal: final.failure == nil ? minimal : final.played,
            minimalFailure: final.failure
                ?? ExplorationFailure(
                    kind: failure.kind,
                    message: "Nothing, on the last replay: the screen does not do the same for the same actions."),
            snapshot: final.snapshotBeforeFailure, replays: replays, userActions: options.userActions)
        return report.message
    }
    return nil
}
