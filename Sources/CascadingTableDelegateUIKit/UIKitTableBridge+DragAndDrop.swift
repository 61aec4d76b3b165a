import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

// Drags from rows and drops into the table: UIKit runs the gesture, and each of its calls reaches
// the tree through the shadow with the shadow's own session for UIKit's, so the tree sees one
// session per drag as in a headless drag. Our items travel inside UIKit's as their local object.
extension UIKitTableBridge: UITableViewDragDelegate, UITableViewDropDelegate {
    // MARK: Drag

    /// The tree's items for a drag beginning on the row, as UIKit's; none cancels the drag.
    public func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        let shadowSession = sessions.beginDrag(for: session)
        let items = headlessTable.hostDragItems(forBeginning: shadowSession, at: indexPath)
        if items.isEmpty { _ = sessions.endDrag(for: session) }
        return items.map(uiKitItem)
    }

    /// The tree's items for a row added to the drag, as UIKit's.
    public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        guard let shadowSession = sessions.drag(for: session) else { return [] }
        return headlessTable.hostDragItems(forAddingTo: shadowSession, at: indexPath, point: point).map(uiKitItem)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        guard let shadowSession = sessions.drag(for: session) else { return }
        headlessTable.dragDelegate?.tableView(headlessTable, dragSessionWillBegin: shadowSession)
    }

    /// Passes the event to the tree, and forgets the drag.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        guard let shadowSession = sessions.endDrag(for: session) else { return }
        headlessTable.dragDelegate?.tableView(headlessTable, dragSessionDidEnd: shadowSession)
    }

    // MARK: Drop

    /// The tree's answer; false without a drop delegate.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        guard let dropDelegate = headlessTable.dropDelegate else { return false }
        return dropDelegate.tableView(headlessTable, canHandle: shadowSession(for: session))
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        headlessTable.dropDelegate?.tableView(headlessTable, dropSessionDidEnter: shadowSession(for: session))
    }

    /// The tree's proposal, as UIKit's; a cancelling one without a drop delegate.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        let proposal =
            headlessTable.dropDelegate?.tableView(
                headlessTable, dropSessionDidUpdate: shadowSession(for: session),
                withDestinationIndexPath: destinationIndexPath) ?? TableViewDropProposal(operation: .cancel)
        return UITableViewDropProposal(
            operation: UIDropOperation(rawValue: proposal.operation.uiKitRawValue) ?? .cancel,
            intent: UITableViewDropProposal.Intent(rawValue: proposal.intent.uiKitRawValue) ?? .unspecified)
    }

    /// Passes the event to the tree.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        headlessTable.dropDelegate?.tableView(headlessTable, dropSessionDidExit: shadowSession(for: session))
    }

    /// Passes the event to the tree, and forgets the drop.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        let shadowSession = shadowSession(for: session)
        _ = sessions.endDrop(for: session)
        headlessTable.dropDelegate?.tableView(headlessTable, dropSessionDidEnd: shadowSession)
    }

    /// Lets the tree take the drop in, then animates each item it placed to its row.
    public func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let shadowSession = shadowSession(for: coordinator.session)
        let uiItems = coordinator.session.items
        let items = coordinator.items.map { item in
            let index = uiItems.firstIndex { $0 === item.dragItem }
            let dragItem = index.map { shadowSession.items[$0] } ?? Self.shadowItem(item.dragItem)
            return (dragItem: dragItem, sourceIndexPath: item.sourceIndexPath)
        }
        let proposal = TableViewDropProposal(
            operation: DropOperation(uiKitRawValue: coordinator.proposal.operation.rawValue),
            intent: TableViewDropProposal.Intent(uiKitRawValue: coordinator.proposal.intent.rawValue))
        let placed = headlessTable.hostPerformDrop(
            of: items, at: coordinator.destinationIndexPath, proposal: proposal, session: shadowSession)
        for (dragItem, row) in placed {
            guard let index = items.firstIndex(where: { $0.dragItem === dragItem }) else { continue }
            coordinator.drop(coordinator.items[index].dragItem, toRowAt: row)
        }
    }

    // MARK: Mapping

    /// The shadow's session for UIKit's drop session, made on UIKit's first call about it: its
    /// items are ours (the same objects for the whole drop), and a drag that began in this table
    /// brings its shadow session.
    func shadowSession(for session: any UIDropSession) -> DropSession {
        sessions.drop(for: session) {
            DropSession(
                items: session.items.map(Self.shadowItem),
                localDragSession: session.localDragSession.flatMap { sessions.drag(for: $0) })
        }
    }

    /// A tree's item as UIKit's: the provider ``itemProvider`` gives it, and the item itself as
    /// the local object, so that a drop in the app finds the same item.
    func uiKitItem(_ item: DragItem) -> UIDragItem {
        let uiItem = UIDragItem(itemProvider: itemProvider(item))
        uiItem.localObject = item
        return uiItem
    }

    /// UIKit's item as the tree's: the tree's own item when it came from a tree in this app,
    /// otherwise a new one with UIKit's local object and type identifiers.
    static func shadowItem(_ item: UIDragItem) -> DragItem {
        item.localObject as? DragItem
            ?? DragItem(localObject: item.localObject, typeIdentifiers: item.itemProvider.registeredTypeIdentifiers)
    }
}
