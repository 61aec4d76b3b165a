// What the user does to the stand-in table. Real UIKit has no API for these (its gestures do them);
// each is stand-in only, named `simulate…`, and runs the calls UIKit makes for the gesture, in
// UIKit's order (../shared/UIKIT_BEHAVIOUR.md and Apple's documentation). The user can touch only
// rows on screen: a row that is not is logged in `programmingErrors` and nothing happens.

extension UITableView {
    /// Stand-in only: the user taps a row. Nothing happens unless the current mode allows
    /// selection (`allowsSelection`, or `allowsSelectionDuringEditing` in editing mode). Then:
    /// `shouldHighlightRowAt` (false ends it), `didHighlightRowAt`, `didUnhighlightRowAt`; a tap on
    /// a selected row with multiple selection deselects it (`willDeselectRowAt`, whose nil keeps
    /// it, or whose other row is deselected instead; `didDeselectRowAt`); otherwise
    /// `willSelectRowAt` (nil selects nothing, another row is selected instead), in single
    /// selection each other selected row is deselected as above, the row is selected and
    /// `didSelectRowAt` is called. Last, unless the tap extended a multiple selection or
    /// deselected, `canPerformPrimaryActionForRowAt` and, if true, `performPrimaryActionForRowAt`
    /// for the tapped row, whether or not it was selected.
    ///
    /// - Parameter indexPath: The row on screen the user taps.
    /// - Returns: The row the tap selected, or nil.
    @discardableResult
    public func simulateTap(at indexPath: IndexPath) -> IndexPath? {
        guard checkOnScreen(indexPath, for: "simulateTap(at:)"),
            isEditing ? allowsSelectionDuringEditing : allowsSelection
        else { return nil }
        guard let delegate else {
            if !allowsMultipleSelectionInCurrentMode { selectedRows = [] }
            selectedRows.insert(indexPath)
            return indexPath
        }
        log("tableView(_:shouldHighlightRowAt:)", indexPath)
        guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return nil }
        log("tableView(_:didHighlightRowAt:)", indexPath)
        delegate.tableView(self, didHighlightRowAt: indexPath)
        log("tableView(_:didUnhighlightRowAt:)", indexPath)
        delegate.tableView(self, didUnhighlightRowAt: indexPath)

