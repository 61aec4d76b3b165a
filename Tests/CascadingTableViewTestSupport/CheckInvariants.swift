import CascadingTableView
import XCTest

/// Fails the current XCTest test once for each broken invariant of `table` (its layout, visible
/// cells and selection: `TableView.invariantViolations()`), at the caller's line.
///
/// The layer test targets' form of the test-support product's `checkInvariants(of:)`: that product
/// is built on the umbrella module, which a layer's tests must not depend on.
@MainActor
package func checkInvariants(of table: TableView, file: StaticString = #filePath, line: UInt = #line) {
    for violation in table.invariantViolations() {
        XCTFail("Broken invariant: \(violation)", file: file, line: line)
    }
}
