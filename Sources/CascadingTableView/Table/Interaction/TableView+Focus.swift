import Foundation

// Focus: the row a keyboard, remote or game controller acts on, moved as UIKit's focus engine
// moves it, with the delegate's focus calls in UIKit's order. See `Documentation/Focus.md`.
extension TableView {
    /// The row that has focus, or nil when focus is outside the table's rows.
    ///
    /// After a reload that kept focus, or an update that reloaded the focused row, the row is
    /// checked again (`canFocusRowAt`) the first time focus is read or moved.
    public var focusedIndexPath: IndexPath? {
        validateFocusIfNeeded()
        return interactionState.focus.focused
    }

    /// Whether focus entering the table returns to the row that had it last, and a reload keeps
    /// focus on its row. Defaults to false, as in UIKit.
    public var remembersLastFocusedIndexPath: Bool {
        get { interactionState.focus.remembersLastFocusedIndexPath }
        set { interactionState.focus.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether moving focus to a row selects it (each row's delegate answer,
    /// `selectionFollowsFocusForRowAt`, defaults to this). Defaults to false: UIKit picks the
    /// value by platform, and the headless table has none.
    public var selectionFollowsFocus: Bool {
        get { interactionState.focus.selectionFollowsFocus }
        set {
            interactionState.focus.selectionFollowsFocus = newValue
            forwardToHost(.setSelectionFollowsFocus(newValue))
        }
    }

    /// Moves focus as an arrow key, the tab key or a remote would.
    ///
    /// With no row focused, focus enters the table at its preferred row: the row focused last
    /// when ``remembersLastFocusedIndexPath`` is true and it still exists and can take focus;
    /// otherwise the delegate's `indexPathForPreferredFocusedView(in:)` when it names a row that
    /// can take focus; otherwise the first row that can. With a row focused, focus goes to the
    /// nearest row after it (``FocusHeading/down``, ``FocusHeading/next``) or before it
    /// (``FocusHeading/up``, ``FocusHeading/previous``) that can take focus (`canFocusRowAt`).
    /// The update itself is ``focusRow(at:heading:)``'s.
    ///
    /// - Parameter heading: The direction; a heading that names both directions, or neither,
    ///   moves nothing.
    /// - Returns: The focused row afterwards.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> IndexPath? {
        beginCoalescingNodeUpdates()
        defer { endCoalescingNodeUpdates() }
        let current = focusedIndexPath
        let forward = !heading.isDisjoint(with: [.down, .next])
        guard forward != !heading.isDisjoint(with: [.up, .previous]) else { return current }
        let target =
            if let current { nearestFocusableRow(from: current, forward: forward) } else { preferredFocusRow() }
        guard let target else { return current }
        performFocusUpdate(to: target, heading: heading)
        return focusedIndexPath
    }

    /// Moves focus straight to a row, as a pointer or a focus guide would.
    ///
    /// The delegate hears, in order: `canFocusRowAt` (false ends it), `shouldUpdateFocusIn`
    /// (false leaves focus where it is), `didUpdateFocusIn`; then, when the row's
    /// `selectionFollowsFocusForRowAt` says so and selection is allowed in the current mode, the
    /// row is selected as a tap selects it (`willSelectRowAt`, the deselection of other rows in
    /// single-selection mode, `didSelectRowAt`), without highlight and without primary action.
    /// Focusing the row that has focus does nothing. A row that does not exist is reported to
    /// ``diagnostics``.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - heading: The direction of the move, for the context; empty by default.
    /// - Returns: Whether the row has focus afterwards.
    @discardableResult
    public func focusRow(at indexPath: IndexPath, heading: FocusHeading = []) -> Bool {
        beginCoalescingNodeUpdates()
        defer { endCoalescingNodeUpdates() }
        let current = focusedIndexPath
        guard checkRowExists(indexPath, for: "focusRow(at:heading:)") else { return false }
        guard current != indexPath else { return true }
        guard canFocus(indexPath) else { return false }
        performFocusUpdate(to: indexPath, heading: heading)
        return interactionState.focus.focused == indexPath
    }

    /// Moves focus out of the table, as when the user moves on to another view: the context has
    /// a nil ``TableViewFocusUpdateContext/nextFocusedIndexPath``. The delegate may refuse it
    /// (`shouldUpdateFocusIn`).
    ///
    /// - Parameter heading: The direction of the move, for the context.
    /// - Returns: Whether focus left (false when no row had it or the delegate refused).
    @discardableResult
    public func moveFocusOutOfTable(heading: FocusHeading = []) -> Bool {
        guard focusedIndexPath != nil else { return false }
        performFocusUpdate(to: nil, heading: heading)
        return interactionState.focus.focused == nil
    }

    // MARK: - The engine

    /// Asks `shouldUpdateFocusIn`, moves focus, tells `didUpdateFocusIn`, then lets selection
    /// follow focus.
    private func performFocusUpdate(to next: IndexPath?, heading: FocusHeading) {
        let context = TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: interactionState.focus.focused, nextFocusedIndexPath: next,
            focusHeading: heading)
        guard delegate?.tableView(self, shouldUpdateFocusIn: context) ?? true else { return }
        interactionState.focus.focused = next
        if let next {
            interactionState.focus.lastFocused = next
        }
        delegate?.tableView(self, didUpdateFocusIn: context, with: FocusAnimationCoordinator())
        guard let next, allowsSelectionInCurrentMode, !isRowSelected(next),
            delegate?.tableView(self, selectionFollowsFocusForRowAt: next) ?? selectionFollowsFocus
        else { return }
        selectFollowingFocus(next)
    }

    /// Selects a row focus moved to: `willSelectRowAt` (a redirect or nil is honoured), the
    /// deselection of other rows in single-selection mode, `didSelectRowAt`.
    private func selectFollowingFocus(_ indexPath: IndexPath) {
        let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = answer, checkRowExists(target, for: "willSelectRowAt's redirect") else { return }
        if !allowsMultipleSelectionInCurrentMode {
            for other in interactionState.selected.sorted() where other != target {
                userDeselect(other)
            }
        }
        setSelected([target], true)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// The row focus enters the table at, or nil when no row can take focus.
    private func preferredFocusRow() -> IndexPath? {
        if remembersLastFocusedIndexPath, let last = interactionState.focus.lastFocused, containsRow(at: last),
            canFocus(last)
        {
            return last
        }
        if let preferred = delegate?.indexPathForPreferredFocusedView(in: self),
            checkRowExists(preferred, for: "indexPathForPreferredFocusedView(in:)"), canFocus(preferred)
        {
            return preferred
        }
        guard let first = firstRow() else { return nil }
        return canFocus(first) ? first : nearestFocusableRow(from: first, forward: true)
    }

    /// The nearest row after (or before) `indexPath`, in table order across sections, that can
    /// take focus.
    ///
    /// - Complexity: O(*n*) delegate calls at worst, for the *n* rows passed over.
    private func nearestFocusableRow(from indexPath: IndexPath, forward: Bool) -> IndexPath? {
        var section = indexPath.section
        var row = indexPath.row
        while true {
            row += forward ? 1 : -1
            while section >= 0 && section < rowCounts.count && (row < 0 || row >= rowCounts[section]) {
                section += forward ? 1 : -1
                guard section >= 0 && section < rowCounts.count else { return nil }
                row = forward ? 0 : rowCounts[section] - 1
            }
            guard section >= 0 && section < rowCounts.count else { return nil }
            let candidate = IndexPath(row: row, section: section)
            if canFocus(candidate) { return candidate }
        }
    }

    /// The first row of the table, or nil when it has none.
    private func firstRow() -> IndexPath? {
        rowCounts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    /// Whether the delegate lets a row take focus (false without a delegate: the protocol's
    /// default).
    private func canFocus(_ indexPath: IndexPath) -> Bool {
        delegate?.tableView(self, canFocusRowAt: indexPath) ?? false
    }

    /// Loads the data if needed, and checks a focused row that a reload kept or an update
    /// reloaded: it must still exist and take focus, or focus leaves it (without delegate calls:
    /// no focus move was asked for).
    private func validateFocusIfNeeded() {
        loadDataIfNeeded()
        if let last = interactionState.focus.lastFocused, !containsRow(at: last) {
            interactionState.focus.lastFocused = nil
        }
        guard let focused = interactionState.focus.focused else { return }
        let needsCheck = interactionState.focus.needsValidation
        interactionState.focus.needsValidation = false
        if !containsRow(at: focused) || (needsCheck && !canFocus(focused)) {
            interactionState.focus.focused = nil
        }
    }

    // MARK: - Seams for reloads and updates

    /// What `reloadData()` does to focus and to the delete confirmation: focus stays on its row
    /// only when ``remembersLastFocusedIndexPath`` is true (checked again before its next use).
    func resetFocusForReload() {
        interactionState.deleteConfirmation = nil
        if remembersLastFocusedIndexPath {
            interactionState.focus.needsValidation = interactionState.focus.focused != nil
        } else {
            interactionState.focus.focused = nil
            interactionState.focus.lastFocused = nil
        }
    }

    /// Carries focus and the delete confirmation across a batch update: a row that moves keeps
    /// them at its new index path; a deleted row loses them; a reloaded row keeps focus (checked
    /// again before its next use) but not its delete confirmation, whose button went with its cell.
    func applyFocusChange(_ change: TableStructuralChange) {
        let focused = interactionState.focus.focused.flatMap(change.newIndexPath)
        interactionState.focus.focused = focused
        interactionState.focus.lastFocused = interactionState.focus.lastFocused.flatMap(change.newIndexPath)
        if let focused, change.freshRows.contains(focused) {
            interactionState.focus.needsValidation = true
        }
        let confirmed = interactionState.deleteConfirmation.flatMap { confirmation in
            change.newIndexPath(confirmation.indexPath).map { confirmation.moved(to: $0) }
        }
        interactionState.deleteConfirmation = confirmed.flatMap { change.freshRows.contains($0.indexPath) ? nil : $0 }
    }
}
