import CascadingTableDelegate
import Foundation

/// Chooses each action of a random session among those the screen offers at that moment, weighted
/// by kind, as ``ExplorationOptions`` says.
@MainActor
struct ExplorationChooser {
    /// The kinds that may be chosen and the user's actions, each with its weight (all positive).
    private let choices: [(choice: Choice, weight: Int)]

    private enum Choice {
        case kind(ExplorationActionKind)
        case user(Int)

        var isExpandCollapse: Bool {
            if case .kind(.expandCollapse) = self { return true }
            return false
        }
    }

    init(options: ExplorationOptions) {
        let kinds = ExplorationActionKind.allCases.compactMap { kind in
            options.weights[kind].flatMap { $0 > 0 ? (Choice.kind(kind), $0) : nil }
        }
        let users = options.userActions.indices.compactMap { index in
            options.userActions[index].weight > 0 ? (Choice.user(index), options.userActions[index].weight) : nil
        }
        choices = kinds + users
    }

    /// The next action, or nil when the screen offers none of the kinds allowed.
    func next(on table: TableView, using random: inout ExplorationRandom) -> ExplorationStep? {
        // A context menu covers the screen: only its own actions are offered, whatever the weights.
        if table.presentedContextMenuConfiguration != nil {
            return contextMenuStep(on: table, using: &random)
        }
        var remaining = choices
        // Outline rows take a share of the draw only where one is on screen: a screen without
        // them plays the same sessions from a seed as before expanding and collapsing existed, so
        // a seed recorded for a failure still reproduces it.
        let outline = remaining.firstIndex { $0.choice.isExpandCollapse }
        if let outline, !table.explorationShowsDisclosure {
            remaining.remove(at: outline)
        }
        while !remaining.isEmpty {
            let index = weightedIndex(in: remaining, using: &random)
            switch remaining[index].choice {
            case .user(let number): return .user(number)
            case .kind(let kind):
                if let step = step(of: kind, on: table, using: &random) { return step }
            }
            remaining.remove(at: index)
        }
        return nil
    }

    /// The position of one entry of `entries`, drawn in proportion to its weight.
    private func weightedIndex(in entries: [(choice: Choice, weight: Int)], using random: inout ExplorationRandom)
        -> Int
    {
        var draw = random.int(below: entries.reduce(0) { $0 + $1.weight })
        for (index, entry) in entries.enumerated() {
            draw -= entry.weight
            if draw < 0 { return index }
        }
        return entries.count - 1
    }

    private func step(
        of kind: ExplorationActionKind, on table: TableView, using random: inout ExplorationRandom
    ) -> ExplorationStep? {
        let visible = table.explorationVisibleRows
        switch kind {
        case .scroll: return scrollStep(on: table, using: &random)
        case .tapRow:
            guard table.explorationAllowsSelection else { return nil }
            return random.element(of: visible).map { .tapRow($0) }
        case .tapAccessoryButton:
            let rows = visible.filter {
                let accessory = table.cellForRow(at: $0)?.accessoryType
                return accessory == .detailButton || accessory == .detailDisclosureButton
            }
            return random.element(of: rows).map { .tapAccessoryButton($0) }
        case .tapHeaderFooter:
            let views =
                table.explorationVisibleHeaders.map { ExplorationStep.tapHeader(section: $0) }
                + table.explorationVisibleFooters.map { ExplorationStep.tapFooter(section: $0) }
            return random.element(of: views)
        case .swipe: return swipeStep(on: table, visible: visible, using: &random)
        case .contextMenu: return random.element(of: visible).map { .longPress($0) }
        case .editing: return editingStep(on: table, visible: visible, using: &random)
        case .reorder:
            guard table.isEditing, let source = random.element(of: visible.filter(table.explorationCanMove)) else {
                return nil
            }
            return destination(from: source, on: table, using: &random).map { .reorder(from: source, to: $0) }
        case .multipleSelection:
            guard table.allowsMultipleSelectionDuringEditing, let start = random.element(of: visible),
                let end = random.element(of: visible)
            else { return nil }
            return .multipleSelectionPan(from: start, to: end)
        case .dragAndDrop:
            guard table.dragInteractionEnabled, table.dragDelegate != nil, let source = random.element(of: visible)
            else { return nil }
            let target = random.int(below: 5) == 0 ? nil : destination(from: source, on: table, using: &random)
            return .drag(from: source, to: target)
        case .focus: return focusStep(on: table, visible: visible, using: &random)
        case .expandCollapse:
            let toggles = visible.compactMap { row in table.explorationTapToggle(of: row).map { (row, $0) } }
            return random.element(of: toggles).map { row, expanded in expanded ? .collapseRow(row) : .expandRow(row) }
        }
    }

