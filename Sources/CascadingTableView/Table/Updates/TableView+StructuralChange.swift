import CascadingTableCollections
import Foundation

// Carrying the layout and the visible cells across a batch update.
extension TableView {
    /// Applies a validated batch update to the layout and the viewport: surviving rows keep
    /// their heights and their cells (re-keyed to their new index paths, not asked again);
    /// deleted and reloaded rows' cells get `didEndDisplaying` with their old index paths; fresh
    /// rows are laid out from their estimates and displayed if they are in the viewport.
    ///
    /// The viewport moves once, before anything is displayed: with `keepingFirstVisibleRow`, to
    /// keep the first visible row that survives where it was on screen; and, when the update
    /// shortened the content under a viewport that was within it, back to the content's end,
    /// measured after the rows now in view have their exact heights (estimates alone would pull
    /// it back from rows that turn out long enough). So a row on screen before and after keeps
    /// its cell, and gets no `didEndDisplaying`.
    ///
    /// - Complexity: O(*k* log *n* + *v*) for *k* changed rows and *v* visible rows (plus one step
    ///   per section a change shifts), with delegate calls only for fresh rows and for rows
    ///   entering the viewport.
    func applyStructuralChange(_ change: TableStructuralChange, keepingFirstVisibleRow: Bool = false) {
        var keptCells: [IndexPath: TableViewCell] = [:]
        var ended: [DisplayItem] = []
        // The first visible row the update keeps (moved or reloaded ones included), in content
        // order: the least old path among the survivors, found in this pass rather than by
        // sorting every visible path.
        var firstSurvivor: (old: IndexPath, new: IndexPath)?
        for (oldPath, cell) in displayState.cells {
            guard let newPath = change.newIndexPath(oldPath) else {
                ended.append(.row(oldPath))
                continue
            }
            if keepingFirstVisibleRow {
                switch firstSurvivor {
                case .some(let first) where !IndexPath.precedesInTable(oldPath, first.old): break
                default: firstSurvivor = (oldPath, newPath)
                }
            }
            if change.freshRows.contains(newPath) {
                ended.append(.row(oldPath))
            } else {
                keptCells[newPath] = cell
            }
        }
        var keptSupplements: [DisplayItem: TableViewHeaderFooterView?] = [:]
        for (item, view) in displayState.supplements {
            switch item {
            case .header(let old), .footer(let old):
                if let new = change.sectionDestinations[old], !change.freshSections.contains(new) {
                    keptSupplements[item.moved(to: new)] = view
                } else {
                    ended.append(item)
                }
            case .row:
                break
            }
        }
        // The anchor starts where the first survivor is on screen now, before the layout changes.
        let anchor = firstSurvivor.map { (path: $0.new, distanceFromTop: rowTop($0.old) - layoutState.contentOffset.y) }
        endDisplaying(ended.sorted(by: DisplayItem.precedes))
        let oldOffset = layoutState.contentOffset.y
        let wasWithinContent = oldOffset <= maximumContentOffsetY
        carryLayoutAcross(change)
        displayState.cells = keptCells
        displayState.supplements = keptSupplements
        displayState.prefetched.removeAll()
        // Where the viewport keeps the anchor row where it was on screen: within the content, as
        // a user could scroll, unless code had put the viewport above it.
        let anchorOffset = { [self] (anchor: (path: IndexPath, distanceFromTop: CGFloat)) -> CGFloat in
            let y = rowTop(anchor.path) - anchor.distanceFromTop
            return oldOffset >= 0 ? max(y, 0) : y
        }
        let placeAnchor = { [self] (anchor: (path: IndexPath, distanceFromTop: CGFloat)) in
            layoutState.contentOffset.y = anchorOffset(anchor)
        }
        if let anchor {
            // The anchor row is on screen before and after: its exact height first, so that an
            // estimate shorter than the part of it above the viewport (a reloaded row's) cannot
            // leave the viewport past the content's end, where nothing would measure it.
            makeRowHeightExact(at: anchor.path, cell: nil)
            placeAnchor(anchor)
        }
        // The rows in view get their exact heights now, before anything is displayed. Without an
        // anchor the offset stays where it was (the documented promise), even when a row
        // crossing the viewport's top turns exact.
        layoutState.holdsOffset = anchor == nil
        measureViewport()
        layoutState.holdsOffset = false
        if let anchor {
            // Measuring made rows exact, the anchor or rows above it among them, and moved the
            // viewport by their corrections: the anchor is placed again, and what that brings
            // into view measured, until the anchor stays put.
            for _ in 0..<Self.displayPassLimit {
                let measured = layoutState.contentOffset.y
                placeAnchor(anchor)
                if layoutState.contentOffset.y == measured { break }
                measureViewport()
            }
        }
        if wasWithinContent && layoutState.contentOffset.y > maximumContentOffsetY {
            // As UIKit's table, an update that shortens the content under a viewport that was
            // within it pulls the viewport back; an offset a program set past the end stays.
            // The end is measured: the rows the pulled-back viewport shows get their exact
            // heights, which move the end, until it stays put. The viewport goes no further than
            // where it was wanted (the anchor's place, which the rows made exact above it move,
            // or the offset it had), so an end that only estimates had pulled up leaves it there.
            let target = { [self] () -> CGFloat in
                guard let anchor else { return min(oldOffset, maximumContentOffsetY) }
                return min(anchorOffset(anchor), maximumContentOffsetY)
            }
            for _ in 0..<Self.displayPassLimit {
                layoutState.contentOffset.y = target()
                measureViewport()
                if layoutState.contentOffset.y == target() { break }
            }
        }
        updateVisibleViews()
    }

