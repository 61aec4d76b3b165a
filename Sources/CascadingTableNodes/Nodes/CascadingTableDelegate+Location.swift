import CascadingTableCollections
import CascadingTableView
import Foundation

/// The part of its table a node answers for.
public enum NodeRegion: Equatable, Sendable {
    /// Every section: the node is the root.
    case table
    /// Consecutive sections: one for a section node, any number for a node that owns a range of
    /// sections.
    case sections(Range<Int>)
    /// Consecutive rows of one section: one for a row node, any number for a node that owns a
    /// range of rows.
    case rows(section: Int, Range<Int>)

    /// The section of a `.rows` region, or the first section of a `.sections` region.
    public var section: Int? {
        switch self {
        case .table: nil
        case .sections(let sections): sections.lowerBound
        case .rows(let section, _): section
        }
    }
}

/// How a node's own coordinates map to the table's: what to add to a section or row it sees.
package struct NodeFrame {
    /// The table the frame places the node in.
    package let table: TableView
    var sectionShift = 0
    var rowShift = 0
    package var region = NodeRegion.table
    /// The section a section-level ancestor (or the node itself) fixed, if any.
    var fixedSection: Int?
    /// The row a row-level ancestor (or the node itself) fixed, if any.
    var fixedRow: Int?
    /// Whether the frame places the node as the table shows it: through the children each
    /// ancestor had before the batch being recorded changed them.
    var asShown = false
    /// Whether the frame is a check's: worked out without asking any count. A step that would
    /// ask one fails and sets ``askedForCounts``.
    var asksNothing = false
    /// Whether a check's walk stopped at a step that would have asked counts.
    var askedForCounts = false
}

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
    fileprivate func walkedFrame(asShown: Bool, in table: TableView) -> NodeFrame? {
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
    fileprivate func computeFrame(asShown: Bool, in table: TableView, asksNothing: Bool = false) -> NodeFrame? {
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

extension PropagatingTableDelegate {
    /// Moves `frame` to the child at `child.index`, which must be `child`.
    final func placeChild(_ child: any CascadingTableDelegate, in frame: inout NodeFrame, of table: TableView) -> Bool {
        if frame.asShown, let shown = shownChildren {
            guard let span = shown.span(of: child) else { return false }
            return frame.step(into: child, of: self, span: span)
        }
        let position = child.index
        guard self.child(at: position) === child else { return false }
        if frame.asksNothing && routing.hasRangeChildren && (routing.counted ?? routing.extents) == nil {
            // A check's walk, which would count the children here.
            frame.askedForCounts = true
            return false
        }
        guard let span = currentSpan(ofChildAt: position, frame: frame, in: table) else { return false }
        return frame.step(into: child, of: self, span: span)
    }

    /// Where the child at `position` starts among this node's units (sections, or rows of the
    /// frame's section) and how many it has, from the children as they are now; nil when a
    /// `.row`-mode node is not inside a section.
    private func currentSpan(ofChildAt position: Int, frame: NodeFrame, in table: TableView) -> ChildSpan? {
        let section: Int
        switch propagationMode {
        case .section: section = 0
        case .row:
            guard let fixed = frame.fixedSection else { return nil }
            section = fixed - frame.sectionShift
        }
        guard routing.hasRangeChildren else { return ChildSpan(start: position, count: 1, measured: false) }
        // As shown: the counts the table holds. Now: the counts it asked last, which it holds or
        // is about to (in a batch, after its update). A tree the table has not counted since its
        // children changed is counted here, for this answer only. Read in place: a copy of the
        // extents retains their arrays.
        if !frame.asShown && routing.counted?.count != nil {
            return routing.counted?.span(ofChildAt: position)
        }
        if routing.extents?.count != nil {
            return routing.extents?.span(ofChildAt: position)
        }
        return currentExtents(inSection: section, of: table).span(ofChildAt: position)
    }
}

/// How many levels a location walks up before giving up (a cycle of parents, say).
let nodeMaximumDepth = 1_000

@MainActor
extension NodeFrame {
    /// Moves the frame from `router` to its `child`; false when the child can never be reached.
    mutating func step(into child: any CascadingTableDelegate, of router: PropagatingTableDelegate, span: ChildSpan)
        -> Bool
    {
        let (start, count) = (span.start, span.count)
        switch router.propagationMode {
        case .section:
            if child.ownsRange && span.measured {
                region = .sections(sectionShift + start..<sectionShift + start + count)
                sectionShift += start
            } else {
                let section = sectionShift + start
                guard fixedSection == nil || fixedSection == section else { return false }
                fixedSection = section
                region = .sections(section..<section + 1)
            }
        case .row:
            guard let section = fixedSection else { return false }
            if child.ownsRange && span.measured {
                region = .rows(section: section, rowShift + start..<rowShift + start + count)
                rowShift += start
                // The range sees its section as 0.
                sectionShift = section
            } else {
                let row = rowShift + start
                guard fixedRow == nil || fixedRow == row else { return false }
                fixedRow = row
                region = .rows(section: section, row..<row + 1)
            }
        }
        return true
    }

    /// Moves the frame to a row that a node sees at `local` (its own coordinates): the frame of a
    /// node that answers for that one row, in the same coordinates.
    package mutating func fixRow(at local: IndexPath) -> Bool {
        let section = local[0] + sectionShift
        let row = local[1] + rowShift
        guard fixedSection == nil || fixedSection == section, fixedRow == nil else { return false }
        fixedSection = section
        fixedRow = row
        region = .rows(section: section, row..<row + 1)
        return true
    }

    /// Whether the table row `indexPath` lies in the region.
    @MainActor
    func contains(_ indexPath: IndexPath) -> Bool {
        let (section, row) = (indexPath[0], indexPath[1])
        switch region {
        case .table, .sections:
            guard containsSection(section) else { return false }
            return row >= 0 && row < table.numberOfRows(inSection: section)
        case .rows(let regionSection, let rows):
            return section == regionSection && rows.contains(row)
        }
    }

    /// Whether the table section `section` lies in the region (for rows, is their section).
    @MainActor
    func containsSection(_ section: Int) -> Bool {
        switch region {
        case .table: section >= 0 && section < table.numberOfSections
        case .sections(let sections): sections.contains(section)
        case .rows(let regionSection, _): section == regionSection
        }
    }
}

/// The places of the nodes the table placed one way (as shown, or as the tree is now) while it
/// translates one batch, kept by the table (`TableView.shownPlaces`, `currentPlaces`).
///
/// A node is placed from its parent's place, kept here too: a hundred children of one parent are
/// a step each from the parent's place, where a walk to the root and back for each (and a check,
/// for each, that the root serves the table) was most of what merging their updates cost. The
/// first node placed is the exception: it is placed by a walk that keeps nothing, since most
/// batches have one part, and keeping its ancestors' places cost more than the walk.
final class NodePlaces {
    /// A node's place, and how many ancestors it has: the frame's fields but its table (each
    /// table keeps its own places), so that copying one retains nothing.
    struct Kept {
        var sectionShift = 0
        var rowShift = 0
        var region = NodeRegion.table
        var fixedSection: Int?
        var fixedRow: Int?
        /// False for a node that is not located.
        var located = false
        var depth: Int

        init(_ frame: NodeFrame?, depth: Int) {
            self.depth = depth
            guard let frame else { return }
            (sectionShift, rowShift, region) = (frame.sectionShift, frame.rowShift, frame.region)
            (fixedSection, fixedRow, located) = (frame.fixedSection, frame.fixedRow, true)
        }

        /// The frame in `table`, nil for a node that is not located.
        @MainActor
        func frame(in table: TableView, asShown: Bool) -> NodeFrame? {
            guard located else { return nil }
            var frame = NodeFrame(table: table)
            (frame.sectionShift, frame.rowShift, frame.region) = (sectionShift, rowShift, region)
            (frame.fixedSection, frame.fixedRow, frame.asShown) = (fixedSection, fixedRow, asShown)
            return frame
        }
    }

    /// Whether the places are as the table shows them (see ``NodeFrame/asShown``).
    let asShown: Bool

    /// The places worked out, by node.
    var kept: [ObjectIdentifier: Kept] = [:]

    /// Whether a node was placed. The first is placed by a walk that keeps nothing: most batches
    /// place one part, once each way, and keeping its ancestors' places would cost more than the
    /// walk; the places are kept from the second node on.
    private var placedOne = false

    init(asShown: Bool) {
        self.asShown = asShown
    }

    /// The places `table` keeps one way while it translates a batch (made on first use).
    @MainActor
    static func kept(asShown: Bool, by table: TableView) -> NodePlaces {
        let kept = asShown ? table.shownPlaces : table.currentPlaces
        if let places = kept as? NodePlaces { return places }
        let places = NodePlaces(asShown: asShown)
        if asShown { table.shownPlaces = places } else { table.currentPlaces = places }
        return places
    }

    /// Where `node` is in `table`, which translates a batch: the place of its parent, kept or
    /// worked out from its nearest ancestor kept (or from its root, which must serve `table`),
    /// stepped down to it. Nil when it is not located in `table` or has more than
    /// ``nodeMaximumDepth`` ancestors, as ``CascadingTableDelegate/frame(asShown:)`` answers
    /// when nothing is kept.
    ///
    /// The node's own place is not kept: the table asks each part once each way, and a step
    /// costs less than keeping it. Its ancestors' places are, from the second node placed on:
    /// its siblings step from them. The first is placed by a walk (see `placedOne`).
    @MainActor
    func frame(of node: any CascadingTableDelegate, in table: TableView) -> NodeFrame? {
        let frame = keptOrStepped(node, in: table)
        #if CASCADING_INTERNAL_CHECKS
            internalCheck { checkPlace(frame, of: node, in: table, into: &$0) }
        #endif
        return frame
    }

    /// ``frame(of:in:)``, worked out.
    @MainActor
    private func keptOrStepped(_ node: any CascadingTableDelegate, in table: TableView) -> NodeFrame? {
        guard placedOne else {
            placedOne = true
            return node.walkedFrame(asShown: asShown, in: table)
        }
        guard let parent = node.parentDelegate else {
            return (kept[ObjectIdentifier(node)] ?? placeRoot(node, in: table))?.frame(in: table, asShown: asShown)
        }
        // Most often the parent is kept already (a sibling was placed): one step, no walk.
        if let found = kept[ObjectIdentifier(parent)] {
            return step(from: found, of: parent, to: node, in: table).frame
        }
        // Walk up to the nearest ancestor kept, or to the root, then step back down, keeping
        // each ancestor's place.
        var unplaced: [any CascadingTableDelegate] = []
        var top = parent
        var base: Kept
        while true {
            guard let above = top.parentDelegate else {
                guard let root = kept[ObjectIdentifier(top)] ?? placeRoot(top, in: table) else { return nil }
                base = root
                break
            }
            // `node` and its ancestors below `top`: a node with more than the maximum is never
            // located (nor is one in a cycle of parents).
            guard unplaced.count + 1 < nodeMaximumDepth else { return nil }
            unplaced.append(top)
            top = above
            if let found = kept[ObjectIdentifier(top)] {
                base = found
                break
            }
        }
        for ancestor in unplaced.reversed() {
            let place = step(from: base, of: top, to: ancestor, in: table)
            base = Kept(place.frame, depth: place.depth)
            kept[ObjectIdentifier(ancestor)] = base
            top = ancestor
        }
        return step(from: base, of: top, to: node, in: table).frame
    }

    /// The root's place, kept: the whole table, when the root serves `table`; nil (nothing kept)
    /// otherwise.
    @MainActor
    private func placeRoot(_ root: any CascadingTableDelegate, in table: TableView) -> Kept? {
        guard let node = root as? CascadingTableNode, node.preparedTable === table, table.dataSource === node else {
            return nil
        }
        let place = Kept(NodeFrame(table: table), depth: 0)
        kept[ObjectIdentifier(root)] = place
        return place
    }

    /// The place of `child` of `parent`, from the parent's.
    @MainActor
    private func step(
        from place: Kept, of parent: any CascadingTableDelegate, to child: any CascadingTableDelegate,
        in table: TableView
    ) -> (frame: NodeFrame?, depth: Int) {
        let depth = place.depth + 1
        // A class cast: a cast to a protocol looks the conformance up at run time.
        guard depth <= nodeMaximumDepth, var frame = place.frame(in: table, asShown: asShown),
            let placing = parent as? CascadingTableNode, placing.place(child, in: &frame, of: table)
        else { return (nil, depth) }
        return (frame, depth)
    }

    /// Checks `frame`, the place ``frame(of:in:)`` answered for `node`, against a walk from the
    /// root that asks nothing (none when the walk would count some node's children): the same
    /// place, or both not located. What the places kept are stepped from is checked with them.
    /// (The first node placed was placed by such a walk: for it, the check compares the walk
    /// with itself.)
    ///
    /// - Complexity: O(*d*) for a node at depth *d*.
    @MainActor
    func checkPlace(
        _ frame: NodeFrame?, of node: any CascadingTableDelegate, in table: TableView,
        into report: inout InvariantReport
    ) {
        guard node.attachedTableView === table else {
            report.note(frame == nil ? nil : "NodePlaces: a node its table does not serve has a place in it")
            return
        }
        let walked = node.computeFrame(asShown: asShown, in: table, asksNothing: true)
        guard walked?.askedForCounts != true else { return }
        let same =
            frame?.sectionShift == walked?.sectionShift && frame?.rowShift == walked?.rowShift
            && frame?.region == walked?.region && frame?.fixedSection == walked?.fixedSection
            && frame?.fixedRow == walked?.fixedRow && (frame == nil) == (walked == nil)
        report.note(
            same
                ? nil
                : "NodePlaces: \(type(of: node)) is placed at \(String(describing: frame?.region)), "
                    + "a walk from the root places it at \(String(describing: walked?.region))")
    }
}
