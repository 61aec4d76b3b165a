import Foundation

// Swipe actions: what a swipe reveals on a row's edge, and tapping or fully swiping an action.
extension TableView {
    /// The edge of a row a swipe starts from.
    public enum SwipeEdge: Sendable {
        /// The leading edge (the left, in a left-to-right language): the swipe moves the content
        /// towards the trailing edge.
        case leading
        /// The trailing edge (the right, in a left-to-right language): the usual swipe to delete.
        case trailing
    }

    /// The row whose swipe actions are showing, or nil. Updates move it with its row.
    public var indexPathForSwipedRow: IndexPath? { interactionState.swipe?.row }

    /// The actions the open swipe shows, from the row's edge inwards; empty when no swipe is open.
    public var revealedSwipeActions: [ContextualAction] { interactionState.swipe?.actions ?? [] }

    /// Swipes a row partway from `edge`, revealing its actions, as a user's finger would.
    ///
    /// Only rows whose data source answers `canEditRowAt` with true can be swiped. An open swipe on
    /// any row closes first (`didEndEditingRowAt`). The actions come from, in this order of
    /// precedence (UIKit's): the edge's `...SwipeActionsConfigurationForRowAt` when it is not nil;
    /// for the trailing edge only, `editActionsForRowAt` when it is not nil; then, for the trailing
    /// edge only, a destructive button titled by `titleForDeleteConfirmationButtonForRowAt` (or
    /// "Delete") that commits `.delete`, when `editingStyleForRowAt` is `.delete`. The leading edge
    /// has no default. When there are actions, the delegate hears `willBeginEditingRowAt`.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - edge: The edge the swipe starts from.
    /// - Returns: The revealed actions, or nil when the swipe reveals nothing (the row cannot be
    ///   edited or does not exist, or there are no actions for that edge).
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> [ContextualAction]? {
        loadDataIfNeeded()
        guard checkRowExists(indexPath, for: "swipeRow(at:edge:)"),
            dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        else { return nil }
        endSwipe()
        guard let configuration = swipeConfiguration(forRowAt: indexPath, edge: edge), !configuration.actions.isEmpty
        else { return nil }
        interactionState.swipe = SwipeState(
            row: indexPath, actions: configuration.actions,
            performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return configuration.actions
    }

    /// Swipes a row all the way from `edge`: the first action is performed when the
    /// configuration allows it (``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``);
    /// otherwise the actions are revealed, as by ``swipeRow(at:edge:)``.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - edge: The edge the swipe starts from.
    /// - Returns: Whether an action's handler was called.
    @discardableResult
    public func fullSwipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> Bool {
        guard let first = swipeRow(at: indexPath, edge: edge)?.first,
            interactionState.swipe?.performsFirstActionWithFullSwipe == true
        else { return false }
        return perform(first)
    }

    /// Taps the revealed swipe action titled `title` (the first one, if several share it).
    ///
    /// The action's handler runs with the swiped row's current index path. When it calls its
    /// completion handler with true, the row closes (`didEndEditingRowAt`, with nil when the
    /// handler removed the row); with false, the row stays open. An action that is not showing is
    /// reported to ``diagnostics``.
    ///
    /// - Parameter title: The action's title.
    /// - Returns: Whether an action's handler was called.
    @discardableResult
    public func tapSwipeAction(titled title: String) -> Bool {
        guard let action = revealedSwipeActions.first(where: { $0.title == title }) else {
            reportMissingSwipeAction("titled \"\(title)\"")
            return false
        }
        return perform(action)
    }

    /// Taps the revealed swipe action at `index`, counted from the row's edge inwards; see
    /// ``tapSwipeAction(titled:)``.
    ///
    /// - Parameter index: The action's position.
    /// - Returns: Whether an action's handler was called.
    @discardableResult
    public func tapSwipeAction(at index: Int) -> Bool {
        guard revealedSwipeActions.indices.contains(index) else {
            reportMissingSwipeAction("at \(index)")
            return false
        }
        return perform(revealedSwipeActions[index])
    }

    /// The configuration a swipe from `edge` reveals, following UIKit's precedence.
    private func swipeConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let delegate else { return nil }
        switch edge {
        case .leading:
            return delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let configuration = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return configuration
            }
            if let rowActions = delegate.tableView(self, editActionsForRowAt: indexPath) {
                return SwipeActionsConfiguration(actions: rowActions.map(Self.contextualAction(for:)))
            }
            guard delegate.tableView(self, editingStyleForRowAt: indexPath) == .delete else { return nil }
            let title = delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            return SwipeActionsConfiguration(actions: [deleteButton(titled: title)])
        }
    }

    /// UIKit's own Delete button: it commits `.delete` for the row, and the row closes.
    private func deleteButton(titled title: String) -> ContextualAction {
        let action = ContextualAction(style: .destructive, title: title) { [weak self] _, row, completion in
            if let self {
                dataSource?.tableView(self, commit: .delete, forRowAt: row)
            }
            completion(true)
        }
        action.isTableDeleteButton = true
        return action
    }

    /// A deprecated row action shown as a contextual action: its handler runs, and the row closes.
    private static func contextualAction(for rowAction: TableViewRowAction) -> ContextualAction {
        let style: ContextualAction.Style = rowAction.style == .destructive ? .destructive : .normal
        return ContextualAction(style: style, title: rowAction.title) { _, row, completion in
            rowAction.handler(rowAction, row)
            completion(true)
        }
    }

    /// Runs a revealed action's handler with the completion contract described on
    /// ``ContextualAction``.
    func perform(_ action: ContextualAction) -> Bool {
        guard let swipe = interactionState.swipe, let row = swipe.row else {
            reportMissingSwipeAction("for a row that no longer exists")
            return false
        }
        var completed = false
        action.handler(action, row) { [weak self] performed in
            guard let self else { return }
            guard !completed else {
                diagnostics.report(
                    TableViewDiagnostic(
                        kind: .invalidInteraction("ContextualAction completion"),
                        message: "The completion handler of swipe action \"\(action.title ?? "")\" was called more "
                            + "than once; the later call was ignored."))
                return
            }
            completed = true
            // The row closes only if this action's swipe is still the open one.
            guard performed, interactionState.swipe?.identity === swipe.identity else { return }
            endSwipe()
        }
        return true
    }

    private func reportMissingSwipeAction(_ what: String) {
        diagnostics.report(
            TableViewDiagnostic(
                kind: .invalidInteraction("tapSwipeAction"),
                message: "No swipe action \(what) is showing (showing: "
                    + "\(revealedSwipeActions.map { $0.title ?? "" })); nothing happened."))
    }
}
