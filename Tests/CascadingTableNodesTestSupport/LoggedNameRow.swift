import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

/// A ``NameRow`` that records its cell requests and the cells that end displaying, for tests of
/// which cells a reload keeps: "name.cellForRowAt", "ended <text>", and, when asked,
/// "name.willDisplay".
@MainActor
package final class LoggedNameRow: NameRow {
    /// Where the calls go.
    package let log: CallLog
    /// Whether `willDisplay` is recorded too.
    package let logsWillDisplay: Bool

    /// Rows named `names`, each recording into `log`.
    package static func rows(_ names: [String], _ log: CallLog, logsWillDisplay: Bool = false) -> [LoggedNameRow] {
        names.map { LoggedNameRow($0, log: log, logsWillDisplay: logsWillDisplay) }
    }

    package init(_ name: String, log: CallLog, logsWillDisplay: Bool = false) {
        self.log = log
        self.logsWillDisplay = logsWillDisplay
        super.init(index: 0, childDelegates: [])
        self.name = name
    }

    /// A row named "" recording into a log of its own (the node classes' required initializer).
    package required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        log = CallLog()
        logsWillDisplay = false
        super.init(index: index, childDelegates: childDelegates)
    }

    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.record("\(name).cellForRowAt")
        return super.tableView(tableView, cellForRowAt: indexPath)
    }

    package override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        // Routed by the row's old index path, which may now belong to another node (as in UIKit):
        // record whose cell ended, not who heard it.
        log.record("ended \(cell.text ?? "?")")
    }

    package override func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if logsWillDisplay { log.record("\(name).willDisplay") }
    }
}
