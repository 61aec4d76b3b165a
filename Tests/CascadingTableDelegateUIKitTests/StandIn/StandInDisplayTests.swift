import CascadingTableDelegate
import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

#if !canImport(UIKit)
    /// The stand-in's loading, layout, display and reuse: what UIKit does when it shows rows.
    final class StandInDisplayTests: XCTestCase {
        @MainActor func testCountsAreAskedOnceThenAnsweredFromTheCacheUntilAReload() async {
            let source = StandInTestDataSource(sections: [titles(3), titles(2)])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
            table.dataSource = source
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
            source.sections[1].append("new")
            XCTAssertEqual(table.numberOfRows(inSection: 1), 2, "the cache, not the data source")
            XCTAssertEqual(table.numberOfRows(inSection: 7), 0)
            XCTAssertEqual(
                table.calls.filter { $0.contains("numberOf") },
                [
                    "numberOfSections(in:)", "tableView(_:numberOfRowsInSection:) 0",
                    "tableView(_:numberOfRowsInSection:) 1",
                ])
            table.reloadData()
            XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        }

        @MainActor func testTheViewportShowsTheRowsItIntersectsEachAskedThenDisplayed() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            XCTAssertEqual(table.indexPathsForVisibleRows, [path(0, 0), path(0, 1), path(0, 2)])
            XCTAssertEqual(visibleTitles(table), ["r0", "r1", "r2"])
            XCTAssertEqual(table.contentSize.height, 440)
            XCTAssertEqual(table.rectForRow(at: path(0, 2)), CGRect(x: 0, y: 88, width: 320, height: 44))
            XCTAssertEqual(table.rectForRow(at: path(0, 10)), .zero)
            XCTAssertNil(table.cellForRow(at: path(0, 3)))
            XCTAssertTrue(table.cellForRow(at: path(0, 1)) === table.visibleCells[1])
            let display = table.calls.filter { $0.contains("cellForRowAt") || $0.contains("willDisplay:") }
            XCTAssertEqual(
                display,
                (0..<3).flatMap {
                    ["tableView(_:cellForRowAt:) [0, \($0)]", "tableView(_:willDisplay:forRowAt:) [0, \($0)]"]
                })
            XCTAssertEqual(
                table.calls.filter { $0.hasPrefix("tableView(_:heightForRowAt:)") }.count, 10,
                "every row's exact height")
        }

        @MainActor func testRowsThatLeaveEndAndTheirCellsAreReusedAfterPrepareForReuse() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            let first = table.visibleCells
            table.calls = []
            table.simulateScroll(to: 100)
            XCTAssertEqual(table.contentOffset.y, 100)
            XCTAssertEqual(table.bounds.minY, 100)
            XCTAssertEqual(table.indexPathsForVisibleRows, (2...5).map { path(0, $0) })
            XCTAssertEqual(visibleTitles(table), ["r2", "r3", "r4", "r5"])
            XCTAssertEqual(
                Array(table.calls.prefix(3)),
                [
                    "scrollViewDidScroll(_:)", "tableView(_:didEndDisplaying:forRowAt:) [0, 0]",
                    "tableView(_:didEndDisplaying:forRowAt:) [0, 1]",
                ])
            let reused = [table.cellForRow(at: path(0, 3)), table.cellForRow(at: path(0, 4))]
            XCTAssertTrue(reused[0] === first[1] && reused[1] === first[0], "the pool's cells, last in first out")
            XCTAssertEqual(reused.map { ($0 as? CountingCell)?.preparedForReuse }, [1, 1])
            XCTAssertEqual((table.cellForRow(at: path(0, 5)) as? CountingCell)?.preparedForReuse, 0, "a new cell")
            table.simulateScroll(by: 1000)
            XCTAssertEqual(table.contentOffset.y, 440 - 132, "the user stops at the end")
        }

        @MainActor func testARegisteredClassIsMadeAndAnUnregisteredIdentifierIsLogged() async {
            let source = StandInTestDataSource(sections: [titles(2)])
            let table = makeTable(source)
            XCTAssertTrue(table.visibleCells.allSatisfy { $0 is CountingCell })
            XCTAssertEqual(table.programmingErrors, [])
            source.cellIdentifier = "never-registered"
            table.reloadData()
            XCTAssertEqual(visibleTitles(table), ["r0", "r1"], "a plain cell, and the table goes on")
            XCTAssertFalse(table.visibleCells.contains { $0 is CountingCell })
            XCTAssertEqual(table.programmingErrors.count, 2)
            XCTAssertTrue(
                table.programmingErrors[0].hasPrefix("unable to dequeue a cell with identifier never-registered"))
        }

        @MainActor func testReloadDataEndsEverythingClearsTheSelectionAndShowsTheRowsAnew() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
            table.calls = []
            source.sections[0].removeFirst()
            table.reloadData()
            XCTAssertEqual(
                Array(table.calls.prefix(4)),
                [
                    "tableView(_:didEndDisplaying:forRowAt:) [0, 0]", "tableView(_:didEndDisplaying:forRowAt:) [0, 1]",
                    "tableView(_:didEndDisplaying:forRowAt:) [0, 2]", "numberOfSections(in:)",
                ])
            XCTAssertNil(table.indexPathsForSelectedRows)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 9)
            XCTAssertEqual(visibleTitles(table), ["r1", "r2", "r3"])
        }

        @MainActor func testHeadersShowTheDelegatesViewOrAViewWithTheDataSourcesTitle() async {
            let source = ScriptedSource(sections: [titles(2), titles(2)])
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            source.headerTitle = { $0 == 0 ? "First" : nil }
            source.headerView = { $0 == 1 ? view : nil }
            source.headerHeight = { $0 == 1 ? 30 : UITableView.automaticDimension }
            let table = makeTable(source, height: 600)
            XCTAssertEqual(table.rectForRow(at: path(0, 0)).minY, 28, "a plain titled header's default height")
            XCTAssertEqual(table.rectForRow(at: path(1, 0)).minY, 28 + 88 + 30)
            XCTAssertTrue(source.shownHeaderViews[1] === view)
            let titleView = source.shownHeaderViews[0] as? UITableViewHeaderFooterView
            XCTAssertEqual((titleView?.contentConfiguration as? UIListContentConfiguration)?.text, "First")
            XCTAssertFalse(table.calls.contains { $0.contains("willDisplayFooterView") }, "no footer has a height")
        }

        @MainActor func testPlainHeadersFloatWhileTheirSectionShowsAndGroupedOnesScrollAway() async {
            for style in [UITableView.Style.plain, .grouped] {
                let source = ScriptedSource(sections: [titles(5), titles(5)])
                source.headerHeight = { _ in 20 }
                source.headerView = { _ in UITableViewHeaderFooterView(reuseIdentifier: nil) }
                let table = makeTable(source, height: 100, style: style)
                table.calls = []
                table.simulateScroll(to: 60)
                let ended = table.calls.contains("tableView(_:didEndDisplayingHeaderView:forSection:) 0")
                XCTAssertEqual(ended, style != .plain, "\(style)")
            }
        }

        @MainActor func testSelfSizingRowsTakeTheHeightTheirCellsReport() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            source.rowHeightAnswer = UITableView.automaticDimension
            source.fittingHeights = ["r0": 100, "r1": 10]
            let table = makeTable(source)
            XCTAssertEqual(table.rectForRow(at: path(0, 1)), CGRect(x: 0, y: 100, width: 320, height: 10))
            XCTAssertEqual(table.rectForRow(at: path(0, 2)).height, 44, "a cell that reports none: rowHeight")
            XCTAssertEqual(table.indexPathsForVisibleRows, [path(0, 0), path(0, 1), path(0, 2)])
            XCTAssertEqual(table.contentSize.height, 100 + 10 + 44 * 8)
        }
    }
#endif
