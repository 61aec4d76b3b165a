import CascadingTableView
import XCTest

/// The diagnostics channel's modes, and the index path extension.
final class DiagnosticsAndIndexPathTests: XCTestCase {
    @MainActor
    func testModesRecordAndHandleReports() async {
        let diagnostics = TableViewDiagnostics()
        let problem = TableViewDiagnostic(kind: .invalidIndexPath(IndexPath()), message: "A row was missing.")
        XCTAssertEqual(problem.description, "A row was missing.")
        diagnostics.mode = .log
        diagnostics.report(problem)
        diagnostics.mode = .silent
        diagnostics.report(problem)
        var failures: [TableViewDiagnostic] = []
        diagnostics.mode = .strict { failures.append($0) }
        diagnostics.report(problem)
        XCTAssertEqual(diagnostics.reports.count, 3)
        XCTAssertEqual(failures, [problem])
        diagnostics.removeAll()
        XCTAssertEqual(diagnostics.reports, [])
    }

    @MainActor
    func testDefaultModeAppliesToNewTables() async {
        let saved = TableViewDiagnostics.defaultMode
        defer { TableViewDiagnostics.defaultMode = saved }
        var failures = 0
        TableViewDiagnostics.defaultMode = .strict { _ in failures += 1 }
        let table = TableView()
        _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(failures, 1)
    }

    func testIndexPathRowAndSectionReadAndWrite() {
        var path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.section, 1)
        XCTAssertTrue(path.isTableIndexPath)
        path.row = 7
        path.section = 2
        XCTAssertEqual(path, IndexPath(indexes: [2, 7]))
    }

    func testMalformedIndexPathsReadAsOutOfRangeAndWritesPad() {
        var empty = IndexPath()
        XCTAssertEqual(empty.row, -1)
        XCTAssertEqual(empty.section, -1)
        XCTAssertFalse(empty.isTableIndexPath)
        empty.section = 4
        XCTAssertEqual(empty, IndexPath(index: 4))
        empty.row = 2
        XCTAssertEqual(empty, IndexPath(indexes: [4, 2]))
        var lonely = IndexPath()
        lonely.row = 5
        XCTAssertEqual(lonely, IndexPath(indexes: [0, 5]))
        XCTAssertFalse(IndexPath(indexes: [1, 2, 3]).isTableIndexPath)
        XCTAssertEqual(IndexPath(indexes: [1, 2, 3]).row, 2)
    }

    func testMenuActionsUseUIKitSelectorNames() {
        XCTAssertEqual(
            [MenuAction.cut, .copy, .paste, .select, .selectAll, .delete].map(\.rawValue),
            ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"])
        XCTAssertEqual(MenuAction(rawValue: "copy:"), .copy)
    }

    func testAutomaticDimensionIsUIKitsValueOffTheMainActor() {
        XCTAssertEqual(TableView.automaticDimension, -1)
    }
}
