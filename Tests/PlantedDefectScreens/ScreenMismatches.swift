import CascadingTableDelegate
import Foundation

/// Differences between what a one-section table shows and the texts its model says it shows, in
/// words: the row count, then the text of every visible row. Empty when they agree.
@MainActor
public func mismatches(of table: TableView, showing texts: [String], inSection section: Int = 0) -> [String] {
    var found: [String] = []
    let rows = table.numberOfRows(inSection: section)
    if rows != texts.count {
        found.append("section \(section) shows \(rows) rows; the model has \(texts.count)")
    }
    for row in table.indexPathsForVisibleRows ?? [] where row.section == section {
        let shown = table.cellForRow(at: row)?.text ?? "nothing"
        let expected = texts.indices.contains(row.row) ? texts[row.row] : "no row"
        if shown != expected {
            found.append("row \(row.row) shows \(shown); the model has \(expected)")
        }
    }
    return found
}
