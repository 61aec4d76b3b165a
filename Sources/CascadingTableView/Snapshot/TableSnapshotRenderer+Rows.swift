import Foundation

// A row's lines: index path, height, texts and state on one line; an open swipe, a delete
// confirmation, a context menu and the cell's own lines under it.
extension TableSnapshotRenderer {
    /// The lines of one row. A row without a cell (one the table could not display) says so.
    func rowLines(_ indexPath: IndexPath) -> [String] {
        var line = Self.itemIndent + "[\(indexPath.section), \(indexPath.row)]"
        if options.includesHeights {
            line += " " + SnapshotText.points(table.rectForRow(at: indexPath).height) + "pt"
        }
        guard let cell = table.cellForRow(at: indexPath) else {
            return [line + " (not displayed)"]
        }
        let texts = [cell.text.map(SnapshotText.quoted), cell.detailText.map { "detail " + SnapshotText.quoted($0) }]
        let shownTexts = texts.compactMap { $0 }
        if !shownTexts.isEmpty {
            line += " " + shownTexts.joined(separator: ", ")
        }
        let states = states(of: cell, at: indexPath)
        if !states.isEmpty {
            line += " — " + states.joined(separator: ", ")
        }
        let details = interactionLines(at: indexPath) + SnapshotText.describedLines(of: cell)
        return [line] + details.map { Self.detailIndent + $0 }
    }

    /// The cell's state, in a fixed order; empty for a plain row.
    private func states(of cell: TableViewCell, at indexPath: IndexPath) -> [String] {
        var states: [String] = []
        if cell.accessoryType != .none {
            states.append("accessory: \(Self.name(of: cell.accessoryType))")
        }
        if cell.isSelected {
            states.append("selected")
        }
        if cell.isHighlighted {
            states.append("highlighted")
        }
        if table.focusedIndexPath == indexPath {
            states.append("focused")
        }
        if cell.isEditing {
            states.append("editing: \(Self.name(of: cell.editingStyle))")
        }
        if cell.indentationLevel != 0 {
            states.append("indentation \(cell.indentationLevel)")
        }
        if let expanded = cell.outlineExpansion {
            states.append(expanded ? "expanded" : "collapsed")
        }
        return states
    }

    /// What the user opened on the row: the swipe actions revealed, the delete button revealed,
    /// the context menu showing.
    private func interactionLines(at indexPath: IndexPath) -> [String] {
        var lines: [String] = []
        if table.indexPathForSwipedRow == indexPath {
            let titles = table.revealedSwipeActions.map { $0.title.map(SnapshotText.quoted) ?? "(untitled)" }
            lines.append("swiped open: " + (titles.isEmpty ? "no actions" : titles.joined(separator: ", ")))
        }
        if let confirmation = table.revealedDeleteConfirmation, confirmation.indexPath == indexPath {
            lines.append("delete confirmation: " + SnapshotText.quoted(confirmation.title))
        }
        if table.indexPathsForContextMenu.contains(indexPath) {
            let menu = table.presentedContextMenu
            let title = menu.map(\.title).flatMap { $0.isEmpty ? nil : " " + SnapshotText.quoted($0) } ?? ""
            let items = menu.map { Self.items(of: $0) } ?? []
            lines.append("context menu\(title): " + (items.isEmpty ? "no actions" : items.joined(separator: ", ")))
        }
        return lines
    }

    /// A menu's visible actions as title paths (`"Report" > "Spam"`), with their state; an
    /// inline submenu's actions read as the menu's own, as the user sees them.
    private static func items(of menu: Menu, prefix: String = "") -> [String] {
        menu.children.flatMap { element -> [String] in
            switch element {
            case let submenu as Menu:
                let path = submenu.options.contains(.displayInline) ? prefix : prefix + quoted(submenu.title) + " > "
                return items(of: submenu, prefix: path)
            case let action as Action where !action.attributes.contains(.hidden):
                var marks: [String] = []
                if action.attributes.contains(.disabled) { marks.append("disabled") }
                if action.attributes.contains(.destructive) { marks.append("destructive") }
                if action.state == .on { marks.append("on") }
                if action.state == .mixed { marks.append("mixed") }
                let suffix = marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")"
                return [prefix + quoted(action.title) + suffix]
            default:
                return []
            }
        }
    }

    private static func quoted(_ text: String) -> String {
        SnapshotText.quoted(text)
    }

    private static func name(of accessory: TableViewCell.AccessoryType) -> String {
        switch accessory {
        case .none: "none"
        case .disclosureIndicator: "disclosure indicator"
        case .detailDisclosureButton: "detail disclosure button"
        case .checkmark: "checkmark"
        case .detailButton: "detail button"
        }
    }

    private static func name(of style: TableViewCell.EditingStyle) -> String {
        switch style {
        case .none: "none"
        case .delete: "delete"
        case .insert: "insert"
        }
    }
}
