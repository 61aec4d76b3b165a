import CascadingTableCollections
import Foundation

/// Compares the rows an update keeps (same identifier in the old and new content) and decides,
/// for each, whether the table must do anything: nothing, configure its cell again in place
/// (a reconfigure), or ask a new cell (a reload). A reloaded row that also moves leaves and comes
/// back instead, since UIKit rejects a reload and a move of one row in one batch.
struct RowComparison: Sendable {
    /// The old content's rows, by section.
    private let oldRows: [[RowDescription]]

    /// Which new sections, and which rows of each, the structure inserts: their rows are new to
    /// the table, so there is nothing to compare.
    private let insertedSections: [Bool]
    private let insertedRows: [[Bool]]

    /// The position in the structure's moves of the move that ends at each new place.
    private let moveIndex: [RowPlace: Int]

    /// Identifiers of rows reloaded even if nothing about them changed.
    private let forcedReloads: Set<DescribedID>

    private var reloads: [IndexPath] = []
    private var reconfigures: [IndexPath] = []

    /// Moves that turned into a delete and an insert (a reloaded row that moves), by position.
    private var unmoved = Set<Int>()
    private var leaving: [IndexPath] = []
    private var returning: [IndexPath] = []

    /// Prepares to compare the rows of `new` that `difference` keeps with their rows in `old`.
    init(
        old: DescribedContent, new: DescribedContent, difference: SectionedDifference, reloading: Set<DescribedID> = []
    ) {
        oldRows = old.sections.map(\.rows)
        forcedReloads = reloading
        var insertedSections = [Bool](repeating: false, count: new.sections.count)
        for section in difference.sections.insertions {
            insertedSections[section] = true
        }
        self.insertedSections = insertedSections
        // Flags, not a set: hashing every surviving row's place cost more than the comparison.
        var insertedRows = new.sections.map { [Bool](repeating: false, count: $0.rows.count) }
        for insertion in difference.rowInsertions {
            insertedRows[insertion[0]][insertion[1]] = true
        }
        self.insertedRows = insertedRows
        var moveIndex: [RowPlace: Int] = [:]
        for (position, move) in difference.rowMoves.enumerated() {
            moveIndex[RowPlace(move.to)] = position
        }
        self.moveIndex = moveIndex
    }

    /// Compares `row`, at `place` in the new content, with the row at `previous` in the old one.
    mutating func compare(_ row: RowDescription, at place: RowPlace, from previous: RowPlace) {
        guard !insertedSections[place.section], !insertedRows[place.section][place.row] else { return }
        let change = row.change(from: oldRows[previous.section][previous.row])
        switch forcedReloads.contains(row.id) ? .reload : change {
        case .none:
            return
        case .viewModel where !row.reloadsOnChange:
            reconfigures.append(previous.indexPath)
        case .viewModel, .reload:
            if let move = moveIndex[place] {
                unmoved.insert(move)
                leaving.append(previous.indexPath)
                returning.append(place.indexPath)
            } else {
                reloads.append(previous.indexPath)
            }
        }
    }

    /// The changes: `difference`, with the moves of reloaded rows turned into deletes and
    /// inserts, and the reloads and reconfigures found.
    func changes(of difference: SectionedDifference) -> DescribedChanges {
        var changes = DescribedChanges()
        changes.sections = difference.sections
        changes.reloads = reloads.sorted()
        changes.reconfigures = reconfigures.sorted()
        guard !unmoved.isEmpty else {
            changes.rowDeletions = difference.rowDeletions
            changes.rowInsertions = difference.rowInsertions
            changes.rowMoves = difference.rowMoves
            return changes
        }
        for (position, move) in difference.rowMoves.enumerated() where !unmoved.contains(position) {
            changes.rowMoves.append(move)
        }
        changes.rowDeletions = (difference.rowDeletions + leaving).sorted()
        changes.rowInsertions = (difference.rowInsertions + returning).sorted()
        return changes
    }
}
