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
///
/// The task-local storage itself is private, reached only through the functions below: pushing a
/// value on a `package` task-local from another module of the package crashed in release builds
/// (in `swift_task_localValuePush`, on a null key); with the storage private to this module, only
/// this module's code touches it.
package enum TableDiagnosticsObservation {
    /// Hears one report, on the main actor, in the task that made it.
    package typealias Observer = @MainActor @Sendable (TableViewDiagnostic) -> Void

    @TaskLocal private static var current: Observer?

    /// The observer of the innermost scope, or nil outside every scope.
    package static var observer: Observer? { current }

    /// Runs `body` with `observer` hearing every report made in the current task, in place of an
    /// outer scope's observer.
    ///
    /// - Parameters:
    ///   - observer: The observer, or nil for none.
    ///   - body: The code to run.
    /// - Returns: What `body` returns.
    package static func withObserver<R>(_ observer: Observer?, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(observer, operation: body)
    }

    /// Runs an `async` body with `observer` hearing every report made in the current task, in
    /// place of an outer scope's observer.
    ///
    /// - Parameters:
    ///   - observer: The observer, or nil for none.
    ///   - isolation: The caller's isolation, which `body` keeps.
    ///   - body: The code to run.
    /// - Returns: What `body` returns.
    package static func withObserver<R>(
        _ observer: Observer?, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await $current.withValue(observer, operation: body, isolation: isolation)
    }
}