    /// Edits the layout as the update changes the table: rows leave their sections, sections
    /// leave and arrive, rows arrive, reloaded rows are measured anew. Surviving rows and
    /// sections keep their heights; new ones get their estimates (or exact heights, with
    /// estimates off).
    ///
    /// Rows leave and arrive a run at a time: rows next to each other in a section (a subtree of
    /// an outline moved to another parent, a block of rows deleted) leave with one edit of their
    /// section's tree and arrive with one, not one walk of the tree each. The rows are ordered by
    /// their two numbers, not by their index paths, whose comparisons call into Foundation.
    ///
    /// - Complexity: O(*k* log *k* + (*r* + *m*) log *n*) for *k* rows and sections named by the
    ///   update in *r* runs, of which *m* rows move (each is read from its section's tree), plus
    ///   the rows of new sections (whose heights are asked).
    private func carryLayoutAcross(_ change: TableStructuralChange) {
        layoutState.reportedHeights.removeAll()
        let layout = layoutState.layout
        let batch = change.batch
        // Rows that leave a surviving section, in the old numbering while the layout still has it
        // (rows of deleted and reloaded sections go with their sections).
        var carriedRows: [RowKey: TableLayout.Row] = [:]
        carriedRows.reserveCapacity(batch.movedRows.count)
        var leaving: [LeavingRow] = []
        leaving.reserveCapacity(batch.deletedRows.count + batch.movedRows.count)
        for path in batch.deletedRows {
            leaving.append(LeavingRow(place: RowKey(path), destination: nil))
        }
        for move in batch.movedRows {
            leaving.append(LeavingRow(place: RowKey(move.from), destination: RowKey(move.to)))
        }
        leaving.sort(by: LeavingRow.precedes)
        // Runs from the last: removing one leaves the positions of those before it as they were.
        var runEnd = leaving.count
        while runEnd > 0 {
            let section = leaving[runEnd - 1].place.section
            var runStart = runEnd - 1
            while runStart > 0 && leaving[runStart - 1].place.section == section
                && leaving[runStart - 1].place.row == leaving[runStart].place.row - 1
            {
                runStart -= 1
            }
            let tree = layout.section(section).rows
            let first = leaving[runStart].place.row
            for index in runStart..<runEnd {
                if let destination = leaving[index].destination {
                    carriedRows[destination] = tree[leaving[index].place.row]
                }
            }
            if runEnd - runStart == 1 {
                tree.remove(at: first)
            } else {
                tree.removeSubrange(first..<first + runEnd - runStart)
            }
            // A section's height is read again once, after its last run.
            if runStart == 0 || leaving[runStart - 1].place.section != section {
                layout.refreshSection(section)
            }
            runEnd = runStart
        }
        // Sections leave (deleted and moved away, from the last), then arrive (inserted and moved
        // to, from the first); reloaded sections are made anew where they end up.
        var carriedSections: [Int: TableLayout.Section] = [:]
        // The validator refused a section moved twice: each source is moved once.
        let movedTo = Dictionary(uniqueKeysWithValues: batch.movedSections.map { ($0.from, $0.to) })
        for section in batch.vacatedSections.sorted(by: >) {
            let slot = layout.removeSection(at: section)
            if let destination = movedTo[section] {
                carriedSections[destination] = slot
            }
        }
        for section in batch.placedSections.sorted() {
            layout.insertSection(carriedSections[section] ?? makeSectionLayout(section), at: section)
        }
        for section in batch.reloadedSections {
            if let destination = change.sectionDestinations[section] {
                layout.replaceSection(at: destination, with: makeSectionLayout(destination))
            }
        }
        // Rows arrive in their sections, from the first of each, a run of consecutive rows at a
        // time; a fresh row's height is asked in that order, as before.
        var arriving: [RowKey] = []
        arriving.reserveCapacity(batch.insertedRows.count + batch.movedRows.count)
        for path in batch.insertedRows {
            arriving.append(RowKey(path))
        }
        for move in batch.movedRows {
            arriving.append(RowKey(move.to))
        }
        arriving.sort(by: RowKey.precedes)
        var touched: Set<Int> = []
        var run: [TableLayout.Row] = []
        var runStart = 0
        while runStart < arriving.count {
            let first = arriving[runStart]
            var runEnd = runStart + 1
            while runEnd < arriving.count && arriving[runEnd].section == first.section
                && arriving[runEnd].row == arriving[runEnd - 1].row + 1
            {
                runEnd += 1
            }
            run.removeAll(keepingCapacity: true)
            for index in runStart..<runEnd {
                let key = arriving[index]
                run.append(carriedRows[key] ?? freshRow(IndexPath(row: key.row, section: key.section)))
            }
            let tree = layout.section(first.section).rows
            if run.count == 1 {
                tree.insert(run[0], at: first.row)
            } else {
                tree.insert(contentsOf: run, at: first.row)
            }
            touched.insert(first.section)
            runStart = runEnd
        }
        for path in batch.reloadedRows {
            guard let destination = change.newIndexPath(path) else { continue }
            let slot = freshRow(destination)
            layout.section(destination.section).rows.update(at: destination.row) { $0 = slot }
            touched.insert(destination.section)
        }
        for section in touched {
            layout.refreshSection(section)
        }
    }

    /// A row new to the layout: its estimate, or its exact height when estimates are off.
    private func freshRow(_ indexPath: IndexPath) -> TableLayout.Row {
        guard layoutState.estimatedRowHeight == 0 else {
            return .init(height: estimatedRowHeightValue(at: indexPath), isExact: false)
        }
        guard case .fixed(let height) = askRowHeight(at: indexPath) else {
            return .init(height: fallbackRowHeight, isExact: false)
        }
        return .init(height: height, isExact: true)
    }
}

extension DisplayItem {
    /// The same kind of item for another section.
    func moved(to section: Int) -> DisplayItem {
        switch self {
        case .header: .header(section)
        case .footer: .footer(section)
        case .row(let indexPath): .row(IndexPath(row: indexPath.row, section: section))
        }
    }
}
