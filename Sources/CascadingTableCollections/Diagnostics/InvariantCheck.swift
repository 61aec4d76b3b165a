import Foundation

// The caches the library keeps (the positional trees, the table's layout and visible cells, a
// described node's rows and edit log, a routing node's child extents) each have a check of their
// invariants. A check reports what it finds; it never stops the program by itself:
// - users call the checks from their tests (`TableView.invariantViolations()`,
//   `invariantViolations(ofTreeUnder:)`, or the assertions of CascadingTableTesting), and a
//   violation is a test failure there;
// - the library's own test runs compile with `CASCADING_INTERNAL_CHECKS` (run_tests.sh sets it),
//   which also runs the cheap checks after each change and stops on a violation, as
//   swift-collections does under its internal-checks flag. A user's build, debug or release,
//   never runs them.

/// The broken invariants one check found, in the order it found them.
package struct InvariantReport {
    /// What is wrong, one message per broken invariant.
    package private(set) var violations: [String] = []

    package init() {}

    /// Notes `problem` when it is not nil.
    ///
    /// Callers pass `condition ? nil : "what is wrong"`, which builds the message only when the
    /// check fails; a message closure that runs only on failure would count as never-executed
    /// code for the coverage gate.
    package mutating func note(_ problem: String?) {
        guard let problem else { return }
        violations.append(problem)
    }

    /// Runs `check` on a new report and returns what it found.
    package static func collect(_ check: (inout InvariantReport) -> Void) -> [String] {
        var report = InvariantReport()
        check(&report)
        return report.violations
    }
}

#if CASCADING_INTERNAL_CHECKS
    /// Runs `check` and stops the program on a violation. Compiled only into the library's own
    /// test runs (the `CASCADING_INTERNAL_CHECKS` condition), never into a user's build.
    package func internalCheck(_ check: (inout InvariantReport) -> Void) {
        let violations = InvariantReport.collect(check)
        guard !violations.isEmpty else { return }
        FileHandle.standardError.write(Data("Internal check failed: \(violations.joined(separator: "; "))\n".utf8))
        fatalError()
    }
#endif

/// Stops the program when `problem` is not nil: a precondition of the library's own internal
/// structures, which only a bug of the library can break (as an array index out of range can),
/// never a user's input, which is validated before it reaches them.
///
/// Not `precondition(_:_:)`: optimized builds drop a trap's message.
@usableFromInline
func requireInternally(_ problem: String?) {
    guard let problem else { return }
    FileHandle.standardError.write(Data("Fatal error: \(problem)\n".utf8))
    fatalError()
}
