import CascadingTableNodesTestSupport
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The original library's specs of `indentationLevelForRowAt` on a propagating node
/// (PropagatingTableDelegateIndentationReorderSpec). The original left
/// `targetIndexPathForMoveFromRowAt` pending, with no expectation.
final class OriginalSpecsIndentationReorderTests: XCTestCase {
    @MainActor
    func testIndentationLevelIsRoutedByRowInRowModeAndDefaultsToZero() async {
        assertOriginalIndexPathSpec("indentationLevelForRowAt", mode: .row, stub: 5, defaultValue: 0) {
            $0.tableView($1, indentationLevelForRowAt: $2)
        }
    }

    @MainActor
    func testIndentationLevelIsRoutedBySectionInSectionModeAndDefaultsToZero() async {
        assertOriginalIndexPathSpec("indentationLevelForRowAt", mode: .section, stub: 5, defaultValue: 0) {
            $0.tableView($1, indentationLevelForRowAt: $2)
        }
    }
}
