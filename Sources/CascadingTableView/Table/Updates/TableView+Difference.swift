import CascadingTableCollections
import Foundation

// Applying differences as batch updates.
extension TableView {
    /// Applies a difference of one section's rows as one batch update: deletes, inserts, moves
    /// and reloads (``ListDifference/updates``).
    ///
    /// The data source must already answer with the new rows. The update is validated like any
    /// other; a difference computed from the rows the table shows always passes.
    ///
    /// - Parameters:
    ///   - difference: The difference from the rows shown to the rows the data source now has.
    ///   - section: The section, in the table's current numbering.
    ///   - animation: The animation asked for (recorded, not played).
    ///   - completion: Called with whether the update was valid.
    public func applyRowDifference(
        _ difference: ListDifference, inSection section: Int, with animation: RowAnimation = .automatic,
        completion: ((Bool) -> Void)? = nil
    ) {
        let path = { IndexPath(indexes: [section, $0]) }
        performBatchUpdates(
            { [self] in
                // Empty operations are skipped so that test doubles recording calls see only real ones.
                if !difference.deletions.isEmpty { deleteRows(at: difference.deletions.map(path), with: animation) }
                if !difference.insertions.isEmpty { insertRows(at: difference.insertions.map(path), with: animation) }
                if !difference.updates.isEmpty { reloadRows(at: difference.updates.map(path), with: animation) }
                for move in difference.moves {
                    moveRow(at: path(move.from), to: path(move.to))
                }
            }, completion: completion)
    }

    /// Applies a difference of the sections as one batch update.
    ///
    /// - Parameters:
    ///   - difference: The difference from the sections shown to those the data source now has.
    ///   - animation: The animation asked for.
    ///   - completion: Called with whether the update was valid.
    public func applySectionDifference(
        _ difference: ListDifference, with animation: RowAnimation = .automatic, completion: ((Bool) -> Void)? = nil
    ) {
        performBatchUpdates(
            { [self] in
                if !difference.deletions.isEmpty { deleteSections(IndexSet(difference.deletions), with: animation) }
                if !difference.insertions.isEmpty { insertSections(IndexSet(difference.insertions), with: animation) }
                if !difference.updates.isEmpty { reloadSections(IndexSet(difference.updates), with: animation) }
                for move in difference.moves {
                    moveSection(move.from, toSection: move.to)
                }
            }, completion: completion)
    }

    /// Applies a two-level difference (sections and rows, rows moving between sections included)
    /// as one batch update.
    ///
    /// - Parameters:
    ///   - difference: The difference from what the table shows to what the data source has.
    ///   - animation: The animation asked for.
    ///   - completion: Called with whether the update was valid.
    public func applyDifference(
        _ difference: SectionedDifference, with animation: RowAnimation = .automatic,
        completion: ((Bool) -> Void)? = nil
    ) {
        performBatchUpdates(
            { [self] in
                let sections = difference.sections
                if !sections.deletions.isEmpty { deleteSections(IndexSet(sections.deletions), with: animation) }
                if !sections.insertions.isEmpty { insertSections(IndexSet(sections.insertions), with: animation) }
                for move in sections.moves {
                    moveSection(move.from, toSection: move.to)
                }
                if !difference.rowDeletions.isEmpty { deleteRows(at: difference.rowDeletions, with: animation) }
                if !difference.rowInsertions.isEmpty { insertRows(at: difference.rowInsertions, with: animation) }
                for move in difference.rowMoves {
                    moveRow(at: move.from, to: move.to)
                }
            }, completion: completion)
    }
}
