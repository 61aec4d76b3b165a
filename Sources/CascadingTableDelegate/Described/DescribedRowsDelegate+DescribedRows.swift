import Foundation

// The answers for described rows, given by the list itself: before routing, for the calls it
// overrides, and by a run (`DescribedRowRun`) called directly. Each reads the row in place.
extension DescribedRowsDelegate {
    /// The row `indexPath` (in the node's coordinates) names when it is a described row the node
    /// answers itself: one of its rows, not backed by a node, while its children are its own.
    @inline(__always)
    final func describedRow(at indexPath: IndexPath) -> Int? {
        guard answersOwnRows, indexPath.isTableIndexPath else { return nil }
        let row = indexPath[1]
        let rows = shown.sections[0].rows
        guard row >= 0, row < rows.count, !rows[row].isBackedByNode else { return nil }
        return row
    }

    /// The index path of `row` in the node's coordinates.
    func listPath(_ row: Int) -> IndexPath {
        IndexPath(indexes: [0, row])
    }

    /// A cell for described row `row`, dequeued for `localPath` with the row's reuse identifier and
    /// configured from its view model; nil for a row backed by a node.
    func describedCell(atRow row: Int, localPath: IndexPath, in tableView: TableView) -> TableViewCell? {
        guard case .content(let content) = shown.sections[0].rows[row].source else { return nil }
        let cell = tableView.dequeueReusableCell(withIdentifier: content.reuseIdentifier, for: localPath)
        _ = content.configure(cell)
        return cell
    }

    /// The height of described row `row` (``TableView/automaticDimension`` when it has none); nil
    /// for a row backed by a node.
    func describedHeight(atRow row: Int) -> CGFloat? {
        let rows = shown.sections[0].rows
        guard !rows[row].isBackedByNode else { return nil }
        return rows[row].height ?? TableView.automaticDimension
    }

    /// The estimate of described row `row`, or its height; nil for a row backed by a node.
    func describedEstimatedHeight(atRow row: Int) -> CGFloat? {
        let rows = shown.sections[0].rows
        guard !rows[row].isBackedByNode else { return nil }
        return rows[row].estimatedHeight ?? rows[row].height ?? TableView.automaticDimension
    }

    /// Calls the select closure of described row `row`, if it has one; false for a row backed by
    /// a node.
    func describedSelect(atRow row: Int, localPath: IndexPath, in tableView: TableView) -> Bool {
        let rows = shown.sections[0].rows
        guard !rows[row].isBackedByNode else { return false }
        rows[row].actions.select?(context(of: rows[row], localPath, tableView))
        return true
    }

    /// Calls the deselect closure of described row `row`, if it has one; false for a row backed
    /// by a node.
    func describedDeselect(atRow row: Int, localPath: IndexPath, in tableView: TableView) -> Bool {
        let rows = shown.sections[0].rows
        guard !rows[row].isBackedByNode else { return false }
        rows[row].actions.deselect?(context(of: rows[row], localPath, tableView))
        return true
    }

    /// Calls the will-display closure of described row `row`, if it has one; false for a row
    /// backed by a node.
    func describedWillDisplay(
        _ cell: TableViewCell, atRow row: Int, localPath: IndexPath, in tableView: TableView
    ) -> Bool {
        let rows = shown.sections[0].rows
        guard !rows[row].isBackedByNode else { return false }
        rows[row].actions.willDisplay?(cell, context(of: rows[row], localPath, tableView))
        return true
    }

    /// Calls the did-end-displaying closure of described row `row`, if it has one; false for a
    /// row backed by a node.
    func describedDidEndDisplaying(
        _ cell: TableViewCell, atRow row: Int, localPath: IndexPath, in tableView: TableView
    ) -> Bool {
        let rows = shown.sections[0].rows
        guard !rows[row].isBackedByNode else { return false }
        rows[row].actions.didEndDisplaying?(cell, context(of: rows[row], localPath, tableView))
        return true
    }

    /// The context a closure of `row` gets.
    private func context(of row: RowDescription, _ localPath: IndexPath, _ tableView: TableView) -> DescribedRowContext
    {
        DescribedRowContext(id: row.id, localIndexPath: localPath, tableView: tableView, node: self)
    }
}
