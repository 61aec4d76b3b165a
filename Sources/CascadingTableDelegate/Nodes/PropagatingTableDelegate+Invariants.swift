import Foundation

// A routing node's caches, checked: the children routing reads, their unretained references,
// whether any owns a range, where each starts as last measured, and the wiring of each child.
extension PropagatingTableDelegate {
    /// Checks the node's routing caches, stopping the program with a message naming the first
    /// problem: routing reads exactly the children (the same objects, in order), with an
    /// unretained reference to each node class among them; the range flag is right; each child has
    /// its position as `index` and this node as parent; the measured extents, when there are any,
    /// have one entry per child with its range flag, and a consistent look-up cache.
    ///
    /// - Complexity: O(*k*) for *k* children.
    func checkRoutingInvariants() {
        let children = childDelegates
        stopOnViolation(
            children.count == routing.children.count && routing.unretained.count == routing.children.count
                ? nil
                : "\(partName): \(routing.children.count) children routed, \(routing.unretained.count) references, for "
                    + "\(children.count) children")
        for (position, child) in children.enumerated() where position < routing.children.count {
            stopOnViolation(
                routing.children[position] === child ? nil : "\(partName): child \(position) is not the one routed to")
            let referenced = routing.unretained[position].map { withGuaranteedNode($0) { ObjectIdentifier($0) } }
            stopOnViolation(
                referenced == (child as? CascadingBareTableDelegate).map(ObjectIdentifier.init)
                    ? nil : "\(partName): the unretained reference of child \(position) is not the child")
            stopOnViolation(child.index == position ? nil : "\(partName): child \(position) has index \(child.index)")
            stopOnViolation(
                child.parentDelegate === self ? nil : "\(partName): child \(position) names another parent")
        }
        stopOnViolation(
            routing.hasRangeChildren == Self.anyOwnsRange(children)
                ? nil : "\(partName): says a child owns a range: \(routing.hasRangeChildren), and it is not so")
        guard let extents = routing.extents else { return }
        extents.checkInvariants()
        stopOnViolation(
            extents.count == children.count
                ? nil : "\(partName): extents for \(extents.count) children of \(children.count)")
        for (position, child) in children.enumerated() where position < extents.count {
            stopOnViolation(
                extents.ownsRange[position] == child.ownsRange
                    ? nil : "\(partName): child \(position)'s range flag was measured as another")
        }
    }
}

/// Checks the caches of every node of the tree under `root` (`root` included), and, when the
/// tree serves a table, the table's: what the randomized tests run after every step. Stops the
/// program with a message naming the first problem.
///
/// - Parameter root: The root of a tree of nodes.
/// - Complexity: O(*n*) for the tree's nodes, rows and described rows.
@_spi(Testing) @MainActor public func checkInvariants(ofTreeUnder root: any CascadingTableDelegate) {
    var stack: [any CascadingTableDelegate] = [root]
    var visited = Set<ObjectIdentifier>()
    while let node = stack.popLast() {
        guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
        if let router = node as? PropagatingTableDelegate {
            router.checkRoutingInvariants()
        }
        if let described = node as? DescribedNodeBase {
            described.checkDescribedInvariants()
        }
        stack.append(contentsOf: node.childDelegates)
    }
    root.attachedTableView?.checkInvariants()
}
