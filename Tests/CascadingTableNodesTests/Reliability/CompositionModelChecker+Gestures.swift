import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

extension MixedModelChecker {
    /// The entries of one method, each checked to come from `leaf` with `argument`.
    private func expectOnly(_ method: String, from leaf: MixedLeaf, _ argument: String, _ gesture: String) {
        let heard = log.entries(for: method)
        let expected = "\(leaf.name).\(method)(\(argument))"
        if heard.isEmpty || heard.contains(where: { $0 != expected }) {
            fail("\(gesture): \(method) reached \(heard), expected \(expected)")
        }
    }

    /// Swipes a random row and taps one of its actions, or swipes it fully.
    func swipe() -> String {
        log.isRecording = true
        defer { log.isRecording = false }
        guard let (path, row) = randomModelRow() else { return "no row to swipe" }
        let local = logText(row.local)
        expectedAction = (row.leaf, row.local, path)
        actionsRun = 0
        log.removeAll()
        let full = Int.random(in: 0..<3, using: &generator) == 0
        let title = full ? "Remove" : ["Remove", "Bump"].randomElement(using: &generator)!
        let gesture = "\(full ? "full swipe" : "swipe and tap \(title)") at \(path)"
        if full {
            if !table.fullSwipeRow(at: path) { fail("\(gesture) did nothing") }
        } else {
            let titles = table.swipeRow(at: path, edge: .trailing)?.map(\.title)
            if titles != ["Remove", "Bump"] { fail("\(gesture) revealed \(String(describing: titles))") }
            if !table.tapSwipeAction(titled: title) { fail("\(gesture): the action was not found") }
        }
        for method in ["canEditRowAt", "trailingSwipeActionsConfigurationForRowAt", "willBeginEditingRowAt"] {
            expectOnly(method, from: row.leaf, local, gesture)
        }
        if actionsRun != 1 { fail("\(gesture) ran \(actionsRun) actions") }
        expectedAction = nil
        return gesture
    }

    /// Shows a random row's context menu, then chooses an action or dismisses it.
    func contextMenu() -> String {
        log.isRecording = true
        defer { log.isRecording = false }
        guard let (path, row) = randomModelRow() else { return "no row to press" }
        let local = logText(row.local)
        expectedAction = (row.leaf, row.local, path)
        actionsRun = 0
        log.removeAll()
        let choice = [["Bump"], ["More", "Remove"], []].randomElement(using: &generator)!
        let gesture = "context menu at \(path), choosing \(choice)"
        if table.longPressRow(at: path) != nil || table.presentedContextMenu == nil {
            fail("\(gesture): no menu showed")
        }
        if choice.isEmpty {
            if !table.dismissContextMenu() { fail("\(gesture): not dismissed") }
        } else if !table.performContextMenuAction(titled: choice) {
            fail("\(gesture): the action was not performed")
        }
        expectOnly("contextMenuConfigurationForRowAt", from: row.leaf, local, gesture)
        let identifier = "\(row.leaf.name)@\(local)"
        expectOnly("willDisplayContextMenu", from: row.leaf, identifier, gesture)
        expectOnly("willEndContextMenuInteraction", from: row.leaf, identifier, gesture)
        if actionsRun != (choice.isEmpty ? 0 : 1) { fail("\(gesture) ran \(actionsRun) actions") }
        expectedAction = nil
        return gesture
    }

    /// A swipe action or menu action chosen on `leaf`'s row `local`: removes the row or reloads it
    /// with new content, through the leaf's (or its container's) local updates.
    func leafAction(_ title: String, leaf: MixedLeaf, local: IndexPath, table tablePath: IndexPath?) {
        actionsRun += 1
        guard let expected = expectedAction, expected.leaf === leaf, expected.local == local,
            tablePath == nil || tablePath == expected.table
        else {
            return fail("the action \(title) ran for \(leaf.name) at \(local), table \(String(describing: tablePath))")
        }
        let remove = title == "Remove"
        switch leaf {
        case let list as MixedList:
            if remove {
                list.items.remove(at: local.row)
            } else {
                list.items[local.row] = bumped(list.items[local.row])
            }
        case let items as MixedItemsSection:
            if remove {
                items.items.remove(at: local.row)
            } else {
                items.items[local.row] = bumped(items.items[local.row])
            }
        case let groups as MixedGroups:
            if remove {
                groups.groups[local.section].remove(at: local.row)
            } else {
                groups.groups[local.section][local.row] = bumped(groups.groups[local.section][local.row])
            }
        case let row as MixedRow:
            guard remove, let parent = row.parentDelegate else {
                row.item = bumped(row.item)
                return row.reloadRows(at: [local], with: .fade)
            }
            // Every container of the model is a node class, and node classes update locally.
            guard let container = parent as? any LocallyUpdatingTableDelegate else {
                return fail("\(row.name)'s container \(type(of: parent)) has no local updates")
            }
            // A single row sees its container's numbering: its own row there is the one to delete.
            container.childDelegates.remove(at: row.index)
            return container.deleteRows(at: [local], with: .left)
        default:
            return
        }
        remove ? leaf.deleteRows(at: [local], with: .left) : leaf.reloadRows(at: [local], with: .fade)
    }

