import CascadingTableCollections
import CascadingTableView
import Foundation

// Where a node is in its table, translating between its coordinates and the table's, and
// reloading just its part.
extension CascadingTableDelegate {
    /// The table this node's tree serves: the one its root (a node class) was last prepared with,
    /// while the root is still that table's data source; nil otherwise.
    public var attachedTableView: TableView? {
        Self.servedTable(root: topmostAncestor)
    }

    /// The part of the attached table this node answers for, as the table last counted it; nil
    /// when the node is not attached, a parent does not hold it at its `index`, or two levels
    /// demand different places (the node can never be reached).
    ///
    /// - Complexity: O(*d*) for a node at depth *d*; more for an ancestor whose children own
    ///   ranges and that the table has not counted since they changed: its children are counted
    ///   (each range child answering its own count, nested ranges included).
    public var regionInTable: NodeRegion? { tableFrame?.region }

    /// The section this node answers for, when it is a section-level node (a child of a
    /// `.section`-mode node that does not own a range) of a tree attached to a table; nil
    /// otherwise.
    public var sectionInTable: Int? {
        guard let frame = tableFrame, frame.fixedRow == nil, !ownsRange, case .sections = frame.region else {
            return nil
        }
        return frame.fixedSection
    }

    /// The row this node answers for, when it is a row-level node (under a `.row`-mode node,
    /// itself under a `.section`-mode node) that does not own a range, of a tree attached to a
    /// table; nil otherwise.
    public var indexPathInTable: IndexPath? {
        guard let frame = tableFrame, !ownsRange, let section = frame.fixedSection, let row = frame.fixedRow else {
            return nil
        }
        return IndexPath(indexes: [section, row])
    }

    /// The table's index path for an index path as this node sees it (local to its range, for a
    /// node that owns one; its parent's otherwise).
    ///
    /// - Parameter indexPath: An index path in this node's coordinates.
    /// - Returns: The same row in the table's coordinates, or nil when the node is not attached or
    ///   the row is not one this node answers for.
    public func tableIndexPath(forLocal indexPath: IndexPath) -> IndexPath? {
        guard indexPath.isTableIndexPath, let frame = tableFrame else { return nil }
        let table = IndexPath(indexes: [indexPath[0] + frame.sectionShift, indexPath[1] + frame.rowShift])
        return frame.contains(table) ? table : nil
    }

    /// The index path this node sees for a row of the table: the inverse of
    /// ``tableIndexPath(forLocal:)``.
    ///
    /// - Parameter indexPath: An index path in the table's coordinates.
    /// - Returns: The same row in this node's coordinates, or nil when the node is not attached or
    ///   does not answer for that row.
    public func localIndexPath(forTable indexPath: IndexPath) -> IndexPath? {
        guard indexPath.isTableIndexPath, let frame = tableFrame, frame.contains(indexPath)
        else { return nil }
        return IndexPath(indexes: [indexPath[0] - frame.sectionShift, indexPath[1] - frame.rowShift])
    }

    /// The table's section for a section as this node sees it.
    ///
    /// - Parameter section: A section in this node's coordinates.
    /// - Returns: The table's section, or nil when the node is not attached or does not answer for
    ///   (rows of) that section.
    public func tableSection(forLocal section: Int) -> Int? {
        guard let frame = tableFrame else { return nil }
        let table = section + frame.sectionShift
        return frame.containsSection(table) ? table : nil
    }

    /// The section this node sees for a section of the table: the inverse of
    /// ``tableSection(forLocal:)``.
    ///
    /// - Parameter section: A section in the table's coordinates.
    /// - Returns: The section in this node's coordinates, or nil.
    public func localSection(forTable section: Int) -> Int? {
        guard let frame = tableFrame, frame.containsSection(section) else { return nil }
        return section - frame.sectionShift
    }

    /// Asks the attached table to reload just this node: its row or rows (`reloadRows`) or its
    /// section or sections (`reloadSections`).
    ///
    /// Inside a batch (`performBatchUpdates` or `performLocalUpdates`), the reload names the
    /// node's rows or sections where the table shows them when the batch is applied, whatever
    /// else the batch changes (its parent moving it, say); outside one it is a batch of its own,
    /// asked through the table's `reloadSections(_:with:)` or `reloadRows(at:with:)`. When the
    /// same batch removes the node, the reload goes with its rows; when it replaces the node by
    /// one with the same ``stableID`` (its rows stay), those rows are reloaded.
    ///
    /// - Parameter animation: The animation asked for.
    /// - Returns: Whether the node was located and a reload asked for; false for a root, which
    ///   answers for the whole table (call `reloadData()`), and for a node that is not attached.
    @discardableResult
    public func reloadInTable(with animation: TableView.RowAnimation = .automatic) -> Bool {
        guard let table = attachedTableView, let region = frame(asShown: table.hasOpenBatch)?.region else {
            return false
        }
        let inBatch = table.hasOpenBatch
        let operation: LocalOperation
        switch region {
        case .table:
            return false
        case .sections(let sections):
            operation = UnitChange.reload.operation(on: 0..<sections.count, rows: false)
        case .rows(_, let rows):
            operation = UnitChange.reload.operation(on: 0..<rows.count, rows: true)
        }
        if inBatch {
            table.enqueue(
                LocalUpdate(
                    part: NodeRegionPart(node: self, shown: region.placement), operation: operation,
                    animation: animation))
        } else {
            table.perform(operation, inRegion: region, with: animation)
        }
        return true
    }

