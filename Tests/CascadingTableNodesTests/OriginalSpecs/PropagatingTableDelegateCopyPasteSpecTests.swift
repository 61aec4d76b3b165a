import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The original library's specs of the copy-and-paste methods on a propagating node
/// (PropagatingTableDelegateCopyPasteSpec). The original's `Selector` is a `MenuAction` here.
final class OriginalSpecsCopyPasteTests: XCTestCase {
    /// A sender the tests can recognise by identity, as the original's `NSObject()`.
    @MainActor
    private final class Sender {}

    // MARK: - shouldShowMenuForRowAt

    @MainActor
    func testShouldShowMenuIsRoutedByRowInRowModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("shouldShowMenuForRowAt", mode: .row, stub: true, defaultValue: false) {
            $0.tableView($1, shouldShowMenuForRowAt: $2)
        }
    }

    @MainActor
    func testShouldShowMenuIsRoutedBySectionInSectionModeAndDefaultsToFalse() async {
        assertOriginalIndexPathSpec("shouldShowMenuForRowAt", mode: .section, stub: true, defaultValue: false) {
            $0.tableView($1, shouldShowMenuForRowAt: $2)
        }
    }

    // MARK: - canPerformAction

    /// The original's contexts for `canPerformAction` in `mode`: an invalid index and the child
    /// without the method give false and call no child; the child with the method gets the same
    /// table, action, index path and sender, and its answer comes back.
    @MainActor
    private func assertCanPerformActionSpec(_ mode: PropagatingTableDelegate.PropagationMode) {
        for context in ["invalid index", "child without the method"] {
            let tree = OriginalSpecTree(passingObjectsIn: mode)
            tree.complete.canPerformAnswer = true
            let path = context == "invalid index" ? tree.invalidPath : tree.barePath
            XCTAssertFalse(
                tree.node.tableView(tree.table, canPerformAction: .copy, forRowAt: path, withSender: tree.table),
                "\(mode), \(context)")
            XCTAssertEqual(tree.log.entries, [], "\(mode), \(context): no child is called")
        }

        let tree = OriginalSpecTree(passingObjectsIn: mode)
        tree.complete.canPerformAnswer = true
        let sender = Sender()
        let path = tree.completePath
        XCTAssertTrue(tree.node.tableView(tree.table, canPerformAction: .copy, forRowAt: path, withSender: sender))
        XCTAssertEqual(tree.log.entries, ["complete.canPerformAction(copy: \(path))"], "\(mode)")
        XCTAssertTrue(tree.complete.calls.first?.table === tree.table, "\(mode): the same table")
        XCTAssertTrue(tree.complete.calls.first?.object === sender, "\(mode): the same sender")
    }

    @MainActor
    func testCanPerformActionIsRoutedByRowInRowModeWithTheSameActionAndSender() async {
        assertCanPerformActionSpec(.row)
    }

    @MainActor
    func testCanPerformActionIsRoutedBySectionInSectionModeWithTheSameActionAndSender() async {
        assertCanPerformActionSpec(.section)
    }

    // MARK: - performAction (the original specifies `.row` mode only)

    @MainActor
    func testPerformActionIsToldToTheChildOfTheRowInRowModeWithTheSameActionAndSender() async {
        for context in ["invalid index", "child without the method"] {
            let tree = OriginalSpecTree(passingObjectsIn: .row)
            let path = context == "invalid index" ? tree.invalidPath : tree.barePath
            tree.node.tableView(tree.table, performAction: .copy, forRowAt: path, withSender: Sender())
            XCTAssertEqual(tree.log.entries, [], "\(context): no child is called")
        }

        let tree = OriginalSpecTree(passingObjectsIn: .row)
        let sender = Sender()
        let path = tree.completePath
        tree.node.tableView(tree.table, performAction: .copy, forRowAt: path, withSender: sender)
        XCTAssertEqual(tree.log.entries, ["complete.performAction(copy: \(path))"])
        XCTAssertTrue(tree.complete.calls.first?.table === tree.table, "the same table")
        XCTAssertTrue(tree.complete.calls.first?.object === sender, "the same sender")
    }
}
