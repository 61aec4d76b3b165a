// Drag and drop as the shell uses it: items, sessions, proposals and the drop coordinator, with
// the iOS 18 SDK's signatures for the members it touches. Bodies are placeholders: the stand-in
// table does not model drags and drops, and no test runs them.

#if !canImport(ObjectiveC)
    /// Foundation's item provider, which Foundation has only with the Objective-C runtime.
    open class NSItemProvider: NSObject {
        /// A provider with nothing registered.
        public override init() {}

        /// The type identifiers the provider can load, in the order registered.
        open var registeredTypeIdentifiers: [String] { [] }
    }
#endif

/// UIKit's dragged item: what it carries, and the app's own object for drops in the app.
@MainActor
open class UIDragItem: NSObject {
    /// The item's data, for any destination.
    open var itemProvider: NSItemProvider { provider }
    private let provider: NSItemProvider

    /// The app's own object, seen by drops in the same app.
    open var localObject: Any?

    /// An item whose data `itemProvider` gives.
    public init(itemProvider: NSItemProvider) {
        provider = itemProvider
    }
}

/// What drag sessions and drop sessions share: their items.
@MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items dragged.
    var items: [UIDragItem] { get }
}

/// A drag that started in this app.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// The app's own value for the whole drag.
    var localContext: Any? { get set }
}

/// A drag arriving at a destination.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app.
    var localDragSession: (any UIDragSession)? { get }
}

/// What a drop does with its items (an unsigned integer in UIKit).
public enum UIDropOperation: UInt, @unchecked Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}

/// A destination's answer to a drag moving over it.
@MainActor
open class UIDropProposal: NSObject {
    /// The operation proposed.
    open var operation: UIDropOperation { proposedOperation }
    private let proposedOperation: UIDropOperation

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        proposedOperation = operation
    }
}

extension UITableViewDropProposal {
    /// Where in the table the drop goes.
    public enum Intent: Int, @unchecked Sendable {
        case unspecified = 0
        case insertAtDestinationIndexPath = 1
        case insertIntoDestinationIndexPath = 2
        case automatic = 3
    }
}

/// A table's drop proposal: an operation and where the items go.
@MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the items go.
    open var intent: UITableViewDropProposal.Intent { proposedIntent }
    private let proposedIntent: UITableViewDropProposal.Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        proposedIntent = intent
        super.init(operation: operation)
    }
}

/// An item arriving in a table.
@MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from, for a drag from this table.
    var sourceIndexPath: IndexPath? { get }
}

/// The animation of an item to its place.
@MainActor
public protocol UIDragAnimating: NSObjectProtocol {}

/// What a table's drop delegate uses to take a drop in.
@MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items dropped.
    var items: [any UITableViewDropItem] { get }
    /// Where; nil over no row.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}
