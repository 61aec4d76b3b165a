import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// Every rule UIKit checks, the error it produces, and recovery by a full reload.
final class TableViewUpdateValidationTests: XCTestCase {
    /// Runs `updates` after changing the model to `after`, through the throwing form, and returns
    /// the error (nil when valid) with the table for further checks.
    @MainActor
    private func check(
        _ before: [[String]], _ after: [[String]], _ updates: (TableView) -> Void
    ) -> (TableViewUpdateError?, TableView, ArrayDataSource) {
        let source = ArrayDataSource(before)
        let table = source.makeTable()
        table.layoutIfNeeded()
        source.sections = after
        do {
            try table.performCheckedBatchUpdates { updates(table) }
            return (nil, table, source)
        } catch {
            return (error, table, source)
        }
    }

    @MainActor
    func testRowCountMismatchCarriesUIKitsFacts() async {
        let (error, table, _) = check([["a", "b", "c"]], [["a", "b", "c", "d", "e"]]) {
            $0.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }
        XCTAssertEqual(error?.kind, .invalidNumberOfRows(section: 0))
        XCTAssertEqual(error?.countBefore, 3)
        XCTAssertEqual(error?.countAfter, 5)
        XCTAssertEqual(error?.inserted, 1)
        XCTAssertEqual(error?.deleted, 0)
        XCTAssertEqual(
            error?.message,
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
                + "after the update (5) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out).")
        XCTAssertEqual(error.map { "\($0)" }, error?.message)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5, "recovered: the counts agree with the data source")
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 5)
    }

    @MainActor
    func testMovedInAndOutAreCounted() async {
        let (error, _, _) = check([["a", "b"], ["c"]], [["a", "b"], ["c", "b"]]) {
            $0.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
        }
        XCTAssertEqual(error?.kind, .invalidNumberOfRows(section: 0))
        XCTAssertEqual(error?.movedOut, 1)
        XCTAssertEqual(error?.movedIn, 0)
    }

    @MainActor
    func testSectionCountMismatch() async {
        let (error, _, _) = check([["a"]], [["a"], ["b"], ["c"]]) { $0.insertSections([1], with: .fade) }
        XCTAssertEqual(error?.kind, .invalidNumberOfSections)
        XCTAssertEqual(error?.countBefore, 1)
        XCTAssertEqual(error?.countAfter, 3)
        XCTAssertEqual(error?.inserted, 1)
        XCTAssertTrue(error?.message.hasPrefix("Invalid update: invalid number of sections.") ?? false)
    }

    @MainActor
    func testIndexPathsOutOfRangeForTheirState() async {
        let cases: [(String, (TableView) -> Void, TableViewUpdateError.Kind)] = [
            (
                "delete past the end", { $0.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade) },
                .rowOutOfRange(IndexPath(row: 2, section: 0), .before)
            ),
            (
                "delete in a missing section", { $0.deleteRows(at: [IndexPath(row: 0, section: 4)], with: .fade) },
                .rowOutOfRange(IndexPath(row: 0, section: 4), .before)
            ),
            (
                "reload a negative row", { $0.reloadRows(at: [IndexPath(row: -1, section: 0)], with: .fade) },
                .rowOutOfRange(IndexPath(row: -1, section: 0), .before)
            ),
            (
                "insert past the new end", { $0.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade) },
                .rowOutOfRange(IndexPath(row: 5, section: 0), .after)
            ),
            (
                "move to a missing section",
                {
                    $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 3))
                }, .rowOutOfRange(IndexPath(row: 0, section: 3), .after)
            ),
            (
                "malformed", { $0.deleteRows(at: [IndexPath(indexes: [0, 0, 0])], with: .fade) },
                .malformedIndexPath(IndexPath(indexes: [0, 0, 0]))
            ),
            ("delete a missing section", { $0.deleteSections([2], with: .fade) }, .sectionOutOfRange(2, .before)),
            ("insert past the sections", { $0.insertSections([3], with: .fade) }, .sectionOutOfRange(3, .after)),
        ]
        for (name, updates, kind) in cases {
            let (error, table, source) = check([["a", "b"]], [["a", "b"]], updates)
            XCTAssertEqual(error?.kind, kind, name)
            XCTAssertFalse(error?.message.isEmpty ?? true, name)
            XCTAssertEqual(table.numberOfRows(inSection: 0), source.sections[0].count, name)
        }
    }

    @MainActor
    func testConflictingOperations() async {
        let a0 = IndexPath(row: 0, section: 0)
        let a1 = IndexPath(row: 1, section: 0)
        let cases: [(String, [[String]], (TableView) -> Void, TableViewUpdateError.Kind)] = [
            ("deleted twice", [["b"]], { $0.deleteRows(at: [a0, a0], with: .fade) }, .conflictingRowOperations(a0)),
            (
                "deleted and reloaded", [["b"]],
                {
                    $0.deleteRows(at: [a0], with: .fade)
                    $0.reloadRows(at: [a0], with: .fade)
                }, .conflictingRowOperations(a0)
            ),
            (
                "moved and deleted", [["b"]],
                {
                    $0.deleteRows(at: [a0], with: .fade)
                    $0.moveRow(at: a0, to: a0)
                }, .conflictingRowOperations(a0)
            ),
            (
                "two rows to one place", [["a", "b"]],
                {
                    $0.moveRow(at: a0, to: a1)
                    $0.moveRow(at: a1, to: a1)
                }, .conflictingRowOperations(a1)
            ),
            (
                "inserted twice", [["a", "b", "c"]],
                {
                    $0.insertRows(at: [a0, a0], with: .fade)
                }, .conflictingRowOperations(a0)
            ),
            (
                "insert into an inserted section", [["n"], ["a", "b"]],
                {
                    $0.insertSections([0], with: .fade)
                    $0.insertRows(at: [a0], with: .fade)
                }, .conflictingRowOperations(a0)
            ),
            (
                "delete a row of a deleted section", [],
                {
                    $0.deleteSections([0], with: .fade)
                    $0.deleteRows(at: [a0], with: .fade)
                }, .conflictingRowOperations(a0)
            ),
            (
                "section deleted and reloaded", [["a", "b"]],
                {
                    $0.deleteSections([0], with: .fade)
                    $0.reloadSections([0], with: .fade)
                }, .conflictingSectionOperations(0)
            ),
            (
                "two sections to one place", [["a", "b"]],
                {
                    $0.moveSection(0, toSection: 0)
                    $0.insertSections([0], with: .fade)
                }, .conflictingSectionOperations(0)
            ),
        ]
        for (name, after, updates, kind) in cases {
            let (error, _, _) = check([["a", "b"]], after, updates)
            XCTAssertEqual(error?.kind, kind, name)
        }
    }

    @MainActor
    func testInvalidUpdateIsReportedToDiagnosticsAndCompletesWithFalse() async {
        let source = ArrayDataSource([["a"]])
        let table = source.makeTable()
        table.diagnostics.mode = .silent
        table.layoutIfNeeded()
        source.sections = [["a", "b"]]
        var completed: Bool?
        table.performBatchUpdates(
            { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
            completion: { completed = $0 })
        XCTAssertEqual(completed, false)
        guard let error = table.diagnostics.reports.last?.kind.updateError else {
            return XCTFail("an invalid update is reported")
        }
        XCTAssertEqual(error.kind, .invalidNumberOfRows(section: 0))
        XCTAssertEqual(table.diagnostics.reports.last?.message, error.message)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        source.sections[0].append("c")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        XCTAssertEqual(table.diagnostics.reports.count, 1, "a valid update after recovery works")
        XCTAssertEqual(source.visibleItems(in: table), ["a", "b", "c"])
    }

    @MainActor
    func testStrictModeCallsTheFailureHandler() async {
        let source = ArrayDataSource([["a"]])
        let table = source.makeTable()
        var failures: [String] = []
        table.diagnostics.mode = .strict { failures.append($0.message) }
        source.sections = [[]]
        table.reloadData()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("row 0 of section 0 does not exist after the update") ?? false)
    }

    @MainActor
    func testCheckedUpdateStartedWhileApplyingThrowsReentrant() async {
        @MainActor
        final class Reentrant: TableViewDataSource, TableViewDelegate {
            var rows = 1
            var caught: TableViewUpdateError?
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell()
            }
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                guard indexPath.row == 1 else { return }
                do {
                    try tableView.performCheckedBatchUpdates {}
                } catch {
                    caught = error
                }
            }
        }
        let source = Reentrant()
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        source.rows = 2
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        XCTAssertEqual(source.caught?.kind, .reentrantUpdate)
        XCTAssertEqual(source.caught?.description, source.caught?.message)
    }
}
