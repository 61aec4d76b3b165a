import CascadingTableCollections
import Foundation

/// Decides, for each row an update keeps (same identifier in the old and new content) that
/// changed, whether the table must do anything: nothing, configure its cell again in place (a
/// reconfigure), or ask a new cell (a reload; the batch turns the reload of a row that also moves
/// into a delete and an insert). How each row changed is found by the matching
/// (``RowDescription/change(of:at:from:at:)``), which has both rows at hand.
struct RowComparison: Sendable {
    /// Whether the structure inserts each new row that has an old row, by position among all new
    /// rows (rows of inserted sections, rows whose old section is deleted): there is nothing to
    /// compare. Flags, not a set: hashing every surviving row's place cost more than the
    /// comparison. Empty when there is no such row, as in most updates (the rows new to the table
    /// are never asked about).
    private var inserted: [Bool] = []

    /// Identifiers of rows reloaded even if nothing about them changed.
    private let forcedReloads: Set<DescribedID>

    private var reloads: [IndexPath] = []
    private var reconfigures: [IndexPath] = []

    /// Prepares to decide for the new rows that `difference` keeps; `newStarts` is where each new
    /// section's rows start among all new rows, `newToOld` which old row each new row is (-1 for
    /// none).
    init(newStarts: [Int], newToOld: [Int], difference: SectionedDifference, reloading: Set<DescribedID> = []) {
        forcedReloads = reloading
        for section in difference.sections.insertions {
            for position in newStarts[section]..<newStarts[section + 1] where newToOld[position] >= 0 {
                markInserted(position, of: newToOld.count)
            }
        }
        for insertion in difference.rowInsertions {
            let position = newStarts[insertion[0]] + insertion[1]
            if newToOld[position] >= 0 {
                markInserted(position, of: newToOld.count)
            }
        }
    }

    /// Notes that the structure inserts the new row at `position` of `count`, which has an old row.
    private mutating func markInserted(_ position: Int, of count: Int) {
        if inserted.isEmpty {
            inserted = [Bool](repeating: false, count: count)
        }
        inserted[position] = true
    }

    /// Whether the structure inserts the new row at `position`, which has an old row.
    private func isInserted(_ position: Int) -> Bool {
        !inserted.isEmpty && inserted[position]
    }

    /// Whether ``mayNote(rowAt:of:position:)`` is ever true: the structure inserts a row that has
    /// an old row, or rows are reloaded all the same. Most updates do neither, and the rows that
    /// did not change are then passed over without a call.
    var mayNoteUnchangedRows: Bool { !inserted.isEmpty || !forcedReloads.isEmpty }

    /// Whether ``note(_:ofRowAt:of:position:from:inSection:)`` may do anything for `rows[index]`,
    /// the new row at `position` among all new rows, when it did not change: whether the structure
    /// inserts it, or it is reloaded all the same.
    func mayNote(rowAt index: Int, of rows: [RowDescription], position: Int) -> Bool {
        isInserted(position) || (!forcedReloads.isEmpty && forcedReloads.contains(rows[index].id))
    }

    /// Notes what the table does for `rows[index]`, the new row at `position` among all new rows,
    /// which is row `previous` of section `previousSection` in the old content and differs from it
    /// by `change`.
    ///
    /// - Returns: Whether the table asks a new cell for the row (the structure inserts it, or it
    ///   is reloaded), so that its cell class must be registered first.
    mutating func note(
        _ change: RowChange, ofRowAt index: Int, of rows: [RowDescription], position: Int, from previous: Int,
        inSection previousSection: Int
    ) -> Bool {
        guard !isInserted(position) else { return true }
        switch !forcedReloads.isEmpty && forcedReloads.contains(rows[index].id) ? .reload : change {
        case .none:
            // True here and below would be equivalent mutants (Tests/Mutation): a row kept or
            // reconfigured keeps its reuse identifier and cell class, registered already, and
            // each identifier is registered once.
            return false
        case .viewModel where !rows[index].reloadsOnChange:
            reconfigures.append(IndexPath.row(previous, inSection: previousSection))
            // Equivalent mutant if true: see above.
            return false
        case .viewModel, .reload:
            reloads.append(IndexPath.row(previous, inSection: previousSection))
            return true
        }
    }

    /// The changes: `difference`, with the reloads and reconfigures found.
    func changes(of difference: SectionedDifference) -> SectionedDifference {
        var changes = difference
        changes.rowReloads = reloads.sorted()
        changes.rowReconfigures = reconfigures.sorted()
        return changes
    }
}

extension RowDescription {
    /// How the content of `rows[index]` differs from that of `oldRows[oldIndex]`, the same
    /// identifier's row before, both described (not backed by nodes).
    ///
    /// The same content object given again needs no comparison, unless it is a ``RowKind``'s,
    /// shared by rows that keep their view models in their words: integers and the like compare
    /// as words, here, without a call; other words are compared by the kind, in code specialized
    /// for its view model type when the kind was made. Rows described one by one whose view
    /// models were copied to their words (``ViewModelInRow/copiedToWord``) compare by their words
    /// too when their contents are of one class.
    @inline(__always)
    static func contentChange<New: RandomAccessCollection<RowDescription>, Old: RandomAccessCollection<RowDescription>>(
        of rows: New, at index: New.Index, from oldRows: Old, at oldIndex: Old.Index
    ) -> RowChange {
        guard rows[index].sourceObject === oldRows[oldIndex].sourceObject else {
            // Two rows described one by one with integer-like view models copied to their words:
            // contents of one class have the same cell class and name, and the words decide.
            if rows[index].viewModelInRow == .copiedToWord, oldRows[oldIndex].viewModelInRow == .copiedToWord,
                type(of: rows[index].sourceObject) == type(of: oldRows[oldIndex].sourceObject)
            {
                return rows[index].viewModelWord == oldRows[oldIndex].viewModelWord ? .none : .viewModel
            }
            return rows[index].sourceObject.change(
                from: oldRows[oldIndex].sourceObject, word: rows[index].viewModelWord,
                oldWord: oldRows[oldIndex].viewModelWord)
        }
        switch rows[index].viewModelInRow {
        case .no: return .none
        case .comparedByWord, .copiedToWord:
            return rows[index].viewModelWord == oldRows[oldIndex].viewModelWord ? .none : .viewModel
        case .comparedByKind:
            return rows[index].sourceObject.change(
                ofWord: rows[index].viewModelWord, fromWord: oldRows[oldIndex].viewModelWord)
        }
    }
}
