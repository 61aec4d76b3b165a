import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The original library's specs of the display callbacks on a propagating node
/// (PropagatingTableDelegateDisplayCustomizationSpec): the cell callbacks are routed in both
/// modes, the header and footer callbacks in `.section` mode only, each with the same table and
/// the same cell or view.
final class OriginalSpecsDisplayCustomizationTests: XCTestCase {
    // MARK: - Cells

    /// The original's contexts for a cell callback in `mode`: an invalid index and the child
    /// without the method call no child; the child with the method gets the same table, cell and
    /// index path.
    @MainActor
    private func assertCellCallbackSpec(
        _ key: String, _ mode: PropagatingTableDelegate.PropagationMode,
        line: UInt = #line,
        _ call: (PropagatingTableDelegate, TableView, TableViewCell, IndexPath) -> Void
    ) {
        for context in ["invalid index", "child without the method"] {
            let tree = OriginalSpecTree(passingObjectsIn: mode)
            call(tree.node, tree.table, TableViewCell(), context == "invalid index" ? tree.invalidPath : tree.barePath)
            XCTAssertEqual(tree.log.entries, [], "\(key) \(mode), \(context): no child is called", line: line)
        }

        let tree = OriginalSpecTree(passingObjectsIn: mode)
        let cell = TableViewCell()
        call(tree.node, tree.table, cell, tree.completePath)
        XCTAssertEqual(tree.log.entries, ["complete.\(key)(\(tree.completePath))"], "\(key) \(mode)", line: line)
        XCTAssertTrue(tree.complete.calls.first?.table === tree.table, "\(key) \(mode): the same table", line: line)
        XCTAssertTrue(tree.complete.calls.first?.object === cell, "\(key) \(mode): the same cell", line: line)
    }

    @MainActor
    func testWillDisplayCellIsToldToTheChildOfTheRowInRowMode() async {
        assertCellCallbackSpec("willDisplay", .row) { $0.tableView($1, willDisplay: $2, forRowAt: $3) }
    }

    @MainActor
    func testWillDisplayCellIsToldToTheChildOfTheSectionInSectionMode() async {
        assertCellCallbackSpec("willDisplay", .section) { $0.tableView($1, willDisplay: $2, forRowAt: $3) }
    }

    @MainActor
    func testDidEndDisplayingCellIsToldToTheChildOfTheRowInRowMode() async {
        assertCellCallbackSpec("didEndDisplaying", .row) { $0.tableView($1, didEndDisplaying: $2, forRowAt: $3) }
    }

    @MainActor
    func testDidEndDisplayingCellIsToldToTheChildOfTheSectionInSectionMode() async {
        assertCellCallbackSpec("didEndDisplaying", .section) {
            $0.tableView($1, didEndDisplaying: $2, forRowAt: $3)
        }
    }

    // MARK: - Headers and footers

    /// The original's contexts for a header or footer callback: in `.row` mode no child is
    /// called; in `.section` mode an invalid section and the child without the method call no
    /// child, and the child with the method gets the same table, view and section.
    @MainActor
    private func assertHeaderFooterCallbackSpec(
        _ key: String, line: UInt = #line,
        _ call: (PropagatingTableDelegate, TableView, TableViewHeaderFooterView, Int) -> Void
    ) {
        let rowMode = OriginalSpecTree(passingObjectsIn: .row)
        call(rowMode.node, rowMode.table, TableViewHeaderFooterView(), 0)
        XCTAssertEqual(rowMode.log.entries, [], "\(key) .row: no child is called", line: line)

        for (context, section) in [("invalid section", 999), ("child without the method", 0)] {
            let tree = OriginalSpecTree(passingObjectsIn: .section)
            call(tree.node, tree.table, TableViewHeaderFooterView(), section)
            XCTAssertEqual(tree.log.entries, [], "\(key) .section, \(context): no child is called", line: line)
        }

        let tree = OriginalSpecTree(passingObjectsIn: .section)
        let view = TableViewHeaderFooterView()
        call(tree.node, tree.table, view, 1)
        XCTAssertEqual(tree.log.entries, ["complete.\(key)(1)"], "\(key) .section", line: line)
        XCTAssertTrue(tree.complete.calls.first?.table === tree.table, "\(key): the same table", line: line)
        XCTAssertTrue(tree.complete.calls.first?.object === view, "\(key): the same view", line: line)
    }

    @MainActor
    func testWillDisplayHeaderViewIsToldToTheChildOfTheSectionInSectionModeOnly() async {
        assertHeaderFooterCallbackSpec("willDisplayHeaderView") {
            $0.tableView($1, willDisplayHeaderView: $2, forSection: $3)
        }
    }

    @MainActor
    func testWillDisplayFooterViewIsToldToTheChildOfTheSectionInSectionModeOnly() async {
        assertHeaderFooterCallbackSpec("willDisplayFooterView") {
            $0.tableView($1, willDisplayFooterView: $2, forSection: $3)
        }
    }

    @MainActor
    func testDidEndDisplayingHeaderViewIsToldToTheChildOfTheSectionInSectionModeOnly() async {
        assertHeaderFooterCallbackSpec("didEndDisplayingHeaderView") {
            $0.tableView($1, didEndDisplayingHeaderView: $2, forSection: $3)
        }
    }

    @MainActor
    func testDidEndDisplayingFooterViewIsToldToTheChildOfTheSectionInSectionModeOnly() async {
        assertHeaderFooterCallbackSpec("didEndDisplayingFooterView") {
            $0.tableView($1, didEndDisplayingFooterView: $2, forSection: $3)
        }
    }
}
