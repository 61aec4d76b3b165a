import CascadingTableView
import XCTest

/// `TableViewDiagnostics.defaultMode` is process-wide configuration that a test suite sets in
/// XCTest's synchronous, nonisolated `setUp()`, as the documentation advises.
final class DiagnosticsDefaultModeTests: XCTestCase {
    override func setUp() {
        super.setUp()
        TableViewDiagnostics.defaultMode = .silent
    }

    override func tearDown() {
        TableViewDiagnostics.defaultMode = .log
        super.tearDown()
    }

    @MainActor
    func testTheModeSetInSetUpAppliesToNewTables() async {
        let table = TableView()
        guard case .silent = table.diagnostics.mode else {
            return XCTFail("a table made after setUp starts in the mode setUp chose")
        }
        _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.diagnostics.reports.count, 1, "still recorded")
    }

    func testTheModeCanBeReadAndSetFromAnyThread() {
        let done = expectation(description: "set from another thread")
        Thread.detachNewThread {
            TableViewDiagnostics.defaultMode = .log
            if case .log = TableViewDiagnostics.defaultMode {
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
    }
}
