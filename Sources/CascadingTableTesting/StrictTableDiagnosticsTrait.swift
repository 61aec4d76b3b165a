import CascadingTableDelegate
import Testing

/// A Swift Testing trait that makes every table diagnostic a failure of the test: `.strictTableDiagnostics`.
///
/// ```swift
/// @Test(.strictTableDiagnostics) @MainActor
/// func loadingMoreIsOneValidBatch() async { ... }
///
/// @Suite(.strictTableDiagnostics) @MainActor
/// struct ReviewTests { ... }            // every test of the suite, and of its nested suites
/// ```
///
/// Each report that any table makes while the test runs becomes an issue with the report's
/// message, as `withStrictTableDiagnostics` does for a block. The issue is recorded at the test's
/// declaration (the trait cannot know the line that caused the report; the message names the
/// problem); wrap the lines in `withStrictTableDiagnostics` to have issues at them. The scope is
/// the test's task, so tests running in parallel do not hear each other's tables.
public struct StrictTableDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    /// True: on a suite, the trait applies to each of its tests, so that each issue is recorded at
    /// its own test.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with every table diagnostic recorded as an issue.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, or nil for a suite.
    ///   - function: Runs the test or suite.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let source = test.sourceLocation
        let observer: TableDiagnosticsObservation.Observer = { diagnostic in
            Issue.record(Comment(rawValue: StrictDiagnostics.message(for: diagnostic)), sourceLocation: source)
        }
        try await TableDiagnosticsObservation.withObserver(observer) {
            try await function()
        }
    }
}

extension Trait where Self == StrictTableDiagnosticsTrait {
    /// Every table diagnostic reported while the test runs fails it, with the report's message; on
    /// a suite, in each of its tests. See ``StrictTableDiagnosticsTrait``.
    public static var strictTableDiagnostics: Self { StrictTableDiagnosticsTrait() }
}
