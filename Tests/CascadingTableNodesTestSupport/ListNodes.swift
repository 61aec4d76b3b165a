import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

/// A leaf that owns a range of rows: one per item, each cell showing its item.
@MainActor
package final class ListNode: CascadingBareTableDelegate {
    package var items: [String]
    /// Every row this node was asked a cell for, as it saw it.
    package private(set) var cellRequests: [IndexPath] = []

    package init(_ items: [String]) {
        self.items = items
        super.init(index: 0, childDelegates: [])
    }

    package required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        items = []
        super.init(index: index, childDelegates: childDelegates)
    }

    package override var ownsRange: Bool { true }

    package override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = TableViewCell()
        cell.text = items.indices.contains(indexPath.row) ? items[indexPath.row] : "?"
        return cell
    }

    /// When set, each item's row answers a height and an estimate drawn for the item with this
    /// seed (``RealHeights/row(_:seed:)``); otherwise the defaults.
    package var heightSeed: UInt64?

    package override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heightSeed, items.indices.contains(indexPath.row) else {
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
        return RealHeights.row(items[indexPath.row], seed: heightSeed).height
    }

    package override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heightSeed, items.indices.contains(indexPath.row) else {
            return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
        let (height, estimate) = RealHeights.row(items[indexPath.row], seed: heightSeed)
        return estimate ?? height
    }
}

/// A leaf that owns a range of sections: one per group, one row per item.
@MainActor
package final class GroupsNode: CascadingBareTableDelegate {
    package var groups: [[String]]

    package init(_ groups: [[String]]) {
        self.groups = groups
        super.init(index: 0, childDelegates: [])
    }

    package required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        groups = []
        super.init(index: index, childDelegates: childDelegates)
    }

    package override var ownsRange: Bool { true }

    package override func numberOfSections(in tableView: TableView) -> Int { groups.count }

    package override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        groups.indices.contains(section) ? groups[section].count : 0
    }

    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = groups[indexPath.section][indexPath.row]
        return cell
    }
}
