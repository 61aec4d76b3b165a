import Foundation

/// What a ``PropagatingTableDelegate`` reads to route a call, kept in one value so that the
/// node's one routing property is the only one whose accesses are unchecked.
struct RoutingState {
    /// The children as routing reads them, kept equal to ``CascadingTableDelegate/childDelegates``
    /// by the node's observer.
    var children: ContiguousArray<any CascadingTableDelegate>

    /// The same children as references that routing calls without retaining them; nil for a
    /// child that is not a ``CascadingTableNode``, which routing retains as usual.
    ///
    /// Retaining and releasing the child would cost more than routing the call (two atomic
    /// operations per level, through the runtime's slow path for nodes that have children, since their
    /// children's weak `parentDelegate` gives them a side table). Instead, ``depth`` counts the
    /// routed calls running on the node, and children replaced while it is above 0 are kept in
    /// ``retired`` until the outermost one returns, so a child is never freed while it answers
    /// (a row deleting itself on selection, say).
    var unretained: ContiguousArray<Unmanaged<CascadingTableNode>?>

    /// How many routed calls of the node are running now (``runningCalls``), with the sign bit
    /// set while ``retired`` holds children: the end of a call then tests one sign, not the count
    /// and the list (three instructions fewer on each level of every routed call, Performance.md).
    ///
    /// Counted with wrapping arithmetic (`&+=`, `&-=`): the count cannot overflow (each running
    /// call holds a stack frame), and the overflow check cost a test and a branch on each of the
    /// two levels of every routed call.
    private(set) var depth = 0

    /// Children replaced while a routed call was running, kept alive until it returns.
    private(set) var retired: [ContiguousArray<any CascadingTableDelegate>] = []

    /// How many routed calls of the node are running now.
    var runningCalls: Int { depth & Int.max }

    /// Counts a routed call of the node as running.
    @inline(__always)
    mutating func beginCall() {
        depth &+= 1
    }

    /// Counts a routed call of the node as returned; when it was the outermost, the children
    /// retired while it ran can go.
    @inline(__always)
    mutating func endCall() {
        depth &-= 1
        if depth < 0 { endCallHoldingRetired() }
    }

    /// `endCall()` while children wait in ``retired``: they go when no call runs any more. Out of
    /// line, so that the routed methods hold only the sign test.
    @inline(never)
    private mutating func endCallHoldingRetired() {
        guard depth == Int.min else { return }
        depth = 0
        retired.removeAll()
    }

    /// Keeps `children` alive until the outermost running call returns (there must be one).
    mutating func retire(_ children: ContiguousArray<any CascadingTableDelegate>) {
        retired.append(children)
        depth |= Int.min
    }

    /// Whether the sign of ``depth`` says what ``retired`` holds (nil) or what is wrong.
    var retirementProblem: String? {
        (depth < 0) == !retired.isEmpty
            ? nil : "running-call count \(depth) with \(retired.count) retired lists of children"
    }

    /// The identity of ``CascadingSectionTableDelegate``, the class routing passes through
    /// (`PropagatingTableDelegate.routesRowsPlainly`), kept here: read in the code of another
    /// file, the class's identity is a call (each file is compiled on its own in release builds),
    /// and routing compares it on every call it passes through a section.
    // A variable with a private setter, as `lastRangeRowPath`: a constant's initial value is not
    // code any test reaches as such (the coverage gate counted it as a function never run).
    private(set) var plainSectionClass = ObjectIdentifier(CascadingSectionTableDelegate.self)

    /// Whether any child owns a range; set with the children.
    var hasRangeChildren: Bool

    /// Where each child starts in the counts the table holds: set only when the table says it
    /// took new counts (``TableCountObserver/tableDidTakeCounts(_:)``), and read by routing.
    /// Nil until then, and after the children or the mode change: then routing counts the
    /// children for each call. Always nil while no child owns a range.
    var extents: ChildExtents?

    /// Where each child starts in the counts this node answered while the table last asked them,
    /// until the table takes them (they become ``extents``) or drops them: nil at rest. What a
    /// batch places its changes by after the update, and what the table's own count questions
    /// are routed by while it asks them.
    var counted: ChildExtents?

    /// The mode last assigned to ``PropagatingTableDelegate/propagationMode``: what a node whose
    /// class does not override it routes by, readable without a dynamic call (a parent routing
    /// through a plain range node checks it on every call it passes through).
    var assignedMode: PropagatingTableDelegate.PropagationMode = .section

    /// The last path `[0, lastRangeRow]` routing made for a child owning a range of rows (nil,
    /// with `lastRangeRow` -1, until then; nil too while a call passed through a section holds
    /// it, see ``takeRangeRowPath()``). Building an `IndexPath` calls into Foundation, which
    /// cost more than the rest of the level's routing (Performance.md), and a table asks several
    /// calls of each row in a row (its height, its cell, its display), so the calls after the
    /// first reuse the path. It depends on the row alone, so it never goes stale;
    /// ``PropagatingTableDelegate/checkRoutingInvariants(into:)`` checks it.
    private(set) var lastRangeRowPath: IndexPath?
    private(set) var lastRangeRow = -1

    /// `[0, row]`: the path a child owning a range of rows sees for its `row` (not negative).
    @inline(__always)
    mutating func rangeRowPath(_ row: Int) -> IndexPath {
        keepRangeRowPath(for: row)
        // Kept by the line above; written as a branch, not `??`, whose right side would be a
        // closure no call reaches (the coverage gate counts it as a function never run).
        if let path = lastRangeRowPath { return path }
        return Self.makeRangeRowPath(row)
    }

    /// Makes ``lastRangeRowPath`` `[0, row]` (`row` not negative) when it is not.
    @inline(__always)
    mutating func keepRangeRowPath(for row: Int) {
        if row != lastRangeRow || lastRangeRowPath == nil { setRangeRowPath(row) }
    }

    /// Makes ``lastRangeRowPath`` `[0, row]`. Once a path is kept, only its row is set, in place:
    /// one Foundation call where building a path took two (an index, then an append), and a
    /// table asks for a new row on nearly every row it shows (Performance.md).
    @inline(never)
    private mutating func setRangeRowPath(_ row: Int) {
        if lastRangeRowPath != nil {
            lastRangeRowPath?[1] = row
        } else {
            lastRangeRowPath = Self.makeRangeRowPath(row)
        }
        lastRangeRow = row
    }

    /// Moves the kept path (`[0, lastRangeRow]`, made by ``keepRangeRowPath(for:)``) out, for a
    /// call to borrow: a copy of it would cost a call on each side of the routed call (its
    /// storage may hold an array). The caller hands it back with ``putBackRangeRowPath(_:)``;
    /// a call routed meanwhile that needs a path makes its own.
    @inline(__always)
    mutating func takeRangeRowPath() -> IndexPath {
        // Kept by `keepRangeRowPath(for:)` just before; a branch, not `??`, as above.
        if let path = lastRangeRowPath.take() { return path }
        return Self.makeRangeRowPath(lastRangeRow)
    }

    /// Keeps `path`, taken by ``takeRangeRowPath()``, again, unless a call routed since it was
    /// taken kept another (then ``lastRangeRow`` is that one's).
    @inline(__always)
    mutating func putBackRangeRowPath(_ path: consuming IndexPath) {
        if lastRangeRowPath == nil { lastRangeRowPath = path }
    }

    /// `[0, row]`, built: from one index, appended to (an array literal would allocate).
    @inline(never)
    static func makeRangeRowPath(_ row: Int) -> IndexPath {
        var path = IndexPath(index: 0)
        path.append(row)
        return path
    }
}
