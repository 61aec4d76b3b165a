import CascadingTableDelegate
import CascadingTableTesting
import XCTest

/// `withStrictTableDiagnostics` in an XCTest target: a misuse inside the scope fails the test at
/// the scope's line with the report's message; outside it, the table's mode alone decides.
final class StrictDiagnosticsXCTests: FailureRecordingTestCase {
    @MainActor
    func testAnInvalidUpdateInsideTheScopeFailsTheTestAtTheScopesLine() async throws {
        let list = GroceryList()
        list.table.diagnostics.mode = .silent
        list.table.layoutIfNeeded()
        let line = #line + 3
        let failures = recordingFailures {
            // Inserting a row the data source does not have: an invalid update.
            withStrictTableDiagnostics {
                list.table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
            }
        }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(failure.message.contains("Table diagnostic in strict mode: Invalid update"), failure.message)
        XCTAssertEqual(list.table.diagnostics.reports.count, 1, "the table keeps its report too")
    }

    @MainActor
    func testTheAsyncScopeFailsForEachReportAndReturnsTheBodysValue() async {
        let list = GroceryList()
        list.table.diagnostics.mode = .silent
        var rows: Int?
        let failures = await recordingFailuresAsync {
            rows = await withStrictTableDiagnostics {
                await Task.yield()
                list.table.tapRow(at: IndexPath(row: 5, section: 0))
                list.table.tapRow(at: IndexPath(row: 0, section: 9))
                return list.table.numberOfRows(inSection: 0)
            }
        }
        XCTAssertEqual(rows, 2)
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.allSatisfy { $0.message.contains("does not exist") }, "\(failures)")
    }

    @MainActor
    func testOutsideTheScopeAReportDoesNotFailTheTest() async throws {
        let list = GroceryList()
        list.table.diagnostics.mode = .silent
        let failures = recordingFailures {
            let value = withStrictTableDiagnostics { 7 }
            XCTAssertEqual(value, 7)
            list.table.tapRow(at: IndexPath(row: 5, section: 0))
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(list.table.diagnostics.reports.count, 1)
    }

    @MainActor
    func testTheScopeRethrowsWhatItsBodyThrows() async {
        struct Stop: Error {}
        XCTAssertThrowsError(try withStrictTableDiagnostics { throw Stop() }) { XCTAssertTrue($0 is Stop) }
    }
}
