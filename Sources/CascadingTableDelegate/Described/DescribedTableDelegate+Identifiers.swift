import Foundation

// Addressing rows and sections by identifier instead of index path. Every lookup is a dictionary
// read (a row's noted place, checked against the content; see `rowPath(forRowID:)`) plus the
// node's place in the table: O(1) while places are right.
// Acting on a row by identifier (select, scroll, reload...) is shared: see `DescribedNode`.
extension DescribedTableDelegate {
    /// The table sections this node answers for; nil when it is not attached.
    public var sectionRange: Range<Int>? {
        switch regionInTable {
        case .table: 0..<shown.sections.count
        case .sections(let sections): sections
        case .rows, .none: nil
        }
    }

    /// The index path of the row with `id`, in the node's own coordinates (its sections from 0).
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's local index path, or nil when no row has that identifier.
    public func localIndexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
        rowPath(forRowID: DescribedID(id))
    }

    /// The index path of the row with `id`, in the table.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row's index path, or nil when no row has that identifier or the node is not
    ///   attached.
    public func indexPath(forRowID id: some Hashable & Sendable) -> IndexPath? {
        guard let local = rowPath(forRowID: DescribedID(id)), let sections = sectionRange else { return nil }
        return IndexPath(row: local.row, section: sections.lowerBound + local.section)
    }

    /// The identifier of the row at a table index path.
    ///
    /// - Parameter indexPath: An index path in the table.
    /// - Returns: The identifier, or nil when the row is not one of this node's.
    public func rowID(at indexPath: IndexPath) -> DescribedID? {
        guard indexPath.isTableIndexPath, let sections = sectionRange, sections.contains(indexPath.section) else {
            return nil
        }
        let rows = shown.sections[indexPath.section - sections.lowerBound].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row].id : nil
    }

    /// The table section of the section with `id`.
    ///
    /// - Parameter id: A section identifier.
    /// - Returns: The section's index in the table, or nil when no section has that identifier or
    ///   the node is not attached.
    public func section(forSectionID id: some Hashable & Sendable) -> Int? {
        guard let local = sectionIndexByID[DescribedID(id)], let sections = sectionRange else { return nil }
        return sections.lowerBound + local
    }

    /// The description of the row with `id`, as shown.
    ///
    /// - Parameter id: A row identifier.
    /// - Returns: The row, or nil when no row has that identifier.
    public func row(withID id: some Hashable & Sendable) -> RowDescription? {
        guard let path = rowPath(forRowID: DescribedID(id)) else { return nil }
        return shown.sections[path.section].rows[path.row]
    }
}
