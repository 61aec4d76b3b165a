import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// The original library's specs of the optional data source methods on a propagating node
/// (PropagatingTableDelegateDataSourceOptionalSpec): the number of sections, the header and footer
/// titles, `canEditRowAt`, `canMoveRowAt` and `commit`. The original left the section index titles
/// and `moveRowAt` pending, with no expectation.
///
/// Each test covers the contexts the original states for one method in one mode: an index past
/// the children, the child that does not implement the method, and the child that does.
final class OriginalSpecsDataSourceOptionalTests: XCTestCase {
    // MARK: - numberOfSections(in:)

    @MainActor
    func testSectionModeHasOneSectionPerChild() async {
        let tree = OriginalSpecTree(mode: .section)
        XCTAssertEqual(tree.node.numberOfSections(in: tree.table), tree.node.childDelegates.count)
        XCTAssertEqual(tree.node.numberOfSections(in: tree.table), 2)
    }

    @MainActor
    func testRowModeHasNoSections() async {
        let tree = OriginalSpecTree(mode: .row)
        XCTAssertEqual(tree.node.numberOfSections(in: tree.table), 0)
    }

    // MARK: - Titles

    @MainActor
    func testTitleForHeaderIsRoutedBySectionInSectionModeOnly() async {
        assertOriginalSectionSpec("titleForHeaderInSection", stub: String?("Hello!"), defaultValue: nil) {
            $0.tableView($1, titleForHeaderInSection: $2)
        }
    }

    @MainActor
    func testTitleForFooterIsRoutedBySectionInSectionModeOnly() async {
        assertOriginalSectionSpec("titleForFooterInSection", stub: String?("Goodbye!"), defaultValue: nil) {
            $0.tableView($1, titleForFooterInSection: $2)
        }
    }

    // MARK: - canEditRowAt

    @MainActor
    func testCanEditRowIsRoutedByRowInRowModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("canEditRowAt", mode: .row, stub: true, defaultValue: false) {
            $0.tableView($1, canEditRowAt: $2)
        }
    }

    @MainActor
    func testCanEditRowIsRoutedBySectionInSectionModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("canEditRowAt", mode: .section, stub: true, defaultValue: false) {
            $0.tableView($1, canEditRowAt: $2)
        }
    }

    // MARK: - canMoveRowAt

    @MainActor
    func testCanMoveRowIsRoutedByRowInRowModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("canMoveRowAt", mode: .row, stub: true, defaultValue: false) {
            $0.tableView($1, canMoveRowAt: $2)
        }
    }

    @MainActor
    func testCanMoveRowIsRoutedBySectionInSectionModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("canMoveRowAt", mode: .section, stub: true, defaultValue: false) {
            $0.tableView($1, canMoveRowAt: $2)
        }
    }

    // MARK: - commit(_:forRowAt:)

    @MainActor
    func testCommitIsToldToTheChildOfTheRowInRowModeWithTheSameEditingStyle() async {
        assertOriginalIndexPathNotificationSpec("commit", mode: .row, argumentPrefix: "none, ") {
            $0.tableView($1, commit: .none, forRowAt: $2)
        }
    }

    @MainActor
    func testCommitIsToldToTheChildOfTheSectionInSectionModeWithTheSameEditingStyle() async {
        assertOriginalIndexPathNotificationSpec("commit", mode: .section, argumentPrefix: "none, ") {
            $0.tableView($1, commit: .none, forRowAt: $2)
        }
    }
}
