import CascadingTableDelegate

/// Runs `body` with every table diagnostic as a test failure: each report that any table makes
/// while `body` runs (an unregistered identifier, an invalid update, a bad height, a node that is
/// not attached, ...) fails the current test with the report's message, at the line of this call.
///
/// ```swift
/// withStrictTableDiagnostics {
///     page.loadMoreReviews()          // an invalid batch in here fails the test
/// }
/// ```
///
/// The tables keep their reports in `diagnostics.reports` too, and their `diagnostics.mode` acts
/// as before (a `.log` table still prints). The failure goes to the framework that runs the test:
/// Swift Testing when a Swift Testing test is running, XCTest otherwise. The scope is the current
/// task (a task-local value): code `body` runs directly, awaits, and tasks it creates with
/// `Task { }` are in it; a detached task, or a callback the run loop makes later, is not. An inner
/// scope replaces an outer one while it runs. For a whole Swift Testing test or suite, use the
/// trait `.strictTableDiagnostics`.
///
/// - Parameters:
///   - fileID: The calling file's ID, for Swift Testing; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The line failures are reported at; leave the default.
///   - column: The column failures are reported at, for Swift Testing; leave the default.
///   - body: The code to run.
/// - Returns: What `body` returns.
@MainActor
public func withStrictTableDiagnostics<R>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> R
) rethrows -> R {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return try TableDiagnosticsObservation.withObserver(StrictDiagnostics.observer(failingAt: location)) {
        try body()
    }
}

/// Runs an `async` body with every table diagnostic as a test failure, at the line of this call:
/// the same as the synchronous `withStrictTableDiagnostics(fileID:filePath:line:column:_:)`, for a
/// body that awaits.
///
/// - Parameters:
///   - fileID: The calling file's ID, for Swift Testing; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The line failures are reported at; leave the default.
///   - column: The column failures are reported at, for Swift Testing; leave the default.
///   - body: The code to run.
/// - Returns: What `body` returns.
@MainActor
public func withStrictTableDiagnostics<R>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () async throws -> R
) async rethrows -> R {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return try await TableDiagnosticsObservation.withObserver(StrictDiagnostics.observer(failingAt: location)) {
        try await body()
    }
}

/// The observer a strict scope installs.
enum StrictDiagnostics {
    /// An observer that fails the current test at `location` for each report.
    static func observer(failingAt location: CallerLocation) -> TableDiagnosticsObservation.Observer {
        { diagnostic in TestFailure.record(message(for: diagnostic), at: location) }
    }

    /// The failure message for a report.
    static func message(for diagnostic: TableViewDiagnostic) -> String {
        "Table diagnostic in strict mode: \(diagnostic.message)"
    }
}
