import CascadingTableDelegate
import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

#if !canImport(UIKit)
    /// The stand-in's selection, scrolling and simulated gestures.
    final class StandInInteractionTests: XCTestCase {
        /// The calls a tap on `row` of section 0 makes up to `willSelectRowAt`.
        private func touch(_ row: Int) -> [String] {
            [
                "tableView(_:shouldHighlightRowAt:) [0, \(row)]", "tableView(_:didHighlightRowAt:) [0, \(row)]",
                "tableView(_:didUnhighlightRowAt:) [0, \(row)]", "tableView(_:willSelectRowAt:) [0, \(row)]",
            ]
        }

        private func primaryAction(_ row: Int) -> [String] {
            [
                "tableView(_:canPerformPrimaryActionForRowAt:) [0, \(row)]",
                "tableView(_:performPrimaryActionForRowAt:) [0, \(row)]",
            ]
        }

        @MainActor func testATapRunsUIKitsSequenceAndDeselectsTheOtherRowInSingleSelection() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            table.calls = []
            XCTAssertEqual(table.simulateTap(at: path(0, 1)), path(0, 1))
            XCTAssertEqual(table.calls, touch(1) + ["tableView(_:didSelectRowAt:) [0, 1]"] + primaryAction(1))
            table.calls = []
            XCTAssertEqual(table.simulateTap(at: path(0, 2)), path(0, 2))
            XCTAssertEqual(
                table.calls,
                touch(2) + [
                    "tableView(_:willDeselectRowAt:) [0, 1]", "tableView(_:didDeselectRowAt:) [0, 1]",
                    "tableView(_:didSelectRowAt:) [0, 2]",
                ] + primaryAction(2))
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 2)])
            table.calls = []
            table.simulateTap(at: path(0, 2))
            XCTAssertEqual(
                table.calls, touch(2) + ["tableView(_:didSelectRowAt:) [0, 2]"] + primaryAction(2),
                "a selected row is selected again")
        }

        @MainActor func testWillSelectCancelsWithNilOrRedirectsToAnotherRow() async {
            let source = ScriptedSource(sections: [titles(10)])
            let table = makeTable(source)
            source.willSelect = { _ in nil }
            table.calls = []
            XCTAssertNil(table.simulateTap(at: path(0, 0)))
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(table.calls, touch(0) + primaryAction(0), "a primary action without selection")
            source.willSelect = { _ in path(0, 2) }
            XCTAssertEqual(table.simulateTap(at: path(0, 0)), path(0, 2))
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 2)])
            XCTAssertTrue(table.calls.contains("tableView(_:didSelectRowAt:) [0, 2]"))
        }

        @MainActor func testInMultipleSelectionATapAddsARowOrDeselectsASelectedOne() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source)
            table.allowsMultipleSelection = true
            table.simulateTap(at: path(0, 0))
            table.calls = []
            table.simulateTap(at: path(0, 1))
            XCTAssertEqual(
                table.calls, touch(1) + ["tableView(_:didSelectRowAt:) [0, 1]"],
                "extending a selection is not a primary action")
            table.calls = []
            XCTAssertNil(table.simulateTap(at: path(0, 0)))
            XCTAssertEqual(
                table.calls,
                Array(touch(0).prefix(3)) + [
                    "tableView(_:willDeselectRowAt:) [0, 0]", "tableView(_:didDeselectRowAt:) [0, 0]",
                ])
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1)])
        }

        @MainActor func testATapDoesNothingWhereTheModeAllowsNoSelectionOrTheRowNoHighlight() async {
            let source = ScriptedSource(sections: [titles(10)])
            let table = makeTable(source)
            table.calls = []
            table.allowsSelection = false
            XCTAssertNil(table.simulateTap(at: path(0, 0)))
            table.allowsSelection = true
            table.setEditing(true, animated: false)
            XCTAssertNil(table.simulateTap(at: path(0, 0)), "allowsSelectionDuringEditing is false")
            XCTAssertEqual(table.calls, [])
            table.allowsSelectionDuringEditing = true
            XCTAssertEqual(table.simulateTap(at: path(0, 0)), path(0, 0))
            XCTAssertEqual(
                table.calls.suffix(1), ["tableView(_:canPerformPrimaryActionForRowAt:) [0, 0]"],
                "no primary action in editing mode by default")
            table.calls = []
            source.shouldHighlight = { _ in false }
            XCTAssertNil(table.simulateTap(at: path(0, 1)))
            XCTAssertEqual(table.calls, ["tableView(_:shouldHighlightRowAt:) [0, 1]"])
            XCTAssertNil(table.simulateTap(at: path(0, 9)), "off screen")
            XCTAssertEqual(table.programmingErrors, ["simulateTap(at:): row [0, 9] is not on screen"])
        }

        @MainActor func testSelectionFromCodeTellsTheDelegateNothing() async {
            let source = StandInTestDataSource(sections: [titles(20)])
            let table = makeTable(source)
            table.calls = []
            table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
            table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 3)], "single selection replaces")
            table.allowsMultipleSelection = true
            table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1), path(0, 3)])
            XCTAssertEqual(table.indexPathForSelectedRow, path(0, 1))
            table.deselectRow(at: path(0, 1), animated: false)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 3)])
            table.selectRow(at: nil, animated: false, scrollPosition: .none)
            XCTAssertNil(table.indexPathsForSelectedRows)
            XCTAssertEqual(table.calls, [])
            table.selectRow(at: path(0, 10), animated: false, scrollPosition: .top)
            XCTAssertEqual(table.contentOffset.y, 440, "a position scrolls")
            table.selectRow(at: path(0, 30), animated: false, scrollPosition: .none)
            XCTAssertEqual(
                table.programmingErrors, ["selectRow(at:animated:scrollPosition:): invalid index path [0, 30]"])
        }

        @MainActor func testTheSelectionFollowsRowsAcrossUpdates() async {
            let source = StandInTestDataSource(sections: [titles(10)])
            let table = makeTable(source, height: 1000)
            table.allowsMultipleSelection = true
            for row in [1, 3, 5] {
                table.selectRow(at: path(0, row), animated: false, scrollPosition: .none)
            }
            source.sections[0].remove(at: 1)
            source.sections[0].insert("new", at: 0)
            table.performBatchUpdates {
                table.deleteRows(at: [path(0, 1)], with: .fade)
                table.insertRows(at: [path(0, 0)], with: .fade)
            }
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 3), path(0, 5)])
            table.reloadRows(at: [path(0, 3)], with: .fade)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 5)])
            source.sections[0].insert(source.sections[0].remove(at: 5), at: 0)
            table.moveRow(at: path(0, 5), to: path(0, 0))
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 0)])
            XCTAssertEqual(table.invalidUpdates, [])
        }

        @MainActor func testAnOffsetChangeTellsTheDelegateOnceAndMovesTheViewport() async {
            let source = ScriptedSource(sections: [titles(10)])
            let table = makeTable(source)
            table.calls = []
            table.contentOffset = CGPoint(x: 0, y: 50)
            table.contentOffset = CGPoint(x: 0, y: 50)
            XCTAssertEqual(table.calls.filter { $0 == "scrollViewDidScroll(_:)" }.count, 1, "only a change")
            XCTAssertEqual(table.calls.first, "scrollViewDidScroll(_:)")
            XCTAssertEqual(table.indexPathsForVisibleRows, (1...4).map { path(0, $0) })
            table.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            XCTAssertEqual(table.calls.filter { $0 == "scrollViewDidScroll(_:)" }.count, 2)
            XCTAssertEqual(table.indexPathsForVisibleRows, (6...9).map { path(0, $0) })
            XCTAssertEqual(source.scrolledTo, [50, 300], "the delegate saw each new offset")
        }

        @MainActor func testScrollToRowPutsTheRowWhereAskedWithinTheContent() async {
            let source = StandInTestDataSource(sections: [titles(20)])
            let table = makeTable(source)
            let cases: [(row: Int, position: UITableView.ScrollPosition, offset: CGFloat)] = [
                (10, .top, 440), (10, .middle, 440 + 22 - 66), (10, .bottom, 484 - 132),
                (10, .none, 484 - 132),  // already in view: no move
                (2, .none, 88),  // above: the least move shows it at the top
                (15, .none, 704 - 132),  // below: at the bottom
                (19, .top, 880 - 132),  // bounded by the end of the content
                (0, .bottom, 0),  // and by its start
            ]
            for (row, position, offset) in cases {
                table.scrollToRow(at: path(0, row), at: position, animated: false)
                XCTAssertEqual(table.contentOffset.y, offset, "row \(row), \(position)")
                XCTAssertNotNil(table.cellForRow(at: path(0, row)))
            }
            table.scrollToRow(at: path(1, 0), at: .top, animated: false)
            XCTAssertEqual(table.programmingErrors, ["scrollToRow(at:at:animated:): invalid index path [1, 0]"])
        }

        @MainActor func testAnOffsetPastTheEndComesBackWhenTheContentShrinks() async {
            let source = StandInTestDataSource(sections: [titles(20)])
            let table = makeTable(source)
            table.simulateScroll(to: 10_000)
            XCTAssertEqual(table.contentOffset.y, 880 - 132)
            table.calls = []
            source.sections[0].removeLast(10)
            table.deleteRows(at: (10..<20).map { path(0, $0) }, with: .fade)
            XCTAssertEqual(table.contentOffset.y, 440 - 132)
            XCTAssertTrue(table.calls.contains("scrollViewDidScroll(_:)"))
            XCTAssertEqual(visibleTitles(table), ["r7", "r8", "r9"])
        }

        @MainActor func testASwipeToDeleteCommitsWhenTheRowCanBeEdited() async {
            let source = ScriptedSource(sections: [titles(10)])
            source.commit = { table, style, indexPath in
                XCTAssertEqual(style, .delete)
                source.sections[0].remove(at: indexPath.row)
                table.deleteRows(at: [indexPath], with: .fade)
            }
            let table = makeTable(source)
            table.calls = []
            XCTAssertTrue(table.simulateSwipeToDelete(at: path(0, 1)))
            XCTAssertEqual(
                table.calls.filter { !$0.contains("Section") && !$0.contains("height") && !$0.contains("isplay") },
                [
                    "tableView(_:canEditRowAt:) [0, 1]",
                    "tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 1]",
                    "tableView(_:editingStyleForRowAt:) [0, 1]", "tableView(_:willBeginEditingRowAt:) [0, 1]",
                    "tableView(_:titleForDeleteConfirmationButtonForRowAt:) [0, 1]",
                    "tableView(_:commit:forRowAt:) [0, 1]",
                    "tableView(_:cellForRowAt:) [0, 2]", "tableView(_:didEndEditingRowAt:) [0, 1]",
                ])
            XCTAssertEqual(visibleTitles(table), ["r0", "r2", "r3"])
            source.canEdit = { _ in false }
            XCTAssertFalse(table.simulateSwipeToDelete(at: path(0, 1)))
            XCTAssertEqual(table.numberOfRows(inSection: 0), 9)
        }

        @MainActor func testAUserMoveMovesTheRowWithItsCellAndAsksNoCounts() async {
            let source = ScriptedSource(sections: [titles(10)])
            source.moveRow = { from, to in
                source.sections[to.section].insert(source.sections[from.section].remove(at: from.row), at: to.row)
            }
            let table = makeTable(source)
            let cell = table.cellForRow(at: path(0, 0))
            table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
            XCTAssertNil(table.simulateMove(from: path(0, 0), to: path(0, 2)), "not in editing mode")
            table.setEditing(true, animated: false)
            XCTAssertTrue(table.isEditing)
            table.calls = []
            XCTAssertEqual(table.simulateMove(from: path(0, 0), to: path(0, 2)), path(0, 2))
            XCTAssertTrue(table.cellForRow(at: path(0, 2)) === cell)
            XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 2)])
            XCTAssertEqual(visibleTitles(table), ["r1", "r2", "r0"])
            XCTAssertFalse(table.calls.contains { $0.contains("numberOf") || $0.contains("cellForRowAt") })
            XCTAssertNil(table.simulateMove(from: path(0, 0), to: path(0, 10)), "no such place")
        }

        @MainActor func testAnAccessoryTapTellsTheDelegateAndSelectsNothing() async {
            let source = StandInTestDataSource(sections: [titles(3)])
            let table = makeTable(source)
            table.calls = []
            table.simulateAccessoryTap(at: path(0, 2))
            XCTAssertEqual(table.calls, ["tableView(_:accessoryButtonTappedForRowWith:) [0, 2]"])
            XCTAssertNil(table.indexPathForSelectedRow)
        }

        @MainActor func testABatchMadeWhileTheTableShowsARowIsAppliedAndTheDisplayStartsAgain() async {
            let source = ScriptedSource(sections: [titles(3)])
            var loadedMore = false
            source.willDisplay = { table, indexPath in
                // A "load more" row: showing the last row appends rows.
                guard indexPath.row == source.sections[0].count - 1, !loadedMore else { return }
                loadedMore = true
                source.sections[0] += ["m0", "m1"]
                table.insertRows(at: [path(0, 3), path(0, 4)], with: .none)
            }
            let table = makeTable(source, height: 200)
            XCTAssertEqual(table.invalidUpdates, [])
            XCTAssertEqual(visibleTitles(table), ["r0", "r1", "r2", "m0", "m1"])
        }
    }
#endif
