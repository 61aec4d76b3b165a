import CascadingTableView
import XCTest

/// The task-local observer that the test-support product's strict scopes install: it hears every
/// report made in its task, after the table's own mode, which stays as it was.
final class TableDiagnosticsObservationTests: XCTestCase {
    private let problem = TableViewDiagnostic(
        kind: .invalidIndexPath(IndexPath(row: 9, section: 9)), message: "bad row")

    @MainActor
    func testAnObserverHearsEachReportAfterTheTablesModeWhichActsAsBefore() async {
        let table = TableView()
        var heard: [String] = []
        table.diagnostics.mode = .strict { heard.append("mode: \($0.message)") }
        let observer: TableDiagnosticsObservation.Observer = { heard.append("observer: \($0.message)") }
        TableDiagnosticsObservation.withObserver(observer) {
            table.diagnostics.report(problem)
        }
        XCTAssertEqual(heard, ["mode: bad row", "observer: bad row"])
        XCTAssertEqual(table.diagnostics.reports, [problem])

        let silent = TableView()
        silent.diagnostics.mode = .silent
        TableDiagnosticsObservation.withObserver(observer) {
            silent.diagnostics.report(problem)
        }
        XCTAssertEqual(heard.last, "observer: bad row", "a silent table is heard too")
        XCTAssertEqual(silent.diagnostics.reports, [problem])
    }

    @MainActor
    func testOutsideAScopeNoObserverHearsAndAnInnerScopeReplacesTheOuter() async {
        let table = TableView()
        table.diagnostics.mode = .silent
        var heard: [String] = []
        let outer: TableDiagnosticsObservation.Observer = { heard.append("outer \($0.message)") }
        let inner: TableDiagnosticsObservation.Observer = { heard.append("inner \($0.message)") }
        XCTAssertNil(TableDiagnosticsObservation.observer)
        TableDiagnosticsObservation.withObserver(outer) {
            TableDiagnosticsObservation.withObserver(inner) {
                table.diagnostics.report(problem)
            }
            table.diagnostics.report(problem)
        }
        table.diagnostics.report(problem)
        XCTAssertEqual(heard, ["inner bad row", "outer bad row"])
        XCTAssertEqual(table.diagnostics.reports.count, 3)
    }

    @MainActor
    func testTheScopeReachesAwaitedCodeAndTasksItCreates() async {
        let table = TableView()
        table.diagnostics.mode = .silent
        var heard = 0
        let observer: TableDiagnosticsObservation.Observer = { _ in heard += 1 }
        await TableDiagnosticsObservation.withObserver(observer) {
            await Task.yield()
            table.diagnostics.report(problem)
            await Task { @MainActor in table.diagnostics.report(problem) }.value
        }
        XCTAssertEqual(heard, 2)
    }
}
