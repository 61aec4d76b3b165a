import CascadingTableDelegate

/// Fails the current test for each broken invariant of the tree under `root` and of the table it
/// serves: the caches of every routing and described node, and the table's layout, visible cells
/// and selection (see `invariantViolations(ofTreeUnder:)`).
///
/// ```swift
/// page.loadMoreReviews()
/// checkInvariants(ofTreeUnder: page.root)
/// ```
///
/// Call it after any step of a test. The checks never stop the test run: each violation is a
/// failure at the line of this call, in the framework that runs the test (Swift Testing when a
/// Swift Testing test is running, XCTest otherwise). A violation is a bug of the library: please
/// report it with the steps that led to it.
///
/// - Parameters:
///   - root: The root of a tree of nodes.
///   - fileID: The calling file's ID, for Swift Testing; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The line failures are reported at; leave the default.
///   - column: The column failures are reported at, for Swift Testing; leave the default.
/// - Complexity: O(*n*) for the tree's nodes and rows.
@MainActor
public func checkInvariants(
    ofTreeUnder root: any CascadingTableDelegate,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    recordViolations(invariantViolations(ofTreeUnder: root), at: location)
}

/// Fails the current test for each broken invariant of `table`: its layout, the cells and views on
/// screen, and its selection (see `TableView.invariantViolations()`).
///
/// Call it after any step of a test, for a table served by any data source. The checks never stop
/// the test run: each violation is a failure at the line of this call, in the framework that runs
/// the test. For a table served by a tree of nodes, `checkInvariants(ofTreeUnder:)` checks the
/// nodes too.
///
/// - Parameters:
///   - table: The table.
///   - fileID: The calling file's ID, for Swift Testing; leave the default.
///   - filePath: The calling file's path; leave the default.
///   - line: The line failures are reported at; leave the default.
///   - column: The column failures are reported at, for Swift Testing; leave the default.
/// - Complexity: O(*n*) for *n* rows.
@MainActor
public func checkInvariants(
    of table: TableView,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    recordViolations(table.invariantViolations(), at: location)
}

/// Records one failure per violation at `location`.
private func recordViolations(_ violations: [String], at location: CallerLocation) {
    for violation in violations {
        TestFailure.record("Broken invariant: \(violation)", at: location)
    }
}
