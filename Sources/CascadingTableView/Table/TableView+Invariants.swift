import CascadingTableCollections
import Foundation

// The table's caches, checked: the layout (sections' and rows' heights, in their trees), the
// counts it holds, the cells and views on screen, and the selection.
extension TableView {
    /// Checks the table's caches and returns what is wrong: the layout's trees and each section's
    /// cached height; one laid-out section per counted section with as many rows as counted; every
    /// cell on screen belonging to a row of the table, at that row's frame, once; every row the
    /// viewport shows having its cell, and no other; every header or footer on screen belonging
    /// to a section; every selected row existing; no part's place kept outside the translation
    /// of a batch.
    ///
    /// The table never stops a program over these checks: call this from a test, after any step,
    /// and fail the test when the answer is not empty (`CascadingTableTesting`'s
    /// `checkInvariants(of:)` does that, in XCTest and in Swift Testing). A non-empty answer is a
    /// bug of the library: please report it with the steps that led to it.
    ///
    /// - Returns: One message per broken invariant, in the order found; empty when the caches
    ///   agree with what they cache. A table busy in a pass or an update is checked for what does
    ///   not move while it works only; a table whose data was never loaded has nothing to check.
    /// - Complexity: O(*n*) for *n* rows.
    public func invariantViolations() -> [String] {
        InvariantReport.collect { checkInvariants(into: &$0) }
    }

    /// The counts the table holds, when it is at rest (loaded, in no display pass, update or
    /// batch, with nothing deferred): what a check of a part's cached positions compares them
    /// with. Nil otherwise, when the counts may be about to change. Reading it asks nothing.
    package var countsAtRest: [Int]? {
        guard !needsReload, !isBusy, !hasOpenBatch, updateState.deferred.isEmpty, !updateState.isCountingRows,
            !updateState.isTranslating
        else { return nil }
        return rowCounts
    }

    /// The checks of ``invariantViolations()``, noting each problem in `report`.
    package func checkInvariants(into report: inout InvariantReport) {
        guard !needsReload else { return }
        let layout = layoutState.layout
        layout.checkInvariants(into: &report)
        report.note(
            layout.sectionCount == rowCounts.count
                ? nil : "TableView: \(layout.sectionCount) sections laid out for \(rowCounts.count) counted")
        for section in rowCounts.indices {
            let rows = layout.section(section).rows.count
            report.note(
                rows == rowCounts[section]
                    ? nil : "TableView: section \(section) lays out \(rows) rows for \(rowCounts[section]) counted")
        }
        for indexPath in interactionState.selected {
            report.note(containsRow(at: indexPath) ? nil : "TableView: selected row \(indexPath) does not exist")
        }
        // The parts' places hold while one batch is translated, and are dropped after it.
        report.note(
            updateState.isTranslating || (updateState.shownPlaces == nil && updateState.currentPlaces == nil)
                ? nil : "TableView: parts' places are kept outside the translation of a batch")
        checkVisibleCellMap(into: &report)
    }

    /// Checks the cells and views on screen against the layout: each cell belongs to a row of the
    /// table and sits at its frame, no cell is on screen twice, each header or footer belongs to a
    /// section; and, when the table is not busy, the rows on screen are exactly the rows the
    /// viewport shows.
    ///
    /// - Complexity: O(*v* log *n*) for *v* items on screen: cheap enough to run after every
    ///   display pass under the internal-checks flag.
    func checkVisibleCellMap(into report: inout InvariantReport) {
        var cells = Set<ObjectIdentifier>()
        for (indexPath, cell) in displayState.cells {
            guard containsRow(at: indexPath) else {
                report.note("TableView: a cell is on screen for row \(indexPath), which does not exist")
                continue
            }
            report.note(
                cells.insert(ObjectIdentifier(cell)).inserted
                    ? nil : "TableView: one cell is on screen twice, at \(indexPath)")
            let expected = rowRect(indexPath)
            report.note(
                isBusy || cell.frame == expected
                    ? nil : "TableView: the cell of row \(indexPath) is at \(cell.frame), its row at \(expected)")
        }
        for item in displayState.supplements.keys {
            guard let (_, section) = SectionSupplement.of(item) else { continue }
            report.note(
                rowCounts.indices.contains(section)
                    ? nil : "TableView: \(item) is on screen for a section that does not exist")
        }
        // A shadow shows what its host shows, not what its own viewport covers.
        guard !isBusy, frame.height > 0, !hostingState.isHosted else { return }
        // What is shown is asked as the display pass asks it: one definition, on the same rects.
        var shown = Set<IndexPath>()
        forEachRow(from: bounds.minY, to: bounds.maxY) { shown.insert($0) }
        let onScreen = Set(displayState.cells.keys)
        report.note(
            shown == onScreen
                ? nil
                : "TableView: the viewport shows rows \(shown.sorted()) but cells are on screen for \(onScreen.sorted())"
        )
    }
}
