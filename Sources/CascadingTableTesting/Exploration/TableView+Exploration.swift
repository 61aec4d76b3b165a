import CascadingTableDelegate
import Foundation

// What the table offers a finger at this moment, as exploration asks it: only public API, so that
// exploring sees the screen as a user's test does.
extension TableView {
    /// The rows on screen, in order.
    var explorationVisibleRows: [IndexPath] { indexPathsForVisibleRows ?? [] }

    /// Whether a row exists.
    func explorationRowExists(_ row: IndexPath) -> Bool {
        row.count == 2 && row.section >= 0 && row.section < numberOfSections && row.row >= 0
            && row.row < numberOfRows(inSection: row.section)
    }

    /// Whether a row is on screen.
    func explorationRowIsVisible(_ row: IndexPath) -> Bool {
        explorationRowExists(row) && explorationVisibleRows.contains(row)
    }

    /// Whether the data source lets the user edit a row (its swipe and its editing control).
    func explorationCanEdit(_ row: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: row) ?? false
    }

    /// Whether the data source lets the user move a row.
    func explorationCanMove(_ row: IndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: row) ?? false
    }

    /// Whether the delegate lets a row take focus.
    func explorationCanFocus(_ row: IndexPath) -> Bool {
        delegate?.tableView(self, canFocusRowAt: row) ?? false
    }

    /// Whether a cell on screen shows an outline disclosure (a described row with children).
    var explorationShowsDisclosure: Bool { visibleCells.contains { $0.outlineExpansion != nil } }

    /// Whether the outline row at `row` is expanded, when a tap on it now toggles it; nil when a tap
    /// does not: the row is not on screen or shows no disclosure, the table does not allow
    /// selection in its current mode, the tap would deselect the row (multiple selection), or the
    /// row opted out with `togglesOnSelect(false)`.
    func explorationTapToggle(of row: IndexPath) -> Bool? {
        guard explorationAllowsSelection, explorationRowIsVisible(row),
            let expanded = cellForRow(at: row)?.outlineExpansion
        else { return nil }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, indexPathsForSelectedRows?.contains(row) == true { return nil }
        let toggles = explorationDescribedNodes.contains { node in
            node.rowID(at: row).flatMap { node.row(withID: $0) }?.tapTogglesExpansion == true
        }
        return toggles ? expanded : nil
    }

    /// The described nodes of the tree whose root is the table's data source.
    private var explorationDescribedNodes: [any DescribedNode] {
        guard let root = dataSource as? any CascadingTableDelegate else { return [] }
        var found: [any DescribedNode] = []
        var stack: [any CascadingTableDelegate] = [root]
        var visited = Set<ObjectIdentifier>()
        while let node = stack.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
            if let described = node as? any DescribedNode { found.append(described) }
            stack.append(contentsOf: node.childDelegates)
        }
        return found
    }

    /// Whether a tap can select in the current mode.
    var explorationAllowsSelection: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether a row taken from `source` can be put down at `destination`, numbered as after the
    /// row left its place: any row of another section or its end, any row of its own section.
    func explorationIsDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.count == 2, destination.section >= 0, destination.section < numberOfSections,
            destination.row >= 0
        else { return false }
        let count = numberOfRows(inSection: destination.section)
        return destination.row <= (destination.section == source.section ? count - 1 : count)
    }

    /// The sections whose header view is on screen.
    var explorationVisibleHeaders: [Int] { (0..<numberOfSections).filter { headerView(forSection: $0) != nil } }

    /// The sections whose footer view is on screen.
    var explorationVisibleFooters: [Int] { (0..<numberOfSections).filter { footerView(forSection: $0) != nil } }

    /// The title paths of the enabled, visible actions of the context menu showing, as
    /// `performContextMenuAction(titled:)` takes them (inline submenus add no title).
    var explorationContextMenuPaths: [[String]] {
        guard let menu = presentedContextMenu else { return [] }
        return Self.actionPaths(in: menu, prefix: [])
    }

    private static func actionPaths(in menu: Menu, prefix: [String]) -> [[String]] {
        menu.children.flatMap { element -> [[String]] in
            if let submenu = element as? Menu {
                return actionPaths(
                    in: submenu, prefix: submenu.options.contains(.displayInline) ? prefix : prefix + [submenu.title])
            }
            guard let action = element as? Action, action.attributes.isDisjoint(with: [.disabled, .hidden]) else {
                return []
            }
            return [prefix + [action.title]]
        }
    }
}
