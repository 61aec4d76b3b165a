import CascadingTableCollections
import Foundation

/// Compares the rows an update keeps (same identifier in the old and new content) and decides,
/// for each, whether the table must do anything: nothing, configure its cell again in place
/// (a reconfigure), or ask a new cell (a reload; the batch turns the reload of a row that also
/// moves into a delete and an insert).
struct RowComparison: Sendable {
    /// The old content's rows, by section.
    private let oldRows: [[RowDescription]]

    /// Which new sections, and which rows of each, the structure inserts: their rows are new to
    /// the table, so there is nothing to compare.
    private let insertedSections: [Bool]
    private let insertedRows: [[Bool]]

    /// Identifiers of rows reloaded even if nothing about them changed.
    private let forcedReloads: Set<DescribedID>

    private var reloads: [IndexPath] = []
    private var reconfigures: [IndexPath] = []

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
    }

    /// Compares `rows[index]`, row `index` of section `section` in the new content, with row
    /// `previous` of section `previousSection` in the old one.
    ///
    /// - Returns: Whether the table asks a new cell for the row (the structure inserts it, or it
    ///   is reloaded), so that its cell class must be registered first.
    mutating func compare(
        rowAt index: Int, of rows: [RowDescription], inSection section: Int, from previous: Int,
        inSection previousSection: Int
    ) -> Bool {
        guard !insertedSections[section], !insertedRows[section][index] else { return true }
        let change = RowDescription.change(of: rows, at: index, from: oldRows[previousSection], at: previous)
        switch !forcedReloads.isEmpty && forcedReloads.contains(rows[index].id) ? .reload : change {
        case .none:
            return false
        case .viewModel where !rows[index].reloadsOnChange:
            reconfigures.append(IndexPath(indexes: [previousSection, previous]))
            return false
        case .viewModel, .reload:
            reloads.append(IndexPath(indexes: [previousSection, previous]))
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
