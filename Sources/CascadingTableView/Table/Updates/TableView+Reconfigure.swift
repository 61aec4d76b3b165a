import Foundation

// Reconfiguring rows: their cells are configured again in place, as iOS 15's
// `reconfigureRows(at:)` does.
extension TableView {
    /// Configures the cells of rows again without replacing them.
    ///
    /// For each row on screen, the data source's `cellForRowAt` is asked again, and while it runs
    /// `dequeueReusableCell(withIdentifier:for:)` hands back the row's own cell, without
    /// `prepareForReuse()`: the cell keeps its selection and display state, `willDisplay` is not
    /// called again, and the row's height is not asked again (use `reloadRows(at:with:)` when the
    /// height or the cell's class changes); its indentation and editing control are asked again. Rows off screen have no cell and are skipped; they are
    /// configured when they are displayed. If the data source returns another cell, that cell
    /// replaces the old one, as a reload would, and the old one goes back to the reuse pool.
    ///
    /// Inside ``performBatchUpdates(_:completion:)`` the index paths name rows before the update,
    /// as reloads do; the cells are configured after the update is applied, at the rows' new
    /// positions, and a row the same update deletes or reloads is not reconfigured. A path outside
    /// the table makes the batch invalid, reported as any invalid update is.
    ///
    /// - Parameter indexPaths: The rows, in the numbering before any update being recorded.
    /// - Complexity: O(*r*) `cellForRowAt` calls for *r* visible rows named.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record(nil) { $0.reconfiguredRows += indexPaths }
    }

    /// Asks again for the cells of the displayed rows among `indexPaths` (the table's current
    /// numbering), handing each row's own cell back to its `cellForRowAt`.
    func reconfigureDisplayedRows(_ indexPaths: [IndexPath]) {
        // A shadow's host reconfigures the cells it shows, through `hostedCell(forRowAt:)`.
        guard !hostingState.isHosted, let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = displayState.cells[indexPath] else { continue }
            displayState.reconfiguring = cell
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            displayState.reconfiguring = nil
            guard answer !== cell else {
                // Laid out again, as UIKit lays a reconfigured cell out: a row that moved to
                // another depth of an outline shows its new indentation.
                configureEditingState(of: cell, at: indexPath)
                continue
            }
            // Another cell came back: it replaces the row's cell, as a reload would.
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            enqueueReusableCell(cell)
            displayState.cells[indexPath] = answer
            answer.frame = cell.frame
            configureSelectionState(of: answer, at: indexPath)
            configureEditingState(of: answer, at: indexPath)
            delegate?.tableView(self, willDisplay: answer, forRowAt: indexPath)
        }
    }
}
