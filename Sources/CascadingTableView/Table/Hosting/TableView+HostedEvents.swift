import Foundation

// What the host of a shadow table tells it about headers, footers and selection: the delegate
// hears each event once, through the shadow, as it would from a display pass or a tap. The host
// asks the delegate for header and footer views (and makes its own for a section with a title and
// no view); only the views the delegate made are announced.
extension TableView {
    /// The host is about to show `view`, which the delegate made for the header of `section`.
    ///
    /// - Parameters:
    ///   - view: The view the delegate's `viewForHeaderInSection` returned.
    ///   - section: The section, in the current numbering.
    package func hostWillDisplay(_ view: TableViewHeaderFooterView, forHeaderInSection section: Int) {
        view.frame = rectForHeader(inSection: section)
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    }

    /// The host is about to show `view`, which the delegate made for the footer of `section`.
    ///
    /// - Parameters:
    ///   - view: The view the delegate's `viewForFooterInSection` returned.
    ///   - section: The section, in the current numbering.
    package func hostWillDisplay(_ view: TableViewHeaderFooterView, forFooterInSection section: Int) {
        view.frame = rectForFooter(inSection: section)
        delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }

    /// The host stopped showing the header `view`: the delegate hears it, and the view goes back
    /// to its reuse pool.
    ///
    /// - Parameters:
    ///   - view: The view the delegate made.
    ///   - section: The section the host names.
    package func hostDidEndDisplaying(_ view: TableViewHeaderFooterView, forHeaderInSection section: Int) {
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        enqueueReusableHeaderFooterView(view)
    }

    /// The host stopped showing the footer `view`: the delegate hears it, and the view goes back
    /// to its reuse pool.
    ///
    /// - Parameters:
    ///   - view: The view the delegate made.
    ///   - section: The section the host names.
    package func hostDidEndDisplaying(_ view: TableViewHeaderFooterView, forFooterInSection section: Int) {
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        enqueueReusableHeaderFooterView(view)
    }

    /// The user selected a row in the host: the shadow selects it too (without asking the
    /// delegate, which the host asked), then tells the delegate `didSelectRowAt`.
    ///
    /// - Parameter indexPath: The row the host selected.
    package func hostDidSelectRow(at indexPath: IndexPath) {
        quietly { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// The user moved a row in the host (by the reorder control, or a drag UIKit turned into a
    /// reorder): the data source hears `moveRowAt`, and the shadow moves the row too, with its
    /// selection and layout, as it does after a headless user's move. The host asks no counts
    /// after a user's move, and neither does the shadow. A source that is not a row, or a
    /// destination that is not a place for it, is reported to ``diagnostics`` and nothing moves.
    ///
    /// - Parameters:
    ///   - source: Where the row was.
    ///   - destination: Where the user put it.
    package func hostDidMoveRow(from source: IndexPath, to destination: IndexPath) {
        loadDataIfNeeded()
        guard checkRowExists(source, for: "hostDidMoveRow(from:to:)") else { return }
        guard isMoveDestination(destination, from: source) else {
            return diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidIndexPath(destination),
                    message: "hostDidMoveRow(from:to:) cannot move row \(source) to \(destination), which is not a "
                        + "position in the table after the move; nothing moved."))
        }
        commitUserMove(from: source, to: destination)
    }

    /// The user deselected a row in the host: the shadow deselects it too, then tells the
    /// delegate `didDeselectRowAt`.
    ///
    /// - Parameter indexPath: The row the host deselected.
    package func hostDidDeselectRow(at indexPath: IndexPath) {
        quietly { deselectRow(at: indexPath, animated: false) }
        delegate?.tableView(self, didDeselectRowAt: indexPath)
    }
}
