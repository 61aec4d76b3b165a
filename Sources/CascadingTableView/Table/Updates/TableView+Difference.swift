import CascadingTableCollections
import Foundation

// Applying differences as batch updates: each is a `SectionedDifference`, applied through the
// table's own methods (which a subclass may observe).
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
        applyDifference(
            SectionedDifference(rows: difference, inSection: section), with: animation, completion: completion)
    }

    /// Applies a difference of the sections as one batch update: deletes, inserts, moves and
    /// reloads (``ListDifference/updates``).
    ///
    /// - Parameters:
    ///   - difference: The difference from the sections shown to those the data source now has.
    ///   - animation: The animation asked for.
    ///   - completion: Called with whether the update was valid.
    public func applySectionDifference(
        _ difference: ListDifference, with animation: RowAnimation = .automatic, completion: ((Bool) -> Void)? = nil
    ) {
        applyDifference(SectionedDifference(sections: difference), with: animation, completion: completion)
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
        // The table's own calls cannot name a reload and a move of one row: split before.
        let operations = difference.splittingReloadedMoves().batchOperations(animation: animation)
        performBatchUpdates(
            { [self] in
                for (operation, animation) in operations {
                    perform(operation, with: animation ?? .automatic)
                }
            }, completion: completion)
    }

    /// Asks for `operation`, named in the table's coordinates, through the table's own methods
    /// (which a subclass may observe): the one way an operation becomes a call of the table.
    package func perform(_ operation: LocalOperation, with animation: RowAnimation) {
        switch operation {
        case .insertRows(let paths): insertRows(at: paths, with: animation)
        case .deleteRows(let paths): deleteRows(at: paths, with: animation)
        case .reloadRows(let paths): reloadRows(at: paths, with: animation)
        case .reconfigureRows(let paths): reconfigureRows(at: paths)
        case .moveRow(let from, let to): moveRow(at: from, to: to)
        case .insertSections(let sections): insertSections(sections, with: animation)
        case .deleteSections(let sections): deleteSections(sections, with: animation)
        case .reloadSections(let sections): reloadSections(sections, with: animation)
        case .moveSection(let from, let to): moveSection(from, toSection: to)
        }
    }
}