    /// A drag of up to one and a half screens either way, or, one time in four, to either end.
    private func scrollStep(on table: TableView, using random: inout ExplorationRandom) -> ExplorationStep {
        switch random.int(below: 8) {
        case 0: return .scroll(.infinity)
        case 1: return .scroll(-.infinity)
        default:
            let reach = max(2, Int(table.bounds.height * 1.5))
            let distance = CGFloat(1 + random.int(below: reach))
            return .scroll(random.int(below: 2) == 0 ? distance : -distance)
        }
    }

    private func swipeStep(
        on table: TableView, visible: [IndexPath], using random: inout ExplorationRandom
    ) -> ExplorationStep? {
        let actions = table.revealedSwipeActions
        let swipedRowExists = table.indexPathForSwipedRow.map(table.explorationRowExists) ?? false
        if swipedRowExists, !actions.isEmpty, random.int(below: 4) != 0 {
            let index = random.int(below: actions.count)
            return .tapSwipeAction(index: index, title: actions[index].title)
        }
        if table.indexPathForSwipedRow != nil, random.int(below: 2) == 0 { return .closeSwipe }
        // As in UIKit, rows in editing mode show their editing controls, not swipe actions.
        guard !table.isEditing, let row = random.element(of: visible.filter(table.explorationCanEdit)) else {
            return nil
        }
        let edge: TableView.SwipeEdge = random.int(below: 2) == 0 ? .leading : .trailing
        return random.int(below: 4) == 0 ? .fullSwipe(row, edge: edge) : .swipe(row, edge: edge)
    }

    private func contextMenuStep(on table: TableView, using random: inout ExplorationRandom) -> ExplorationStep {
        let paths = table.explorationContextMenuPaths
        switch random.int(below: 10) {
        case 0, 1: return .dismissContextMenu
        case 2: return .tapContextMenuPreview
        default: return random.element(of: paths).map { .contextMenuAction(path: $0) } ?? .dismissContextMenu
        }
    }

    private func editingStep(
        on table: TableView, visible: [IndexPath], using random: inout ExplorationRandom
    ) -> ExplorationStep? {
        guard table.isEditing else {
            let editable = visible.contains { table.explorationCanEdit($0) || table.explorationCanMove($0) }
            return editable ? .setEditing(true) : nil
        }
        if let confirmation = table.revealedDeleteConfirmation, random.int(below: 2) == 0 {
            return .tapDeleteConfirmation(confirmation.indexPath)
        }
        if random.int(below: 4) == 0 { return .setEditing(false) }
        return random.element(of: visible.filter(table.explorationCanEdit)).map { .tapEditingControl($0) }
            ?? .setEditing(false)
    }

    private func focusStep(
        on table: TableView, visible: [IndexPath], using random: inout ExplorationRandom
    ) -> ExplorationStep? {
        let focusable = visible.filter(table.explorationCanFocus)
        guard !focusable.isEmpty else { return nil }
        switch random.int(below: 6) {
        case 0: return random.element(of: focusable).map { .focusRow($0) }
        case 1: return table.focusedIndexPath == nil ? .moveFocus(.down) : .moveFocusOutOfTable
        default: return .moveFocus([.up, .down, .next, .previous][random.int(below: 4)])
        }
    }

    /// A random place to put a row down: any section, any row of it that
    /// ``TableView/explorationIsDestination(_:from:)`` accepts; nil when the table has no sections.
    private func destination(
        from source: IndexPath, on table: TableView, using random: inout ExplorationRandom
    ) -> IndexPath? {
        guard table.numberOfSections > 0 else { return nil }
        let section = random.int(below: table.numberOfSections)
        let count = table.numberOfRows(inSection: section) + (section == source.section ? 0 : 1)
        guard count > 0 else { return nil }
        return IndexPath(row: random.int(below: count), section: section)
    }
}
