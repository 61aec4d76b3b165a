import Foundation

/// The walks of one expanded row's subtree, the stamps of a row shown, and the rows shown put back
/// together as given.
extension OutlineLayout {
    /// The rows under `row` that are visible when it is expanded: its children, and theirs while
    /// they are in `expanded`, depth first, stamped one level deeper than `row` and on. `row`'s
    /// children are those of an outline laid out already (free of duplicates).
    ///
    /// - Complexity: O(*k*) for *k* rows returned, plus the children of the collapsed ones.
    static func visibleRows(under row: RowDescription, expanded: Set<DescribedID>) -> [RowDescription] {
        var rows: [RowDescription] = []
        rows.reserveCapacity(row.childStorage.count)
        // As the layout's walk: the level being read apart from those it suspended, and each row
        // copied once, into the rows returned, and stamped there (copied out, then stamped into
        // a copy, each row was copied twice).
        var current = (rows: row.childStorage, next: 0)
        var suspended: [(rows: [RowDescription], next: Int)] = []
        let depth = row.depth + 1
        while true {
            guard current.next < current.rows.count else {
                guard let resumed = suspended.popLast() else { break }
                current = resumed
                continue
            }
            let index = current.next
            current.next += 1
            let isOpen =
                !current.rows[index].childStorage.isEmpty && expanded.contains(current.rows[index].id)
            rows.append(current.rows[index])
            stamp(&rows[rows.count - 1], depth: depth + suspended.count, expanded: isOpen)
            if isOpen {
                let children = current.rows[index].childStorage
                suspended.append(current)
                current = (children, 0)
            }
        }
        return rows
    }

    /// Calls `body` with each row under `row` that is shown while `row` is expanded (its children,
    /// and theirs while they are in `expanded`), depth first, with where it is: its parent and its
    /// index among the parent's children. `row`'s children are those of an outline laid out
    /// already.
    ///
    /// - Complexity: O(*k*) for *k* rows, plus `body`.
    static func forEachRowShown(
        under row: RowDescription, expanded: Set<DescribedID>, _ body: (RowDescription, HiddenPlace) -> Void
    ) {
        var stack: [(parent: DescribedID, rows: [RowDescription], next: Int)] = [(row.id, row.children, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].rows.count else {
                stack.removeLast()
                continue
            }
            let index = stack[top].next
            let child = stack[top].rows[index]
            stack[top].next += 1
            body(child, HiddenPlace(parent: stack[top].parent, index: index))
            if !child.children.isEmpty && expanded.contains(child.id) {
                stack.append((child.id, child.children, 0))
            }
        }
    }

    /// `row` as shown at `depth`, expanded or not; expanded, without its children (the rows shown
    /// after it), unless it is too deep for its descendants' stamps to tell them apart.
    static func stamped(_ row: RowDescription, depth: Int, expanded: Bool) -> RowDescription {
        var row = row
        stamp(&row, depth: depth, expanded: expanded)
        return row
    }

    /// Stamps `row` as ``stamped(_:depth:expanded:)`` does, in place.
    static func stamp(_ row: inout RowDescription, depth: Int, expanded: Bool) {
        row.depthValue = UInt16(clamping: depth)
        if expanded {
            row.outlineFlags.insert(.shownExpanded)
            if depth <= deepestRegroupedDepth {
                row.childStorage = []
            }
        } else {
            row.outlineFlags.remove(.shownExpanded)
        }
    }

    /// The deepest depth at which an expanded row shown is kept without its children: its
    /// children's stamped depth (one more) is below `UInt16.max`, where stamps saturate, so the
    /// rows under it are told by their depth. A deeper expanded row keeps its children, and the
    /// rows shown under it are skipped when the outline is put back together.
    static let deepestRegroupedDepth = Int(UInt16.max) - 2

    /// The rows shown, `rows` (a run of the store's, depth first, stamped), put back together as
    /// given: each expanded row with the rows shown under it as its children, every row without
    /// its stamps (depth 0, not shown expanded).
    ///
    /// - Complexity: O(*k*) for *k* rows.
    static func regrouped(_ rows: [RowDescription]) -> [RowDescription] {
        // The expanded rows whose children are being gathered, outermost first, and the children
        // of each so far (level 0: the rows at the run's own depth).
        var parents: [RowDescription] = []
        var levels: [[RowDescription]] = [[]]
        // Rows deeper than this are shown under a row that kept its children: skipped.
        var skipsDeeperThan: UInt16?
        func closeLevel() {
            var parent = parents.removeLast()
            parent.childStorage = levels.removeLast()
            parent.depthValue = 0
            levels[levels.count - 1].append(parent)
        }
        for index in rows.indices {
            let depth = rows[index].depthValue
            if let limit = skipsDeeperThan {
                if depth > limit { continue }
                skipsDeeperThan = nil
            }
            while let parent = parents.last, depth <= parent.depthValue {
                closeLevel()
            }
            var row = rows[index]
            let isExpanded = row.outlineFlags.contains(.shownExpanded)
            row.outlineFlags.remove(.shownExpanded)
            if isExpanded && row.hasChildren && row.childStorage.isEmpty {
                // Its depth is read by the rows after it; reset when its level closes.
                parents.append(row)
                levels.append([])
                continue
            }
            if isExpanded && !row.childStorage.isEmpty {
                skipsDeeperThan = depth
            }
            row.depthValue = 0
            levels[levels.count - 1].append(row)
        }
        while !parents.isEmpty {
            closeLevel()
        }
        return levels[0]
    }
}
