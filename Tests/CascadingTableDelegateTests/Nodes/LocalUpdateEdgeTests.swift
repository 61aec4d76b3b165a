import CascadingTableDelegate
import XCTest

/// Local updates asked for from inside a display pass, and updates of nodes that leave the tree
/// before their batch is applied.
final class LocalUpdateEdgeTests: XCTestCase {
    /// A range of rows that loads a page more whenever its last row is about to be displayed,
    /// as an endless list does, until `pagesLeft` runs out.
    @MainActor
    private final class EndlessList: CascadingBareTableDelegate {
        var items = ["0", "1", "2"]
        var pagesLeft = 2
        /// The table's row count in this node's section each time a page was asked for.
        var rowsWhenLoading: [Int] = []

        override var ownsRange: Bool { true }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.text = items[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
        {
            guard indexPath.row == items.count - 1, pagesLeft > 0 else { return }
            pagesLeft -= 1
            rowsWhenLoading.append(tableView.numberOfRows(inSection: 0))
            let first = items.count
            items += (first..<first + 3).map(String.init)
            insertRows(at: (first..<first + 3).map { IndexPath(row: $0, section: 0) }, with: .bottom)
        }
    }

    @MainActor
    func testRowsInsertedFromWillDisplayArriveAsABatchAfterThePass() async {
        let list = EndlessList(index: 0, childDelegates: [])
        let header = TextRow("header")
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [header, list])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        XCTAssertEqual(list.rowsWhenLoading, [4, 7], "each page is asked for while the table still shows the last")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 10, "both pages arrived, as updates after their passes")
        XCTAssertEqual(table.visibleCells.map(\.text), ["header"] + (0..<9).map(String.init))
        XCTAssertEqual(table.lastUpdateAnimations, [.bottom])
        XCTAssertEqual(table.diagnostics.reports, [])
        withExtendedLifetime(root) {}
    }

    /// A section of a header row and a list range, then a footer section.
    @MainActor
    private func makePage() -> (TableView, ListNode, CascadingRootTableDelegate, CascadingSectionTableDelegate) {
        let list = ListNode(["a", "b", "c"])
        let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("reviews"), list])
        let footer = CascadingSectionTableDelegate(index: 0, childDelegates: [TextRow("end")])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [reviews, footer])
        let table = TableView()
        table.diagnostics.mode = .silent
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return (table, list, root, footer)
    }

    @MainActor
    func testAnUpdateOfANodeRemovedInTheSameBatchIsDroppedAndNamed() async {
        let (table, list, root, footer) = makePage()
        var completed: Bool?
        root.performLocalUpdates(
            {
                list.items.append("d")
                list.insertRows(at: [IndexPath(row: 3, section: 0)])
                root.childDelegates = [footer]
                root.deleteSections([0], with: .fade)
            }, completion: { completed = $0 })
        XCTAssertEqual(completed, true, "the section's deletion covers the list's rows")
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.nodeNotAttached("ListNode")])
        XCTAssertEqual(
            table.diagnostics.reports.first?.message,
            "A ListNode asked for a local update but was no longer located in the table when the batch was "
                + "applied; its update was dropped.")
        XCTAssertEqual(table.visibleCells.map(\.text), ["end"])
        XCTAssertEqual(table.lastUpdateAnimations, [.fade])
        XCTAssertNil(list.regionInTable)
    }

    @MainActor
    func testANodeThatLeftTheTableIsNotBlamedForItsCount() async {
        let (table, list, root, footer) = makePage()
        // The screen keeps the removed section (to show it again later, say).
        let reviews = root.childDelegates[0]
        var completed: Bool?
        root.performLocalUpdates(
            {
                list.items.append("d")
                list.insertRows(at: [IndexPath(row: 3, section: 0)])
                root.childDelegates = [footer]
            }, completion: { completed = $0 })
        XCTAssertEqual(completed, false, "a section disappeared without being deleted")
        // Its update was dropped (it is no longer in the table), and a node outside the table has
        // no count there to be wrong about: only the invalid batch itself is reported.
        XCTAssertEqual(
            table.diagnostics.reports.map(\.kind).filter { if case .invalidUpdate = $0 { false } else { true } },
            [.nodeNotAttached("ListNode")])
        XCTAssertEqual(table.visibleCells.map(\.text), ["end"], "the invalid update fell back to a reload")
        withExtendedLifetime(reviews) {}
    }
}
