import CascadingTableNodes
import CascadingTableView
import XCTest

/// The original library's specs of the editing methods on a propagating node
/// (PropagatingTableDelegateEditingSpec), each in both modes.
final class OriginalSpecsEditingTests: XCTestCase {
    // MARK: - editingStyleForRowAt

    @MainActor
    func testEditingStyleIsRoutedByRowInRowModeAndDefaultsToNone() async {
        assertOriginalIndexPathSpec(
            "editingStyleForRowAt", mode: .row, stub: TableViewCell.EditingStyle.insert, defaultValue: .none
        ) { $0.tableView($1, editingStyleForRowAt: $2) }
    }

    @MainActor
    func testEditingStyleIsRoutedBySectionInSectionModeAndDefaultsToNone() async {
        assertOriginalIndexPathSpec(
            "editingStyleForRowAt", mode: .section, stub: TableViewCell.EditingStyle.insert, defaultValue: .none
        ) { $0.tableView($1, editingStyleForRowAt: $2) }
    }

    // MARK: - titleForDeleteConfirmationButtonForRowAt

    @MainActor
    func testDeleteConfirmationTitleIsRoutedByRowInRowModeAndDefaultsToNil() async {
        assertOriginalIndexPathSpec(
            "titleForDeleteConfirmationButtonForRowAt", mode: .row, stub: String?("Remove this"), defaultValue: nil
        ) { $0.tableView($1, titleForDeleteConfirmationButtonForRowAt: $2) }
    }

    @MainActor
    func testDeleteConfirmationTitleIsRoutedBySectionInSectionModeAndDefaultsToNil() async {
        assertOriginalIndexPathSpec(
            "titleForDeleteConfirmationButtonForRowAt", mode: .section, stub: String?("Remove this"), defaultValue: nil
        ) { $0.tableView($1, titleForDeleteConfirmationButtonForRowAt: $2) }
    }

    // MARK: - editActionsForRowAt

    /// The row actions a child answers. `TableViewRowAction` is a struct with a closure, not
    /// `Equatable`: the answers are compared by their titles.
    @MainActor
    private static let rowActions = [TableViewRowAction(style: .normal, title: "Archive") { _, _ in }]

    @MainActor
    func testEditActionsAreRoutedByRowInRowModeAndDefaultToNil() async {
        assertOriginalIndexPathSpec(
            "editActionsForRowAt", mode: .row, stubbing: Self.rowActions, answers: [String?]?(["Archive"]),
            defaultValue: nil
        ) { $0.tableView($1, editActionsForRowAt: $2)?.map(\.title) }
    }

    @MainActor
    func testEditActionsAreRoutedBySectionInSectionModeAndDefaultToNil() async {
        assertOriginalIndexPathSpec(
            "editActionsForRowAt", mode: .section, stubbing: Self.rowActions, answers: [String?]?(["Archive"]),
            defaultValue: nil
        ) { $0.tableView($1, editActionsForRowAt: $2)?.map(\.title) }
    }

    // MARK: - shouldIndentWhileEditingRowAt

    @MainActor
    func testShouldIndentWhileEditingIsRoutedByRowInRowModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("shouldIndentWhileEditingRowAt", mode: .row, stub: true, defaultValue: false) {
            $0.tableView($1, shouldIndentWhileEditingRowAt: $2)
        }
    }

    @MainActor
    func testShouldIndentWhileEditingIsRoutedBySectionInSectionModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("shouldIndentWhileEditingRowAt", mode: .section, stub: true, defaultValue: false) {
            $0.tableView($1, shouldIndentWhileEditingRowAt: $2)
        }
    }

    // MARK: - willBeginEditingRowAt, didEndEditingRowAt

    @MainActor
    func testWillBeginEditingIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("willBeginEditingRowAt", mode: .row) {
            $0.tableView($1, willBeginEditingRowAt: $2)
        }
    }

    @MainActor
    func testWillBeginEditingIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("willBeginEditingRowAt", mode: .section) {
            $0.tableView($1, willBeginEditingRowAt: $2)
        }
    }

    @MainActor
    func testDidEndEditingIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("didEndEditingRowAt", mode: .row, pathIsOptional: true) {
            $0.tableView($1, didEndEditingRowAt: $2)
        }
    }

    @MainActor
    func testDidEndEditingIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("didEndEditingRowAt", mode: .section, pathIsOptional: true) {
            $0.tableView($1, didEndEditingRowAt: $2)
        }
    }
}
