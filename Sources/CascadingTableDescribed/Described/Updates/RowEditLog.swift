import CascadingTableCollections
import Foundation

/// The single-row edits a described list made since the table last showed its rows, kept as one
/// change the table can apply when the batch that carries them ends.
///
/// Each edit names positions in the rows as the edit before it left them, while a batch names
/// deletions in the rows the table shows and insertions in the rows it will show. The log keeps
/// the current rows as *pieces* of the rows shown: runs of shown rows that kept their order,
/// single shown rows that moved, and new rows. From the pieces, ``changes()`` reads every
/// deletion, insertion, move, reload and reconfigure in the batch's terms, and ``shownRows(current:)``
/// rebuilds the rows shown when a later update of the same batch needs to diff from them.
///
/// - Complexity: O(*p*) per edit and O(*p* + *k* log *k*) for the changes, for *p* pieces (at most
///   about two per edit) and *k* rows touched: what the edits cost, not what the list holds.
struct RowEditLog {
    /// A stretch of the current rows.
    enum Piece: Equatable {
        /// Shown rows, at these positions of the rows shown, that kept their order.
        case shown(Range<Int>)
        /// A shown row, at this position of the rows shown, that moved.
        case moved(Int)
        /// This many rows the table does not show yet.
        case new(Int)

        var count: Int {
            switch self {
            case .shown(let rows): rows.count
            case .moved: 1
            case .new(let count): count
            }
        }
    }

    /// What the table must do to a shown row whose description was replaced.
    enum Refresh: Equatable {
        case reconfigure
        case reload
    }

    /// How many rows the table shows.
    let shownCount: Int

    /// The current rows, in order, as pieces of the rows shown.
    private(set) var pieces: [Piece]

    /// Shown rows that were removed, by position in the rows shown, with their descriptions as
    /// shown (for ``shownRows(current:)``).
    private(set) var removed: [Int: RowDescription] = [:]

    /// Shown rows whose description was replaced, by position in the rows shown: the description
    /// shown, and what the table must do.
    private(set) var replaced: [Int: (shown: RowDescription, refresh: Refresh)] = [:]

    /// The shown rows asked to reload (``forceReload(at:row:)``): a later change of such a row
    /// in the same batch keeps the reload, whatever it changes.
    private var forced: Set<Int> = []

    /// A log of no edits, for `shownCount` rows shown.
    init(shownCount: Int) {
        self.shownCount = shownCount
        pieces = shownCount > 0 ? [.shown(0..<shownCount)] : []
    }

    /// The number of current rows.
    var currentCount: Int { pieces.reduce(0) { $0 + $1.count } }

    // MARK: - Edits, in current positions

    /// `count` new rows at current position `position` (`0...currentCount`).
    mutating func insert(count: Int, at position: Int) {
        guard count > 0 else { return }
        let (index, _) = split(at: position)
        if index > 0, case .new(let before) = pieces[index - 1] {
            pieces[index - 1] = .new(before + count)
        } else if index < pieces.count, case .new(let after) = pieces[index] {
            pieces[index] = .new(after + count)
        } else {
            pieces.insert(.new(count), at: index)
        }
    }

    /// Removes the current row at `position`, whose description is `row`.
    mutating func remove(at position: Int, row: RowDescription) {
        if let shown = take(at: position) {
            removed[shown] = replaced.removeValue(forKey: shown)?.shown ?? row
        }
    }

    /// Removes the current rows at `positions`, whose descriptions `row(i)` gives for each
    /// position `i` (counted before the removal).
    mutating func remove(_ positions: Range<Int>, row: (Int) -> RowDescription) {
        for position in positions {
            remove(at: positions.lowerBound, row: row(position))
        }
    }

    /// Moves the current row at `from` to `to` (a position in the rows after the move).
    mutating func move(from: Int, to: Int) {
        guard from != to else { return }
        let shown = take(at: from)
        if let shown {
            let (index, _) = split(at: to)
            pieces.insert(.moved(shown), at: index)
        } else {
            insert(count: 1, at: to)
        }
    }

