import CascadingTableNodesTestSupport
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The original library's specs of `canFocusRowAt` on a propagating node
/// (PropagatingTableDelegateFocusSpec). The original left the focus-update methods and the
/// preferred focused row pending, with no expectation.
final class OriginalSpecsFocusTests: XCTestCase {
    @MainActor
    func testCanFocusRowIsRoutedByRowInRowModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("canFocusRowAt", mode: .row, stub: true, defaultValue: false) {
            $0.tableView($1, canFocusRowAt: $2)
        }
    }

    @MainActor
    func testCanFocusRowIsRoutedBySectionInSectionModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("canFocusRowAt", mode: .section, stub: true, defaultValue: false) {
            $0.tableView($1, canFocusRowAt: $2)
        }
    }
}
