import CascadingTableNodes
import CascadingTableView
import XCTest

/// The original library's specs of the accessory, highlight and selection methods on a
/// propagating node (PropagatingTableDelegateSelectionSpec), each in both modes.
///
/// Where the original's complete child answered the default itself (`true` from
/// `shouldHighlightRowAt`, the given index path from `willSelectRowAt` and `willDeselectRowAt`),
/// the child here answers something else, so that the answer shows it came from the child.
final class OriginalSpecsSelectionTests: XCTestCase {
    /// What the child answers from `willSelectRowAt` and `willDeselectRowAt`.
    private static let redirectedPath = IndexPath(row: 5, section: 7)

    // MARK: - accessoryButtonTappedForRowWith

    @MainActor
    func testAccessoryButtonTapIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("accessoryButtonTappedForRowWith", mode: .row) {
            $0.tableView($1, accessoryButtonTappedForRowWith: $2)
        }
    }

    @MainActor
    func testAccessoryButtonTapIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("accessoryButtonTappedForRowWith", mode: .section) {
            $0.tableView($1, accessoryButtonTappedForRowWith: $2)
        }
    }

    // MARK: - Highlight

    @MainActor
    func testShouldHighlightIsRoutedByRowInRowModeAndDefaultsToTrue() async {
        assertOriginalIndexPathSpec("shouldHighlightRowAt", mode: .row, stub: false, defaultValue: true) {
            $0.tableView($1, shouldHighlightRowAt: $2)
        }
    }

    @MainActor
    func testShouldHighlightIsRoutedBySectionInSectionModeAndDefaultsToTrue() async {
        assertOriginalIndexPathSpec("shouldHighlightRowAt", mode: .section, stub: false, defaultValue: true) {
            $0.tableView($1, shouldHighlightRowAt: $2)
        }
    }

    @MainActor
    func testDidHighlightIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("didHighlightRowAt", mode: .row) {
            $0.tableView($1, didHighlightRowAt: $2)
        }
    }

    @MainActor
    func testDidHighlightIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("didHighlightRowAt", mode: .section) {
            $0.tableView($1, didHighlightRowAt: $2)
        }
    }

    @MainActor
    func testDidUnhighlightIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("didUnhighlightRowAt", mode: .row) {
            $0.tableView($1, didUnhighlightRowAt: $2)
        }
    }

    @MainActor
    func testDidUnhighlightIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("didUnhighlightRowAt", mode: .section) {
            $0.tableView($1, didUnhighlightRowAt: $2)
        }
    }

    // MARK: - willSelectRowAt, willDeselectRowAt

    @MainActor
    func testWillSelectIsRoutedByRowInRowModeAndDefaultsToTheGivenIndexPath() async {
        assertOriginalSelectionSpec("willSelectRowAt", mode: .row, stub: Self.redirectedPath) {
            $0.tableView($1, willSelectRowAt: $2)
        }
    }

    @MainActor
    func testWillSelectIsRoutedBySectionInSectionModeAndDefaultsToTheGivenIndexPath() async {
        assertOriginalSelectionSpec("willSelectRowAt", mode: .section, stub: Self.redirectedPath) {
            $0.tableView($1, willSelectRowAt: $2)
        }
    }

    @MainActor
    func testWillDeselectIsRoutedByRowInRowModeAndDefaultsToTheGivenIndexPath() async {
        assertOriginalSelectionSpec("willDeselectRowAt", mode: .row, stub: Self.redirectedPath) {
            $0.tableView($1, willDeselectRowAt: $2)
        }
    }

    @MainActor
    func testWillDeselectIsRoutedBySectionInSectionModeAndDefaultsToTheGivenIndexPath() async {
        assertOriginalSelectionSpec("willDeselectRowAt", mode: .section, stub: Self.redirectedPath) {
            $0.tableView($1, willDeselectRowAt: $2)
        }
    }

    // MARK: - didSelectRowAt, didDeselectRowAt

    @MainActor
    func testDidSelectIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("didSelectRowAt", mode: .row) { $0.tableView($1, didSelectRowAt: $2) }
    }

    @MainActor
    func testDidSelectIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("didSelectRowAt", mode: .section) {
            $0.tableView($1, didSelectRowAt: $2)
        }
    }

    @MainActor
    func testDidDeselectIsToldToTheChildOfTheRowInRowMode() async {
        assertOriginalIndexPathNotificationSpec("didDeselectRowAt", mode: .row) {
            $0.tableView($1, didDeselectRowAt: $2)
        }
    }

    @MainActor
    func testDidDeselectIsToldToTheChildOfTheSectionInSectionMode() async {
        assertOriginalIndexPathNotificationSpec("didDeselectRowAt", mode: .section) {
            $0.tableView($1, didDeselectRowAt: $2)
        }
    }
}
