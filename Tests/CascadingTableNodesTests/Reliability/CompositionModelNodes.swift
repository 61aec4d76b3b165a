import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

/// The calls the mixed-tree model check records, in order: `"<node>.<method>(<argument>)"`.
@MainActor
final class MixedLog {
    private(set) var entries: [String] = []
    /// Whether calls are recorded; off during the table's own passes, which would only cost time.
    var isRecording = false

    func record(_ entry: @autoclosure () -> String) {
        guard isRecording else { return }
        entries.append(entry())
    }

    func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// The entries of one method, in order.
    func entries(for method: String) -> [String] {
        entries.filter { $0.contains(".\(method)(") }
    }
}

/// An index path as the log writes it: `"section,row"`.
func logText(_ indexPath: IndexPath?) -> String {
    guard let indexPath, indexPath.count == 2 else { return "nil" }
    return "\(indexPath[0]),\(indexPath[1])"
}

/// A node of the mixed tree the checker can name.
@MainActor
protocol MixedNamed: LocallyUpdatingTableDelegate {
    var name: String { get }
}

/// The root: routes as any root, and applies a reorder to the model after the tree was told.
@MainActor
final class MixedRoot: CascadingRootTableDelegate, MixedNamed {
    let name = "root"
    unowned var checker: MixedModelChecker?

    override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        super.tableView(tableView, moveRowAt: source, to: destination)
        checker?.applyReorder(from: source, to: destination)
    }
}

/// A section of row-level children; it answers its own header, which it records.
@MainActor
final class MixedSection: CascadingSectionTableDelegate, MixedNamed {
    var name = ""
    unowned var checker: MixedModelChecker?

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        checker?.log.record("\(name).titleForHeaderInSection(\(section))")
        return "\(name):\(section)"
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        checker?.log.record("\(name).heightForHeaderInSection(\(section))")
        return mixedHeaderHeight(name, checker)
    }

    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        mixedHeaderHeight(name, checker) * 1.7 + 3.3
    }
}

/// The header height of the node named `name`: a height real screens have (fractional or zero),
/// drawn for the name with the run's seed. It depends on the node only, not on where it is.
@MainActor
func mixedHeaderHeight(_ name: String, _ checker: MixedModelChecker?) -> CGFloat {
    RealHeights.headerOrFooter(name, seed: checker?.seed ?? 0)
}

/// A range of rows whose children are rows, lists or further ranges.
@MainActor
final class MixedRowRange: CascadingRangeTableDelegate, MixedNamed {
    var name = ""
}

/// A range of sections whose children are sections, item sections, groups or further ranges.
@MainActor
final class MixedSectionRange: CascadingRangeTableDelegate, MixedNamed {
    var name = ""

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        propagationMode = .section
    }
}

/// A leaf that answers for its rows itself and records every call the check follows, with the
/// index path it sees. Subclasses say which rows they have.
@MainActor
class MixedLeaf: CascadingBareTableDelegate, MixedNamed {
    var name = ""
    unowned var checker: MixedModelChecker?

    /// The identity shown at `local`, or nil when the leaf has no such row.
    func text(at local: IndexPath) -> String? { nil }

    final func note(_ method: String, _ argument: String) {
        checker?.log.record("\(name).\(method)(\(argument))")
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        note("cellForRowAt", logText(indexPath))
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? TableViewCell()
        cell.text = text(at: indexPath) ?? "?"
        return cell
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        note("heightForRowAt", logText(indexPath))
        return text(at: indexPath).map { checkHeight($0, seed: checker?.seed ?? 0) } ?? 44
    }

