import Foundation

/// The node of a run of consecutive described rows of a ``DescribedRowsDelegate``, or of a
/// section of a ``DescribedTableDelegate``: a range of rows (``ownsRange`` is true) whose rows
/// are its parent's rows `start..<start + count` (see ``DescribedRowAnswering``).
///
/// Its parent answers the rows' cell, height, estimate, display and selection calls before
/// routing; the run answers every other call about its rows with the defaults of a bare node,
/// and its parent's answers when it is called itself.
@MainActor
final class DescribedRowRun: CascadingBareTableDelegate {
    /// The row of its parent's rows the run starts at.
    var start = 0

    /// How many rows the run has.
    var count = 0

    /// Creates a run of `count` rows from its parent's row `start`.
    init(start: Int, count: Int) {
        self.start = start
        self.count = count
        super.init(index: 0, childDelegates: [])
    }

    /// Creates an empty run; `childDelegates` are ignored (a run has no children).
    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: [])
    }

    /// Returns true: the run answers for its rows.
    override var ownsRange: Bool { true }

    /// Does nothing: the run has no children, and its described node registers the rows' cells.
    override func prepare(tableView: TableView) {}

    /// The number of rows of the run.
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    /// The parent, and the parent's row of `indexPath` (local to the run), when the run is the
    /// child of a node of described rows still and the row is one of its rows.
    private func parentRow(_ indexPath: IndexPath) -> (parent: any DescribedRowAnswering, row: Int)? {
        guard indexPath.isTableIndexPath, indexPath[1] >= 0, indexPath[1] < count,
            let parent = parentDelegate as? any DescribedRowAnswering, start + indexPath[1] < parent.describedRows.count
        else { return nil }
        return (parent, start + indexPath[1])
    }

    /// The parent's answer for the row.
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let (parent, row) = parentRow(indexPath),
            let cell = parent.describedCell(atRow: row, path: parent.describedPath(ofRow: row), in: tableView)
        else { return super.tableView(tableView, cellForRowAt: indexPath) }
        return cell
    }

    /// The parent's answer for the row.
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let (parent, row) = parentRow(indexPath), let height = parent.describedHeight(atRow: row) else {
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
        return height
    }

    /// The parent's answer for the row.
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let (parent, row) = parentRow(indexPath), let height = parent.describedEstimatedHeight(atRow: row)
        else { return super.tableView(tableView, estimatedHeightForRowAt: indexPath) }
        return height
    }

    /// The parent's answer for the row.
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let (parent, row) = parentRow(indexPath) else { return }
        _ = parent.describedAction(atRow: row, path: parent.describedPath(ofRow: row), in: tableView, \.select)
    }

    /// The parent's answer for the row.
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        guard let (parent, row) = parentRow(indexPath) else { return }
        _ = parent.describedAction(atRow: row, path: parent.describedPath(ofRow: row), in: tableView, \.deselect)
    }

    /// The parent's answer for the row.
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let (parent, row) = parentRow(indexPath) else { return }
        _ = parent.describedCellAction(
            cell, atRow: row, path: parent.describedPath(ofRow: row), in: tableView, \.willDisplay)
    }

    /// The parent's answer for the row.
    override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let (parent, row) = parentRow(indexPath) else { return }
        _ = parent.describedCellAction(
            cell, atRow: row, path: parent.describedPath(ofRow: row), in: tableView, \.didEndDisplaying)
    }
}
