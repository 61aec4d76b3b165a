import CascadingTableView
import Foundation

/// Duplicate reports made before a described node had a table, delivered when it gets one.
@MainActor
struct DiagnosticsMailbox {
    /// The reports waiting.
    private(set) var pending: [TableViewDiagnostic] = []

    /// Sends `diagnostics` to `table`, or keeps them until ``deliver(to:)`` when there is none.
    mutating func send(_ diagnostics: [TableViewDiagnostic], to table: TableView?) {
        guard let table else {
            pending += diagnostics
            return
        }
        for diagnostic in diagnostics {
            table.diagnostics.report(diagnostic)
        }
    }

    /// Sends the waiting reports to `table` and forgets them, so none is reported twice.
    mutating func deliver(to table: TableView) {
        let waiting = pending
        pending.removeAll()
        send(waiting, to: table)
    }
}
