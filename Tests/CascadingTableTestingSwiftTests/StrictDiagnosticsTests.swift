import CascadingTableDelegate
import CascadingTableTesting
import Foundation
import Testing

/// Strict diagnostics under Swift Testing: a misuse fails the test, inside
/// `withStrictTableDiagnostics` at the scope's line, and anywhere in a test or suite that has the
/// `.strictTableDiagnostics` trait, at the test.
@Suite("Strict table diagnostics under Swift Testing")
@MainActor
struct StrictDiagnosticsTests {
    @Test("An invalid update inside the scope fails the test at the scope's line")
    func scope() {
        let list = ReadingList()
        list.table.diagnostics.mode = .silent
        list.table.layoutIfNeeded()  // an update before the first load is absorbed by it
        let line = #line + 2
        withKnownIssue {
            withStrictTableDiagnostics {
                // A row inserted without a book behind it: an invalid update.
                list.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().hasPrefix("Table diagnostic in strict mode: Invalid update")
        }
        #expect(list.table.diagnostics.reports.count == 1, "the table keeps its report too")
    }

    @Test("The async scope fails for each report and returns the body's value")
    func asyncScope() async {
        let list = ReadingList()
        list.table.diagnostics.mode = .silent
        await withKnownIssue {
            let rows = await withStrictTableDiagnostics {
                await Task.yield()
                list.table.tapRow(at: IndexPath(row: 7, section: 0))
                return list.table.numberOfRows(inSection: 0)
            }
            #expect(rows == 2)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("does not exist")
        }
    }

    @Test("A valid screen passes in a strict scope, and a report outside it fails nothing")
    func validScreen() {
        let list = ReadingList()
        list.table.diagnostics.mode = .silent
        withStrictTableDiagnostics {
            list.markRead(2)
        }
        list.table.tapRow(at: IndexPath(row: 7, section: 0))
        #expect(list.table.diagnostics.reports.count == 1)
    }

    @Test("The trait fails the test for a misuse anywhere in it", .strictTableDiagnostics)
    func trait() {
        let list = ReadingList()
        list.table.diagnostics.mode = .silent
        list.markRead(1)
        withKnownIssue {
            list.table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Table diagnostic in strict mode: Invalid update")
        }
    }
}

/// The trait on a suite: each of its tests is strict.
@Suite("A suite with the strict trait", .strictTableDiagnostics)
@MainActor
struct StrictSuiteTests {
    @Test("A misuse in a test of the suite fails it")
    func misuse() {
        let list = ReadingList()
        list.table.diagnostics.mode = .silent
        withKnownIssue {
            list.table.tapRow(at: IndexPath(row: 0, section: 5))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("does not exist")
        }
    }
}
