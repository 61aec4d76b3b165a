import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
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

    /// A row saying "header" that runs `onWillDisplay` the first time it is displayed.
    @MainActor
    private final class HookedRow: CascadingBareTableDelegate {
        var onWillDisplay: (() -> Void)?

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.text = "header"
            return cell
        }

        override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
        {
            let hook = onWillDisplay
            onWillDisplay = nil
            hook?()
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

    @MainActor
    func testABlockOfLocalUpdatesRunFromWillDisplayJoinsTheBatchAfterThePass() async {
        let list = EndlessList(index: 0, childDelegates: [])
        list.pagesLeft = 0
        let header = HookedRow(index: 0, childDelegates: [])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [header, list])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        var results: [Bool] = []
        var countsInBlock: [Int] = []
        // The header's display runs a block of local updates: it runs at once (the data
        // changes) and its updates become one batch after the pass.
        header.onWillDisplay = {
            section.performLocalUpdates(
                { () -> Void in
                    countsInBlock.append(table.numberOfRows(inSection: 0))
                    list.items.insert("new", at: 0)
                    list.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                    list.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
                }, completion: { results.append($0) })
        }

        table.layoutIfNeeded()

        XCTAssertEqual(countsInBlock, [4], "the block ran during the pass, before its batch")
        XCTAssertEqual(results, [true], "the completion is called once the batch after the pass ran")
        XCTAssertEqual(table.visibleCells.map(\.text), ["header", "new", "0", "1", "2"])
        XCTAssertEqual(table.lastUpdateAnimations, [.fade, .none])
    }

    @MainActor
    func testADescribedListLoadingMoreFromItsLastRowsWillDisplayUpdatesAfterThePass() async {
        let list = DescribedRowsDelegate()
        var loads = 0
        func page(_ start: Int) -> [RowDescription] {
            (start..<start + 10).map { id in
                RowDescription(id: id, viewModel: "\(id)", cell: TableViewCell.self) { cell, text in cell.text = text }
                    .height(44)
                    .onWillDisplay { _, context in
                        // The last row loads the next page, as an endless list does.
                        guard context.id == DescribedID(start + 9), loads < 2 else { return }
                        loads += 1
                        (context.node as? DescribedRowsDelegate)?.insert(contentsOf: page(start + 10), at: start + 10)
                    }
            }
        }
        list.rows = page(0)
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()

        table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()

        XCTAssertEqual(loads, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
        XCTAssertEqual(list.rows.count, 20)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 9, section: 0))?.text, "9")
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(loads, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 30)
        XCTAssertEqual(list.localIndexPath(forRowID: 25), IndexPath(row: 25, section: 0))
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
            table.diagnostics.reports.map(\.kind).filter { $0.name != .invalidUpdate },
            [.nodeNotAttached("ListNode")])
        XCTAssertEqual(table.visibleCells.map(\.text), ["end"], "the invalid update fell back to a reload")
        withExtendedLifetime(reviews) {}
    }
}
