import CascadingTableCollections
import Foundation

/// Compares the rows an update keeps (same identifier in the old and new content) and decides,
/// for each, whether the table must do anything: nothing, configure its cell again in place
/// (a reconfigure), or ask a new cell (a reload; the batch turns the reload of a row that also
/// moves into a delete and an insert).
struct RowComparison: Sendable {
    /// The old content's rows, by section.
    private let oldRows: [[RowDescription]]

    /// The rows of the old section compared last, and that section: rows are mostly compared in
    /// order, and reading a section's rows out of ``oldRows`` retains them, once per row otherwise.
    private var oldSectionRows: [RowDescription] = []
    private var oldSection = -1

    /// Whether the structure inserts each new row, by position among all new rows (rows of
    /// inserted sections included): there is nothing to compare. Flags, not a set: hashing every
    /// surviving row's place cost more than the comparison.
    private let inserted: [Bool]

    /// Identifiers of rows reloaded even if nothing about them changed.
    private let forcedReloads: Set<DescribedID>

    private var reloads: [IndexPath] = []
    private var reconfigures: [IndexPath] = []

    /// Prepares to compare the new rows that `difference` keeps with their rows in `old`;
    /// `newStarts` is where each new section's rows start among all new rows.
    init(old: DescribedContent, newStarts: [Int], difference: SectionedDifference, reloading: Set<DescribedID> = []) {
        oldRows = old.sections.map(\.rows)
        forcedReloads = reloading
        var inserted = [Bool](repeating: false, count: newStarts[newStarts.count - 1])
        for section in difference.sections.insertions {
            for position in newStarts[section]..<newStarts[section + 1] {
                inserted[position] = true
            }
        }
        for insertion in difference.rowInsertions {
            inserted[newStarts[insertion[0]] + insertion[1]] = true
        }
        self.inserted = inserted
    }

    /// Compares `rows[index]`, the new row at `position` among all new rows, with row `previous`
    /// of section `previousSection` in the old content.
    ///
    /// - Returns: Whether the table asks a new cell for the row (the structure inserts it, or it
    ///   is reloaded), so that its cell class must be registered first.
    mutating func compare(
        rowAt index: Int, of rows: [RowDescription], position: Int, from previous: Int, inSection previousSection: Int
    ) -> Bool {
        guard !inserted[position] else { return true }
        if previousSection != oldSection {
            oldSectionRows = oldRows[previousSection]
            oldSection = previousSection
        }
        let change = RowDescription.change(of: rows, at: index, from: oldSectionRows, at: previous)
        switch !forcedReloads.isEmpty && forcedReloads.contains(rows[index].id) ? .reload : change {
        case .none:
            // True here and below would be equivalent mutants (Tests/Mutation): a row kept or
            // reconfigured keeps its reuse identifier and cell class, registered already, and
            // each identifier is registered once.
            return false
        case .viewModel where !rows[index].reloadsOnChange:
            reconfigures.append(IndexPath(indexes: [previousSection, previous]))
            // Equivalent mutant if true: see above.
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
