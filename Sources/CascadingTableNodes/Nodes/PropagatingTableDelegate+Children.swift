import CascadingTableView
import Foundation

// Setting the children: routing adopts the new list, each child is wired to its position and to
// this node, children that left are let go and children that arrived are prepared.
extension PropagatingTableDelegate {
    /// Keeps the children routing reads now alive until the outermost routed call returns, when
    /// one is running (see `RoutingState.unretained`).
    final func retireRoutingChildren() {
        if routing.runningCalls > 0 {
            routing.retire(routing.children)
        }
    }

    /// Makes routing read the current children, given the lengths of the prefix and suffix they
    /// share with the children routing read until now.
    ///
    /// - Complexity: O(*n*); only the children between the shared ends are looked at as node
    ///   classes (one insert or delete looks at one).
    final func adoptChildren(sharing ends: (prefix: Int, suffix: Int)) {
        retireRoutingChildren()
        let oldReferences = routing.unretained
        let (prefix, suffix) = ends
        routing.children = ContiguousArray(childDelegates)
        var references = ContiguousArray<Unmanaged<CascadingTableNode>?>()
        references.reserveCapacity(routing.children.count)
        references.append(contentsOf: oldReferences[..<prefix])
        references.append(contentsOf: Self.unretained(routing.children[prefix..<routing.children.count - suffix]))
        references.append(contentsOf: oldReferences[(oldReferences.count - suffix)...])
        routing.unretained = references
        routing.hasRangeChildren = Self.anyOwnsRange(childDelegates)
        // The table's counts are of the old children: routing finds none until it counts again.
        routing.extents = nil
        routing.counted = nil
    }

    /// Makes every child's ``CascadingTableNode/index`` its position and its
    /// ``CascadingTableNode/parentDelegate`` this node, as
    /// ``CascadingTableDelegate/validateChildDelegates()`` does, writing each only when it
    /// changes. A child that is a node class is checked through its
    /// ``CascadingTableNode/parentSerial``, without reading its weak parent, so that
    /// inserting one row into a long list reads no weak reference per child.
    ///
    /// - Complexity: O(*n*) for *n* children, plus a weak read for each child that is not a node
    ///   class.
    final func wireChildren() {
        let serial = serial
        for position in routing.children.indices {
            if let node = routing.unretained[position] {
                withGuaranteedNode(node) { child in
                    if child.index != position {
                        child.index = position
                    }
                    if child.parentSerial != serial {
                        child.parentDelegate = self
                    }
                }
            } else {
                let child = routing.children[position]
                if child.index != position {
                    child.index = position
                }
                if child.parentDelegate !== self {
                    child.parentDelegate = self
                }
            }
        }
    }

    /// Clears `parentDelegate` of the children in `oldChildren` that are no longer children and
    /// still name this node as their parent, so they no longer claim a place in the table.
    ///
    /// `ends` are the lengths of the prefix and suffix the old and new children share (see
    /// ``sharedEnds(_:_:)``), worked out once by the observer for every step of setting them.
    ///
    /// - Complexity: hashing for the *m* children between the shared ends (the ones that can have
    ///   changed): one insert or delete costs no hashing.
    final func detachRemovedChildren(
        _ oldChildren: [any CascadingTableDelegate], sharing ends: (prefix: Int, suffix: Int)
    ) {
        let (removed, added) = Self.middles(oldChildren, childDelegates, outside: ends)
        guard !removed.isEmpty else { return }
        let current = Self.identities(of: added)
        for child in removed where !current.contains(ObjectIdentifier(child)) && child.parentDelegate === self {
            // A child that is also in the shared ends (listed twice) gets its parent back from
            // `wireChildren()`, which runs next.
            child.parentDelegate = nil
        }
    }

    /// Prepares the children that were not in `oldChildren` with the table this node was prepared
    /// with, if any.
    ///
    /// - Complexity: as ``detachRemovedChildren(_:sharing:)``.
    final func prepareAddedChildren(
        _ oldChildren: [any CascadingTableDelegate], sharing ends: (prefix: Int, suffix: Int)
    ) {
        guard let table = preparedTable else { return }
        let (removed, added) = Self.middles(oldChildren, childDelegates, outside: ends)
        guard !added.isEmpty else { return }
        let previous = Self.identities(of: removed)
        var candidates: [any CascadingTableDelegate] = []
        for child in added where !previous.contains(ObjectIdentifier(child)) {
            candidates.append(child)
        }
        guard !candidates.isEmpty else { return }
        // A candidate may still be an old child from the shared ends if it is listed twice: a
        // few candidates (one insert) are looked for there one by one, many through a set.
        let ends = [oldChildren[..<removed.startIndex], oldChildren[removed.endIndex...]]
        var endIdentities: Set<ObjectIdentifier>?
        if candidates.count > 8 {
            endIdentities = Self.identities(of: ends[0]).union(Self.identities(of: ends[1]))
        }
        for child in candidates {
            let isOld = endIdentities?.contains(ObjectIdentifier(child)) ?? Self.contains(child, in: ends)
            if !isOld {
                child.prepare(tableView: table)
            }
        }
    }

    /// Whether `child` is one of `lists`' children, by identity.
    private static func contains(
        _ child: any CascadingTableDelegate, in lists: [ArraySlice<any CascadingTableDelegate>]
    ) -> Bool {
        for list in lists {
            for other in list where other === child {
                return true
            }
        }
        return false
    }

    /// The parts of `old` and `new` between the shared `ends` (see ``sharedEnds(_:_:)``): every
    /// child added or removed is in them.
    static func middles(
        _ old: [any CascadingTableDelegate], _ new: [any CascadingTableDelegate],
        outside ends: (prefix: Int, suffix: Int)
    ) -> (old: ArraySlice<any CascadingTableDelegate>, new: ArraySlice<any CascadingTableDelegate>) {
        (old[ends.prefix..<old.count - ends.suffix], new[ends.prefix..<new.count - ends.suffix])
    }

    /// The lengths of the longest common prefix and suffix of `old` and `new`, compared by
    /// identity; they do not overlap.
    static func sharedEnds<
        Old: RandomAccessCollection<any CascadingTableDelegate>, New: RandomAccessCollection<any CascadingTableDelegate>
    >(
        _ old: Old, _ new: New
    ) -> (prefix: Int, suffix: Int) where Old.Index == Int, New.Index == Int {
        let oldStart = old.startIndex
        let newStart = new.startIndex
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter && old[oldStart + prefix] === new[newStart + prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix && old[old.endIndex - 1 - suffix] === new[new.endIndex - 1 - suffix] {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// The identities of `children`, in a loop (a closure handed to `map` would run a main-actor
    /// check per child).
    static func identities(of children: ArraySlice<any CascadingTableDelegate>) -> Set<ObjectIdentifier> {
        var identities = Set<ObjectIdentifier>(minimumCapacity: children.count)
        for child in children {
            identities.insert(ObjectIdentifier(child))
        }
        return identities
    }

    /// Whether any of `children` owns a range, in a loop (see ``identities(of:)``).
    static func anyOwnsRange(_ children: [any CascadingTableDelegate]) -> Bool {
        for child in children where child.ownsRange {
            return true
        }
        return false
    }
}
