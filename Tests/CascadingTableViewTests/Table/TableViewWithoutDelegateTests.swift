import CascadingTableView
import XCTest

/// A table with a data source but no delegate (or whose data source is gone) answers with the
/// protocol defaults instead of asking.
final class TableViewWithoutDelegateTests: XCTestCase {
    @MainActor
    private final class RowsOnly: TableViewDataSource {
        var rows = 5
        var canEdit = true
        var committed: [TableViewCell.EditingStyle] = []
        var moves: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) { committed.append(editingStyle) }
        func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
        {
            moves.append("\(sourceIndexPath)->\(destinationIndexPath)")
        }
    }

    @MainActor
    func testTapsSelectAndDeselectWithDefaultAnswers() async {
        let source = RowsOnly()
        let table = TableView()
        table.dataSource = source
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 1, section: 0)), IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.tapRow(at: IndexPath(row: 2, section: 0)), IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        table.allowsMultipleSelection = true
        table.tapRow(at: IndexPath(row: 2, section: 0))
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertNil(table.longPressRow(at: IndexPath(row: 0, section: 0)), "no delegate: no menu")
        XCTAssertFalse(table.performMenuAction(.copy, forRowAt: IndexPath(row: 0, section: 0)))
        table.tapAccessoryButton(forRowAt: IndexPath(row: 0, section: 0))
    }

    @MainActor
    func testSwipeWithoutDelegateHasStyleNoneAndTheDefaultButton() async {
        let source = RowsOnly()
        let table = TableView()
        table.dataSource = source
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(source.committed, [])
        let button = table.swipeActions(forRowAt: IndexPath(row: 0, section: 0))?.first
        XCTAssertEqual(button?.title, "Delete")
        button.map { $0.handler($0, IndexPath(row: 0, section: 0)) }
        XCTAssertEqual(source.committed, [.delete])
    }

    @MainActor
    func testReorderWithoutDelegateTakesTheProposal() async {
        let source = RowsOnly()
        let table = TableView()
        table.dataSource = source
        table.isEditing = true
        XCTAssertEqual(
            table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0)),
            IndexPath(row: 4, section: 0))
        XCTAssertEqual(source.moves, ["[0, 0]->[0, 4]"])
    }

    @MainActor
    func testFreedDataSourceLeavesCachedRowsThatCannotBeEditedOrMoved() async {
        let table = TableView()
        do {
            let source = RowsOnly()
            table.dataSource = source
            XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        }
        XCTAssertNil(table.dataSource)
        XCTAssertFalse(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
        XCTAssertNil(table.swipeActions(forRowAt: IndexPath(row: 0, section: 0)))
        table.isEditing = true
        XCTAssertNil(table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        table.reloadData()
        XCTAssertEqual(table.numberOfSections, 0, "a reload without a data source empties the table")
    }

    @MainActor
    func testInvalidSelfSizedHeightIsReported() async {
        @MainActor
        final class Broken: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell()
                cell.preferredHeight = -3
                return cell
            }
        }
        let source = Broken()
        let table = TableView()
        table.diagnostics.mode = .silent
        table.rowHeight = TableView.automaticDimension
        table.dataSource = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        let message = table.diagnostics.reports.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("The self-sizing cell's preferredHeight is an invalid height (-3.0) for row"))
    }

    @MainActor
    func testSupplementSettingsReadBackAndAnswerForADelegatelessTable() async {
        let source = RowsOnly()
        let table = TableView()
        XCTAssertEqual(table.sectionHeaderHeight, TableView.automaticDimension)
        XCTAssertEqual(table.sectionFooterHeight, TableView.automaticDimension)
        table.sectionHeaderHeight = 12
        table.sectionFooterHeight = 8
        XCTAssertEqual(table.sectionFooterHeight, 8)
        table.dataSource = source
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 12)
        XCTAssertEqual(table.rectForFooter(inSection: 0).height, 8)
        XCTAssertEqual(table.contentSize.height, 12 + 5 * 44 + 8)
        XCTAssertNil(table.footerView(forSection: 0), "no view or title: nothing shown")
        XCTAssertNil(table.footerView(forSection: 9))
    }
}
