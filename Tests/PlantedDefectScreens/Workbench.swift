import CascadingTableDelegate
import Foundation

/// A screen that offers every gesture exploration knows, with no defect: three sections with header
/// and footer views, detail buttons, swipes on both edges, a context menu with a submenu, an inline
/// group and a disabled action, editing with inserts and deletes, reorders, multiple selection,
/// drag and drop and focus. It counts what its user did, so a test can see that each kind of
/// action was reached.
@MainActor
public final class Workbench: TableViewDataSource, TableViewDelegate, TableViewDragDelegate, TableViewDropDelegate {
    public private(set) var sections: [[String]]
    /// How many times each kind of gesture reached the screen, by name.
    public private(set) var heard: [String: Int] = [:]
    public let table = TableView()
    private var nextItem = 0

    public init() {
        sections = []
        sections = (0..<3).map { _ in (0..<8).map { _ in makeItem() } }
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "view")
        table.allowsMultipleSelection = true
        table.allowsMultipleSelectionDuringEditing = true
        table.dragInteractionEnabled = true
        table.dataSource = self
        table.delegate = self
        table.dragDelegate = self
        table.dropDelegate = self
    }

    private func makeItem() -> String {
        nextItem += 1
        return "Item \(nextItem)"
    }

    private func hear(_ gesture: String) {
        heard[gesture, default: 0] += 1
    }

    /// Differences between the table and the model, in words.
    public func mismatches() -> [String] {
        var found: [String] = []
        if table.numberOfSections != sections.count { found.append("\(table.numberOfSections) sections") }
        for (section, items) in sections.enumerated() {
            found += PlantedDefectScreens.mismatches(of: table, showing: items, inSection: section)
        }
        return found
    }

    // MARK: - Data source

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = indexPath.row % 2 == 1 ? .detailButton : .none
        return cell
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete:
            hear("delete")
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            hear("insert")
            let below = IndexPath(row: indexPath.row + 1, section: indexPath.section)
            sections[below.section].insert(makeItem(), at: below.row)
            tableView.insertRows(at: [below], with: .fade)
        case .none:
            break
        }
    }

    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        hear("move")
        sections[destination.section].insert(sections[source.section].remove(at: source.row), at: destination.row)
    }

    // MARK: - Delegate

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 20 }

    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        supplementaryView(named: "header")
    }

    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        supplementaryView(named: "footer")
    }

    private func supplementaryView(named name: String) -> TableViewHeaderFooterView? {
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "view")
        view?.onTap = { [weak self] _ in self?.hear(name) }
        return view
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { hear("select") }

    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        hear("accessory")
    }

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { indexPath.row == 0 ? .insert : .delete }

    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Star") { [weak self] _, _, completion in
                self?.hear("star")
                completion(true)
            }
        ])
    }

    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration { [weak self] _ in
            let hear: (String) -> Action = { title in Action(title: title) { _ in self?.hear("menu \(title)") } }
            return Menu(children: [
                hear("Copy"),
                Action(title: "Unavailable", attributes: .disabled) { _ in self?.hear("disabled") },
                Menu(title: "Label", children: [hear("Red"), hear("Blue")]),
                Menu(options: .displayInline, children: [hear("Share")]),
            ])
        }
    }

    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    { true }

    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        hear("pan")
    }

    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        indexPath.row % 2 == 0
    }

    public func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        hear("focus")
    }

    // MARK: - Drag and drop

    public func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath)
        -> [DragItem]
    {
        hear("drag")
        return [DragItem(localObject: sections[indexPath.section][indexPath.row])]
    }

    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        session.localDragSession == nil
            ? TableViewDropProposal(operation: .cancel)
            : TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}
