/// The message of a failed exploration: where it failed, the minimal sequence as Swift statements
/// to paste into a test, the table before the failing action, and how to replay the session.
struct ExplorationReport {
    var seed: UInt64
    var session: Int
    var sessions: Int
    /// The failure of the random session, and how many actions it played (the failing one last).
    var failure: ExplorationFailure
    var originalLength: Int
    /// The shrunk sequence, its failure and the snapshot before its last action.
    var minimal: [ExplorationStep]
    var minimalFailure: ExplorationFailure
    var snapshot: String?
    var replays: Int
    var userActions: [ExplorationUserAction]

    /// The statements of the minimal sequence, one a line, as a test pastes them.
    var statements: [String] {
        minimal.map { $0.statement(userActions: userActions) }
    }

    var message: String {
        var lines = [
            "Exploration failed after action \(originalLength) of the session from seed \(seed)"
                + (sessions > 1 ? " (session \(session + 1) of \(sessions))" : "") + ":",
            failure.message,
        ]
        if originalLength == 0 {
            lines.append("The screen fails as makeScreen builds it, before any action.")
        } else {
            lines.append(
                "Shrunk from \(originalLength) to \(minimal.count) action\(minimal.count == 1 ? "" : "s") "
                    + "(\(replays) replays on fresh screens), which fail with:")
            lines.append(minimalFailure.message)
            lines.append(
                "Paste into a test to reproduce (`screen` is a screen as makeScreen builds it, `table` its table):")
            lines += statements.map { "    " + $0 }
            if let snapshot {
                lines.append("The table before the last action:")
                lines += snapshot.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        lines.append(
            "Replay the whole session with \(ExplorationOptions.seedEnvironmentVariable)=\(seed) or "
                + "ExplorationOptions.seed = \(seed).")
        return lines.joined(separator: "\n")
    }
}
