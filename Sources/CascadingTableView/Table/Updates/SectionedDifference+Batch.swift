import CascadingTableCollections
import Foundation

// The one translation of a batch of changes into the table's operations, for every path that
// applies one: described content, the `.animated` reload mode and `TableView.applyDifference`.
extension SectionedDifference {
    /// The changes as operations of one batch, in the coordinates they are named in: sections
    /// deleted, inserted, reloaded and moved, then rows deleted, inserted, reloaded, configured
    /// again and moved. Empty lists give no operation.
    ///
    /// - Parameters:
    ///   - animation: The animation of inserts and deletes.
    ///   - reloadAnimation: The animation of reloads; `animation` when nil.
    /// - Returns: Each operation with its animation (moves and reconfigures take none, as the
    ///   table's own calls do).
    package func batchOperations(
        animation: TableView.RowAnimation, reloading reloadAnimation: TableView.RowAnimation? = nil
    ) -> [(operation: LocalOperation, animation: TableView.RowAnimation?)] {
        let reloadAnimation = reloadAnimation ?? animation
        var operations: [(operation: LocalOperation, animation: TableView.RowAnimation?)] = []
        // Each operation is made only when its list is not empty: even an empty `IndexSet`
        // allocates, and most batches of described rows change no section.
        if !sections.deletions.isEmpty {
            operations.append((.deleteSections(IndexSet(sections.deletions)), animation))
        }
        if !sections.insertions.isEmpty {
            operations.append((.insertSections(IndexSet(sections.insertions)), animation))
        }
        if !sections.updates.isEmpty {
            operations.append((.reloadSections(IndexSet(sections.updates)), reloadAnimation))
        }
        for move in sections.moves {
            operations.append((.moveSection(move.from, move.to), nil))
        }
        if !rowDeletions.isEmpty {
            operations.append((.deleteRows(rowDeletions), animation))
        }
        if !rowInsertions.isEmpty {
            operations.append((.insertRows(rowInsertions), animation))
        }
        if !rowReloads.isEmpty {
            operations.append((.reloadRows(rowReloads), reloadAnimation))
        }
        if !rowReconfigures.isEmpty {
            operations.append((.reconfigureRows(rowReconfigures), nil))
        }
        for move in rowMoves {
            operations.append((.moveRow(move.from, move.to), nil))
        }
        return operations
    }
}
