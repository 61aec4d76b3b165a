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
    /// - Complexity: O(n) in the rows before and after the update, with delegate calls only for
    ///   fresh rows and for rows entering the viewport.
    func applyStructuralChange(_ change: TableStructuralChange, keepingFirstVisibleRow: Bool = false) {
        var keptCells: [IndexPath: TableViewCell] = [:]
        var ended: [DisplayItem] = []
        for (oldPath, cell) in displayState.cells {
            if let newPath = change.newIndexPath(oldPath), !change.freshRows.contains(newPath) {
                keptCells[newPath] = cell
            } else {
                ended.append(.row(oldPath))
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
        let anchor = keepingFirstVisibleRow ? firstVisibleSurvivor(of: change) : nil
        endDisplaying(ended.sorted { $0.contentOrder < $1.contentOrder })
        let oldOffset = layoutState.contentOffset.y
        let wasWithinContent = oldOffset <= maximumContentOffsetY
        carryLayoutAcross(change)
        displayState.cells = keptCells
        displayState.supplements = keptSupplements
        displayState.prefetched.removeAll()
        if let anchor {
            // Within the content, as a user could scroll, unless code had put it above.
            let y = rowTop(anchor.path) - anchor.distanceFromTop
            layoutState.contentOffset.y = oldOffset >= 0 ? max(y, 0) : y
        }
        if wasWithinContent {
            measureViewport()
            if layoutState.contentOffset.y > maximumContentOffsetY {
                // As UIKit's table, an update that shortens the content under a viewport that was
                // within it pulls the viewport back; an offset a program set past the end stays.
                layoutState.contentOffset.y = maximumContentOffsetY
            }
        }
        updateVisibleViews()
    }

    /// The first visible row, in content order, that the update keeps (moved or reloaded ones
    /// included), with its new index path and how far below the viewport's top it started.
    private func firstVisibleSurvivor(of change: TableStructuralChange) -> (path: IndexPath, distanceFromTop: CGFloat)?
    {
        for oldPath in displayState.cells.keys.sorted() {
            guard let newPath = change.newIndexPath(oldPath) else { continue }
            return (newPath, rowTop(oldPath) - layoutState.contentOffset.y)
        }
        return nil
    }

    /// Rebuilds the layout for the new counts, reusing the heights of surviving rows and sections.
    private func carryLayoutAcross(_ change: TableStructuralChange) {
        layoutState.reportedHeights.removeAll()
        let oldSections = layoutState.sections
        var carried = change.newRowCounts.map { [(height: CGFloat, exact: Bool)?](repeating: nil, count: $0) }
        var sourceOfSection = [Int?](repeating: nil, count: change.newRowCounts.count)
        for (old, layout) in oldSections.enumerated() {
            guard let new = change.sectionDestinations[old], !change.freshSections.contains(new) else { continue }
            sourceOfSection[new] = old
            for (row, height) in layout.rows.allHeights().enumerated() {
                guard let newPath = change.newIndexPath(IndexPath(row: row, section: old)),
                    !change.freshRows.contains(newPath)
                else { continue }
                carried[newPath.section][newPath.row] = (height, layout.exactRows[row])
            }
        }
        layoutState.sections = change.newRowCounts.indices.map { section in
            guard let old = sourceOfSection[section] else { return makeSectionLayout(section) }
            var exact = BitSet(count: change.newRowCounts[section])
            let heights = carried[section].enumerated().map { row, slot -> CGFloat in
                guard let slot else {
                    return freshRowHeight(IndexPath(row: row, section: section), exact: &exact)
                }
                exact[row] = slot.exact
                return slot.height
            }
            var layout = SectionLayout(rowHeights: heights, exactRows: exact)
            let previous = oldSections[old]
            for kind in SectionSupplement.allCases {
                layout.setSupplement(
                    kind, height: previous.supplementHeight(kind), exact: previous.isSupplementExact(kind))
            }
            return layout
        }
        refreshSectionTotals()
    }

    /// The height of a row that is new to the layout: its estimate, or its exact height when
    /// estimates are off.
    private func freshRowHeight(_ indexPath: IndexPath, exact: inout BitSet) -> CGFloat {
        guard layoutState.estimatedRowHeight == 0 else { return estimatedRowHeightValue(at: indexPath) }
        guard case .fixed(let height) = askRowHeight(at: indexPath) else { return fallbackRowHeight }
        exact[indexPath.row] = true
        return height
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
