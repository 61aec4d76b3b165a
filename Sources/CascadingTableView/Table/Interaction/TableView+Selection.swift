import Foundation

// Selection: which rows are selected, changed from code without calling the delegate.
extension TableView {
    /// Whether the user can select rows outside editing mode. Defaults to true.
    public var allowsSelection: Bool {
        get { interactionState.allowsSelection }
        set {
            interactionState.allowsSelection = newValue
            forwardToHost(.setAllowsSelection(newValue))
        }
    }

    /// Whether the user can select several rows outside editing mode. Defaults to false.
    public var allowsMultipleSelection: Bool {
        get { interactionState.allowsMultipleSelection }
        set {
            interactionState.allowsMultipleSelection = newValue
            forwardToHost(.setAllowsMultipleSelection(newValue))
        }
    }

    /// Whether the user can select rows in editing mode. Defaults to false.
    public var allowsSelectionDuringEditing: Bool {
        get { interactionState.allowsSelectionDuringEditing }
        set {
            interactionState.allowsSelectionDuringEditing = newValue
            forwardToHost(.setAllowsSelectionDuringEditing(newValue))
        }
    }

    /// Whether the user can select several rows in editing mode. Defaults to false.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { interactionState.allowsMultipleSelectionDuringEditing }
        set {
            interactionState.allowsMultipleSelectionDuringEditing = newValue
            forwardToHost(.setAllowsMultipleSelectionDuringEditing(newValue))
        }
    }

    /// The first selected row in index-path order, or nil.
    public var indexPathForSelectedRow: IndexPath? {
        interactionState.selected.min()
    }

    /// The selected rows in index-path order, or nil when none is selected (as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? {
        interactionState.selected.isEmpty ? nil : interactionState.selected.sorted()
    }

    /// Selects a row from code. The delegate is not called, as in UIKit.
    ///
    /// In single-selection mode the row replaces the selection; nil clears it. A row that does
    /// not exist is reported to ``diagnostics`` and ignored.
    ///
    /// - Parameters:
    ///   - indexPath: The row, or nil to clear the selection.
    ///   - animated: Ignored: the headless table applies every change at once.
    ///   - scrollPosition: Where to scroll the row to; `.none` does not scroll.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            setSelected(Array(interactionState.selected), false)
            forwardToHost(.selectRow(nil, animated: animated, scrollPosition: scrollPosition))
            return
        }
        guard checkRowExists(indexPath, for: "selectRow(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelectionInCurrentMode {
            setSelected(interactionState.selected.filter { $0 != indexPath }, false)
        }
        setSelected([indexPath], true)
        if scrollPosition != .none {
            // The host scrolls as part of its own selectRow: one command, not two.
            quietly { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        }
        forwardToHost(.selectRow(indexPath, animated: animated, scrollPosition: scrollPosition))
    }

    /// Deselects a row from code. The delegate is not called, as in UIKit.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Ignored.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected([indexPath], false)
        forwardToHost(.deselectRow(indexPath, animated: animated))
    }

    /// Whether several rows may be selected in the current (editing or not) mode.
    var allowsMultipleSelectionInCurrentMode: Bool {
        interactionState.isEditing
            ? interactionState.allowsMultipleSelectionDuringEditing : interactionState.allowsMultipleSelection
    }

    /// Whether rows may be selected in the current mode.
    var allowsSelectionInCurrentMode: Bool {
        interactionState.isEditing ? interactionState.allowsSelectionDuringEditing : interactionState.allowsSelection
    }

    /// Selects or deselects rows and keeps their visible cells in step.
    func setSelected<S: Sequence>(_ indexPaths: S, _ selected: Bool) where S.Element == IndexPath {
        for indexPath in indexPaths {
            if selected {
                interactionState.selected.insert(indexPath)
            } else {
                interactionState.selected.remove(indexPath)
            }
            displayState.cells[indexPath]?.isSelected = selected
        }
    }

    /// Whether `indexPath` exists; reports it to ``diagnostics`` when it does not.
    func checkRowExists(_ indexPath: IndexPath, for operation: String) -> Bool {
        guard containsRow(at: indexPath) else {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidIndexPath(indexPath),
                    message: "\(operation) was given row \(indexPath), which does not exist (the table has "
                        + "\(rowCounts.count) sections); nothing happened."))
            return false
        }
        return true
    }

    // MARK: - Seams for reloads, updates and display

    /// Clears the selection, as `reloadData()` does, and closes the open swipe with the cell that
    /// showed it (`didEndEditingRowAt(nil)`).
    func resetSelectionForReload() {
        interactionState.selected.removeAll()
        interactionState.highlighted = nil
        interactionState.swipe?.row = nil
        resetFocusForReload()
        endSwipe()
    }

    /// Carries the selection across a batch update: deleted and reloaded rows drop out, moved
    /// rows follow.
    func applySelectionChange(_ change: TableStructuralChange) {
        interactionState.selected = Set(
            interactionState.selected.compactMap(change.newIndexPath).filter { !change.freshRows.contains($0) })
        interactionState.highlighted = nil
        // Computed first: an optional-chained assignment would start writing before reading it.
        let swipedRow = interactionState.swipe?.row.flatMap(change.newIndexPath)
        interactionState.swipe?.row = swipedRow
        applyFocusChange(change)
        for (indexPath, cell) in displayState.cells {
            cell.isSelected = interactionState.selected.contains(indexPath)
        }
        // As in UIKit, the swipe belongs to the row's cell: a deleted row's swipe closes with it
        // (`didEndEditingRowAt(nil)`), and its actions are no longer revealed.
        if swipedRow == nil {
            endSwipe()
        }
    }

    /// Whether `indexPath` is selected.
    func isRowSelected(_ indexPath: IndexPath) -> Bool {
        interactionState.selected.contains(indexPath)
    }

    /// Sets a cell's selection and editing state before it is displayed at `indexPath`.
    func configureSelectionState(of cell: TableViewCell, at indexPath: IndexPath) {
        cell.isSelected = isRowSelected(indexPath)
        cell.isHighlighted = interactionState.highlighted == indexPath
        cell.isEditing = interactionState.isEditing
    }
}
