import CascadingTableCollections
import CascadingTableView
import Foundation

// Where a node is in its table, translating between its coordinates and the table's, and
// reloading just its part.
extension CascadingTableDelegate {
    /// The table this node's tree serves: the one its root (a node class) was last prepared with,
    /// while the root is still that table's data source; nil otherwise.
    public var attachedTableView: TableView? {
        NodeWalk.servedTable(root: topmostAncestor)
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
        // One walk up finds the root, hence the table, and steps back down unless the table is
        // translating a batch (then the places it keeps answer).
        var frame: NodeFrame?
        switch NodeWalk.walk(
            down: self, below: 0, asShown: asShown, asksNothing: false, root: .servingAny, into: &frame)
        {
        case .placed, .stopped: return frame
        case .notLocated: return nil
        case .translating(let table): return NodePlaces.frame(of: self, asShown: asShown, in: table)
        }
    }

    /// ``frame(asShown:)`` for a table that asks where the node is in it: nil when the node is
    /// not located in `table`.
    func frame(asShown: Bool, in table: TableView) -> NodeFrame? {
        guard table.isTranslatingBatch else { return walkedFrame(asShown: asShown, in: table) }
        return NodePlaces.frame(of: self, asShown: asShown, in: table)
    }

    /// ``frame(asShown:in:)`` worked out by a walk to the root and back, keeping nothing: nil
    /// when the node's root does not serve `table`.
    func walkedFrame(asShown: Bool, in table: TableView) -> NodeFrame? {
        NodeWalk.frame(of: self, asShown: asShown, root: .serving(table))
    }

    /// ``frame(asShown:)``, worked out: a walk to the root and back, placing the node in `table`
    /// whatever table the root serves.
    func computeFrame(asShown: Bool, in table: TableView, asksNothing: Bool = false) -> NodeFrame? {
        NodeWalk.frame(of: self, asShown: asShown, asksNothing: asksNothing, root: .placingIn(table))
    }
}

/// A node's frame worked out by a walk to its root and back (see ``CascadingTableDelegate/frame(asShown:)``).
@MainActor
enum NodeWalk {
    /// The table `root` serves, as ``CascadingTableDelegate/attachedTableView`` answers for the
    /// nodes of its tree.
    static func servedTable(root: any CascadingTableDelegate) -> TableView? {
        // The root compared as it is given: a reference to the cast node, kept for the comparison,
        // was a retain and a release of the root (an object with a side table: each a slow path).
        guard let table = (root as? CascadingTableNode)?.preparedTable, table.dataSource === root else { return nil }
        return table
    }

    /// What a walk asks of the root it reaches.
    enum RootCheck {
        /// The root must serve this table.
        case serving(TableView)
        /// The root must serve a table; one that is translating a batch ends the walk
        /// (``Walked/translating(_:)``).
        case servingAny
        /// Nothing: the frame is placed in this table.
        case placingIn(TableView)
    }

    /// What a walk found.
    enum Walked {
        /// Every step taken: the frame is the node's.
        case placed
        /// A check's walk (``NodeFrame/asksNothing``) failed at a step that would have asked
        /// counts: the frame is the one it stopped with.
        case stopped
        /// The node is not located: too many ancestors, a root that fails the check, or a step
        /// that fails.
        case notLocated
        /// The root serves this table, which is translating a batch (``RootCheck/servingAny``).
        case translating(TableView)
    }

    /// The frame of a node, worked out by ``walk(down:below:asShown:asksNothing:root:into:)``
    /// from the node itself: the frame placed or stopped at; nil otherwise.
    static func frame(
        of node: any CascadingTableDelegate, asShown: Bool, asksNothing: Bool = false, root: RootCheck
    ) -> NodeFrame? {
        var frame: NodeFrame?
        switch walk(down: node, below: 0, asShown: asShown, asksNothing: asksNothing, root: root, into: &frame) {
        case .placed, .stopped: return frame
        case .notLocated, .translating: return nil
        }
    }

    /// Works out into `frame` the frame of `node`, `below` levels above the node a walk started
    /// from: its root's frame stepped down through each ancestor's `place`, from the root. Not
    /// located when `node` has more than ``nodeMaximumDepth`` ancestors counted from the start (or
    /// a cycle of parents), when the root fails `root`, or when a step fails, except for a
    /// check's walk (`asksNothing`) that failed at a step that would have asked counts: it stops
    /// there.
    ///
    /// One walk up by recursion, holding each parent for its step down: no array of ancestors is
    /// made and freed (an edit of a described list walks three times), and the frame, made at the
    /// root, is stepped in place. The root is checked before any step, and the steps run from the
    /// root down, as they did through an array.
    ///
    /// - Complexity: O(*d*) for a node *d* levels down.
    static func walk(
        down node: any CascadingTableDelegate, below: Int, asShown: Bool, asksNothing: Bool, root: RootCheck,
        into frame: inout NodeFrame?
    ) -> Walked {
        guard let parent = node.parentDelegate else {
            let table: TableView
            switch root {
            case .serving(let expected):
                // The table loaded (a strong reference made from a weak one) goes into the frame:
                // the expected one would be a retain more.
                guard let served = servedTable(root: node), served === expected else { return .notLocated }
                table = served
            case .servingAny:
                guard let served = servedTable(root: node) else { return .notLocated }
                if served.isTranslatingBatch { return .translating(served) }
                table = served
            case .placingIn(let given):
                table = given
            }
            frame = NodeFrame(table: table, asShown: asShown, asksNothing: asksNothing)
            return .placed
        }
        guard below < nodeMaximumDepth else { return .notLocated }
        let above = walk(
            down: parent, below: below + 1, asShown: asShown, asksNothing: asksNothing, root: root, into: &frame)
        // The table stays in the frame: a copy of it here, at each level, was a retain and a
        // release of an object with a side table (it is weakly referenced), each a slow path.
        guard case .placed = above, frame != nil else { return above }
        // A class cast: a cast to a protocol looks the conformance up at run time.
        guard let placing = parent as? CascadingTableNode, placing.place(node, in: &frame!) else {
            return asksNothing && frame?.askedForCounts == true ? .stopped : .notLocated
        }
        return .placed
    }
}

/// How many levels a location walks up before giving up (a cycle of parents, say).
let nodeMaximumDepth = 1_000
