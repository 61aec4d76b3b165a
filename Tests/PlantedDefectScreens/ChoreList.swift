import CascadingTableDelegate
import Foundation

/// A flat list of chores, one data source and delegate, where the user deletes a chore by a swipe
/// or the editing control and reorders chores in editing mode.
///
/// The planted defect: its delete forgets to remove the chore from the model, and still deletes
/// the row from the table, which then counts one row more than it was told: an invalid update.
@MainActor
public final class ChoreList: TableViewDataSource, TableViewDelegate {
    public private(set) var chores: [String]
    public let table = TableView()
    /// Whether the delete forgets the model (the planted defect).
    public let forgetsTheModelOnDelete: Bool

    public init(forgetsTheModelOnDelete: Bool) {
        self.forgetsTheModelOnDelete = forgetsTheModelOnDelete
        chores = (1...20).map { "Chore \($0)" }
        table.register(TableViewCell.self, forCellReuseIdentifier: "chore")
        table.dataSource = self
        table.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chore", for: indexPath)
        cell.text = chores[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }

    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        if !forgetsTheModelOnDelete {
            chores.remove(at: indexPath.row)
        }
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        chores.insert(chores.remove(at: source.row), at: destination.row)
    }

    /// Differences between the table and the model, in words.
    public func mismatches() -> [String] {
        PlantedDefectScreens.mismatches(of: table, showing: chores)
    }
}
