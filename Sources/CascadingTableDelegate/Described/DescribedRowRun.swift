import Foundation

/// The node of a run of consecutive described rows of a ``DescribedRowsDelegate``: a range of
/// rows (``ownsRange`` is true) whose rows are the list's rows `start..<start + count`.
///
/// A list makes one run for each stretch of rows between its hand-written node rows, so a list
/// of content rows only has one child however many rows it shows: a node per row cost each row an
/// object, a weak parent, a child entry and its wiring, on every build and every free. The list
/// answers its rows' cell, height, estimate, display and selection calls itself, before routing;
/// the run answers every other call about its rows with the defaults of a bare node, and the
/// list's answers when it is called directly.
@MainActor
final class DescribedRowRun: CascadingBareTableDelegate {
    /// The list row the run starts at.
    var start = 0

    /// How many rows the run has.
    var count = 0

    /// Creates a run of `count` rows from list row `start`.
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

    /// Does nothing: the run has no children, and its list registers the rows' cells.
    override func prepare(tableView: TableView) {}

    /// The number of rows of the run.
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    /// The list, and the list row of `indexPath` (local to the run), when the run is the list's
    /// child still and the row is one of its rows.
    private func listRow(_ indexPath: IndexPath) -> (list: DescribedRowsDelegate, row: Int)? {
        guard indexPath.isTableIndexPath, indexPath[1] >= 0, indexPath[1] < count,
            let list = parentDelegate as? DescribedRowsDelegate
        else { return nil }
        return (list, start + indexPath[1])
    }

    /// The list's answer for the row.
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let (list, row) = listRow(indexPath),
            let cell = list.describedCell(atRow: row, localPath: list.listPath(row), in: tableView)
        else { return super.tableView(tableView, cellForRowAt: indexPath) }
        return cell
    }

    /// The list's answer for the row.
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let (list, row) = listRow(indexPath), let height = list.describedHeight(atRow: row) else {
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
        return height
    }

    /// The list's answer for the row.
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let (list, row) = listRow(indexPath), let height = list.describedEstimatedHeight(atRow: row) else {
            return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
        return height
    }

    /// The list's answer for the row.
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let (list, row) = listRow(indexPath) else { return }
        _ = list.describedSelect(atRow: row, localPath: list.listPath(row), in: tableView)
    }

    /// The list's answer for the row.
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        guard let (list, row) = listRow(indexPath) else { return }
        _ = list.describedDeselect(atRow: row, localPath: list.listPath(row), in: tableView)
    }

    /// The list's answer for the row.
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let (list, row) = listRow(indexPath) else { return }
        _ = list.describedWillDisplay(cell, atRow: row, localPath: list.listPath(row), in: tableView)
    }

    /// The list's answer for the row.
    override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let (list, row) = listRow(indexPath) else { return }
        _ = list.describedDidEndDisplaying(cell, atRow: row, localPath: list.listPath(row), in: tableView)
    }
}
