import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import XCTest

/// Rows built from one another share their closures until one of them changes: a modifier on a
/// row made from a template leaves the template, and the other rows made from it, alone.
final class DescribedRowActionsSharingTests: XCTestCase {
    @MainActor
    func testAModifierOnARowMadeFromATemplateLeavesTheTemplatesClosuresAlone() async {
        var calls: [String] = []
        let template = itemRow("t").onSelect { _ in calls.append("select") }
        // Each row below starts as a copy of the template (sharing its closures), then one
        // changes; the template is still used after both.
        let deselecting = template.onDeselect { _ in calls.append("deselect") }
        let reselecting = template.onSelect { _ in calls.append("other select") }
        // One list per row: the three rows have the template's identifier.
        let lists = [template, deselecting, reselecting].map { DescribedRowsDelegate(rows: [$0]) }
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        table.allowsMultipleSelection = true
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: lists)],
            tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()

        for (row, expected) in [(0, ["select"]), (1, ["select"]), (2, ["other select"])] {
            calls.removeAll()
            _ = table.tapRow(at: IndexPath(row: row, section: 0))
            _ = table.tapRow(at: IndexPath(row: row, section: 0))
            XCTAssertEqual(
                calls, row == 1 ? expected + ["deselect"] : expected,
                "row \(row): a tap selects, a second one deselects")
        }
    }
}
