import CascadingTableView
import XCTest

/// The original library's specs of the header and footer views on a propagating node
/// (PropagatingTableDelegateHeaderFooterSpec): routed by section in `.section` mode only, the
/// child's view returned as it is.
final class OriginalSpecsHeaderFooterTests: XCTestCase {
    @MainActor
    func testHeaderViewIsRoutedBySectionInSectionModeOnlyAndDefaultsToNil() async {
        let view = TableViewHeaderFooterView()
        assertOriginalSectionSpec(
            "viewForHeaderInSection", stubbing: view, answers: ObjectIdentifier?(ObjectIdentifier(view)),
            defaultValue: nil
        ) {
            $0.tableView($1, viewForHeaderInSection: $2).map(ObjectIdentifier.init)
        }
    }

    @MainActor
    func testFooterViewIsRoutedBySectionInSectionModeOnlyAndDefaultsToNil() async {
        let view = TableViewHeaderFooterView()
        assertOriginalSectionSpec(
            "viewForFooterInSection", stubbing: view, answers: ObjectIdentifier?(ObjectIdentifier(view)),
            defaultValue: nil
        ) {
            $0.tableView($1, viewForFooterInSection: $2).map(ObjectIdentifier.init)
        }
    }
}
