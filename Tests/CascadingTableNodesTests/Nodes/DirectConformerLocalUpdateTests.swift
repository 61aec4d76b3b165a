import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A range node written against the protocols alone (not a subclass of the node classes, adopting
/// `LocallyUpdatingTableDelegate` for its local updates) asks for them as any node does: they are placed by its location in the tree, a count change
/// it does not declare is named, and an update it asked for after leaving the tree is dropped.
final class DirectConformerLocalUpdateTests: XCTestCase {
    /// A range of rows, one per item, adopting `LocallyUpdatingTableDelegate` itself.
    @MainActor
    private final class PlainList: LocallyUpdatingTableDelegate {
        var index: Int
        var childDelegates: [any CascadingTableDelegate]
        weak var parentDelegate: (any CascadingTableDelegate)?
        var items: [String] = []

        init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            self.index = index
            self.childDelegates = childDelegates
        }

        var ownsRange: Bool { true }

        func prepare(tableView: TableView) {}

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.text = items.indices.contains(indexPath.row) ? items[indexPath.row] : "?"
            return cell
        }
    }

    /// A section of a fixed row and the list of "a" and "b", then a section of one fixed row.
    @MainActor
    private func makePage() -> (TableView, PlainList, CascadingRootTableDelegate, CascadingSectionTableDelegate) {
        let list = PlainList(index: 0, childDelegates: [])
        list.items = ["a", "b"]
        let reviews = CascadingSectionTableDelegate(
            index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []), list])
        let footer = CascadingSectionTableDelegate(index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        let table = TableView()
        table.diagnostics.mode = .silent
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [reviews, footer], tableView: table)
        table.layoutIfNeeded()
        return (table, list, root, footer)
    }

    @MainActor
    func testItsLocalInsertIsPlacedAtItsRowsInTheTable() async {
        let (table, list, root, _) = makePage()
        defer { withExtendedLifetime(root) {} }
        var completed: Bool?

        list.performLocalUpdates(
            {
                list.items.insert("new", at: 1)
                list.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { completed = $0 })

        XCTAssertEqual(completed, true)
        XCTAssertEqual(table.lastUpdateAnimations, [.fade])
        XCTAssertEqual(table.visibleCells.map(\.text), ["fixed", "a", "new", "b", "fixed"])
        XCTAssertEqual(list.tableIndexPath(forLocal: IndexPath(row: 2, section: 0)), IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    @MainActor
    func testACountChangeItDidNotDeclareIsNamed() async {
        let (table, list, root, _) = makePage()
        defer { withExtendedLifetime(root) {} }
        var completed: Bool?

        list.performLocalUpdates(
            {
                list.items += ["c", "d"]
                list.insertRows(at: [IndexPath(row: 2, section: 0)])
            }, completion: { completed = $0 })

        XCTAssertEqual(completed, false)
        XCTAssertTrue(
            table.diagnostics.reports.map(\.kind).contains(
                .undeclaredCountChange(node: "PlainList", before: 2, after: 4)),
            "\(table.diagnostics.reports.map(\.kind))")
        XCTAssertEqual(
            table.visibleCells.map(\.text), ["fixed", "a", "b", "c", "d", "fixed"], "the invalid update reloaded")
    }

    @MainActor
    func testAnUpdateItAskedForBeforeLeavingTheTreeInTheSameBatchIsDroppedAndNamed() async {
        let (table, list, root, footer) = makePage()
        var completed: Bool?

        root.performLocalUpdates(
            {
                list.items.append("c")
                list.insertRows(at: [IndexPath(row: 2, section: 0)])
                root.childDelegates = [footer]
                root.deleteSections([0], with: .fade)
            }, completion: { completed = $0 })

        XCTAssertEqual(completed, true, "the section's deletion covers the list's rows")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.nodeNotAttached("PlainList")])
        XCTAssertEqual(
            table.diagnostics.reports.first?.message,
            "A PlainList asked for a local update but was no longer located in the table when the batch was "
                + "applied; its update was dropped.")
        XCTAssertEqual(table.visibleCells.map(\.text), ["fixed"])
        XCTAssertNil(list.regionInTable)
    }
}
