import Foundation

/// What a drop would do, as `UIDropOperation`.
public enum DropOperation: Sendable, Equatable {
    /// Nothing: the drop is not possible here, and no sign says why.
    case cancel
    /// Nothing: the drop is forbidden here, and the user sees so.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// The drop delegate's answer while a drag hovers over the table, as `UITableViewDropProposal`.
public struct TableViewDropProposal: Sendable, Equatable {
    /// Where the items would go, as `UITableViewDropProposal.Intent`.
    public enum Intent: Sendable, Equatable {
        /// No preference.
        case unspecified
        /// The items are inserted as new rows at the destination.
        case insertAtDestinationIndexPath
        /// The items go into the row at the destination.
        case insertIntoDestinationIndexPath
        /// The table picks between the two from where the finger is.
        case automatic
    }

    /// What the drop would do.
    public var operation: DropOperation

    /// Where the items would go.
    public var intent: Intent

    /// Creates a proposal.
    ///
    /// - Parameters:
    ///   - operation: What the drop would do.
    ///   - intent: Where the items would go. Defaults to ``Intent/unspecified``.
    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

/// How a drop ended, as the simulated gestures report it.
public enum DropOutcome: Sendable, Equatable {
    /// The drop delegate could not handle the session (`canHandle` was false), or there is none.
    case refused
    /// The last proposal was `.cancel` or `.forbidden`, or the drag was let go outside the table.
    case cancelled(DropOperation)
    /// `performDropWith` ran; the rows where the coordinator placed items, in the table's
    /// coordinates and the order placed.
    case dropped(placements: [IndexPath])
    /// A local drag reordered its row through `moveRowAt`; where it landed.
    case moved(to: IndexPath)
}
