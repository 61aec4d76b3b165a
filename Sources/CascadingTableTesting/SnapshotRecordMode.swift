import Foundation

/// When `assertTableSnapshot` writes a reference, read from the environment variable
/// `TABLE_SNAPSHOT_RECORD`.
enum SnapshotRecordMode: Equatable, Sendable {
    /// Only a missing reference is written (and the assertion fails). The default: the variable
    /// is unset, empty or `missing`.
    case missing
    /// Every reference is written again (and every assertion fails): `TABLE_SNAPSHOT_RECORD=all`.
    case all

    /// The environment variable that sets the mode.
    static let environmentVariable = "TABLE_SNAPSHOT_RECORD"

    /// The mode an environment asks for, or nil (with the value) when the value means nothing.
    static func parse(_ environment: [String: String]) -> Result<SnapshotRecordMode, UnknownValue> {
        switch environment[environmentVariable] ?? "" {
        case "", "missing": .success(.missing)
        case "all": .success(.all)
        case let value: .failure(UnknownValue(value: value))
        }
    }

    /// A value of `TABLE_SNAPSHOT_RECORD` that names no mode.
    struct UnknownValue: Error, Equatable {
        var value: String

        var message: String {
            "\(SnapshotRecordMode.environmentVariable)=\(value) names no record mode: use all, or missing (the "
                + "default); the snapshot was checked as with missing."
        }
    }

    /// For the module's own tests: a mode that replaces the environment's in the current task,
    /// since the environment is shared by tests that run at the same time. Reached through
    /// `withOverride(_:_:)`, as `TableDiagnosticsObservation` is, for the same reason.
    @TaskLocal private static var override: SnapshotRecordMode?

    /// Runs `body` with `mode` in place of the environment's, in the current task.
    static func withOverride<R>(_ mode: SnapshotRecordMode, _ body: () throws -> R) rethrows -> R {
        try $override.withValue(mode, operation: body)
    }

    /// The mode in effect: the task's override, or the process environment's (its problem, if the
    /// value is unknown, to report).
    static func current() -> Result<SnapshotRecordMode, UnknownValue> {
        override.map { .success($0) } ?? parse(ProcessInfo.processInfo.environment)
    }
}
