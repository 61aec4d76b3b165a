import Foundation

// The host's drags, drops, context menus and focus moves, passed to the tree through the shadow
// as the UIKit bridge passes UIKit's: one shadow session per host session, the host's menu built
// from the tree's, the shadow recording the menu showing and following focus. Here the host's
// types are ours, so items and menus cross as they are (the bridge converts them).
extension HeadlessTableMirror: TableViewDragDelegate, TableViewDropDelegate {
    // MARK: Drag

    /// The tree's items for a drag beginning on the row; none cancels the drag.
    public func tableView(
        _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
    ) -> [DragItem] {
        let items = shadow.hostDragItems(forBeginning: sessions.beginDrag(for: session), at: indexPath)
        if items.isEmpty { _ = sessions.endDrag(for: session) }
        return items
    }

    /// The tree's items for a row added to the drag.
    public func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] {
        guard let shadowSession = sessions.drag(for: session) else { return [] }
        return shadow.hostDragItems(forAddingTo: shadowSession, at: indexPath, point: point)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {
        guard let shadowSession = sessions.drag(for: session) else { return }
        shadow.dragDelegate?.tableView(shadow, dragSessionWillBegin: shadowSession)
    }

    /// Passes the event to the tree, and forgets the drag.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {
        guard let shadowSession = sessions.endDrag(for: session) else { return }
        shadow.dragDelegate?.tableView(shadow, dragSessionDidEnd: shadowSession)
    }

    // MARK: Drop

    /// The tree's answer; false without a drop delegate.
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        shadow.dropDelegate?.tableView(shadow, canHandle: shadowSession(for: session)) ?? false
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {
        shadow.dropDelegate?.tableView(shadow, dropSessionDidEnter: shadowSession(for: session))
    }

    /// The tree's proposal; a cancelling one without a drop delegate.
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        shadow.dropDelegate?.tableView(
            shadow, dropSessionDidUpdate: shadowSession(for: session), withDestinationIndexPath: destinationIndexPath)
            ?? TableViewDropProposal(operation: .cancel)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {
        shadow.dropDelegate?.tableView(shadow, dropSessionDidExit: shadowSession(for: session))
    }

    /// Passes the event to the tree, and forgets the drop.
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {
        let shadowSession = shadowSession(for: session)
        _ = sessions.endDrop(for: session)
        shadow.dropDelegate?.tableView(shadow, dropSessionDidEnd: shadowSession)
    }

    /// Lets the tree take the drop in, then places each item it placed in the host.
    public func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        let placed = shadow.hostPerformDrop(
            of: coordinator.items.map { ($0.dragItem, $0.sourceIndexPath) }, at: coordinator.destinationIndexPath,
            proposal: coordinator.proposal, session: shadowSession(for: coordinator.session))
        for (item, row) in placed {
            coordinator.drop(item, toRowAt: row)
        }
    }

    /// The shadow's session for the host's drop session, made on the host's first call about it;
    /// a drag that began in this table brings its shadow session.
    private func shadowSession(for session: DropSession) -> DropSession {
        sessions.drop(for: session) {
            DropSession(
                items: session.items, localDragSession: session.localDragSession.flatMap { sessions.drag(for: $0) })
        }
    }
}

extension HeadlessTableMirror {
    // MARK: Context menus

    /// The tree's context menu for a long press on the row (for the selected rows when the row is
    /// one of several selected), as a configuration of the host's whose provider builds the
    /// tree's menu.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let configuration = shadow.hostContextMenuConfiguration(forRowAt: indexPath, point: point) else {
            return nil
        }
        let hostConfiguration = ContextMenuConfiguration(identifier: configuration.identifier) { [weak self] _ in
            guard let menu = configuration.actionProvider?([]) else { return nil }
            self?.contextMenus.record(menu, for: configuration)
            return self?.hostMenu(menu, in: menu)
        }
        contextMenus.offer(configuration, as: hostConfiguration)
        return hostConfiguration
    }

    /// Records the menu as showing in the shadow, then tells the tree.
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let entry = contextMenus.entry(for: configuration) else { return }
        shadow.hostWillDisplayContextMenu(entry.configuration, menu: entry.menu, animator: animator)
    }

    /// Records that no menu shows in the shadow, then tells the tree.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let ended = contextMenus.end(configuration) else { return }
        shadow.hostWillEndContextMenuInteraction(ended, animator: animator)
    }

    /// Passes the tap on the preview to the tree.
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        guard let entry = contextMenus.entry(for: configuration) else { return }
        tree.tableView(shadow, willPerformPreviewActionForMenuWith: entry.configuration, animator: animator)
    }

    /// The host's copy of a tree's menu: the same titles, options, identifiers, attributes and
    /// states, each action running the tree's through the shadow when chosen.
    private func hostMenu(_ menu: Menu, in root: Menu) -> Menu {
        Menu(
            title: menu.title, options: menu.options,
            children: menu.children.compactMap { element -> MenuElement? in
                if let submenu = element as? Menu { return hostMenu(submenu, in: root) }
                guard let action = element as? Action else { return nil }
                return Action(
                    title: action.title, identifier: action.identifier, attributes: action.attributes,
                    state: action.state
                ) { [weak self] _ in
                    self?.shadow.hostPerformContextMenuAction(action, in: root)
                }
            })
    }

    // MARK: Focus

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        tree.tableView(shadow, shouldUpdateFocusIn: context)
    }

    /// Moves the shadow's focus too, then tells the tree; its animations go to the host's
    /// coordinator.
    public func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        shadow.hostDidUpdateFocus(
            in: context,
            with: FocusAnimationCoordinator { coordinator.addCoordinatedAnimations($0, completion: $1) })
    }

    /// The shadow's delegate's answer.
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        tree.indexPathForPreferredFocusedView(in: shadow)
    }

    /// The shadow's delegate's answer.
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tree.tableView(shadow, selectionFollowsFocusForRowAt: indexPath)
    }
}
