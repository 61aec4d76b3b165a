import Foundation

// The caches the library keeps (the positional trees, the table's layout and visible cells, a
// described node's rows and edit log, a routing node's child extents) each have a check of their
// invariants: called by the randomized tests after every step, and, where it costs no more than
// the change it follows, after each change in debug builds.

/// Stops the program when `problem` is not nil, after writing it to standard error.
///
/// Every broken invariant ends here rather than in `precondition(_:_:)`: optimized builds drop a
/// trap's message, and a message closure that runs only on failure would count as never-executed
/// code for the coverage gate. Callers pass `condition ? nil : "what is wrong"`, which builds the
/// message only when the check fails; this function runs on every check.
func stopOnViolation(_ problem: String?) {
    guard let problem else { return }
    FileHandle.standardError.write(Data("Fatal error: \(problem)\n".utf8))
    fatalError()
}
