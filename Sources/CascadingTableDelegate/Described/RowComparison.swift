import Foundation

/// The second half of an update plan: each surviving row compared with its old row, to find the
/// rows to reconfigure and to reload.
///
/// The plan can compare every row when it is made, or leave the comparison to the node, which
/// compares each row while it installs it: comparing reads both rows' contents and installing
/// hands the new row to the row's node, so doing both in one pass reads each row once (reading
/// them again in a second pass over ten thousand rows cost as much as the comparison).
struct RowComparison: Sendable {
    /// The old content's rows, by section.
    private let oldRows: [[RowDescription]]

    /// Whether each new section is inserted: its rows come with it and are not compared.
    private let insertedSections: [Bool]

    /// Whether each new row is inserted (new, or from a section that left), by section and row.
    private let insertedRows: [[Bool]]

    /// Each moved row's position in the difference's moves, by its new place.
    private let moveIndex: [RowPlace: Int]

    /// Rows to reload, in the old numbering.
    private(set) var reloads: [IndexPath] = []

    /// Rows to configure again, in the old numbering.
    private(set) var reconfigures: [IndexPath] = []

    /// The new places of the rows whose cell class or reuse identifier changed.
    private(set) var reloadedPlaces: [RowPlace] = []

    /// The old section whose rows the last comparison read, and its rows.
    private var currentSection = -1
    private var currentRows: [RowDescription] = []

    /// Positions in the moves of the rows that are deleted and inserted instead.
    private var unmoved = Set<Int>()

    /// Old places of the rows that leave and come back, and their new places.
    private var leaving: [IndexPath] = []
    private var returning: [IndexPath] = []

    /// Prepares to compare the rows of `new` with those of `old` that `difference` (between them)
    /// keeps.
    init(old: DescribedContent, new: DescribedContent, difference: SectionedDifference) {
        oldRows = old.sections.map(\.rows)
        var insertedSections = [Bool](repeating: false, count: new.sections.count)
        for section in difference.sections.insertions {
            insertedSections[section] = true
        }
        self.insertedSections = insertedSections
        // Flags, not a set: hashing every surviving row's place to ask a set cost more than the
        // comparison.
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

    /// Compares the row at `row`, at `place` in the new content, with the row at `previous` in the old
    /// content; a row that is inserted (alone or with its section) is not compared.
    mutating func compare(_ row: UnsafePointer<RowDescription>, at place: RowPlace, from previous: RowPlace) {
        guard !insertedSections[place.section], !insertedRows[place.section][place.row] else { return }
        // Both rows are read in place (see `RowDescription.change(_:from:)`), the old one from
        // its section's rows held here, so reading a row does not retain its section's array.
        if previous.section != currentSection {
            currentSection = previous.section
            currentRows = oldRows[previous.section]
        }
        let change = currentRows.withUnsafeBufferPointer { oldRows in
            RowDescription.change(row, from: oldRows.baseAddress! + previous.row)
        }
        if change == .reload {
            reloadedPlaces.append(place)
        }
        switch change {
        case .none:
            return
        case .viewModel where !row.pointee.reloadsOnChange:
            reconfigures.append(previous.indexPath)
        case .viewModel, .reload:
            if let move = moveIndex[place] {
                // UIKit rejects a reload and a move of one row: the row leaves and comes back.
                unmoved.insert(move)
                leaving.append(previous.indexPath)
                returning.append(place.indexPath)
            } else {
                reloads.append(previous.indexPath)
            }
        }
    }

    /// Turns the moves of the rows that leave and come back into deletions and insertions.
    func finish(_ difference: inout SectionedDifference) {
        guard !unmoved.isEmpty else { return }
        var kept: [SectionedDifference.RowMove] = []
        for (position, move) in difference.rowMoves.enumerated() where !unmoved.contains(position) {
            kept.append(move)
        }
        difference.rowMoves = kept
        difference.rowDeletions = (difference.rowDeletions + leaving).sorted()
        difference.rowInsertions = (difference.rowInsertions + returning).sorted()
    }
}
