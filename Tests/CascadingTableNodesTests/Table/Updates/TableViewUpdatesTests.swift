import CascadingTableNodes
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Valid batch updates: UIKit's index-path semantics, kept cells, selection that follows.
final class TableViewUpdatesTests: XCTestCase {
    @MainActor
    func testInsertDeleteAndMoveRowsKeepSurvivingCells() async {
        let source = ArrayDataSource([["a", "b", "c", "d"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        let cellOfC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        source.log.removeAll()
        source.sections = [["x", "c", "b", "d"]]  // delete a, insert x at 0, move c before b
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 0))
        }
        XCTAssertEqual(source.visibleItems(in: table), ["x", "c", "b", "d"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfC, "a moved row keeps its cell")
        XCTAssertEqual(source.log.entries(matching: ["cellForRowAt"]), ["ds.cellForRowAt(x)"], "only the new row")
        XCTAssertEqual(source.log.entries(matching: ["didEndDisplaying"]), ["ds.didEndDisplaying(a)"])
        XCTAssertEqual(table.lastUpdateAnimations, [.fade, .left])
    }

    @MainActor
    func testLoneCallsAreBatchesOfTheirOwn() async {
        let source = ArrayDataSource([["a", "b"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        source.sections[0].append("c")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        XCTAssertEqual(source.visibleItems(in: table), ["b", "c"])
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    @MainActor
    func testSectionInsertDeleteAndMove() async {
        let source = ArrayDataSource([["a"], ["b1", "b2"], ["c"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        let cellOfB2 = table.cellForRow(at: IndexPath(row: 1, section: 1))
        source.sections = [["n"], ["c"], ["b1", "b2"]]  // delete a's section, insert n's, swap b and c
        table.performBatchUpdates {
            table.deleteSections([0], with: .fade)
            table.insertSections([0], with: .fade)
            table.moveSection(2, toSection: 1)
        }
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertEqual(source.visibleItems(in: table), ["n", "c", "b1", "b2"])
        XCTAssertTrue(
            table.cellForRow(at: IndexPath(row: 1, section: 2)) === cellOfB2, "a moved section keeps its cells")
    }

    @MainActor
    func testRowMovesAcrossSections() async {
        let source = ArrayDataSource([["a", "b"], ["c"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections = [["a"], ["b", "c"]]
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 1)], "the selection follows")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.isSelected, true)
    }

    @MainActor
    func testDeletedSelectedRowIsDeselectedAndOthersShift() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = source.makeTable()
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.sections = [["b", "c"]]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
    }

    @MainActor
    func testReloadRowsAsksTheirCellsAgainAndKeepsTheOthers() async {
        let source = ArrayDataSource([["a", "b", "c"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        let cellOfA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.log.removeAll()
        source.sections = [["a", "B", "c"]]
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        XCTAssertEqual(source.log.entries(matching: ["cellForRowAt"]), ["ds.cellForRowAt(B)"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfA)
        XCTAssertEqual(source.visibleItems(in: table), ["a", "B", "c"])
    }

    @MainActor
    func testReloadSectionsAsksItsCountAndCellsAgain() async {
        let source = ArrayDataSource([["a"], ["b"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        source.sections[1] = ["x", "y", "z"]
        table.reloadSections([1], with: .fade)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        XCTAssertEqual(source.visibleItems(in: table), ["a", "x", "y", "z"])
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    @MainActor
    func testNestedBatchesJoinTheOutermostAndCompletionsReportSuccess() async {
        let source = ArrayDataSource([["a"]])
        let table = source.makeTable()
        table.layoutIfNeeded()
        var results: [String] = []
        source.sections = [["a", "b", "c"]]
        table.performBatchUpdates(
            {
                table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.performBatchUpdates(
                    {
                        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
                    }, completion: { results.append("inner \($0)") })
                XCTAssertEqual(table.numberOfRows(inSection: 0), 1, "nothing applies before the outermost batch ends")
            }, completion: { results.append("outer \($0)") })
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(results, ["inner true", "outer true"])
    }

    @MainActor
    func testEmptyBatchValidatesCountsAlone() async {
        let source = ArrayDataSource([["a"]])
        let table = source.makeTable()
        table.diagnostics.mode = .silent
        var result: Bool?
        table.performBatchUpdates(nil) { result = $0 }
        XCTAssertEqual(result, true)
        source.sections = [["a", "b"]]
        table.performBatchUpdates(nil) { result = $0 }
        XCTAssertEqual(result, false, "the count changed without an insert")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2, "recovered by a full reload")
    }

    @MainActor
    func testUpdatesAskedForWhileApplyingRunAfterwards() async {
        @MainActor
        final class Growing: TableViewDataSource, TableViewDelegate {
            var rows = ["a"]
            weak var table: TableView?
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell()
                cell.text = rows[indexPath.row]
                return cell
            }
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                // A row that appears asks for one more, from inside the update that showed it.
                guard cell.text == "b" else { return }
                rows.append("c")
                tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            }
        }
        let source = Growing()
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        source.rows.append("b")
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.visibleCells.map(\.text), ["a", "b", "c"])
        XCTAssertEqual(table.diagnostics.reports, [])
    }
}

/// Updates with headers and footers on screen.
final class TableViewSectionUpdateDisplayTests: XCTestCase {
    @MainActor
    private final class Titled: CascadingBareTableDelegate {
        var rows = 2
        var title = "T"
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { title }
        override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { title }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 20 }
        override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    }

    @MainActor
    func testMovedSectionsKeepTheirHeaderViewsAndDeletedOnesEndThem() async {
        let sections = (0..<3).map { index -> Titled in
            let node = Titled(index: 0, childDelegates: [])
            node.title = "S\(index)"
            return node
        }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let headerOfS2 = table.headerView(forSection: 2)
        XCTAssertEqual(headerOfS2?.text, "S2")
        root.childDelegates = [sections[2], sections[1]]
        table.performBatchUpdates {
            table.deleteSections([0], with: .fade)
            table.moveSection(2, toSection: 0)
        }
        XCTAssertEqual(table.diagnostics.reports, [])
        XCTAssertTrue(table.headerView(forSection: 0) === headerOfS2, "a moved section keeps its header view")
        XCTAssertEqual(table.footerView(forSection: 1)?.text, "S1")
        XCTAssertEqual(table.numberOfSections, 2)
    }

    @MainActor
    func testDeletingSeveralVisibleRowsEndsThemInOrder() async {
        let source = ArrayDataSource([items("a", 6)])
        let table = source.makeTable()
        table.layoutIfNeeded()
        source.log.removeAll()
        source.sections = [["a0", "a5"]]
        table.deleteRows(at: (1...4).map { IndexPath(row: $0, section: 0) }.reversed(), with: .fade)
        XCTAssertEqual(
            source.log.entries(matching: ["didEndDisplaying"]),
            [
                "ds.didEndDisplaying(a1)", "ds.didEndDisplaying(a2)", "ds.didEndDisplaying(a3)",
                "ds.didEndDisplaying(a4)",
            ])
        XCTAssertEqual(source.visibleItems(in: table), ["a0", "a5"])
    }
}
