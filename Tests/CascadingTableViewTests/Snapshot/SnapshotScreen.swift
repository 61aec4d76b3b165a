import CascadingTableView
import Foundation

/// A small screen for the snapshot tests: sections of rows described as values, with titles or
/// views for headers and footers, and the swipe actions, menus and editing answers the states
/// shown in a snapshot need. Records the calls a whole-content snapshot may make.
@MainActor
final class SnapshotScreen: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    struct Row {
        var text: String?
        var detail: String?
        var accessory: TableViewCell.AccessoryType = .none
        var height: CGFloat = 44
        var estimate: CGFloat?
        var indentation = 0
        var lines: [String] = []
    }

    struct Section {
        var header: String?
        /// A header view of the delegate's instead of a title, with this text.
        var headerView: String?
        var footer: String?
        var rows: [Row]
    }

    var sections: [Section]
    /// The title of the rows' context menu; nil gives a configuration without a menu.
    var menuTitle: String? = "Row"
    private(set) var calls: [String] = []
    let table: TableView

    init(_ sections: [Section], height: CGFloat = 568, style: TableView.Style = .plain) {
        self.sections = sections
        table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(DescribedCell.self, forCellReuseIdentifier: "cell")
        table.register(DescribedHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = self
        table.delegate = self
        table.prefetchDataSource = self
    }

    /// Forgets the calls recorded so far.
    func forgetCalls() {
        calls = []
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        calls.append("cellForRowAt \(indexPath)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = row.text
        cell.detailText = row.detail
        cell.accessoryType = row.accessory
        (cell as? DescribedCell)?.lines = row.lines
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        calls.append("heightForRowAt \(indexPath)")
        return sections[indexPath.section].rows[indexPath.row].height
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let row = sections[indexPath.section].rows[indexPath.row]
        return row.estimate ?? row.height
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        if sections[section].headerView != nil { return 40 }
        return sections[section].header != nil ? TableView.automaticDimension : 0
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        sections[section].footer != nil ? TableView.automaticDimension : 0
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        guard let text = sections[section].headerView else { return nil }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        view?.text = text
        return view
    }

    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        sections[indexPath.section].rows[indexPath.row].indentation
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        indexPath.row == 0 ? .delete : .insert
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Hide") { _, _, done in done(true) },
            ContextualAction(style: .normal, title: nil) { _, _, done in done(true) },
        ])
    }

    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let menuTitle else { return ContextMenuConfiguration() }
        return ContextMenuConfiguration { _ in
            Menu(
                title: menuTitle,
                children: [
                    Action(title: "Copy") { _ in },
                    Action(title: "Pin", state: .on) { _ in },
                    Action(title: "Some", state: .mixed) { _ in },
                    Action(title: "Secret", attributes: .hidden) { _ in },
                    Menu(title: "", options: .displayInline, children: [Action(title: "Share") { _ in }]),
                    Menu(
                        title: "Report",
                        children: [
                            Action(title: "Spam", attributes: .destructive) { _ in },
                            Action(title: "Old", attributes: .disabled) { _ in },
                        ]),
                ])
        }
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath)")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath)")
    }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append("prefetchRowsAt \(indexPaths)")
    }

    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        calls.append("cancelPrefetchingForRowsAt \(indexPaths)")
    }
}

/// A cell that adds the lines it is given to a snapshot.
final class DescribedCell: TableViewCell, TableSnapshotDescribing {
    var lines: [String] = []
    var snapshotLines: [String] { lines }
}

/// A header view that adds one line to a snapshot.
final class DescribedHeaderView: TableViewHeaderFooterView, TableSnapshotDescribing {
    var snapshotLines: [String] { ["badge: new"] }
}

/// `count` rows of 44 points named by `prefix` and their position.
func snapshotRows(_ prefix: String, _ count: Int, height: CGFloat = 44) -> [SnapshotScreen.Row] {
    (0..<count).map { SnapshotScreen.Row(text: "\(prefix)\($0)", height: height) }
}
