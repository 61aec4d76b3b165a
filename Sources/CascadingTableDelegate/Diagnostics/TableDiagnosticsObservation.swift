import Foundation

/// Who else hears the reports that any table makes in the current task: the strict scopes of the
/// `CascadingTableTesting` product (`withStrictTableDiagnostics` and the Swift Testing trait),
/// which turn each report into a test failure.
///
/// A task-local value rather than process-wide state, so that one test's scope never hears the
/// tables of a test running beside it (Swift Testing runs tests in parallel), and so that a scope
/// ends with its body whatever the body throws. The observer is called after the table's own
/// ``TableViewDiagnostics/mode`` has handled the report, which it leaves as it was. Package
/// access: it is the test-support product's hook, not API.
package enum TableDiagnosticsObservation {
    /// Hears one report, on the main actor, in the task that made it.
    package typealias Observer = @MainActor @Sendable (TableViewDiagnostic) -> Void

    /// The observer of the innermost scope, or nil outside every scope.
    @TaskLocal package static var observer: Observer?
}
