import CascadingTableDelegate
import Foundation

/// A mailbox: one row per message, whose trailing swipe offers "Archive" (which removes the
/// message) and "Flag" (which marks it).
///
/// The planted defect: "Archive" removes the message after the swiped one from the model (the one
/// before, for the last), while the table deletes the swiped row: the counts agree, the rows do not.
@MainActor
public final class Mailbox: TableViewDataSource, TableViewDelegate {
    public private(set) var messages: [String]
    public private(set) var flagged: Set<String> = []
    public let table = TableView()
    /// Whether "Archive" removes the wrong message (the planted defect).
    public let archivesTheWrongMessage: Bool

    public init(archivesTheWrongMessage: Bool) {
        self.archivesTheWrongMessage = archivesTheWrongMessage
        messages = (1...16).map { "Message \($0)" }
        table.register(TableViewCell.self, forCellReuseIdentifier: "message")
        table.dataSource = self
        table.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.text = messages[indexPath.row]
        cell.accessoryType = flagged.contains(messages[indexPath.row]) ? .checkmark : .none
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Archive") { [weak self] _, row, completion in
                self?.archive(row)
                completion(true)
            },
            ContextualAction(style: .normal, title: "Flag") { [weak self] _, row, completion in
                guard let self else { return completion(false) }
                flagged.insert(messages[row.row])
                table.reloadRows(at: [row], with: .none)
                completion(true)
            },
        ])
    }

    private func archive(_ row: IndexPath) {
        var removed = row.row
        if archivesTheWrongMessage {
            removed = row.row + 1 < messages.count ? row.row + 1 : row.row - 1
        }
        if messages.indices.contains(removed) {
            messages.remove(at: removed)
        }
        table.deleteRows(at: [row], with: .fade)
    }

    /// Differences between the table and the model, in words.
    public func mismatches() -> [String] {
        PlantedDefectScreens.mismatches(of: table, showing: messages)
    }
}
