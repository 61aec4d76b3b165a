import Foundation

// The simulated user: what a finger would do, with the delegate calls UIKit makes, in its order.
extension TableView {
    /// Taps a row, as a user's finger would.
    ///
    /// The delegate hears, in order: `shouldHighlightRowAt` (false ends the tap),
    /// `didHighlightRowAt`, `didUnhighlightRowAt`, `willSelectRowAt` (which may redirect to another
    /// row, or answer nil to cancel), then in single-selection mode `willDeselectRowAt` and
    /// `didDeselectRowAt` for each other selected row (a nil answer keeps that row selected, as in
    /// UIKit), and `didSelectRowAt`. Tapping a selected row selects it again in single-selection
    /// mode and deselects it (`willDeselectRowAt`, `didDeselectRowAt`) in multiple-selection mode.
    /// Last, unless the tap deselected the row or extended a multiple selection,
    /// `canPerformPrimaryActionForRowAt` and, when it says yes, `performPrimaryActionForRowAt` for
    /// the tapped row, even when `willSelectRowAt` cancelled the selection (as in UIKit; see
    /// `Documentation/PrimaryActionsAndMultipleSelection.md`). Nothing happens when selection is not allowed in the current mode; a row that does not
    /// exist, or a redirect to one, is reported to ``diagnostics``.
    ///
    /// - Parameter indexPath: The row tapped.
    /// - Returns: The row that was selected, or nil when none was.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> IndexPath? {
        beginCoalescingNodeUpdates()
        defer { endCoalescingNodeUpdates() }
        loadDataIfNeeded()
        guard checkRowExists(indexPath, for: "tapRow(at:)"), allowsSelectionInCurrentMode else { return nil }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return nil }
        setHighlighted(indexPath, true)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        setHighlighted(indexPath, false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)

        if allowsMultipleSelectionInCurrentMode && isRowSelected(indexPath) {
            userDeselect(indexPath)
            return nil
        }
        // A tap that selects one row without extending a selection is a primary action, performed
        // after the selection calls, whether or not the row ends up selected.
        let extendsSelection = allowsMultipleSelectionInCurrentMode && !interactionState.selected.isEmpty
        defer { if !extendsSelection { performPrimaryActionIfAllowed(forRowAt: indexPath) } }
        let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = answer, checkRowExists(target, for: "willSelectRowAt's redirect") else { return nil }
        if !allowsMultipleSelectionInCurrentMode {
            for other in interactionState.selected.sorted() where other != target {
                userDeselect(other)
            }
        }
        setSelected([target], true)
        delegate?.tableView(self, didSelectRowAt: target)
        return target
    }

    /// Taps a row's accessory button: `accessoryButtonTappedForRowWith`, and no selection.
    ///
    /// - Parameter indexPath: The row.
    public func tapAccessoryButton(forRowAt indexPath: IndexPath) {
        loadDataIfNeeded()
        guard checkRowExists(indexPath, for: "tapAccessoryButton(forRowAt:)") else { return }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Taps the header view of a section, as a user's finger would: the view's
    /// ``TableViewHeaderFooterView/onTap`` is called with it.
    ///
    /// Only a header view on screen can be tapped: when the section does not exist, has no header
    /// view, or its header is outside the viewport, the tap is reported to ``diagnostics``
    /// (``TableViewDiagnostic/Kind/headerFooterViewNotVisible(section:)``) and nothing happens.
    ///
    /// - Parameter section: The section.
    /// - Returns: Whether the tap reached a view.
    @discardableResult
    public func tapHeader(inSection section: Int) -> Bool {
        tapSupplementView(.header, inSection: section)
    }

    /// Taps the footer view of a section; as ``tapHeader(inSection:)``.
    ///
    /// - Parameter section: The section.
    /// - Returns: Whether the tap reached a view.
    @discardableResult
    public func tapFooter(inSection section: Int) -> Bool {
        tapSupplementView(.footer, inSection: section)
    }

    private func tapSupplementView(_ kind: SectionSupplement, inSection section: Int) -> Bool {
        loadDataIfNeeded()
        guard case .some(.some(let view)) = displayState.supplements[kind.item(section)] else {
            let operation = kind == .header ? "tapHeader(inSection:)" : "tapFooter(inSection:)"
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .headerFooterViewNotVisible(section: section),
                    message: "\(operation) found no \(kind) view on screen for section \(section) (the table has "
                        + "\(rowCounts.count) sections; a section without a \(kind) view or scrolled out of view "
                        + "has none to tap); nothing happened."))
            return false
        }
        view.onTap?(view)
        return true
    }

    /// Long-presses a row to show its context menu or, when it has none, its edit menu.
    ///
    /// A context menu configuration (see `showContextMenu(forRowAt:)`) wins: when the delegate
    /// gives one, the context menu shows (``presentedContextMenu``) and this returns nil. Otherwise
    /// the older copy-and-paste flow runs: `shouldShowMenuForRowAt`, then `canPerformAction` for
    /// each action.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - actions: The actions the menu could offer; defaults to cut, copy, paste, select,
    ///     select all and delete.
    /// - Returns: The actions the delegate can perform (`canPerformAction`), or nil when
    ///   `shouldShowMenuForRowAt` says no or the row does not exist.
    @discardableResult
    public func longPressRow(at indexPath: IndexPath, offering actions: [MenuAction] = TableView.standardMenuActions)
        -> [MenuAction]?
    {
        loadDataIfNeeded()
        guard checkRowExists(indexPath, for: "longPressRow(at:)"), let delegate, !showContextMenu(forRowAt: indexPath),
            delegate.tableView(self, shouldShowMenuForRowAt: indexPath)
        else { return nil }
        return actions.filter { delegate.tableView(self, canPerformAction: $0, forRowAt: indexPath, withSender: self) }
    }

    /// Chooses an action from a row's edit menu: `performAction` is called when the menu shows
    /// (`shouldShowMenuForRowAt`) and offers the action (`canPerformAction`).
    ///
    /// - Parameters:
    ///   - action: The action chosen.
    ///   - indexPath: The row.
    /// - Returns: Whether the action was performed.
    @discardableResult
    public func performMenuAction(_ action: MenuAction, forRowAt indexPath: IndexPath) -> Bool {
        guard let offered = longPressRow(at: indexPath, offering: [action]), offered == [action] else { return false }
        delegate?.tableView(self, performAction: action, forRowAt: indexPath, withSender: self)
        return true
    }

    /// The actions ``longPressRow(at:offering:)`` offers by default.
    public static let standardMenuActions: [MenuAction] = [.cut, .copy, .paste, .select, .selectAll, .delete]

    /// The user deselects a row: `willDeselectRowAt` (nil keeps it), then `didDeselectRowAt`.
    func userDeselect(_ indexPath: IndexPath) {
        let answer = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = answer, checkRowExists(target, for: "willDeselectRowAt's redirect") else { return }
        setSelected([target], false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    private func setHighlighted(_ indexPath: IndexPath, _ highlighted: Bool) {
        interactionState.highlighted = highlighted ? indexPath : nil
        displayState.cells[indexPath]?.isHighlighted = highlighted
    }
}
