import Foundation

/// Supplies a ``TableView`` with its sections, rows and cells, as `UITableViewDataSource`.
///
/// Only the row count and the cell are required; every other method has a default in the
/// extension below, listed in `Documentation/DefaultReturnValues.md`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in a section. Required.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for a row, normally dequeued from `tableView`. Required.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

    /// The number of sections. The default returns 1.
    func numberOfSections(in tableView: TableView) -> Int

    /// The title of a section's header. The default returns nil.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?

    /// The title of a section's footer. The default returns nil.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?

    /// Whether a row can be edited (swiped, deleted). The default returns false.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Whether a row can be reordered. The default returns false.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Commits a delete or insert the user confirmed. The default does nothing.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

    /// The titles of the section index. The default returns nil (no index).
    func sectionIndexTitles(for tableView: TableView) -> [String]?

    /// The section a section-index title jumps to. The default returns `index`.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// Moves a row's data after the user reordered it. The default does nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// MARK: - Default implementations

extension TableViewDataSource {
    /// Returns 1.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// Returns nil.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Returns nil.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Returns false.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Returns false.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Returns nil.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    /// Returns `index`.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Does nothing.
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
