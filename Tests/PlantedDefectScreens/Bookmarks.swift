import CascadingTableDelegate
import Foundation

/// Bookmarks in folders, an outline shown by a described node: a tap on a folder opens or closes
/// it. The app remembers which folders are open (to restore them at the next launch), from the
/// folder's tap, which reads the folder's new expansion.
///
/// The planted defect: the tap remembers a folder that opens but never forgets one that closes,
/// so the app's memory and the outline disagree after a collapse.
@MainActor
public final class Bookmarks {
    /// A folder or a bookmark: a folder has entries (maybe none), a bookmark has none.
    public struct Entry: Sendable {
        public var name: String
        public var entries: [Entry]?
    }

    public let table = TableView()
    public let root: CascadingRootTableDelegate
    public let node: DescribedRowsDelegate
    /// The folders the app remembers open.
    public private(set) var openFolders: Set<String> = []
    /// The bookmarks and folders, top level first.
    public let entries: [Entry]
    /// Whether a closed folder stays in ``openFolders`` (the planted defect).
    public let forgetsCollapses: Bool

    /// - Parameters:
    ///   - forgetsCollapses: Whether the tap forgets to forget a closed folder (the planted defect).
    ///   - foldersToggleOnTap: Whether a tap opens and closes a folder; false describes every folder
    ///     with `togglesOnSelect(false)`, as an app with a disclosure button of its own would.
    public init(forgetsCollapses: Bool, foldersToggleOnTap: Bool = true) {
        self.forgetsCollapses = forgetsCollapses
        entries = [
            Entry(
                name: "Travel",
                entries: [
                    Entry(name: "Kyoto guide"), Entry(name: "Rail pass"),
                    Entry(name: "Hotels", entries: [Entry(name: "Ryokan in Gion"), Entry(name: "Hotel in Osaka")]),
                ]),
            Entry(name: "Recipes", entries: [Entry(name: "Ramen"), Entry(name: "Mochi")]),
            Entry(name: "Read later"),
            Entry(name: "Work", entries: (1...12).map { Entry(name: "Meeting notes \($0)") }),
        ]
        node = DescribedRowsDelegate()
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [node])
        root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        node.rows = entries.map { row(for: $0, togglesOnTap: foldersToggleOnTap) }
        table.layoutIfNeeded()
    }

    private func row(for entry: Entry, togglesOnTap: Bool) -> RowDescription {
        let row = RowDescription(id: entry.name, viewModel: entry.name, cell: TableViewCell.self) { cell, name in
            cell.text = name
        }
        guard let entries = entry.entries else { return row }
        return row.children(entries.map { self.row(for: $0, togglesOnTap: togglesOnTap) })
            .togglesOnSelect(togglesOnTap)
            .onSelect { [weak self] context in
                guard let self else { return }
                if context.node.isRowExpanded(withID: context.id) {
                    openFolders.insert(entry.name)
                } else if !forgetsCollapses {
                    openFolders.remove(entry.name)
                }
            }
    }

    /// Differences between the screen and the model, in words: the folders the app remembers
    /// open against the outline's, then the rows shown against the outline flattened by hand.
    public func mismatches() -> [String] {
        var found: [String] = []
        let expanded = Set(node.expandedRowIDs.compactMap { $0.base as? String })
        if expanded != openFolders {
            found.append("the app remembers \(openFolders.sorted()) open; the outline has \(expanded.sorted())")
        }
        // The visible rows, depth first: an entry's entries follow it while it is expanded.
        var shown: [(name: String, depth: Int, expanded: Bool?)] = []
        var stack = entries.reversed().map { ($0, 0) }
        while let (entry, depth) = stack.popLast() {
            let isOpen = entry.entries.map { _ in expanded.contains(entry.name) }
            shown.append((entry.name, depth, isOpen))
            if isOpen == true, let children = entry.entries {
                stack += children.reversed().map { ($0, depth + 1) }
            }
        }
        found += PlantedDefectScreens.mismatches(of: table, showing: shown.map(\.name))
        for path in table.indexPathsForVisibleRows ?? [] where shown.indices.contains(path.row) {
            let cell = table.cellForRow(at: path)
            let row = shown[path.row]
            if cell?.indentationLevel != row.depth || cell?.outlineExpansion != row.expanded {
                found.append("row \(path.row) (\(row.name)) shows the wrong depth or disclosure")
            }
        }
        return found
    }
}
