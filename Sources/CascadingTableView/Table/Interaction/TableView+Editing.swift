import Foundation

// Editing: editing mode, swipe to delete, swipe actions and reordering.
extension TableView {
    /// Whether the table is in editing mode. Setting it calls ``setEditing(_:animated:)``.
    public var isEditing: Bool {
        get { interactionState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: visible cells follow, and a swiped row's editing ends
    /// (`didEndEditingRowAt`).
    ///
    /// - Parameters:
    ///   - editing: Whether to be in editing mode.
    ///   - animated: Ignored.
    public func setEditing(_ editing: Bool, animated: Bool) {
        endSwipe()
        interactionState.isEditing = editing
        for (indexPath, cell) in displayState.cells.sorted(by: Self.precedesInTable) {
            cell.isEditing = editing
            configureEditingState(of: cell, at: indexPath)
        }
        forwardToHost(.setEditing(editing, animated: animated))
    }

    /// Asks the delegate how a row's cell is indented and which editing control it shows, as
    /// UIKit does when it lays out a cell: `indentationLevelForRowAt` always, and in editing mode
    /// `editingStyleForRowAt` and `shouldIndentWhileEditingRowAt`.
    func configureEditingState(of cell: TableViewCell, at indexPath: IndexPath) {
        cell.indentationLevel = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        guard interactionState.isEditing, let delegate else {
            cell.editingStyle = .none
            cell.shouldIndentWhileEditing = false
            return
        }
        cell.editingStyle = delegate.tableView(self, editingStyleForRowAt: indexPath)
        cell.shouldIndentWhileEditing = delegate.tableView(self, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// The buttons a swipe shows on a row: the delegate's `editActionsForRowAt`, or when it has
    /// none, one destructive button titled by `titleForDeleteConfirmationButtonForRowAt` (or
    /// "Delete") whose handler commits a delete, as UIKit's default button does.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The buttons, or nil when the row cannot be edited (`canEditRowAt`) or does not
    ///   exist.
    public func swipeActions(forRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        loadDataIfNeeded()
        guard checkRowExists(indexPath, for: "swipeActions(forRowAt:)"),
            dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        else { return nil }
        if let actions = delegate?.tableView(self, editActionsForRowAt: indexPath) {
            return actions
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [
            TableViewRowAction(style: .destructive, title: title) { [weak self] _, path in
                guard let self else { return }
                dataSource?.tableView(self, commit: .delete, forRowAt: path)
            }
        ]
    }

    /// Swipes a row's trailing edge and, when `confirm` is true, taps the table's Delete button.
    ///
    /// The swipe is ``swipeRow(at:edge:)``'s: only for rows whose data source answers
    /// `canEditRowAt` with true, and the Delete button shows only when no trailing configuration
    /// or row actions replace it and `editingStyleForRowAt` is `.delete`. The delegate hears
    /// `willBeginEditingRowAt`; on confirmation the data source gets `commit(.delete, forRowAt:)`,
    /// then the delegate `didEndEditingRowAt` with the row, or nil when the commit removed it.
    /// Committing does not remove the row by itself: the data source deletes it from its model
    /// and calls ``deleteRows(at:with:)``, as with UIKit.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - confirm: Whether the user taps Delete; false leaves the swipe open (end it with
    ///     ``setEditing(_:animated:)`` or another swipe).
    /// - Returns: Whether a delete was committed.
    @discardableResult
    public func swipeToDelete(rowAt indexPath: IndexPath, confirm: Bool = true) -> Bool {
        guard let actions = swipeRow(at: indexPath, edge: .trailing), confirm,
            let delete = actions.first(where: \.isTableDeleteButton)
        else { return false }
        return perform(delete)
    }

    /// Ends the open swipe, if any: `didEndEditingRowAt` with the row, or nil when it is gone.
    func endSwipe() {
        guard let swipe = interactionState.swipe else { return }
        interactionState.swipe = nil
        delegate?.tableView(self, didEndEditingRowAt: swipe.row)
    }

    /// Drags a row in editing mode through `proposals` and drops it.
    ///
    /// Only in editing mode, for rows whose data source answers `canMoveRowAt` with true. Each
    /// proposal goes through `targetIndexPathForMoveFromRowAt:toProposedIndexPath:`; a proposal or
    /// answer that is not a valid destination is reported to ``diagnostics`` and skipped. On drop
    /// the data source gets `moveRowAt(_:to:)` and the table moves the row without asking for its
    /// cell again; the selection follows. Dropping where it started moves nothing.
    ///
    /// - Parameters:
    ///   - source: The row dragged.
    ///   - proposals: The positions the finger passes, in the numbering after the move.
    /// - Returns: Where the row was dropped, or nil when nothing moved.
    @discardableResult
    public func reorderRow(from source: IndexPath, through proposals: [IndexPath]) -> IndexPath? {
        loadDataIfNeeded()
        guard interactionState.isEditing, checkRowExists(source, for: "reorderRow(from:through:)"),
            dataSource?.tableView(self, canMoveRowAt: source) ?? false
        else { return nil }
        var target = source
        for proposal in proposals where checkMoveDestination(proposal, from: source) {
            let answer =
                delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
                ?? proposal
            if checkMoveDestination(answer, from: source) {
                target = answer
            }
        }
        guard target != source else { return nil }
        commitUserMove(from: source, to: target)
        return target
    }

    /// Drags a row in editing mode to `destination` and drops it; see
    /// ``reorderRow(from:through:)``.
    ///
    /// - Parameters:
    ///   - source: The row dragged.
    ///   - destination: Where the finger lets go, in the numbering after the move.
    /// - Returns: Where the row was dropped, or nil when nothing moved.
    @discardableResult
    public func reorderRow(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        reorderRow(from: source, through: [destination])
    }

    /// Whether a row moved from `source` can land at `destination` (numbering after the move).
    private func checkMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        let valid = isMoveDestination(destination, from: source)
        if !valid {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidIndexPath(destination),
                    message: "reorderRow(from:through:) cannot move row \(source) to \(destination), which is not a "
                        + "position in the table after the move; the position was skipped."))
        }
        return valid
    }

    /// Tells the data source about a row the user moved (by the reorder control or a drag) and
    /// moves it in the table without asking for a cell: as in UIKit, the user's move is already
    /// on screen, so it is not a batch update and the data source is not asked its counts.
    func commitUserMove(from source: IndexPath, to target: IndexPath) {
        dataSource?.tableView(self, moveRowAt: source, to: target)
        // The table asks no count after a user's move (nor does UIKit's), but nodes with range
        // children route by where their children start, which the move changed: they count them
        // again, silently, and take the counts before the rows that come into view are asked for.
        if hasCountObservers {
            refreshCounts()
            notifyCountObserversOfHeldCounts()
        }
        var newCounts = rowCounts
        newCounts[source.section] -= 1
        newCounts[target.section] += 1
        var move = BatchUpdate()
        move.movedRows = [(source, target)]
        if case .success(let change) = BatchValidator(batch: move, old: rowCounts, new: newCounts).validate() {
            rowCounts = newCounts
            applyStructuralChange(change)
            applySelectionChange(change)
        }
    }
}
