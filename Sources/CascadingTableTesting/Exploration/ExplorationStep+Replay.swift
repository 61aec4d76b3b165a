import CascadingTableDelegate
import Foundation

// Playing a step on a table. A replayed step is played only where the screen still offers it (a
// shrunk session may have removed the swipe a tap on its action needed), so that a replay never
// fails on an action no finger could make.
extension ExplorationStep {
    /// Whether the screen offers the step now.
    @MainActor
    func isOffered(on table: TableView) -> Bool {
        if table.presentedContextMenuConfiguration != nil, !actsOnContextMenu { return false }
        switch self {
        case .scroll, .moveFocus, .moveFocusOutOfTable, .user:
            return true
        case .tapRow(let row):
            return table.explorationAllowsSelection && table.explorationRowIsVisible(row)
        case .tapAccessoryButton(let row), .longPress(let row), .focusRow(let row):
            return table.explorationRowIsVisible(row)
        case .tapHeader(let section):
            return table.explorationVisibleHeaders.contains(section)
        case .tapFooter(let section):
            return table.explorationVisibleFooters.contains(section)
        case .swipe(let row, _), .fullSwipe(let row, _):
            return !table.isEditing && table.explorationRowIsVisible(row) && table.explorationCanEdit(row)
        case .tapSwipeAction(let index, _):
            // The actions of a row that is gone are not on screen, whatever the table still lists.
            return table.indexPathForSwipedRow.map(table.explorationRowExists) ?? false
                && table.revealedSwipeActions.indices.contains(index)
        case .closeSwipe:
            return table.indexPathForSwipedRow != nil
        case .contextMenuAction(let path):
            return table.explorationContextMenuPaths.contains(path)
        case .tapContextMenuPreview, .dismissContextMenu:
            return table.presentedContextMenuConfiguration != nil
        case .setEditing(let editing):
            return table.isEditing != editing
        case .tapEditingControl(let row):
            return table.isEditing && table.explorationRowIsVisible(row) && table.explorationCanEdit(row)
        case .tapDeleteConfirmation(let row):
            return table.revealedDeleteConfirmation?.indexPath == row
        case .reorder(let source, let destination):
            return table.isEditing && table.explorationRowIsVisible(source) && table.explorationCanMove(source)
                && table.explorationIsDestination(destination, from: source)
        case .multipleSelectionPan(let start, let end):
            return table.allowsMultipleSelectionDuringEditing && table.explorationRowIsVisible(start)
                && table.explorationRowIsVisible(end)
        case .expandRow(let row):
            return table.explorationTapToggle(of: row) == false
        case .collapseRow(let row):
            return table.explorationTapToggle(of: row) == true
        case .drag(let source, let destination):
            return table.dragInteractionEnabled && table.dragDelegate != nil && table.explorationRowIsVisible(source)
                && (destination.map { table.explorationIsDestination($0, from: source) } ?? true)
        }
    }

    /// Plays the step on `table`, and a user's action on `screen`.
    ///
    /// - Returns: A problem with the user's action (its screen type), or nil.
    @MainActor
    func perform(on table: TableView, screen: Any, userActions: [ExplorationUserAction]) -> String? {
        switch self {
        case .scroll(let distance): table.userScroll(by: distance)
        case .tapRow(let row): table.tapRow(at: row)
        case .tapAccessoryButton(let row): table.tapAccessoryButton(forRowAt: row)
        case .tapHeader(let section): table.tapHeader(inSection: section)
        case .tapFooter(let section): table.tapFooter(inSection: section)
        case .swipe(let row, let edge): table.swipeRow(at: row, edge: edge)
        case .fullSwipe(let row, let edge): table.fullSwipeRow(at: row, edge: edge)
        case .tapSwipeAction(let index, _): table.tapSwipeAction(at: index)
        case .closeSwipe: table.setEditing(table.isEditing, animated: false)
        case .longPress(let row): table.longPressRow(at: row)
        case .contextMenuAction(let path): table.performContextMenuAction(titled: path)
        case .tapContextMenuPreview: table.tapContextMenuPreview()
        case .dismissContextMenu: table.dismissContextMenu()
        case .setEditing(let editing): table.setEditing(editing, animated: false)
        case .tapEditingControl(let row): table.tapEditingControl(at: row)
        case .tapDeleteConfirmation(let row): table.tapDeleteConfirmation(at: row)
        case .reorder(let source, let destination): table.reorderRow(from: source, to: destination)
        case .multipleSelectionPan(let start, let end): table.simulateMultipleSelectionPan(from: start, to: end)
        case .drag(let source, let destination): table.simulateDrag(from: source, to: destination)
        case .moveFocus(let heading): table.moveFocus(heading)
        case .focusRow(let row): table.focusRow(at: row)
        case .moveFocusOutOfTable: table.moveFocusOutOfTable()
        case .expandRow(let row), .collapseRow(let row): table.tapRow(at: row)
        case .user(let index):
            let action = userActions[index]
            guard action.perform(screen) else {
                return "The user action \"\(action.name)\" takes a \(action.screenType), but the explored screen is a "
                    + "\(type(of: screen)); it was not played."
            }
        }
        return nil
    }
}
