import CascadingTableDelegate
import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

#if !canImport(UIKit)
    /// The stand-in's batch updates: kept cells, new cells, the selection, and UIKit's rules.
    final class StandInBatchTests: XCTestCase {
        @MainActor func testAValidBatchKeepsTheCellsOfRowsThatStayWithoutAskingForThem() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            let before = table.visibleCells
            table.calls = []
            source.sections[0].insert("new", at: 0)
            table.insertRows(at: [path(0, 0)], with: .automatic)
            XCTAssertEqual(table.invalidUpdates, [])
            XCTAssertEqual(visibleTitles(table), ["new", "r0", "r1"])
            XCTAssertTrue(table.cellForRow(at: path(0, 1)) === before[0])
            XCTAssertTrue(table.cellForRow(at: path(0, 2)) === before[1])
            XCTAssertEqual(table.calls.filter { $0.contains("cellForRowAt") }, ["tableView(_:cellForRowAt:) [0, 0]"])
            XCTAssertTrue(
                table.calls.contains("tableView(_:didEndDisplaying:forRowAt:) [0, 3]"),
                "r2 was pushed out of view; it ends at its index path after the update")
        }

        @MainActor func testAValidBatchOfSectionsAndRowsPutsEveryKeptCellInItsNewPlace() async {
            let source = StandInTestDataSource(sections: [titles(3, "a"), titles(3, "b"), titles(3, "c")])
            let table = makeTable(source, height: 1000)
            let cellsByTitle = Dictionary(
                uniqueKeysWithValues: table.visibleCells.map {
                    (StandInTestDataSource.title(of: $0)!, $0)
                })
            table.calls = []
            source.sections = [["n0"], ["c2", "a0", "a2", "a9"], ["c0", "c1"]]
            var completed: Bool?
            table.performBatchUpdates(
                {
                    table.insertSections([0], with: .fade)
                    table.deleteSections([1], with: .fade)
                    table.deleteRows(at: [path(0, 1)], with: .fade)
                    table.insertRows(at: [path(1, 3)], with: .fade)
                    table.moveRow(at: path(2, 2), to: path(1, 0))
                }, completion: { completed = $0 })
            XCTAssertEqual(completed, true)
            XCTAssertEqual(table.invalidUpdates, [])
            XCTAssertEqual(visibleTitles(table), ["n0", "c2", "a0", "a2", "a9", "c0", "c1"])
            for title in ["a0", "a2", "c0", "c1", "c2"] {
                XCTAssertTrue(table.visibleCells.contains { $0 === cellsByTitle[title] }, "\(title) kept its cell")
            }
            XCTAssertEqual(
                table.calls.filter { $0.contains("cellForRowAt") },
                ["tableView(_:cellForRowAt:) [0, 0]", "tableView(_:cellForRowAt:) [1, 3]"])
        }

        @MainActor func testAMovedRowKeepsItsCellAndItsSelection() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            let cell = table.cellForRow(at: path(0, 0))
            table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
            table.calls = []
            source.sections[0].insert(source.sections[0].removeFirst(), at: 2)
            table.moveRow(at: path(0, 0), to: path(0, 2))
            XCTAssertTrue(table.cellForRow(at: path(0, 2)) === cell)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 2)])
            XCTAssertFalse(table.calls.contains { $0.contains("cellForRowAt") })
        }

        @MainActor func testAReloadedRowGetsANewCellAndLosesItsSelectionAsInUIKit() async {
            let source = StandInTestDataSource(sections: [titles(10), titles(3)])
            let table = makeTable(source)
            let cell = table.cellForRow(at: path(0, 1))
            table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
            table.calls = []
            source.sections[0][1] = "changed"
            table.reloadRows(at: [path(0, 1)], with: .fade)
            XCTAssertFalse(table.cellForRow(at: path(0, 1)) === cell)
            XCTAssertEqual(StandInTestDataSource.title(of: table.cellForRow(at: path(0, 1))), "changed")
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertTrue(table.calls.contains("tableView(_:didEndDisplaying:forRowAt:) [0, 1]"))

            table.selectRow(at: path(1, 0), animated: false, scrollPosition: .none)
            table.reloadSections([1], with: .fade)
            XCTAssertNil(table.indexPathForSelectedRow, "the rows of a reloaded section too")
            XCTAssertEqual(table.invalidUpdates, [])
        }

        @MainActor func testAReconfiguredRowGetsItsOwnCellBackAndKeepsItsSelection() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            let cell = table.cellForRow(at: path(0, 1)) as? CountingCell
            table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
            table.calls = []
            source.sections[0][1] = "changed"
            table.reconfigureRows(at: [path(0, 1)])
            XCTAssertTrue(table.cellForRow(at: path(0, 1)) === cell)
            XCTAssertEqual(StandInTestDataSource.title(of: cell), "changed")
            XCTAssertEqual(cell?.preparedForReuse, 0)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1)])
            XCTAssertEqual(table.calls.filter { $0.contains("cellForRowAt") }, ["tableView(_:cellForRowAt:) [0, 1]"])
            XCTAssertFalse(table.calls.contains { $0.contains("didEndDisplaying") })
        }

        @MainActor func testAReconfiguredRowIsAskedForAtItsPlaceAfterTheUpdate() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            let cell = table.cellForRow(at: path(0, 1))
            table.calls = []
            source.sections[0].insert("new", at: 0)
            source.sections[0][2] = "changed"
            table.performBatchUpdates {
                table.insertRows(at: [path(0, 0)], with: .none)
                table.reconfigureRows(at: [path(0, 1)])
            }
            XCTAssertTrue(table.cellForRow(at: path(0, 2)) === cell)
            XCTAssertEqual(visibleTitles(table), ["new", "r0", "changed"])
            XCTAssertTrue(table.calls.contains("tableView(_:cellForRowAt:) [0, 2]"))
        }

        @MainActor func testAnInvalidBatchIsLoggedInUIKitsWordsAndAppliedAsAReload() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
            source.sections[0].append("unannounced")
            table.performBatchUpdates({})
            XCTAssertEqual(
                table.invalidUpdates,
                [
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                        + "existing section after the update (11) must be equal to the number of rows contained in "
                        + "that section before the update (10), plus or minus the number of rows inserted or "
                        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows "
                        + "moved into or out of that section (0 moved in, 0 moved out)."
                ])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 11)
            XCTAssertNil(table.indexPathsForSelectedRows, "reloaded")
        }

        @MainActor func testUIKitsRulesRejectTheseBatches() async {
            typealias Case = (
                name: String, change: (inout [[String]]) -> Void, batch: (UITableView) -> Void, says: String
            )
            let cases: [Case] = [
                (
                    "a row deleted twice", { $0[0].remove(at: 1) },
                    { $0.deleteRows(at: [path(0, 1), path(0, 1)], with: .fade) },
                    "attempt to delete and delete the same index path ([0, 1]) before the update"
                ),
                (
                    "a row deleted and reloaded", { $0[0].remove(at: 1) },
                    {
                        $0.deleteRows(at: [path(0, 1)], with: .fade)
                        $0.reloadRows(at: [path(0, 1)], with: .fade)
                    },
                    "attempt to delete and reload the same index path ([0, 1]) before the update"
                ),
                (
                    "a row moved and deleted", { $0[0].remove(at: 0) },
                    {
                        $0.deleteRows(at: [path(0, 0)], with: .fade)
                        $0.moveRow(at: path(0, 0), to: path(0, 1))
                    },
                    "attempt to delete and move the same index path ([0, 0]) before the update"
                ),
                (
                    "an insert past the end", { $0[0].append("x") },
                    { $0.insertRows(at: [path(0, 5)], with: .fade) },
                    "attempt to insert row 5 in section 0, which contains only 4 rows after the update"
                ),
                (
                    "a delete in a section that does not exist", { _ in },
                    { $0.deleteRows(at: [path(5, 0)], with: .fade) },
                    "attempt to delete index path [5, 0], but there are only 2 sections before the update"
                ),
                (
                    "an unannounced section", { $0.append(["x"]) }, { _ in },
                    "invalid number of sections. The number of sections contained in the table view after the "
                        + "update (3) must be equal to the number of sections contained in the table view before the "
                        + "update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
                ),
                (
                    "a row inserted into an inserted section", { $0.insert(["n"], at: 0) },
                    {
                        $0.insertSections([0], with: .fade)
                        $0.insertRows(at: [path(0, 0)], with: .fade)
                    },
                    "attempt to insert row 0 into section 0, which is being inserted or reloaded"
                ),
                (
                    "a row deleted from a deleted section", { $0.remove(at: 0) },
                    {
                        $0.deleteSections([0], with: .fade)
                        $0.deleteRows(at: [path(0, 0)], with: .fade)
                    },
                    "attempt to delete row 0 from section 0, which is being deleted or reloaded"
                ),
                (
                    "a deleted row reconfigured", { $0[0].remove(at: 0) },
                    {
                        $0.deleteRows(at: [path(0, 0)], with: .fade)
                        $0.reconfigureRows(at: [path(0, 0)])
                    },
                    "attempt to reconfigure [0, 0], which is being deleted"
                ),
                (
                    "a section moved and deleted", { $0.remove(at: 0) },
                    {
                        $0.deleteSections([0], with: .fade)
                        $0.moveSection(0, toSection: 0)
                    },
                    "attempt to delete and move section 0 in the same update"
                ),
            ]
            for (name, change, batch, says) in cases {
                let source = StandInTestDataSource(sections: [titles(3, "a"), titles(3, "b")])
                let table = makeTable(source, height: 1000)
                change(&source.sections)
                table.performBatchUpdates { batch(table) }
                XCTAssertEqual(table.invalidUpdates, ["Invalid update: " + says], name)
                XCTAssertEqual(visibleTitles(table), source.sections.flatMap { $0 }, "\(name): reloaded")
            }
        }
    }
#endif
