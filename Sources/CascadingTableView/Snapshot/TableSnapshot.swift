import Foundation

/// The table as stable text, for snapshot tests and for reading in a terminal.
///
/// The first line gives the table's frame, style and scroll offset (and the content's height).
/// Then, in content order, each shown section: a line with its row count, its header, its rows
/// and its footer. A row's line gives its index path, height, text and detail text, and its state:
/// accessory, selected, highlighted, focused, editing style, indentation and an outline row's
/// expansion ("expanded" or "collapsed"). An open swipe, a revealed delete confirmation and a
/// context menu showing for the row follow on lines of their own, and so do the
/// ``TableSnapshotDescribing/snapshotLines`` of a cell or view that adopts
/// ``TableSnapshotDescribing``.
///
/// ```
/// TableView 320 x 568, plain, offset 0, content height 116, viewport
/// section 0, 2 rows
///   header 28pt title "Fruit"
///   [0, 0] 44pt "Apple", detail "Red" — accessory: checkmark, selected
///   [0, 1] 44pt "Pear"
/// ```
///
/// Texts are quoted, with line breaks, tabs, quotes and backslashes escaped, so that every item
/// keeps to its line. Numbers are points: whole numbers without decimals, others with up to two.
///
/// The snapshot first lays the table out (``TableView/layoutIfNeeded()``), as a screenshot would.
/// With ``TableSnapshotOptions/viewport`` it reads nothing else: it shows the rows, headers and
/// footers on screen, and the data source and delegate hear nothing.
///
/// With ``TableSnapshotOptions/wholeContent`` every section and row is shown laid out. To get
/// cells for rows that are not on screen, the table is shown, for the time of the snapshot, in a
/// frame taller than its content, from its top: the delegate is asked the exact heights of rows
/// not measured yet, and each row, header and footer not on screen is displayed once
/// (`cellForRowAt`, `willDisplay`, ...) and ended once afterwards (`didEndDisplaying`), as a long
/// scroll would do. Nothing is prefetched or cancelled. Then the frame is put back and the
/// viewport put where it was, keeping its first row where it was on screen even when measuring
/// changed the heights above it; rows on screen keep their cells. The table is left measured
/// (exact heights replace estimates) and its reuse pools hold the cells that were ended. It costs
/// O(n) in the number of rows and cells; call it between updates, not from a data source or
/// delegate method.
///
/// - Parameters:
///   - table: The table.
///   - options: What to show. Defaults to ``TableSnapshotOptions/viewport``.
/// - Returns: The lines of the snapshot, joined by line breaks, without a final one.
@MainActor
public func tableSnapshot(of table: TableView, options: TableSnapshotOptions = .viewport) -> String {
    table.layoutIfNeeded()
    let renderer = TableSnapshotRenderer(table: table, options: options)
    let sections: [String]
    switch options.extent {
    case .viewport:
        sections = renderer.sectionLines()
    case .wholeContent:
        sections = table.withWholeContentDisplayed { renderer.sectionLines() }
    }
    // The table's line last: a whole-content snapshot shows the frame and offset it leaves.
    return ([renderer.tableLine()] + sections).joined(separator: "\n")
}
