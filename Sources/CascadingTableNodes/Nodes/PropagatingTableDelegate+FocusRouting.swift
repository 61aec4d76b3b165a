import CascadingTableView
import Foundation

// Routing of the calls that name two rows (a focus update's previous and next row) or none (the
// preferred focus): the policies of `Documentation/Focus.md`.
extension PropagatingTableDelegate {
    /// Calls `call` with the children that own the rows of `context`, each with the context as
    /// that child sees it, or returns `fallback()` when no child owns either row.
    ///
    /// The child that owns the previously focused row comes first, then the child that owns the
    /// next one; a child that owns both comes once and sees both. Like two UIKit tables that focus
    /// moves between, a child sees nil for the row it does not own, and its own row in its
    /// coordinates (local to its range, for a range child).
    final func routeFocus<Answer>(
        _ context: TableViewFocusUpdateContext, in tableView: TableView, otherwise fallback: @autoclosure () -> Answer,
        _ call: ([(child: any CascadingTableDelegate, context: TableViewFocusUpdateContext)]) -> Answer
    ) -> Answer {
        let recipients = focusRecipients(of: context, in: tableView)
        return recipients.isEmpty ? fallback() : call(recipients)
    }

    /// The children concerned by a focus update, in the order ``routeFocus(_:in:otherwise:_:)``
    /// calls them, with the context each sees.
    private func focusRecipients(
        of context: TableViewFocusUpdateContext, in tableView: TableView
    ) -> [(child: any CascadingTableDelegate, context: TableViewFocusUpdateContext)] {
        context.split { owner(of: $0, in: tableView) }.map { (child: $0.owner, context: $0.context) }
    }

    /// The child that answers for `indexPath` and the path as it sees it, or nil.
    private func owner(
        of indexPath: IndexPath, in tableView: TableView
    ) -> (node: any CascadingTableDelegate, local: IndexPath)? {
        route(indexPath, in: tableView, otherwise: nil) { child, local in (child, local) }
    }

    /// The first non-nil answer of `ask` over the children in order, translated out of the
    /// answering child's coordinates into this node's; `fallback()` when every child says nil.
    final func firstChildAnswer(
        in tableView: TableView, otherwise fallback: @autoclosure () -> IndexPath?,
        _ ask: (any CascadingTableDelegate) -> IndexPath?
    ) -> IndexPath? {
        for child in routing.children {
            guard let answer = ask(child) else { continue }
            // No row names this node's section: where it is located does.
            return translate(answer, outOf: child, tableView, section: nil)
        }
        return fallback()
    }
}

extension TableViewFocusUpdateContext {
    /// The nodes concerned by this update and the context each sees, given the node that answers
    /// for a row and the row as it sees it (`owner`): the previous row's node first, then the next
    /// row's; a node that answers for both comes once and sees both. Like two UIKit tables that
    /// focus moves between, a node sees nil for the row it does not answer for. Empty when neither
    /// row has an owner.
    package func split(
        by owner: (IndexPath) -> (node: any CascadingTableDelegate, local: IndexPath)?
    ) -> [(owner: any CascadingTableDelegate, context: TableViewFocusUpdateContext)] {
        let previous = previouslyFocusedIndexPath.flatMap(owner)
        let next = nextFocusedIndexPath.flatMap(owner)
        if let previous, let next, previous.node === next.node {
            let both = TableViewFocusUpdateContext(
                previouslyFocusedIndexPath: previous.local, nextFocusedIndexPath: next.local, focusHeading: focusHeading
            )
            return [(previous.node, both)]
        }
        var recipients: [(owner: any CascadingTableDelegate, context: TableViewFocusUpdateContext)] = []
        if let previous {
            recipients.append(
                (
                    previous.node,
                    TableViewFocusUpdateContext(
                        previouslyFocusedIndexPath: previous.local, nextFocusedIndexPath: nil,
                        focusHeading: focusHeading)
                ))
        }
        if let next {
            recipients.append(
                (
                    next.node,
                    TableViewFocusUpdateContext(
                        previouslyFocusedIndexPath: nil, nextFocusedIndexPath: next.local, focusHeading: focusHeading)
                ))
        }
        return recipients
    }
}
