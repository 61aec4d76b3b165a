import CascadingTableView
import Foundation

/// Reports a node made before it had a table, delivered when it gets one.
@MainActor
package struct DiagnosticsMailbox {
    /// The reports waiting.
    package private(set) var pending: [TableViewDiagnostic] = []

    /// Creates an empty mailbox.
    package init() {}

    /// Sends `diagnostics` to `table`, or keeps them until ``deliver(to:)`` when there is none.
    package mutating func send(_ diagnostics: [TableViewDiagnostic], to table: TableView?) {
        guard let table else {
            pending += diagnostics
            return
        }
        for diagnostic in diagnostics {
            table.diagnostics.report(diagnostic)
        }
    }

    /// Sends the waiting reports to `table` and forgets them, so none is reported twice.
    package mutating func deliver(to table: TableView) {
        let waiting = pending
        pending.removeAll()
        send(waiting, to: table)
    }
}
