import Foundation

/// What code that replaces a node's children knows about the change, so that the node wires them
/// without comparing the old and new lists, nor visiting every child again: which children are
/// gone, which are new, which still need their index and parent written, and what routing reads
/// of each child.
///
/// Finding that out costs two hash sets of the children that differ (most of them once a row is
/// inserted near the top), and a weak read of every child's parent and two more visits to every
/// child; a described node knows it from its update plan, and sees each child as it installs it.
struct ChildWiring {
    /// The old children that are not children any more.
    var removed: [any CascadingTableDelegate] = []

    /// The children that were not children before, in order.
    var added: [any CascadingTableDelegate] = []

    /// The positions of the children whose index and parent may be wrong; every other child has
    /// its position as index and this node as parent already.
    var unwired: [Int] = []

    /// Each child as routing reads it (see ``PropagatingTableDelegate/unretainedChildren``).
    var unretained = ContiguousArray<Unmanaged<CascadingBareTableDelegate>?>()

    /// Whether any child owns a range.
    var anyOwnsRange = false

    /// Records the next child as routing reads it.
    @MainActor
    mutating func append(_ child: any CascadingTableDelegate) {
        if let node = child as? CascadingBareTableDelegate {
            unretained.append(Unmanaged.passUnretained(node))
        } else {
            unretained.append(nil)
        }
        if child.ownsRange {
            anyOwnsRange = true
        }
    }
}

extension PropagatingTableDelegate {
    /// Wires the children as `wiring` describes the change from the old ones: the removed
    /// children that still name this node as their parent lose it, the children `wiring` does not
    /// know to be wired get their position as `index` and this node as parent, and the added
    /// children are prepared with the table this node was prepared with, if any. The same outcome
    /// as ``detachRemovedChildren(_:)``, ``CascadingTableDelegate/validateChildDelegates()`` and
    /// ``prepareAddedChildren(_:)``.
    ///
    /// - Complexity: O(*r* + *u* + *a*) for the removed, unwired and added children, plus a weak
    ///   read for each unwired child that is not a node class.
    final func wire(_ wiring: ChildWiring) {
        for child in wiring.removed where child.parentDelegate === self {
            child.parentDelegate = nil
        }
        let children = childDelegates
        let serial = serial
        for position in wiring.unwired {
            // A node class is checked through its parent's serial, as in `wireChildren()`: a
            // weak read per child cost most of an insert near the top of a long list.
            if let node = unretainedChildren[position] {
                node._withUnsafeGuaranteedRef { child in
                    if child.index != position {
                        child.index = position
                    }
                    if child.parentSerial != serial {
                        child.parentDelegate = self
                    }
                }
                continue
            }
            let child = children[position]
            if child.index != position {
                child.index = position
            }
            if child.parentDelegate !== self {
                child.parentDelegate = self
            }
        }
        guard let table = currentTableView else { return }
        for child in wiring.added {
            child.prepare(tableView: table)
        }
    }
}