    /// Moves focus by a random heading, or straight to a random row, and checks that each leaf
    /// owning one of the two rows heard of it in its own coordinates.
    func moveFocus() -> String {
        log.isRecording = true
        defer { log.isRecording = false }
        let sections = modelSections()
        let before = table.focusedIndexPath
        log.removeAll()
        if Bool.random(using: &generator), let (path, _) = randomModelRow() {
            table.focusRow(at: path)
        } else {
            table.moveFocus([FocusHeading.up, .down, .next, .previous].randomElement(using: &generator)!)
        }
        let after = table.focusedIndexPath
        let model = { (path: IndexPath?) in path.map { sections[$0.section].rows[$0.row] } }
        let (old, new) = (model(before), model(after))
        var expected: [String] = []
        if before != after {
            if let old, let new, old.leaf === new.leaf {
                expected = ["\(old.leaf.name).didUpdateFocusIn(\(logText(old.local))>\(logText(new.local)))"]
            } else {
                if let old { expected.append("\(old.leaf.name).didUpdateFocusIn(\(logText(old.local))>nil)") }
                if let new { expected.append("\(new.leaf.name).didUpdateFocusIn(nil>\(logText(new.local)))") }
            }
        }
        if log.entries(for: "didUpdateFocusIn") != expected {
            fail(
                "focus \(String(describing: before)) -> \(String(describing: after)) told \(log.entries(for: "didUpdateFocusIn")), expected \(expected)"
            )
        }
        if let new, !checkFocusable(new.text) { fail("focus went to \(new.text), which cannot take focus") }
        return "focus \(String(describing: before)) -> \(String(describing: after))"
    }

    /// Drags a random row to a random place: a reorder, whose calls reach the right leaves and
    /// whose move lands on the right model row.
    func drag() -> String {
        log.isRecording = true
        defer { log.isRecording = false }
        let sections = modelSections()
        guard let (source, row) = randomModelRow() else { return "no row to drag" }
        let section = Int.random(in: 0..<sections.count, using: &generator)
        let count = sections[section].rows.count - (section == source.section ? 1 : 0)
        let destination = IndexPath(row: Int.random(in: 0...count, using: &generator), section: section)
        let gesture = "drag \(source) (\(row.text)) to \(destination)"
        // The drop is asked of the node owning the destination row; one past the last row goes to
        // the last row's node, an empty section to the section's own leaf, if it has one.
        let rows = sections[section].rows
        var owner: (leaf: MixedLeaf, local: IndexPath)?
        if destination.row < rows.count {
            owner = (rows[destination.row].leaf, rows[destination.row].local)
        } else if let last = rows.last {
            owner = (last.leaf, IndexPath(row: last.local.row + 1, section: last.local.section))
        } else if let leaf = sections[section].owner as? MixedLeaf {
            owner = (leaf, IndexPath(row: 0, section: sections[section].local))
        }
        log.removeAll()
        let outcome = table.simulateDrag(from: source, to: destination)
        expectOnly("itemsForBeginning", from: row.leaf, logText(row.local), gesture)
        guard let owner else {
            if outcome != .cancelled(.cancel) { fail("\(gesture) over no node ended \(String(describing: outcome))") }
            return gesture + " (cancelled)"
        }
        expectOnly("dropSessionDidUpdate", from: owner.leaf, logText(owner.local), gesture)
        guard case .moved(let landed) = outcome, landed == destination else {
            fail("\(gesture) ended \(String(describing: outcome))")
            return gesture
        }
        // The source's leaf hears of the move first, the destination's (when another) second,
        // within a section and across sections alike (`CompositionRegressionTests`).
        let moves = log.entries(for: "moveRowAt")
        // A row let go where it was picked up has not moved: nobody is told.
        if landed == source {
            if !moves.isEmpty { fail("\(gesture): a row that did not move told \(moves)") }
            return gesture
        }
        if moves.first?.hasPrefix("\(row.leaf.name).moveRowAt(\(logText(row.local))>") != true
            || moves.count > 2 || (moves.count == 2 && moves[1].hasPrefix("\(row.leaf.name)."))
        {
            fail("\(gesture): moveRowAt told \(moves); the source is \(row.leaf.name) at \(logText(row.local))")
        }
        return gesture
    }

