import CascadingTableDelegate
import Foundation

/// A basket in one section of a tree: an "Add" row, then a range node with one row per item.
/// Tapping "Add" puts the next item in the basket.
///
/// The planted defect: the range node adds the item to its model without telling the table
/// (`insertRows(at:)`), so the table shows one row fewer than the model has.
@MainActor
public final class ShoppingBasket {
    public let table = TableView()
    public let root: CascadingRootTableDelegate
    public let items: BasketItems

    public init(tellsTheTable: Bool) {
        items = BasketItems(index: 1, childDelegates: [])
        items.tellsTheTable = tellsTheTable
        let add = AddRow(index: 0, childDelegates: [])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [add, items])
        root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        add.onTap = { [items] in items.add() }
        table.layoutIfNeeded()
    }

    /// Differences between the table and the model, in words.
    public func mismatches() -> [String] {
        PlantedDefectScreens.mismatches(of: table, showing: ["Add"] + items.names)
    }
}

/// The row that adds an item when tapped.
@MainActor
public final class AddRow: CascadingBareTableDelegate {
    var onTap: (() -> Void)?

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = "Add"
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onTap?()
    }
}

/// A range node: one row per item, which it answers itself.
@MainActor
public final class BasketItems: CascadingBareTableDelegate {
    public private(set) var names: [String] = []
    var tellsTheTable = true

    override public var ownsRange: Bool { true }

    /// Adds the next item at the end: a local insert, unless the defect is planted.
    public func add() {
        names.append("Item \(names.count + 1)")
        if tellsTheTable {
            insertRows(at: [IndexPath(row: names.count - 1, section: 0)])
        }
    }

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = names[indexPath.row]
        return cell
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}
