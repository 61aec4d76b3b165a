import Foundation

// What the host of a shadow table tells it about drags, drops, context menus and focus. The host
// (UIKit) runs each gesture; the shadow keeps what the tree reads in step (a drag session's
// source rows, the context menu showing, the focused row) and asks the tree as a headless gesture
// would, so the tree answers the same calls in both.
extension TableView {
    // MARK: Drag and drop

    /// The host began a drag on the row at `indexPath`: asks the drag delegate for the items, and
    /// records them in `session` with the row they come from (a drop in this table reads it as
    /// the items' source).
    ///
    /// - Parameters:
    ///   - session: The shadow's session for the host's drag; the same object for every call
    ///     about that drag.
    ///   - indexPath: The row the drag began on.
    /// - Returns: The delegate's items; none (no delegate, or a row that does not exist) cancels
    ///   the drag. A missing row is reported to ``diagnostics``.
    package func hostDragItems(forBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let dragDelegate, checkRowExists(indexPath, for: "hostDragItems(forBeginning:at:)") else { return [] }
        let items = dragDelegate.tableView(self, itemsForBeginning: session, at: indexPath)
        session.add(items, from: indexPath)
        return items
    }

    /// The user added the row at `indexPath` to a drag in the host: asks the drag delegate for
    /// more items and records them in `session`, as ``hostDragItems(forBeginning:at:)`` does.
    ///
    /// - Parameters:
    ///   - session: The shadow's session for the host's drag.
    ///   - indexPath: The row tapped.
    ///   - point: Where, in the table's coordinates.
    /// - Returns: The items to add; none adds nothing.
    package func hostDragItems(forAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    {
        guard let dragDelegate, checkRowExists(indexPath, for: "hostDragItems(forAddingTo:at:point:)") else {
            return []
        }
        let items = dragDelegate.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
        session.add(items, from: indexPath)
        return items
    }

    /// The host is dropping `items` at `destination`: the drop delegate's `performDropWith` gets a
    /// coordinator, and the items it places (``TableViewDropCoordinator/drop(_:toRowAt:)``) come
    /// back so that the host animates each to its row.
    ///
    /// Rows the tree inserts for the drop reach the host as any update does: as a batch the
    /// shadow replays.
    ///
    /// - Parameters:
    ///   - items: The dropped items, each with the row it was dragged from in this table (nil
    ///     for an item from elsewhere).
    ///   - destination: Where the items are dropped; nil over no row.
    ///   - proposal: The drop delegate's last proposal.
    ///   - session: The shadow's session for the host's drop.
    /// - Returns: The items placed and their rows, in the order the delegate placed them.
    package func hostPerformDrop(
        of items: [(dragItem: DragItem, sourceIndexPath: IndexPath?)], at destination: IndexPath?,
        proposal: TableViewDropProposal, session: DropSession
    ) -> [(dragItem: DragItem, row: IndexPath)] {
        guard let dropDelegate else { return [] }
        let coordinator = TableViewDropCoordinator(
            items: items.map { TableViewDropItem(dragItem: $0.dragItem, sourceIndexPath: $0.sourceIndexPath) },
            destinationIndexPath: destination, proposal: proposal, session: session)
        dropDelegate.tableView(self, performDropWith: coordinator)
        return coordinator.placements.placed
    }

    // MARK: Context menus

    /// The host asks for the context menu of a long press on the row at `indexPath`: the tree's
    /// configuration for the selected rows when the pressed row is one of several selected,
    /// otherwise for the pressed row, as a headless long press asks.
    ///
    /// - Parameters:
    ///   - indexPath: The pressed row.
    ///   - point: Where, in the table's coordinates.
    /// - Returns: The tree's configuration; nil shows no menu. A missing row is reported to
    ///   ``diagnostics`` and gets nil.
    package func hostContextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    {
        guard checkRowExists(indexPath, for: "hostContextMenuConfiguration(forRowAt:point:)"),
            let (configuration, rows) = contextMenuConfiguration(forRowAt: indexPath, point: point)
        else { return nil }
        gestureState.offeredContextMenu = PresentedContextMenu(configuration: configuration, menu: nil, rows: rows)
        return configuration
    }

    /// The host is about to show the menu of `configuration`: the shadow records it as showing
    /// (``presentedContextMenuConfiguration``, ``presentedContextMenu``,
    /// ``indexPathsForContextMenu``), then the delegate hears `willDisplayContextMenu`.
    ///
    /// - Parameters:
    ///   - configuration: The configuration ``hostContextMenuConfiguration(forRowAt:point:)``
    ///     returned.
    ///   - menu: The menu its action provider built for the host, if it was asked.
    ///   - animator: The host's animator, as the delegate sees it.
    package func hostWillDisplayContextMenu(
        _ configuration: ContextMenuConfiguration, menu: Menu?, animator: (any ContextMenuInteractionAnimating)?
    ) {
        let offered = gestureState.offeredContextMenu
        gestureState.offeredContextMenu = nil
        let rows = offered.flatMap { $0.configuration === configuration ? $0.rows : nil } ?? []
        gestureState.contextMenu = PresentedContextMenu(configuration: configuration, menu: menu, rows: rows)
        delegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    /// The host's menu of `configuration` is going away: the shadow shows no menu any more, then
    /// the delegate hears `willEndContextMenuInteraction`.
    ///
    /// - Parameters:
    ///   - configuration: The configuration of the menu.
    ///   - animator: The host's animator, as the delegate sees it.
    package func hostWillEndContextMenuInteraction(
        _ configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?
    ) {
        gestureState.offeredContextMenu = nil
        gestureState.contextMenu = nil
        delegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// The user chose `action` in the host's context menu built from `menu`: in a submenu with
    /// ``Menu/Options/singleSelection``, the action is turned on and its siblings off, then its
    /// handler runs, as a headless choice does (``performContextMenuAction(titled:)``).
    ///
    /// - Parameters:
    ///   - action: The action chosen.
    ///   - menu: The menu the action provider built, which holds the action at some depth.
    package func hostPerformContextMenuAction(_ action: Action, in menu: Menu) {
        run(action, in: menu.parent(of: action) ?? menu)
    }

    // MARK: Focus

    /// Focus moved in the host as `context` says: the shadow's ``focusedIndexPath`` follows
    /// (and the row is remembered, for ``remembersLastFocusedIndexPath``), then the delegate hears
    /// `didUpdateFocusIn`. The host asked `shouldUpdateFocusIn` itself; selection that follows
    /// focus reaches the shadow as the host's selection does.
    ///
    /// - Parameters:
    ///   - context: The move, in the current numbering.
    ///   - coordinator: The coordinator the delegate adds animations to; the UIKit bridge's
    ///     forwards them to UIKit's.
    package func hostDidUpdateFocus(
        in context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator
    ) {
        interactionState.focus.focused = context.nextFocusedIndexPath
        if let next = context.nextFocusedIndexPath {
            interactionState.focus.lastFocused = next
        }
        delegate?.tableView(self, didUpdateFocusIn: context, with: coordinator)
    }
}
