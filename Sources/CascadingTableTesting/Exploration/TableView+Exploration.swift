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
