import Foundation

// Primary actions and the two-finger pan that selects several rows. See
// `Documentation/PrimaryActionsAndMultipleSelection.md`.
extension TableView {
    /// Performs a tapped row's primary action when the delegate allows it:
    /// `canPerformPrimaryActionForRowAt`, then `performPrimaryActionForRowAt`.
    func performPrimaryActionIfAllowed(forRowAt indexPath: IndexPath) {
        guard let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath) else { return }
        delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
    }

    /// Pans two fingers from one row to another, as UIKit's multiple-selection gesture.
    ///
    /// The gesture exists only in a table that allows multiple selection in editing mode
    /// (``allowsMultipleSelectionDuringEditing``). The delegate hears, in order:
    /// `shouldBeginMultipleSelectionInteractionAt` for the first row (false ends the pan, which
    /// then scrolls instead); the table enters editing mode if it is not in it
    /// (``setEditing(_:animated:)``); `didBeginMultipleSelectionInteractionAt`; then for each
    /// row the fingers cross, in the order they cross it (table order across sections, backwards
    /// when `end` comes before `start`), `willSelectRowAt` (a redirect or nil is honoured) and
    /// `didSelectRowAt`, for rows not yet selected; last,
    /// `tableViewDidEndMultipleSelectionInteraction` when the fingers lift. Rows that are
    /// already selected stay selected and hear nothing; nothing is highlighted. Rows that do not
    /// exist are reported to ``diagnostics`` and nothing happens.
    ///
    /// - Parameters:
    ///   - start: The row the fingers touch first.
    ///   - end: The row they lift from.
    /// - Returns: The rows the pan selected, in order; nil when the pan did not begin.
    @discardableResult
    public func simulateMultipleSelectionPan(from start: IndexPath, to end: IndexPath) -> [IndexPath]? {
        beginCoalescingNodeUpdates()
        defer { endCoalescingNodeUpdates() }
        loadDataIfNeeded()
        guard checkRowExists(start, for: "simulateMultipleSelectionPan(from:to:)"),
            checkRowExists(end, for: "simulateMultipleSelectionPan(from:to:)"),
            allowsMultipleSelectionDuringEditing,
            delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: start) ?? false
        else { return nil }
        if !isEditing {
            setEditing(true, animated: true)
        }
        delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: start)
        var selected: [IndexPath] = []
        for row in rows(from: start, to: end) where !isRowSelected(row) {
            let answer = delegate.map { $0.tableView(self, willSelectRowAt: row) } ?? row
            guard let target = answer, checkRowExists(target, for: "willSelectRowAt's redirect"),
                !isRowSelected(target)
            else { continue }
            setSelected([target], true)
            delegate?.tableView(self, didSelectRowAt: target)
            selected.append(target)
        }
        delegate?.tableViewDidEndMultipleSelectionInteraction(self)
        return selected
    }

    /// The rows from `start` to `end` inclusive, in table order across sections, reversed when
    /// `end` comes first.
    private func rows(from start: IndexPath, to end: IndexPath) -> [IndexPath] {
        let (low, high) = start <= end ? (start, end) : (end, start)
        var rows: [IndexPath] = []
        for section in low.section...high.section {
            let first = section == low.section ? low.row : 0
            let last = section == high.section ? high.row : rowCounts[section] - 1
            guard first <= last else { continue }
            rows += (first...last).map { IndexPath(row: $0, section: section) }
        }
        return start <= end ? rows : rows.reversed()
    }
}
