import Foundation

// Addressing rows by identifier instead of index path. Every lookup is a dictionary read (the
// row's noted place, checked against the rows) plus the node's place in the table: O(1) while
// places are right, and after changes at most a share of what they cost (see
// `position(ofRowID:)`). Acting on a row by identifier (select, scroll, reload...) is shared: see
// `DescribedNode`.
extension DescribedRowsDelegate {
    /// The table rows this node answers for, and their section; nil when it is not attached where
    /// rows are routed.
    public var rowRange: (section: Int, rows: Range<Int>)? {
        guard case .rows(let section, let rows) = regionInTable else { return nil }
        return (section, rows)
    }

    /// The index path of the row with `id`, in the node's own coordinates (section 0, its rows
    /// from 0).
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's local index path, or nil when no row has that identifier.
    public func localIndexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
        position(ofRowID: DescribedID(id)).map { IndexPath(indexes: [0, $0]) }
    }

    /// The index path of the row with `id`, in the table.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's index path, or nil when no row has that identifier or the node is not
    ///   attached.
    public func indexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
        guard let row = position(ofRowID: DescribedID(id)), let range = rowRange else { return nil }
        return IndexPath(row: range.rows.lowerBound + row, section: range.section)
    }

    /// The identifier of the row at a table index path.
    ///
    /// - Parameter indexPath: An index path in the table.
    /// - Returns: The identifier, or nil when the row is not one of this node's.
    public func rowID(at indexPath: IndexPath) -> DescribedID? {
        guard indexPath.isTableIndexPath, let range = rowRange, indexPath.section == range.section,
            range.rows.contains(indexPath.row)
        else { return nil }
        let rows = shown.sections[0].rows
        let row = indexPath.row - range.rows.lowerBound
        return rows.indices.contains(row) ? rows[row].id : nil
    }

    /// The description of the row with `id`, as shown.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row, or nil when no row has that identifier.
    public func row(withID id: some Hashable & Sendable) -> RowDescription? {
        guard let row = position(ofRowID: DescribedID(id)) else { return nil }
        return shown.sections[0].rows[row]
    }
}
