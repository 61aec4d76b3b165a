import Foundation

/// What code that replaces a node's children knows about the change, so that the node wires them
/// without comparing the old and new lists: which children are gone, which are new, and which
/// already have the node as their parent.
///
/// Finding that out costs two hash sets of the children that differ (most of them once a row is
/// inserted near the top) and a weak read of every child's parent; a described node knows it
/// from its update plan.
struct ChildWiring {
    /// The old children that are not children any more.
    var removed: [any CascadingTableDelegate] = []

    /// The children that were not children before, in order.
    var added: [any CascadingTableDelegate] = []

    /// For each new child, whether its parent is this node already (it was a child, and nothing
    /// else can have adopted it), so only its index may need writing.
    var keepsParent: [Bool] = []
}

extension PropagatingTableDelegate {
    /// Wires the children as `wiring` describes the change from the old ones: the removed
    /// children that still name this node as their parent lose it, every child gets its position
    /// as `index` and this node as parent (read only where `wiring` does not know it), and the
    /// added children are prepared with the table this node was prepared with, if any. The same
    /// outcome as ``detachRemovedChildren(_:)``, ``CascadingTableDelegate/validateChildDelegates()``
    /// and ``prepareAddedChildren(_:)``.
    ///
    /// - Complexity: O(*n*) plain reads and writes for *n* children, plus a weak read for each
    ///   child whose parent is not known.
    final func wire(_ wiring: ChildWiring) {
        for child in wiring.removed where child.parentDelegate === self {
            child.parentDelegate = nil
        }
        let keepsParent = wiring.keepsParent
        for (position, child) in childDelegates.enumerated() {
            if child.index != position {
                child.index = position
            }
            if !keepsParent[position], child.parentDelegate !== self {
                child.parentDelegate = self
            }
        }
        guard let table = currentTableView else { return }
        for child in wiring.added {
            child.prepare(tableView: table)
        }
    }
}
