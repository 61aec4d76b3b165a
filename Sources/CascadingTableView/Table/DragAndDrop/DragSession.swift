import Foundation

/// A drag in progress, as seen by the side it started from, as `UIDragSession`.
@MainActor
public final class DragSession {
    /// The items being dragged, in the order they were added.
    public private(set) var items: [DragItem] = []

    /// Anything the drag delegate wants to keep for the length of the drag.
    public var localContext: Any?

    /// The row each item was dragged from, in the table's coordinates, parallel to ``items``.
    private(set) var sourceIndexPaths: [IndexPath] = []

    /// Which child of each propagating node gave the first items, so the session calls, which
    /// name no row, reach the same node.
    package let routes = RouteMemory()

    /// Creates an empty session. The table makes one for each simulated drag; make your own to
    /// call a drag delegate directly, in a test.
    public init() {}

    /// Adds items dragged from `indexPath`.
    func add(_ newItems: [DragItem], from indexPath: IndexPath) {
        items += newItems
        sourceIndexPaths += Array(repeating: indexPath, count: newItems.count)
    }
}

/// A drag in progress, as seen by the side it may drop on, as `UIDropSession`.
@MainActor
public final class DropSession {
    /// The items being dragged.
    public let items: [DragItem]

    /// The drag session when the drag started in this app (this table, for the simulation);
    /// nil for a drag from outside.
    public let localDragSession: DragSession?

    /// Creates a session. The table makes one for each simulated drop; make your own to call a
    /// drop delegate directly, in a test.
    ///
    /// - Parameters:
    ///   - items: The items being dragged.
    ///   - localDragSession: The drag session, for a drag from this app; nil from outside.
    public init(items: [DragItem], localDragSession: DragSession? = nil) {
        self.items = items
        self.localDragSession = localDragSession
    }

    /// Whether any item can be loaded as one of `typeIdentifiers`.
    ///
    /// - Parameter typeIdentifiers: Uniform type identifiers.
    /// - Returns: Whether an item declares one of them.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { !Set($0.typeIdentifiers).isDisjoint(with: typeIdentifiers) }
    }
}