    /// Notes that the current row at `position` changed from `old` to `new` (same identifier).
    mutating func replace(at position: Int, old: RowDescription, new: RowDescription) {
        guard let shown = shownPosition(at: position) else { return }
        let original = replaced[shown]?.shown ?? old
        guard !forced.contains(shown) else {
            replaced[shown] = (original, .reload)
            return
        }
        switch new.change(from: original) {
        case .none:
            replaced[shown] = nil
        case .viewModel where !new.reloadsOnChange:
            replaced[shown] = (original, .reconfigure)
        case .viewModel, .reload:
            replaced[shown] = (original, .reload)
        }
    }

    /// Notes that the current row at `position`, whose description is `row`, must get a new cell.
    mutating func forceReload(at position: Int, row: RowDescription) {
        guard let shown = shownPosition(at: position) else { return }
        forced.insert(shown)
        replaced[shown] = (replaced[shown]?.shown ?? row, .reload)
    }

    // MARK: - Reading

    /// The changes the edits make, as one batch in the coordinates of the rows' section (a list's
    /// is 0). A reloaded row that moved is named as both (see ``SectionedDifference/rowReloads``).
    func changes(inSection section: Int = 0) -> SectionedDifference {
        let path = { (row: Int) in IndexPath.row(row, inSection: section) }
        var deletions = Array(removed.keys)
        var insertions: [Int] = []
        var moves: [SectionedDifference.RowMove] = []
        var reloads: [Int] = []
        var reconfigures: [Int] = []
        var position = 0
        for piece in pieces {
            switch piece {
            case .shown:
                // Replaced rows that stayed in a run are read off `replaced` below: a run is not
                // walked row by row.
                break
            case .moved(let shown):
                moves.append(.init(from: path(shown), to: path(position)))
            case .new(let count):
                insertions += position..<position + count
            }
            position += piece.count
        }
        for (shown, replacement) in replaced {
            switch replacement.refresh {
            case .reconfigure: reconfigures.append(shown)
            case .reload: reloads.append(shown)
            }
        }
        deletions.sort()
        reloads.sort()
        reconfigures.sort()
        return SectionedDifference(
            rowDeletions: deletions.map(path), rowInsertions: insertions.map(path), rowMoves: moves,
            rowReloads: reloads.map(path), rowReconfigures: reconfigures.map(path))
    }

    /// The rows the table shows, rebuilt from the current rows (`current(i)` is the current row
    /// at position `i`) and what the log kept of the rows removed or replaced.
    ///
    /// - Complexity: O(*n*) for *n* rows shown.
    func shownRows(current: (Int) -> RowDescription) -> [RowDescription] {
        var rows = [RowDescription?](repeating: nil, count: shownCount)
        for (shown, row) in removed {
            rows[shown] = row
        }
        var position = 0
        for piece in pieces {
            switch piece {
            case .shown(let shown):
                for (offset, index) in shown.enumerated() {
                    rows[index] = replaced[index]?.shown ?? current(position + offset)
                }
            case .moved(let shown):
                rows[shown] = replaced[shown]?.shown ?? current(position)
            case .new:
                break
            }
            position += piece.count
        }
        return rows.map { $0! }
    }

    // MARK: - Pieces

    /// The piece holding current position `position` and the offset in it, splitting a piece
    /// so that a piece starts at `position` (at the end: the number of pieces).
    private mutating func split(at position: Int) -> (index: Int, offset: Int) {
        var start = 0
        for index in pieces.indices {
            let count = pieces[index].count
            if position < start + count {
                let offset = position - start
                guard offset > 0 else { return (index, 0) }
                switch pieces[index] {
                case .shown(let rows):
                    pieces[index] = .shown(rows.lowerBound..<rows.lowerBound + offset)
                    pieces.insert(.shown(rows.lowerBound + offset..<rows.upperBound), at: index + 1)
                case .new(let total):
                    pieces[index] = .new(offset)
                    pieces.insert(.new(total - offset), at: index + 1)
                case .moved:
                    break  // One row: an offset inside it is 0.
                }
                return (index + 1, 0)
            }
            start += count
        }
        return (pieces.count, 0)
    }

