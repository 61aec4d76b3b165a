import CascadingTableCollections
import CascadingTableView
import Foundation

/// The places of the nodes the table placed one way (as shown, or as the tree is now) while it
/// translates one batch, kept by the table (`TableView.shownPlaces`, `currentPlaces`).
///
/// A node is placed from its parent's place, kept here too: a hundred children of one parent are
/// a step each from the parent's place, where a walk to the root and back for each (and a check,
/// for each, that the root serves the table) was most of what merging their updates cost. The
/// first node placed is the exception: it is placed by a walk that keeps nothing, since most
/// batches have one part, and keeping its ancestors' places cost more than the walk; the table
/// keeps a shared mark until a second node is placed, and only then one of these
/// (``frame(of:asShown:in:)``).
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

    init(asShown: Bool) {
        self.asShown = asShown
    }

    /// What the table keeps one way after the first node is placed that way and before a second
    /// is: one shared object, so that a batch that places one part makes no `NodePlaces`. The
    /// first node is placed by a walk that keeps nothing: most batches place one part, once each
    /// way, and keeping its ancestors' places would cost more than the walk.
    @MainActor private static let placedOneMark = PlacedOneMark()

    /// The type of ``placedOneMark``.
    private final class PlacedOneMark {}

    /// Where `node` is in `table`, which translates a batch, placed one way: the first node placed
    /// that way by a walk that keeps nothing (the table keeps a mark that one was), the next ones
    /// through the `NodePlaces` the table keeps from the second on (made then).
    @MainActor
    static func frame(of node: any CascadingTableDelegate, asShown: Bool, in table: TableView) -> NodeFrame? {
        let kept = asShown ? table.shownPlaces : table.currentPlaces
        if let places = kept as? NodePlaces { return places.frame(of: node, in: table) }
        if kept == nil {
            if asShown { table.shownPlaces = placedOneMark } else { table.currentPlaces = placedOneMark }
            let frame = node.walkedFrame(asShown: asShown, in: table)
            #if CASCADING_INTERNAL_CHECKS
                internalCheck { checkPlace(frame, of: node, asShown: asShown, in: table, into: &$0) }
            #endif
            return frame
        }
        let places = NodePlaces(asShown: asShown)
        if asShown { table.shownPlaces = places } else { table.currentPlaces = places }
        return places.frame(of: node, in: table)
    }

    /// Where `node` is in `table`, which translates a batch: the place of its parent, kept or
    /// worked out from its nearest ancestor kept (or from its root, which must serve `table`),
    /// stepped down to it. Nil when it is not located in `table` or has more than
    /// ``nodeMaximumDepth`` ancestors, as ``CascadingTableDelegate/frame(asShown:)`` answers
    /// when nothing is kept.
    ///
    /// The node's own place is not kept: the table asks each part once each way, and a step
    /// costs less than keeping it. Its ancestors' places are, from the second node placed on
    /// (this object is made then): its siblings step from them.
    @MainActor
    func frame(of node: any CascadingTableDelegate, in table: TableView) -> NodeFrame? {
        let frame = keptOrStepped(node, in: table)
        #if CASCADING_INTERNAL_CHECKS
            internalCheck { Self.checkPlace(frame, of: node, asShown: asShown, in: table, into: &$0) }
        #endif
        return frame
    }

    /// ``frame(of:in:)``, worked out.
    @MainActor
    private func keptOrStepped(_ node: any CascadingTableDelegate, in table: TableView) -> NodeFrame? {
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
            let placing = parent as? CascadingTableNode, placing.place(child, in: &frame)
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
    static func checkPlace(
        _ frame: NodeFrame?, of node: any CascadingTableDelegate, asShown: Bool, in table: TableView,
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
