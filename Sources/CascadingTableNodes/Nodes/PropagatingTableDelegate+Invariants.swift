import CascadingTableCollections
import Foundation

// A routing node's caches, checked: the children routing reads, their unretained references,
// whether any owns a range, where each starts as last measured, and the wiring of each child.
extension PropagatingTableDelegate {
    /// Checks the node's routing caches, noting each problem in `report`: routing reads exactly the children (the same objects, in order), with an
    /// unretained reference to each node class among them; the range flag is right; each child has
    /// its position as `index` and this node as parent; the measured extents, when there are any,
    /// have one entry per child with its range flag, and a consistent look-up cache.
    ///
    /// - Complexity: O(*k*) for *k* children.
    func checkRoutingInvariants(into report: inout InvariantReport) {
        let children = childDelegates
        report.note(
            children.count == routing.children.count && routing.unretained.count == routing.children.count
                ? nil
                : "\(partName): \(routing.children.count) children routed, \(routing.unretained.count) references, for "
                    + "\(children.count) children")
        for (position, child) in children.enumerated() where position < routing.children.count {
            report.note(
                routing.children[position] === child ? nil : "\(partName): child \(position) is not the one routed to")
            let referenced = routing.unretained[position].map { withGuaranteedNode($0) { ObjectIdentifier($0) } }
            report.note(
                referenced == (child as? CascadingTableNode).map(ObjectIdentifier.init)
                    ? nil : "\(partName): the unretained reference of child \(position) is not the child")
            report.note(child.index == position ? nil : "\(partName): child \(position) has index \(child.index)")
            report.note(
                child.parentDelegate === self ? nil : "\(partName): child \(position) names another parent")
        }
        report.note(
            routing.hasRangeChildren == Self.anyOwnsRange(children)
                ? nil : "\(partName): says a child owns a range: \(routing.hasRangeChildren), and it is not so")
        guard let extents = routing.extents else { return }
        extents.checkInvariants(into: &report)
        report.note(
            extents.count == children.count
                ? nil : "\(partName): extents for \(extents.count) children of \(children.count)")
        for (position, child) in children.enumerated() where position < extents.count {
            report.note(
                extents.ownsRange[position] == child.ownsRange
                    ? nil : "\(partName): child \(position)'s range flag was measured as another")
        }
    }
}

/// Checks the caches of every node of the tree under `root` (`root` included) and, when the tree
/// serves a table, the table's (see ``TableView/invariantViolations()``), and returns what is
/// wrong: one message per broken invariant, empty when every cache agrees with what it caches.
///
/// The library never stops a program over these checks: call this from a test, after any step,
/// and fail the test when the answer is not empty (`CascadingTableTesting`'s
/// `checkInvariants(ofTreeUnder:)` does that, in XCTest and in Swift Testing). A non-empty answer
/// is a bug of the library: please report it with the steps that led to it.
///
/// - Parameter root: The root of a tree of nodes.
/// - Returns: The broken invariants, in the order they were found.
/// - Complexity: O(*n*) for the tree's nodes, rows and described rows.
@MainActor public func invariantViolations(ofTreeUnder root: any CascadingTableDelegate) -> [String] {
    var report = InvariantReport()
    var stack: [any CascadingTableDelegate] = [root]
    var visited = Set<ObjectIdentifier>()
    while let node = stack.popLast() {
        guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
        if let router = node as? PropagatingTableDelegate {
            router.checkRoutingInvariants(into: &report)
        }
        if let described = node as? any ContentDrivenNode {
            described.checkDescribedInvariants(into: &report)
        }
        stack.append(contentsOf: node.childDelegates)
    }
    root.attachedTableView?.checkInvariants(into: &report)
    return report.violations
}
