import CascadingTableDelegate
import Foundation

/// Plays sessions on fresh screens: random ones, and replays of a list of actions while a failure
/// is shrunk. Every action is followed by the checks: diagnostics of any table, the invariant checks
/// of the table and its tree, and the user's `check`.
@MainActor
struct ExplorationRunner<Screen> {
    let makeScreen: @MainActor () -> Screen
    let table: KeyPath<Screen, TableView>
    let check: @MainActor (Screen) throws -> Void
    let userActions: [ExplorationUserAction]
    /// Whether the invariant checks run after each action; false only for the benchmark of
    /// exploration's own path.
    var checksInvariants = true

    /// Plays `steps` random actions from `seed`, stopping at the first failure.
    func run(seed: UInt64, steps: Int, chooser: ExplorationChooser) -> ExplorationOutcome {
        var random = ExplorationRandom(seed: seed)
        return play(snapshots: false) { table, index in
            index < steps ? chooser.next(on: table, using: &random) : nil
        }
    }

    /// Replays `steps` on a fresh screen, skipping those the screen does not offer when their turn
    /// comes, and stopping at the first failure.
    ///
    /// - Parameters:
    ///   - steps: The actions.
    ///   - snapshots: Whether to keep the table's snapshot before the failing action (each action
    ///     then costs a snapshot).
    func replay(_ steps: [ExplorationStep], snapshots: Bool = false) -> ExplorationOutcome {
        play(snapshots: snapshots) { _, index in index < steps.count ? steps[index] : nil }
    }

    /// Builds a screen and plays the actions `next` gives (nil ends the session), each followed by
    /// the checks.
    private func play(
        snapshots: Bool, next: (TableView, Int) -> ExplorationStep?
    ) -> ExplorationOutcome {
        let inbox = DiagnosticsInbox()
        let observer: TableDiagnosticsObservation.Observer = { inbox.messages.append($0.message) }
        return TableDiagnosticsObservation.withObserver(observer) {
            let screen = makeScreen()
            let table = screen[keyPath: self.table]
            // A table left in the default mode would print every report of every replay while a
            // failure is shrunk; the reports are the exploration's failures instead.
            if case .log = table.diagnostics.mode {
                table.diagnostics.mode = .silent
            }
            table.layoutIfNeeded()
            if let failure = failure(of: screen, table: table, inbox: inbox) {
                return ExplorationOutcome(played: [], failure: failure)
            }
            var played: [ExplorationStep] = []
            var index = 0
            while let step = next(table, index) {
                index += 1
                guard step.isOffered(on: table) else { continue }
                let before = snapshots ? tableSnapshot(of: table) : nil
                played.append(step)
                if let problem = step.perform(on: table, screen: screen, userActions: userActions) {
                    return ExplorationOutcome(
                        played: played, failure: ExplorationFailure(kind: .misuse, message: problem),
                        snapshotBeforeFailure: before)
                }
                if let failure = failure(of: screen, table: table, inbox: inbox) {
                    return ExplorationOutcome(played: played, failure: failure, snapshotBeforeFailure: before)
                }
            }
            return ExplorationOutcome(played: played, failure: nil)
        }
    }

    /// The checks after an action: the first that fails, or nil.
    private func failure(of screen: Screen, table: TableView, inbox: DiagnosticsInbox) -> ExplorationFailure? {
        if !inbox.messages.isEmpty {
            defer { inbox.messages.removeAll() }
            return ExplorationFailure(
                kind: .diagnostic,
                message: inbox.messages.map { "Table diagnostic: \($0)" }.joined(separator: "\n"))
        }
        let violations = checksInvariants ? explorationInvariantViolations(of: table) : []
        if !violations.isEmpty {
            return ExplorationFailure(
                kind: .invariant,
                message: violations.map { "Invariant violated: \($0)" }.joined(separator: "\n"))
        }
        do {
            try check(screen)
        } catch {
            return ExplorationFailure(kind: .check, message: "The check failed: \(error)")
        }
        return nil
    }
}

/// The reports the tables make during a session, as its strict scope hears them.
@MainActor
private final class DiagnosticsInbox {
    var messages: [String] = []
}