        let multiple = allowsMultipleSelectionInCurrentMode
        if multiple && selectedRows.contains(indexPath) {
            userDeselect(indexPath, delegate)
            return nil
        }
        let extendsSelection = multiple && !selectedRows.isEmpty
        var selected: IndexPath?
        log("tableView(_:willSelectRowAt:)", indexPath)
        if let target = delegate.tableView(self, willSelectRowAt: indexPath),
            checkRow(target, for: "tableView(_:willSelectRowAt:)'s answer")
        {
            if !multiple {
                for other in selectedRows.sorted() where other != target {
                    userDeselect(other, delegate)
                }
            }
            selectedRows.insert(target)
            log("tableView(_:didSelectRowAt:)", target)
            delegate.tableView(self, didSelectRowAt: target)
            selected = target
        }
        if !extendsSelection {
            log("tableView(_:canPerformPrimaryActionForRowAt:)", indexPath)
            if delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath) {
                log("tableView(_:performPrimaryActionForRowAt:)", indexPath)
                delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
            }
        }
        return selected
    }

    /// The user's deselection of a row: `willDeselectRowAt` (nil keeps it; another row is
    /// deselected instead), then `didDeselectRowAt`.
    private func userDeselect(_ indexPath: IndexPath, _ delegate: any UITableViewDelegate) {
        log("tableView(_:willDeselectRowAt:)", indexPath)
        guard let target = delegate.tableView(self, willDeselectRowAt: indexPath) else { return }
        selectedRows.remove(target)
        log("tableView(_:didDeselectRowAt:)", target)
        delegate.tableView(self, didDeselectRowAt: target)
    }

    /// Stand-in only: the user taps a row's accessory button: `accessoryButtonTappedForRowWith`,
    /// and no selection.
    ///
    /// - Parameter indexPath: The row on screen.
    public func simulateAccessoryTap(at indexPath: IndexPath) {
        guard checkOnScreen(indexPath, for: "simulateAccessoryTap(at:)") else { return }
        log("tableView(_:accessoryButtonTappedForRowWith:)", indexPath)
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Stand-in only: the user scrolls so that the viewport starts at `y`, bounded by the content
    /// (the user cannot rest past either end). The delegate hears `scrollViewDidScroll(_:)` if the
    /// offset changed, then rows come and go.
    ///
    /// - Parameter y: The offset the user drags to.
    public func simulateScroll(to y: CGFloat) {
        loadIfNeeded()
        contentOffset.y = min(max(y, 0), maximumOffsetY)
    }

    /// Stand-in only: the user scrolls by `distance` (positive: towards the end), bounded by the
    /// content; see ``simulateScroll(to:)``.
    ///
    /// - Parameter distance: How far the user drags the content.
    public func simulateScroll(by distance: CGFloat) {
        simulateScroll(to: contentOffset.y + distance)
    }

    /// Stand-in only: the user swipes a row and taps Delete. Only if the data source's
    /// `canEditRowAt` is true, the delegate gives no trailing swipe actions of its own (those are
    /// not simulated), and its `editingStyleForRowAt` is `.delete`: `willBeginEditingRowAt`,
    /// `titleForDeleteConfirmationButtonForRowAt`, the data source's `commit(.delete, forRowAt:)`,
    /// then `didEndEditingRowAt`. The table changes only through what the data source does.
    ///
    /// - Parameter indexPath: The row on screen.
    /// - Returns: Whether the delete was committed.
    @discardableResult
    public func simulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
        guard checkOnScreen(indexPath, for: "simulateSwipeToDelete(at:)"), let dataSource else { return false }
        log("tableView(_:canEditRowAt:)", indexPath)
        guard dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        if let delegate {
            log("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", indexPath)
            guard delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) == nil else {
                return false
            }
            log("tableView(_:editingStyleForRowAt:)", indexPath)
            guard delegate.tableView(self, editingStyleForRowAt: indexPath) == .delete else { return false }
            log("tableView(_:willBeginEditingRowAt:)", indexPath)
            delegate.tableView(self, willBeginEditingRowAt: indexPath)
            log("tableView(_:titleForDeleteConfirmationButtonForRowAt:)", indexPath)
            _ = delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
        log("tableView(_:commit:forRowAt:)", indexPath)
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        log("tableView(_:didEndEditingRowAt:)", indexPath)
        delegate?.tableView(self, didEndEditingRowAt: indexPath)
        return true
    }

    /// Stand-in only: in editing mode, the user drags a row by its reorder control and drops it at
    /// `proposed`. Only if the data source's `canMoveRowAt` is true; the delegate's
    /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` picks the destination; the data
    /// source hears `moveRowAt(_:to:)` (unless the row is dropped where it was), and the table
    /// moves the row itself, with its cell, height and selection, asking no counts, as UIKit does.
    ///
    /// - Parameters:
    ///   - source: The row on screen the user drags.
    ///   - proposed: Where the user drops it, as an index path after the move.
    /// - Returns: Where the row went, or nil when it did not move.
    @discardableResult
    public func simulateMove(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard isEditing else {
            programmingErrors.append("simulateMove(from:to:): rows are reordered in editing mode only")
            return nil
        }
        guard checkOnScreen(source, for: "simulateMove(from:to:)"), let dataSource else { return nil }
        log("tableView(_:canMoveRowAt:)", source)
        guard dataSource.tableView(self, canMoveRowAt: source) else { return nil }
        guard isMoveDestination(proposed, from: source) else {
            programmingErrors.append("simulateMove(from:to:): \(proposed) is not a place for row \(source)")
            return nil
        }
        var destination = proposed
        if let delegate {
            log("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", source)
            destination = delegate.tableView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            guard isMoveDestination(destination, from: source) else {
                programmingErrors.append(
                    "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(destination), "
                        + "which is not a place for row \(source)")
                return nil
            }
        }
        guard destination != source else { return source }
        log("tableView(_:moveRowAt:to:)", source)
        dataSource.tableView(self, moveRowAt: source, to: destination)
        moveRowLocally(from: source, to: destination)
        return destination
    }

    /// Whether `destination` is a place for the row at `source` once it is lifted out.
    private func isMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.count == 2, let rowCounts, rowCounts.indices.contains(destination.section) else {
            return false
        }
        let places = rowCounts[destination.section] - (destination.section == source.section ? 1 : 0)
        return (0...places).contains(destination.row)
    }

    /// Moves a row in the table's own state: counts, heights, cell, selection.
    private func moveRowLocally(from source: IndexPath, to destination: IndexPath) {
        func moved(_ indexPath: IndexPath) -> IndexPath {
            if indexPath == source { return destination }
            var result = indexPath
            if result.section == source.section && result.row > source.row { result.row -= 1 }
            if result.section == destination.section && result.row >= destination.row { result.row += 1 }
            return result
        }
        rowCounts?[source.section] -= 1
        rowCounts?[destination.section] += 1
        let height = geometry.rowHeights[source.section].remove(at: source.row)
        geometry.rowHeights[destination.section].insert(height, at: destination.row)
        let measured = measuredHeights[source.section].remove(at: source.row)
        measuredHeights[destination.section].insert(measured, at: destination.row)
        geometry.selfSizingRows = Set(geometry.selfSizingRows.map(moved))
        shownCells = Dictionary(uniqueKeysWithValues: shownCells.map { (moved($0.key), $0.value) })
        selectedRows = Set(selectedRows.map(moved))
        geometryDidChange()
        display()
    }

    /// Whether `indexPath` is a row on screen; if not, logs that `method` was given one that is not.
    private func checkOnScreen(_ indexPath: IndexPath, for method: String) -> Bool {
        guard checkRow(indexPath, for: method) else { return false }
        guard shownCells[indexPath] != nil else {
            programmingErrors.append("\(method): row \(indexPath) is not on screen")
            return false
        }
        return true
    }
}
