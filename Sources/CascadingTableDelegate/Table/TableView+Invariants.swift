import Foundation

// The table's caches, checked: the layout (sections' and rows' heights, in their trees), the
// counts it holds, the cells and views on screen, and the selection.
extension TableView {
    /// Checks the table's caches and stops the program with a message naming the first problem:
    /// the layout's trees and each section's cached height; one laid-out section per counted
    /// section with as many rows as counted; every cell on screen belonging to a row of the table,
    /// at that row's frame, once; every row the viewport shows having its cell, and no other;
    /// every header or footer on screen belonging to a section; every selected row existing.
    ///
    /// Meant for tests, after any step: it walks every row (O(*n*)). A table busy in a pass or an
    /// update is checked for what does not move while it works only.
    @_spi(Testing) public func checkInvariants() {
        guard !needsReload else { return }
        let layout = layoutState.layout
        layout.checkInvariants()
        stopOnViolation(
            layout.sectionCount == rowCounts.count
                ? nil : "TableView: \(layout.sectionCount) sections laid out for \(rowCounts.count) counted")
        for section in rowCounts.indices {
            let rows = layout.section(section).rows.count
            stopOnViolation(
                rows == rowCounts[section]
                    ? nil : "TableView: section \(section) lays out \(rows) rows for \(rowCounts[section]) counted")
        }
        for indexPath in interactionState.selected {
            stopOnViolation(containsRow(at: indexPath) ? nil : "TableView: selected row \(indexPath) does not exist")
        }
        checkVisibleCellMap()
    }

    /// Checks the cells and views on screen against the layout: each cell belongs to a row of the
    /// table and sits at its frame, no cell is on screen twice, each header or footer belongs to a
    /// section; and, when the table is not busy, the rows on screen are exactly the rows of
    /// positive height the viewport shows.
    ///
    /// - Complexity: O(*v* log *n*) for *v* items on screen: cheap enough to run after every
    ///   update in debug builds.
    func checkVisibleCellMap() {
        var cells = Set<ObjectIdentifier>()
        for (indexPath, cell) in displayState.cells {
            stopOnViolation(
                containsRow(at: indexPath)
                    ? nil : "TableView: a cell is on screen for row \(indexPath), which does not exist")
            stopOnViolation(
                cells.insert(ObjectIdentifier(cell)).inserted
                    ? nil : "TableView: one cell is on screen twice, at \(indexPath)")
            let expected = rectForRow(at: indexPath)
            stopOnViolation(
                isBusy || cell.frame == expected
                    ? nil : "TableView: the cell of row \(indexPath) is at \(cell.frame), its row at \(expected)")
        }
        for item in displayState.supplements.keys {
            guard let (_, section) = SectionSupplement.of(item) else { continue }
            stopOnViolation(
                rowCounts.indices.contains(section)
                    ? nil : "TableView: \(item) is on screen for a section that does not exist")
        }
        // A shadow shows what its host shows, not what its own viewport covers.
        guard !isBusy, frame.height > 0, !hostingState.isHosted else { return }
        var shown = Set<IndexPath>()
        forEachRow(from: bounds.minY, to: bounds.maxY) { indexPath in
            if rectForRow(at: indexPath).height > 0 {
                shown.insert(indexPath)
            }
        }
        let onScreen = Set(displayState.cells.keys.filter { rectForRow(at: $0).height > 0 })
        stopOnViolation(
            shown == onScreen
                ? nil
                : "TableView: the viewport shows rows \(shown.sorted()) but cells are on screen for \(onScreen.sorted())"
        )
    }
}
