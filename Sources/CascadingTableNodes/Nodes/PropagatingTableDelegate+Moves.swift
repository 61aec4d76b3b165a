import CascadingTableView
import Foundation

/// The ends of a move that lie in a node: what its parent found when it routed the move there.
enum MoveEnds {
    case source, destination, both
}

// Routing `moveRowAt`, the one call with two index paths that may lie in different children and
// different sections. Each child that owns an end is told once, with both ends in its own
// coordinates. A `.row`-mode node answers for the rows of one section, so it routes only the ends
// in that section: the section of the end its parent found in it.
extension PropagatingTableDelegate {
    /// Tells the child owning each end this node owns, each child once.
    final func routeMove(from source: IndexPath, to destination: IndexPath, in tableView: TableView) {
        let owned = ownedMoveEnds ?? .both
        ownedMoveEnds = nil
        var routeSource = owned != .destination
        var routeDestination = owned != .source
        // The node's section is the one its parent routed it for (the source's, when it was
        // called directly).
        let ownEnd = owned == .destination ? destination : source
        let section = ownEnd.isTableIndexPath ? ownEnd[0] : nil
        if propagationMode == .row, source.isTableIndexPath, destination.isTableIndexPath, source[0] != destination[0],
            let section
        {
            // The other end is a row of another section, not one of its rows.
            routeSource = routeSource && source[0] == section
            routeDestination = routeDestination && destination[0] == section
        }
        // Both looked up before either child is told: telling one may change this node's children.
        let destinationChild = routeDestination ? route(destination, in: tableView, otherwise: nil) { ($0, $1) } : nil
        let sourceChild = routeSource ? route(source, in: tableView, otherwise: nil) { ($0, $1) } : nil
        let sameChild = sourceChild != nil && destinationChild?.0 === sourceChild?.0
        if let (child, local) = sourceChild {
            tell(child, sameChild ? .both : .source) {
                child.tableView(
                    tableView, moveRowAt: local,
                    to: sameChild
                        ? destinationChild!.1 : translate(destination, into: child, tableView, section: section))
            }
        }
        if let (child, local) = destinationChild, !sameChild {
            tell(child, .destination) {
                child.tableView(
                    tableView, moveRowAt: translate(source, into: child, tableView, section: section), to: local)
            }
        }
    }

    /// Calls `call` after telling `child`, when it routes moves itself, which ends it owns.
    private func tell(_ child: any CascadingTableDelegate, _ ends: MoveEnds, _ call: () -> Void) {
        (child as? PropagatingTableDelegate)?.ownedMoveEnds = ends
        call()
        (child as? PropagatingTableDelegate)?.ownedMoveEnds = nil
    }
}