    /// The root of this node's tree (this node when it has no parent).
    var topmostAncestor: any CascadingTableDelegate {
        var node: any CascadingTableDelegate = self
        var steps = 0
        while let parent = node.parentDelegate, steps < nodeMaximumDepth {
            node = parent
            steps += 1
        }
        return node
    }

    /// This node's place in the attached table, worked out from the root down: each
    /// `.section`-mode ancestor fixes the section of a child that is not a range and shifts the
    /// sections of one that is; each `.row`-mode ancestor does the same for rows.
    package var tableFrame: NodeFrame? { frame(asShown: false) }

    /// This node's place in the attached table: as the table shows it when `asShown` is true
    /// (through the children each ancestor had before the open batch changed them), as the tree
    /// is now otherwise.
    func frame(asShown: Bool) -> NodeFrame? {
        // One walk up finds the root, hence the table, and the ancestors to step down through.
        guard let chain = ancestry(), let table = Self.servedTable(root: chain[chain.count - 1]) else { return nil }
        guard table.isTranslatingBatch else { return computeFrame(down: chain, asShown: asShown, in: table) }
        return NodePlaces.kept(asShown: asShown, by: table).frame(of: self, in: table)
    }

    /// ``frame(asShown:)`` for a table that asks where the node is in it: nil when the node is
    /// not located in `table`.
    func frame(asShown: Bool, in table: TableView) -> NodeFrame? {
        guard table.isTranslatingBatch else { return walkedFrame(asShown: asShown, in: table) }
        return NodePlaces.kept(asShown: asShown, by: table).frame(of: self, in: table)
    }

    /// ``frame(asShown:in:)`` worked out by a walk to the root and back, keeping nothing: nil
    /// when the node's root does not serve `table`.
    func walkedFrame(asShown: Bool, in table: TableView) -> NodeFrame? {
        guard let chain = ancestry(), Self.servedTable(root: chain[chain.count - 1]) === table else { return nil }
        return computeFrame(down: chain, asShown: asShown, in: table)
    }

    /// This node and its ancestors, from the node up to its root; nil when it has more than
    /// ``nodeMaximumDepth`` ancestors (or a cycle of parents), which is never located.
    fileprivate func ancestry() -> [any CascadingTableDelegate]? {
        // Room for a usual tree's depth at once: growing one by one reallocated the chain twice
        // for a node two levels down, and a described list's edit walks it three times.
        var chain: [any CascadingTableDelegate] = []
        chain.reserveCapacity(8)
        chain.append(self)
        while let parent = chain[chain.count - 1].parentDelegate {
            guard chain.count <= nodeMaximumDepth else { return nil }
            chain.append(parent)
        }
        return chain
    }

    /// The table `root` serves, as ``attachedTableView`` answers for the nodes of its tree.
    fileprivate static func servedTable(root: any CascadingTableDelegate) -> TableView? {
        guard let top = root as? CascadingTableNode, let table = top.preparedTable, table.dataSource === top else {
            return nil
        }
        return table
    }

    /// ``frame(asShown:)``, worked out: a walk to the root and back.
    func computeFrame(asShown: Bool, in table: TableView, asksNothing: Bool = false) -> NodeFrame? {
        guard let chain = ancestry() else { return nil }
        return computeFrame(down: chain, asShown: asShown, in: table, asksNothing: asksNothing)
    }

    /// The frame stepped down `chain` (see ``ancestry()``) from its root, placed in `table`.
    private func computeFrame(
        down chain: [any CascadingTableDelegate], asShown: Bool, in table: TableView, asksNothing: Bool = false
    ) -> NodeFrame? {
        var frame = NodeFrame(table: table)
        frame.asShown = asShown
        frame.asksNothing = asksNothing
        for (parent, child) in zip(chain.reversed(), chain.reversed().dropFirst()) {
            // A class cast: a cast to a protocol looks the conformance up at run time.
            guard let placing = parent as? CascadingTableNode, placing.place(child, in: &frame, of: table)
            else {
                return asksNothing && frame.askedForCounts ? frame : nil
            }
        }
        return frame
    }
}

/// How many levels a location walks up before giving up (a cycle of parents, say).
let nodeMaximumDepth = 1_000
