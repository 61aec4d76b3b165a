import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import XCTest

/// ``DescribedRowActions``: one set of closures shared by many rows, each call getting its own
/// row's context; a modifier on one row makes that row its own set and leaves the shared one.
final class DescribedRowActionsTests: XCTestCase {
    /// A list of `ids`, every row given `actions`, shown in a strict table.
    @MainActor
    private func list(_ ids: [String], actions: DescribedRowActions?) -> (TableView, CascadingRootTableDelegate) {
        let list = DescribedRowsDelegate(rows: ids.map { itemRow($0).actions(actions) })
        let (table, root) = makeListTable(list)
        return (table, root)
    }

    @MainActor
    func testSharedActionsAreCalledWithEachRowsOwnContext() async {
        var calls: [String] = []
        let actions = DescribedRowActions(
            onSelect: { calls.append("select \($0.id)") }, onDeselect: { calls.append("deselect \($0.id)") },
            onWillDisplay: { _, context in calls.append("display \(context.id)") },
            trailingSwipeActions: { context in
                calls.append("swipe \(context.id)")
                return nil
            },
            contextMenu: { context in
                calls.append("menu \(context.id)")
                return nil
            })
        let (table, root) = list(["a", "b", "c"], actions: actions)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(calls, ["display a", "display b", "display c"], "each displayed row's own identifier")

        calls.removeAll()
        _ = table.tapRow(at: IndexPath(row: 1, section: 0))
        _ = table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(calls, ["select b", "deselect b", "select c"])

        calls.removeAll()
        XCTAssertTrue(table.dataSource?.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) ?? false)
        _ = table.delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
        _ = table.delegate?.tableView(
            table, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        XCTAssertEqual(calls, ["swipe a", "menu c"])
    }

    /// Each modifier sets its one closure, and the closures it did not set are kept: a chain of
    /// all seven gives a row that answers every call they handle.
    @MainActor
    func testEachModifierSetsItsClosureAndKeepsTheOthers() async {
        var calls: [String] = []
        let row = itemRow("a")
            .onSelect { calls.append("select \($0.id)") }
            .onDeselect { calls.append("deselect \($0.id)") }
            .onWillDisplay { _, context in calls.append("display \(context.id)") }
            .onDidEndDisplaying { _, context in calls.append("end \(context.id)") }
            .leadingSwipeActions { context in
                calls.append("leading \(context.id)")
                return nil
            }
            .trailingSwipeActions { context in
                calls.append("trailing \(context.id)")
                return nil
            }
            .contextMenu { context in
                calls.append("menu \(context.id)")
                return nil
            }
        let list = DescribedRowsDelegate(rows: [row] + (0..<30).map { itemRow("filler\($0)") })
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        let path = IndexPath(row: 0, section: 0)
        // With multiple selection, a second tap deselects (with one, it selects again).
        table.allowsMultipleSelection = true
        _ = table.tapRow(at: path)
        _ = table.tapRow(at: path)
        _ = table.delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
        _ = table.delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
        _ = table.delegate?.tableView(table, contextMenuConfigurationForRowAt: path, point: .zero)
        table.contentOffset.y = table.contentSize.height - table.bounds.height
        table.layoutIfNeeded()
        XCTAssertEqual(
            calls, ["display a", "select a", "deselect a", "leading a", "trailing a", "menu a", "end a"])
        XCTAssertTrue(table.dataSource?.tableView(table, canEditRowAt: path) ?? false, "swipe actions make it editable")
    }

    @MainActor
    func testAModifierAfterSharedActionsChangesOnlyItsRow() async {
        var calls: [String] = []
        let shared = DescribedRowActions(onSelect: { calls.append("shared \($0.id)") })
        let list = DescribedRowsDelegate(rows: [
            itemRow("a").actions(shared),
            itemRow("b").actions(shared).onSelect { calls.append("own \($0.id)") },
            itemRow("c").actions(shared).onDeselect { calls.append("deselected \($0.id)") },
        ])
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        table.allowsMultipleSelection = true

        for row in 0..<3 {
            _ = table.tapRow(at: IndexPath(row: row, section: 0))
        }
        _ = table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(
            calls, ["shared a", "own b", "shared c", "deselected c"],
            "b replaced the shared select; c kept it and added a deselect")
    }

    @MainActor
    func testNilActionsRemoveEveryClosure() async {
        var calls: [String] = []
        let row = itemRow("a").onSelect { calls.append("select \($0.id)") }.actions(nil)
        let (table, root) = makeListTable(DescribedRowsDelegate(rows: [row, itemRow("b").actions(nil)]))
        defer { withExtendedLifetime(root) {} }
        _ = table.tapRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(calls, [])
        XCTAssertEqual(
            table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)], "selected as a bare node would")
        XCTAssertFalse(table.dataSource?.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)) ?? true)
    }

    @MainActor
    func testDisplayClosuresOfSharedActionsAreCalledAsTheTableScrolls() async {
        var ended: [String] = []
        let actions = DescribedRowActions(onDidEndDisplaying: { _, context in ended.append(context.id.description) })
        let rows = (0..<40).map { itemRow("r\($0)").actions(actions) }
        let (table, root) = makeListTable(DescribedRowsDelegate(rows: rows))
        defer { withExtendedLifetime(root) {} }
        table.contentOffset.y = table.contentSize.height - table.bounds.height
        table.layoutIfNeeded()
        XCTAssertTrue(ended.contains("r0"), "the first row left the screen: \(ended)")
    }
}