    /// Takes the current row at `position` out of the pieces; returns its position in the rows
    /// shown, or nil for a new row.
    private mutating func take(at position: Int) -> Int? {
        let (index, _) = split(at: position)
        let taken: Int?
        switch pieces[index] {
        case .shown(let rows):
            taken = rows.lowerBound
            pieces[index] = .shown(rows.lowerBound + 1..<rows.upperBound)
        case .moved(let shown):
            taken = shown
            pieces[index] = .new(0)
        case .new(let count):
            taken = nil
            pieces[index] = .new(count - 1)
        }
        if pieces[index].count == 0 {
            pieces.remove(at: index)
            join(at: index)
        }
        return taken
    }

    /// The position in the rows shown of the current row at `position`, or nil for a new row.
    private func shownPosition(at position: Int) -> Int? {
        var start = 0
        for piece in pieces {
            if position < start + piece.count {
                switch piece {
                case .shown(let rows): return rows.lowerBound + position - start
                case .moved(let shown): return shown
                case .new: return nil
                }
            }
            start += piece.count
        }
        return nil
    }

    /// Joins the pieces that meet at `index` after a piece between them went: two stretches of
    /// new rows, or two runs of shown rows that continue one another.
    private mutating func join(at index: Int) {
        guard index > 0, index < pieces.count else { return }
        switch (pieces[index - 1], pieces[index]) {
        case (.new(let before), .new(let after)):
            pieces[index - 1] = .new(before + after)
        case (.shown(let before), .shown(let after)) where before.upperBound == after.lowerBound:
            pieces[index - 1] = .shown(before.lowerBound..<after.upperBound)
        default:
            return
        }
        pieces.remove(at: index)
    }

    // MARK: - Invariants

    /// Checks that the pieces and the kept rows describe the rows shown exactly once each: every
    /// position shown is in one run, one moved piece or the removed rows; runs keep their order;
    /// no piece is empty; no two stretches of new rows or continuing runs are apart; only rows
    /// still shown are replaced. Notes each problem in `report`.
    func checkInvariants(into report: inout InvariantReport) {
        var seen = [Bool](repeating: false, count: shownCount)
        func see(_ shown: Int, _ what: String) {
            guard shown >= 0 && shown < shownCount else {
                return report.note("RowEditLog: \(what) names shown row \(shown) of \(shownCount)")
            }
            report.note(!seen[shown] ? nil : "RowEditLog: shown row \(shown) is named twice (\(what))")
            seen[shown] = true
        }
        var lastRun = -1
        for (index, piece) in pieces.enumerated() {
            report.note((piece.count > 0) ? nil : "RowEditLog: piece \(index) (\(piece)) is empty")
            switch piece {
            case .shown(let rows):
                report.note((rows.lowerBound > lastRun) ? nil : "RowEditLog: run \(rows) is out of order")
                lastRun = rows.upperBound - 1
                for shown in rows {
                    see(shown, "run \(rows)")
                }
            case .moved(let shown):
                see(shown, "a moved piece")
            case .new:
                break
            }
            if index > 0 {
                switch (pieces[index - 1], piece) {
                case (.new, .new):
                    report.note("RowEditLog: pieces \(index - 1) and \(index) are both new rows")
                case (.shown(let before), .shown(let after)):
                    report.note(
                        (before.upperBound != after.lowerBound)
                            ? nil : "RowEditLog: runs \(before) and \(after) continue")
                default:
                    break
                }
            }
        }
        for shown in removed.keys {
            see(shown, "the removed rows")
        }
        report.note(!seen.contains(false) ? nil : "RowEditLog: shown row \(seen.firstIndex(of: false)!) is nowhere")
        for shown in replaced.keys {
            report.note((removed[shown] == nil) ? nil : "RowEditLog: removed row \(shown) is also replaced")
        }
    }
}
