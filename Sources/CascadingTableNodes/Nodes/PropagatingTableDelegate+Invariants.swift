import CascadingTableCollections
import Foundation

// A routing node's caches, checked: the children routing reads, their unretained references,
// whether any owns a range, where each starts as last measured, and the wiring of each child.
extension PropagatingTableDelegate {
    /// Checks the node's routing caches, noting each problem in `report`: routing reads exactly the children (the same objects, in order), with an
    /// unretained reference to each node class among them; the range flag is right; each child has
    /// its position as `index` and this node as parent; the measured extents, when there are any,
    /// have one entry per child with its range flag, and a consistent look-up cache; the path kept
    /// for the row of a range routed to last is that row's; the sign of the running-call count says
    /// whether children wait to be let go.
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
        if let problem = routing.retirementProblem {
            report.note("\(partName): \(problem)")
        }
        report.note(
            routing.plainSectionClass == ObjectIdentifier(CascadingSectionTableDelegate.self)
                ? nil : "\(partName): the section class routing passes through is another class")
        let lastRow = routing.lastRangeRow
        report.note(
            lastRow >= -1
                && (routing.lastRangeRowPath == nil
                    || (lastRow >= 0 && routing.lastRangeRowPath == IndexPath(indexes: [0, lastRow])))
                ? nil
                : "\(partName): the path kept for a range's row \(lastRow) is \(String(describing: routing.lastRangeRowPath))"
        )
        checkExtentsAgainstTable(into: &report)
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

extension PropagatingTableDelegate {
    /// Checks, when the table this node serves is at rest, that where the children start is where
    /// the table has them: no count waits to be taken; each child has as many units as it answers
    /// now (one for a child without a range); and they add up to the node's region of the table
    /// (or fit in it, for a subclass, which may answer units of its own), which lies within the
    /// table's counts (the whole table, for a node that answers for it).
    /// Asks nothing that records anything: the table is not counting, and the node is prepared.
    ///
    /// - Complexity: O(*k*) for *k* children, plus the walk that locates the node.
    func checkExtentsAgainstTable(into report: inout InvariantReport) {
        guard routing.hasRangeChildren, let table = preparedTable, attachedTableView === table,
            let counts = table.countsAtRest
        else { return }
        report.note(routing.counted == nil ? nil : "\(partName): counted its children, and the table never took it")
        guard let extents = routing.extents, extents.count == routing.children.count,
            let region = tableFrame?.region
        else { return }
        let rowMode = propagationMode == .row
        for (position, child) in routing.children.enumerated() {
            let units =
                !child.ownsRange
                ? 1 : rowMode ? child.tableView(table, numberOfRowsInSection: 0) : child.numberOfSections(in: table)
            report.note(
                extents.units(ofChildAt: position) == max(units, 0)
                    ? nil
                    : "\(partName): child \(position) (\(type(of: child))) has \(extents.units(ofChildAt: position)) "
                        + "rows or sections in the table and answers \(units): its count changed without an update "
                        + "of the table")
        }
        // The library's own classes answer exactly their children's units. A subclass may answer
        // units of its own besides (`super` plus one row): its children then fill part of its
        // region, from its start.
        let exact = Self.answersOnlyItsChildren(self)
        let holdsChildren = { (units: Int) in exact ? units == extents.total : units >= extents.total }
        let fits: Bool
        switch (rowMode, region) {
        case (false, .table): fits = holdsChildren(counts.count)
        case (false, .sections(let sections)):
            fits = holdsChildren(sections.count) && sections.upperBound <= counts.count
        case (true, .sections(let sections)):
            // A `.row`-mode node in one section answers for all of its rows.
            fits =
                sections.count == 1 && counts.indices.contains(sections.lowerBound)
                && holdsChildren(counts[sections.lowerBound])
        case (true, .rows(let section, let rows)):
            fits = holdsChildren(rows.count) && counts.indices.contains(section) && rows.upperBound <= counts[section]
        default: fits = false
        }
        report.note(fits ? nil : "\(partName): its children add up to \(extents.total) units; the table has \(region)")
    }

    /// Whether `node` is of one of the library's routing classes exactly, which count exactly
    /// their children's units; a subclass may override a count.
    static func answersOnlyItsChildren(_ node: PropagatingTableDelegate) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: node))
        return type == ObjectIdentifier(PropagatingTableDelegate.self)
            || type == ObjectIdentifier(CascadingSectionTableDelegate.self)
            || type == ObjectIdentifier(CascadingRootTableDelegate.self)
            || type == ObjectIdentifier(CascadingRangeTableDelegate.self)
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
