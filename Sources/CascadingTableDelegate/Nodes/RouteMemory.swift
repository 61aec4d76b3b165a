import Foundation

/// Which child of each propagating node answered for an object (a context menu configuration, a
/// drag session), so that later calls about that object, which carry no index path, reach the
/// same child. Children are held weakly: the memory never keeps a node alive.
@MainActor
final class RouteMemory {
    private struct Entry {
        weak var child: (any CascadingTableDelegate)?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Remembers that `child` answered when asked through `node`.
    func remember(_ child: any CascadingTableDelegate, under node: AnyObject) {
        entries[ObjectIdentifier(node)] = Entry(child: child)
    }

    /// The child that answered when asked through `node`, if it still exists.
    func child(under node: AnyObject) -> (any CascadingTableDelegate)? {
        entries[ObjectIdentifier(node)]?.child
    }
}
