import Foundation

/// A dragged item as the drop side sees it, as `UITableViewDropItem`.
@MainActor
public struct TableViewDropItem {
    /// The item.
    public let dragItem: DragItem

    /// The row it was dragged from, for a drag from this table (as the receiving node sees it);
    /// nil otherwise.
    public let sourceIndexPath: IndexPath?
}

/// What a drop delegate uses to take a drop in, as `UITableViewDropCoordinator`.
@MainActor
public final class TableViewDropCoordinator {
    /// The items dropped.
    public let items: [TableViewDropItem]

    /// Where the items are dropped, as the receiving node sees it; nil over no row.
    public let destinationIndexPath: IndexPath?

    /// The last proposal the drop delegate made.
    public let proposal: TableViewDropProposal

    /// The drop session.
    public let session: DropSession

    /// Where placed items went, in the table's coordinates; shared by the coordinators each level
    /// of a tree hands down.
    let placements: Placements

    /// Turns an index path as the receiving node sees it into the table's.
    private let toTable: (IndexPath) -> IndexPath

    /// The placed items and their rows, in the order placed, shared between coordinators.
    final class Placements {
        var placed: [(dragItem: DragItem, row: IndexPath)] = []
        var rows: [IndexPath] { placed.map(\.row) }
    }

    init(
        items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal,
        session: DropSession, placements: Placements = Placements(),
        toTable: @escaping (IndexPath) -> IndexPath = { $0 }
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.placements = placements
        self.toTable = toTable
    }

    /// Says that `dragItem` becomes the row at `indexPath` (after your data source inserted it and
    /// the table was updated), as UIKit's `drop(_:toRowAt:)`, which animates it there.
    ///
    /// - Parameters:
    ///   - dragItem: The item.
    ///   - indexPath: Its row, as the receiving node sees it.
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) {
        placements.placed.append((dragItem, toTable(indexPath)))
    }

    /// The same drop as a child sees it: its own destination and source rows, with placements
    /// translated back by `outOf`.
    package func localized(
        destination: IndexPath?, into: (IndexPath) -> IndexPath, outOf: @escaping (IndexPath) -> IndexPath
    ) -> TableViewDropCoordinator {
        TableViewDropCoordinator(
            items: items.map {
                TableViewDropItem(dragItem: $0.dragItem, sourceIndexPath: $0.sourceIndexPath.map(into))
            },
            destinationIndexPath: destination, proposal: proposal, session: session, placements: placements,
            toTable: { [toTable] in toTable(outOf($0)) })
    }
}
