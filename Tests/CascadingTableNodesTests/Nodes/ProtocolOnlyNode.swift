import CascadingTableNodes
import CascadingTableView
import Foundation

/// A node that adopts the protocol directly, without the node classes: it has no serial, and
/// answers one row.
@MainActor
final class ProtocolOnlyNode: CascadingTableDelegate {
    var index = 0
    var childDelegates: [any CascadingTableDelegate] = []
    weak var parentDelegate: (any CascadingTableDelegate)?

    init() {}

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
    }

    func prepare(tableView: TableView) {}
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
}
