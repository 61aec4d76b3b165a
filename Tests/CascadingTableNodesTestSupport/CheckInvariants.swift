import CascadingTableNodes
import XCTest

/// Fails the current XCTest test once for each broken invariant of the tree under `root` and of
/// the table it serves (`invariantViolations(ofTreeUnder:)`), at the caller's line.
///
/// The layer test targets' form of the test-support product's `checkInvariants(ofTreeUnder:)`:
/// that product is built on the umbrella module, which a layer's tests must not depend on.
@MainActor
package func checkInvariants(
    ofTreeUnder root: any CascadingTableDelegate, file: StaticString = #filePath, line: UInt = #line
) {
    for violation in invariantViolations(ofTreeUnder: root) {
        XCTFail("Broken invariant: \(violation)", file: file, line: line)
    }
}
