import Foundation

// Drag and drop: drags from rows to a destination in the table, drops from outside, and
// reordering by drag.
extension TableView {
    /// The object that starts drags from rows, as UIKit's. Held weakly.
    public var dragDelegate: (any TableViewDragDelegate)? {
        get { gestureState.dragDelegate }
        set { gestureState.dragDelegate = newValue }
    }

    /// The object that takes drops, as UIKit's. Held weakly.
    public var dropDelegate: (any TableViewDropDelegate)? {
        get { gestureState.dropDelegate }
        set { gestureState.dropDelegate = newValue }
    }

    /// Whether the table takes part in drag and drop. Defaults to false, as on an iPhone (UIKit's
    /// default is true on an iPad); the simulated drags and drops do nothing while it is false.
    public var dragInteractionEnabled: Bool {
        get { gestureState.dragInteractionEnabled }
        set { gestureState.dragInteractionEnabled = newValue }
    }

    /// Drags rows of this table and lets go at `destination`, as a user's fingers would.
    ///
    /// The drag delegate is asked `itemsForBeginning` for the first row (no items: no drag, nil),
    /// then `itemsForAddingTo` for each further row (a tap with a second finger), then hears
    /// `dragSessionWillBegin`. The drop side follows (see ``simulateDrop(items:at:)``) with a
    /// session whose ``DropSession/localDragSession`` is set, and finally the drag delegate hears
    /// `dragSessionDidEnd`.
    ///
    /// A local drag of one item whose last proposal is `.move` with
    /// ``TableViewDropProposal/Intent/insertAtDestinationIndexPath``, from a row the data source
    /// can move (`canMoveRowAt`), is a reorder, as in UIKit: the destination goes through
    /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:`, the data source gets
    /// `moveRowAt(_:to:)` and the table moves the row; `performDropWith` is not called.
    ///
    /// - Parameters:
    ///   - sources: The rows dragged, the first one starting the drag.
    ///   - destination: Where the finger lets go, in the numbering after the rows are removed for a
    ///     move (as `moveRowAt`'s destination); for a drop into a row
    ///     (``TableViewDropProposal/Intent/insertIntoDestinationIndexPath``), the row as the table
    ///     shows it. The drop delegate gets it as it is. Nil lets go outside the table.
    /// - Returns: How the drop ended, or nil when no drag started (drag interaction disabled, no
    ///   drag delegate or items, or a row that does not exist, which is reported to
    ///   ``diagnostics``).
    @discardableResult
    public func simulateDrag(from sources: [IndexPath], to destination: IndexPath?) -> DropOutcome? {
        loadDataIfNeeded()
        guard dragInteractionEnabled, let first = sources.first,
            sources.allSatisfy({ checkRowExists($0, for: "simulateDrag(from:to:)") }),
            checkDropDestination(destination), let dragDelegate
        else { return nil }
        let session = DragSession()
        let items = dragDelegate.tableView(self, itemsForBeginning: session, at: first)
        guard !items.isEmpty else { return nil }
        session.add(items, from: first)
        for source in sources.dropFirst() {
            let frame = rectForRow(at: source)
            let more = dragDelegate.tableView(
                self, itemsForAddingTo: session, at: source, point: CGPoint(x: frame.midX, y: frame.midY))
            session.add(more, from: source)
        }
        dragDelegate.tableView(self, dragSessionWillBegin: session)
        let outcome = drop(DropSession(items: session.items, localDragSession: session), at: destination)
        dragDelegate.tableView(self, dragSessionDidEnd: session)
        return outcome
    }

    /// Drags one row; see the several-rows form of `simulateDrag(from:to:)`.
    ///
    /// - Parameters:
    ///   - source: The row dragged.
    ///   - destination: Where the finger lets go; nil outside the table.
    /// - Returns: How the drop ended, or nil when no drag started.
    @discardableResult
    public func simulateDrag(from source: IndexPath, to destination: IndexPath?) -> DropOutcome? {
        simulateDrag(from: [source], to: destination)
    }

    /// Drops items dragged from outside the table (another app) at `destination`.
    ///
    /// The drop delegate hears, in order: `canHandle` (false: ``DropOutcome/refused``),
    /// `dropSessionDidEnter`, `dropSessionDidUpdate` with the destination; then, for a `.copy` or
    /// `.move` proposal, `performDropWith` with a coordinator, and for `.cancel` or `.forbidden`
    /// nothing more; and `dropSessionDidEnd`. A nil destination is a finger that passes over the
    /// table and lets go outside it: `dropSessionDidUpdate` with nil, `dropSessionDidExit`,
    /// `dropSessionDidEnd`.
    ///
    /// - Parameters:
    ///   - items: The items dropped.
    ///   - destination: Where the finger lets go; nil outside the table.
    /// - Returns: How the drop ended, or nil when drag interaction is disabled or the destination
    ///   is not a row position (reported to ``diagnostics``).
    @discardableResult
    public func simulateDrop(items: [DragItem], at destination: IndexPath?) -> DropOutcome? {
        loadDataIfNeeded()
        guard dragInteractionEnabled, checkDropDestination(destination) else { return nil }
        return drop(DropSession(items: items, localDragSession: nil), at: destination)
    }

    /// The drop side of a drag, in UIKit's order.
    private func drop(_ session: DropSession, at destination: IndexPath?) -> DropOutcome {
        guard let dropDelegate, dropDelegate.tableView(self, canHandle: session) else { return .refused }
        dropDelegate.tableView(self, dropSessionDidEnter: session)
        let proposal = dropDelegate.tableView(
            self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        defer { dropDelegate.tableView(self, dropSessionDidEnd: session) }
        guard let destination else {
            dropDelegate.tableView(self, dropSessionDidExit: session)
            return .cancelled(.cancel)
        }
        guard proposal.operation == .copy || proposal.operation == .move else {
            return .cancelled(proposal.operation)
        }
        if let local = session.localDragSession, local.items.count == 1, proposal.operation == .move,
            proposal.intent == .insertAtDestinationIndexPath,
            dataSource?.tableView(self, canMoveRowAt: local.sourceIndexPaths[0]) ?? false
        {
            return moveForDrop(from: local.sourceIndexPaths[0], to: destination)
        }
        let sources = session.localDragSession?.sourceIndexPaths
        let items = session.items.enumerated().map { TableViewDropItem(dragItem: $1, sourceIndexPath: sources?[$0]) }
        let coordinator = TableViewDropCoordinator(
            items: items, destinationIndexPath: destination, proposal: proposal, session: session)
        dropDelegate.tableView(self, performDropWith: coordinator)
        return .dropped(placements: coordinator.placements.rows)
    }

    /// Reorders a row dropped on its own table, as UIKit does for a local move.
    private func moveForDrop(from source: IndexPath, to destination: IndexPath) -> DropOutcome {
        let proposed = isMoveDestination(destination, from: source) ? destination : source
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        guard isMoveDestination(target, from: source) else {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidIndexPath(target),
                    message: "simulateDrag(from:to:) cannot move row \(source) to \(target), which is not a position "
                        + "in the table after the move; the drop was cancelled."))
            return .cancelled(.move)
        }
        guard target != source else { return .moved(to: source) }
        commitUserMove(from: source, to: target)
        return .moved(to: target)
    }

    /// Whether a row moved from `source` can land at `destination` (numbering after the move).
    func isMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        isRow(
            destination, of: rowCounts,
            extra: destination.isTableIndexPath && destination.section != source.section ? 1 : 0)
    }

    /// Whether `destination` is nil or a position a row can be inserted at; reports it otherwise.
    private func checkDropDestination(_ destination: IndexPath?) -> Bool {
        guard let destination else { return true }
        let valid = isRow(destination, of: rowCounts, extra: 1)
        if !valid {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidIndexPath(destination),
                    message: "A simulated drop was aimed at \(destination), which is not a row position in the table "
                        + "(it has \(rowCounts.count) sections); nothing happened."))
        }
        return valid
    }
}