    /// Not recorded: the table asks estimates as it lays out, and the routing check reads heights.
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        text(at: indexPath).map { checkEstimate($0, seed: checker?.seed ?? 0) } ?? 44
    }

    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelectRowAt", logText(indexPath))
        return indexPath
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        note("didSelectRowAt", logText(indexPath))
        checker?.leafWasSelected()
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        note("canEditRowAt", logText(indexPath))
        return true
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        note("canMoveRowAt", logText(indexPath))
        return true
    }

    override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        note("canFocusRowAt", logText(indexPath))
        return text(at: indexPath).map(checkFocusable) ?? false
    }

    override func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        note(
            "didUpdateFocusIn",
            "\(logText(context.previouslyFocusedIndexPath))>\(logText(context.nextFocusedIndexPath))")
    }

    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        note("willBeginEditingRowAt", logText(indexPath))
    }

    override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        note("trailingSwipeActionsConfigurationForRowAt", logText(indexPath))
        let local = indexPath
        let action = { [weak self] (title: String) in
            ContextualAction(style: .normal, title: title) { _, tablePath, completion in
                guard let self else { return completion(false) }
                self.checker?.leafAction(title, leaf: self, local: local, table: tablePath)
                completion(true)
            }
        }
        return SwipeActionsConfiguration(actions: [action("Remove"), action("Bump")])
    }

    override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        note("contextMenuConfigurationForRowAt", logText(indexPath))
        let local = indexPath
        return ContextMenuConfiguration(identifier: "\(name)@\(logText(local))") { [weak self] _ in
            let action = { (title: String) in
                Action(title: title) { _ in
                    guard let self else { return }
                    self.checker?.leafAction(title, leaf: self, local: local, table: nil)
                }
            }
            return Menu(children: [action("Bump"), Menu(title: "More", children: [action("Remove")])])
        }
    }

    override func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        note("willDisplayContextMenu", "\(configuration.identifier.map { "\($0)" } ?? "")")
    }

    override func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        note("willEndContextMenuInteraction", "\(configuration.identifier.map { "\($0)" } ?? "")")
    }

    override func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    {
        note("itemsForBeginning", logText(indexPath))
        return [DragItem(localObject: text(at: indexPath) ?? "?")]
    }

    override func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destination: IndexPath?
    ) -> TableViewDropProposal {
        note("dropSessionDidUpdate", logText(destination))
        return TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath,
        toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
        note("targetIndexPathForMoveFromRowAt", "\(logText(source))>\(logText(proposed))")
        return proposed
    }

    override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        note("moveRowAt", "\(logText(source))>\(logText(destination))")
    }
}

/// A leaf of one row.
@MainActor
final class MixedRow: MixedLeaf {
    var item = ""

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func text(at local: IndexPath) -> String? { item }
}

/// A leaf that owns a range of rows, one per item; it sees section 0.
@MainActor
final class MixedList: MixedLeaf {
    var items: [String] = []

    override var ownsRange: Bool { true }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func text(at local: IndexPath) -> String? {
        local[0] == 0 && items.indices.contains(local[1]) ? items[local[1]] : nil
    }
}

/// A leaf that is one whole section of items; it sees its section as its parent does.
@MainActor
final class MixedItemsSection: MixedLeaf {
    var items: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func text(at local: IndexPath) -> String? { items.indices.contains(local[1]) ? items[local[1]] : nil }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        note("titleForHeaderInSection", "\(section)")
        return "\(name):\(section)"
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        note("heightForHeaderInSection", "\(section)")
        return mixedHeaderHeight(name, checker)
    }
}

/// A leaf that owns a range of sections, one per group, one row per item.
@MainActor
final class MixedGroups: MixedLeaf {
    var groups: [[String]] = []

    override var ownsRange: Bool { true }
    override func numberOfSections(in tableView: TableView) -> Int { groups.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        groups.indices.contains(section) ? groups[section].count : 0
    }
    override func text(at local: IndexPath) -> String? {
        groups.indices.contains(local[0]) && groups[local[0]].indices.contains(local[1])
            ? groups[local[0]][local[1]] : nil
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        note("titleForHeaderInSection", "\(section)")
        return "\(name):\(section)"
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        note("heightForHeaderInSection", "\(section)")
        return mixedHeaderHeight(name, checker)
    }
}
