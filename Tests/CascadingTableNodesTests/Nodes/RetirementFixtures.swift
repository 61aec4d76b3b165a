import CascadingTableNodes
import CascadingTableView
import Foundation

// The rows and log of the tests of children retired during a routed call
// (RoutedCallRetirementTests, RunningCallCountTests): each row logs its `deinit` by name, so a
// test reads when the routing node let a child go.

/// What happened to the rows of a retirement test, in order; a weak look at one row; and the root
/// whose invariants a row checks while it answers.
@MainActor
final class RetirementLog {
    var events: [String] = []
    private(set) weak var watched: LoggedRow?
    weak var root: CascadingRootTableDelegate?

    func watch(_ row: any CascadingTableDelegate) {
        watched = row as? LoggedRow
    }
}

/// A row whose `deinit` is logged by name.
@MainActor
class LoggedRow: CascadingBareTableDelegate {
    private var name = ""
    private var log: RetirementLog?

    convenience init(name: String, log: RetirementLog) {
        self.init(index: 0, childDelegates: [])
        self.name = name
        self.log = log
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    isolated deinit {
        log?.events.append("\(name) deinit")
    }
}