    /// Applies a reorder to the model as UIKit's data source must: the row leaves its place and
    /// lands at `destination` in the numbering after its removal, joining the leaf it lands
    /// before (or after, at the end of a section).
    func applyReorder(from source: IndexPath, to destination: IndexPath) {
        var sections = modelSections()
        guard sections.indices.contains(source.section), sections[source.section].rows.indices.contains(source.row),
            sections.indices.contains(destination.section)
        else { return fail("a reorder from \(source) to \(destination) names rows the model does not have") }
        let moved = sections[source.section].rows[source.row]
        var movedRow: MixedRow?
        switch moved.leaf {
        case let list as MixedList: list.items.remove(at: moved.local.row)
        case let items as MixedItemsSection: items.items.remove(at: moved.local.row)
        case let groups as MixedGroups: groups.groups[moved.local.section].remove(at: moved.local.row)
        case let row as MixedRow:
            movedRow = row
            row.parentDelegate?.childDelegates.remove(at: row.index)
        default: break
        }
        sections = modelSections()
        let rows = sections[destination.section].rows
        let row = movedRow ?? MixedRow(index: 0, childDelegates: [])
        if movedRow == nil { (row.name, row.checker, row.item) = (nodeName("row"), self, moved.text) }
        if destination.row < rows.count {
            insert(moved.text, row, before: true, rows[destination.row])
        } else if let last = rows.last {
            insert(moved.text, row, before: false, last)
        } else {
            switch sections[destination.section].owner {
            case let items as MixedItemsSection: items.items = [moved.text]
            case let groups as MixedGroups: groups.groups[sections[destination.section].local] = [moved.text]
            case let section as MixedSection: section.childDelegates = [row]
            default: fail("a reorder into \(destination) found no node to hold the row")
            }
        }
    }

    /// Puts a moved row's text (or its row node) next to a model row: into that row's leaf, or
    /// beside that row in its container when it is a single row.
    private func insert(_ text: String, _ node: MixedRow, before: Bool, _ neighbour: MixedModelRow) {
        let offset = before ? 0 : 1
        switch neighbour.leaf {
        case let list as MixedList: list.items.insert(text, at: neighbour.local.row + offset)
        case let items as MixedItemsSection: items.items.insert(text, at: neighbour.local.row + offset)
        case let groups as MixedGroups:
            groups.groups[neighbour.local.section].insert(text, at: neighbour.local.row + offset)
        case let row as MixedRow:
            row.parentDelegate?.childDelegates.insert(node, at: row.index + offset)
        default: break
        }
    }
}

extension MixedModelChecker {
    /// The tree with each node's data, one node a line, for replaying a failure: set
    /// `MIXED_TRACE` to a step to print it before and after that step.
    func dump() -> String {
        func visit(_ node: any CascadingTableDelegate, _ indent: String) -> String {
            let name = (node as? any MixedNamed)?.name ?? "?"
            var text = "\(indent)\(name) [\(type(of: node))]"
            if let list = node as? MixedList { text += " \(list.items)" }
            if let items = node as? MixedItemsSection { text += " \(items.items)" }
            if let groups = node as? MixedGroups { text += " \(groups.groups)" }
            if let row = node as? MixedRow { text += " \(row.item)" }
            text += "\n"
            if node is PropagatingTableDelegate {
                for child in node.childDelegates { text += visit(child, indent + "  ") }
            }
            return text
        }
        return visit(root, "")
    }
}
