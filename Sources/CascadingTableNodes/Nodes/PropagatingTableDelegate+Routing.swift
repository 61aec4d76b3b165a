import CascadingTableCollections
import CascadingTableView
import Foundation

// Routing: which child answers a call, and the index path or section it sees. Every routed method
// of the class is one line over `route`.
extension PropagatingTableDelegate {
    /// Calls `call` with the child that answers for `indexPath` and the index path as that child
    /// sees it, or returns `fallback()` when no child answers (a malformed, negative or
    /// out-of-range index path).
    ///
    /// The child is the one at `indexPath.section` (`.section` mode) or `indexPath.row` (`.row`
    /// mode) while no child owns a range; otherwise the one whose range holds it. A range child
    /// sees the index path local to its range (a range of rows sees section 0 and its own rows; a
    /// range of sections, its own sections); any other child sees it unchanged.
    ///
    /// With `passingThroughRanges`, a child that is a plain ``CascadingRangeTableDelegate`` (of
    /// that class exactly, routing in this node's dimension) is not called: its own child is,
    /// with the path it would have passed on. Only for calls whose `call` makes the same call on
    /// the child (`{ $0.sameMethod(tableView, …, $1) }`): the range node would have routed it
    /// exactly so, since nothing of that class can override it, and each range level costs no
    /// more than a lookup.
    ///
    /// - Complexity: O(1) without range children; with them, O(1) for calls in table order and
    ///   O(log *k*) otherwise, for *k* children.
    @inline(__always)
    final func route<Answer>(
        _ indexPath: IndexPath, in tableView: TableView, passingThroughRanges: Bool = false,
        otherwise fallback: @autoclosure () -> Answer, _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        guard indexPath.isTableIndexPath else { return fallback() }
        // Subscripts, not `section`/`row`: the count is already checked, and each Foundation
        // call costs on a path every table call takes.
        let dimension = propagationMode == .section ? 0 : 1
        let unit = indexPath[dimension]
        // One call of `callSectionChild` for both shapes: it is inlined whole, and a second copy
        // made the optimizer outline its closure, which then retained the table on every call.
        let sectionChild: Int
        ranged: if !routing.hasRangeChildren {
            guard unit >= 0 && unit < routing.children.count else { return fallback() }
            guard passingThroughRanges && dimension == 0 else { return callChild(at: unit, indexPath, call) }
            sectionChild = unit
        } else {
            // The section is read only where it is needed (each read is a call into Foundation): in
            // `.section` mode it is the unit.
            let rowMode = dimension == 1
            let counted = positionAndLocalUnit(
                unit, section: rowMode ? indexPath[0] : unit, rowMode: rowMode, in: tableView)
            guard let (position, local, isRange) = counted else {
                return fallback()
            }
            // A range of sections sees its own sections; a range of rows sees section 0 and its own
            // rows, so that a reusable node never needs to know where it sits. The path is passed on
            // as it is when that changes nothing (a range at the start of section 0). Otherwise a
            // range of rows gets `[0, local]`, the path made for the call before when it was for the
            // same row (`RoutingState.rangeRowPath`), and a range of sections a copy with its section
            // set (building a path from an array literal allocates).
            let through = passingThroughRanges
            guard isRange else {
                guard through && !rowMode else { return callChild(at: position, indexPath, call) }
                sectionChild = position
                break ranged
            }
            if rowMode {
                guard local != unit || indexPath[0] != 0 else {
                    return callRangeChild(at: position, indexPath, local: local, rowMode: true, through, call)
                }
                return callRangeChild(
                    at: position, routing.rangeRowPath(local), local: local, rowMode: true, through, call)
            }
            guard local != unit else {
                return callRangeChild(at: position, indexPath, local: local, rowMode: false, through, call)
            }
            var localPath = indexPath
            localPath[0] = local
            return callRangeChild(at: position, localPath, local: local, rowMode: false, through, call)
        }
        // In `.section` mode the unit is the path's section, read once here for every level below.
        return callSectionChild(at: sectionChild, indexPath, section: unit, call)
    }

    /// Calls `call` with the range child at `position` and `indexPath` (local to the child, its
    /// unit `local`, in rows when `rowMode` is true); with `passingThrough`, a plain range node (see
    /// ``ChildExtents/passesThrough(_:)``) whose children are all single rows or sections is not
    /// called: the child of its that answers is, with the same path (a single child sees its
    /// parent's path), as the range node would have called it.
    @inline(__always)
    final func callRangeChild<Answer>(
        at position: Int, _ indexPath: IndexPath, local: Int, rowMode: Bool, _ passingThrough: Bool,
        _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        guard passingThrough, routing.extents?.passesThrough(position) == true,
            let reference = routing.unretained[position]
        else { return callChild(at: position, indexPath, call) }
        routing.beginCall()
        defer { endRoutedCall() }
        return withGuaranteedNode(reference) { node in
            passedThrough(node).callOwnChild(at: local, indexPath, rowMode: rowMode, call)
        }
    }

    /// Calls `call` with the child at `position`, which answers for one section of this
    /// `.section`-mode node, and `indexPath` (the child sees it unchanged). When that child is a
    /// plain section node (see `routesRowsPlainly`), it is not called: the child of its that answers
    /// for the row is, with the same path, as the section node would have called it. Only for the
    /// calls `route` passes through ranges for: the section node's own method is one line over
    /// `route` that nothing of its class can override, so skipping it changes nothing but the cost
    /// (its dynamic call, its mode and reading the path's length again: 780 → 661 instructions a
    /// row of three calls, Performance.md). The section node still counts the call as running on
    /// it, so a row it drops during the call lives until the call returns. `section` is
    /// `indexPath[0]`, as the caller read it: each read is a call into Foundation.
    @inline(__always)
    final func callSectionChild<Answer>(
        at position: Int, _ indexPath: IndexPath, section: Int,
        _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        guard let reference = routing.unretained[position] else { return call(routing.children[position], indexPath) }
        routing.beginCall()
        defer { endRoutedCall() }
        return withGuaranteedNode(reference) { node in
            guard Self.routesRowsPlainly(node, sectionClass: routing.plainSectionClass) else {
                return call(node, indexPath)
            }
            return passedThrough(node).callOwnRow(indexPath, section: section, reference, call)
        }
    }

    /// What a plain section node its parent routes through does with a call for `indexPath` (a
    /// two-index path, checked by the parent): calls the child that answers for the path's row
    /// as its own `route` would, at the row while it has no range children, or as
    /// `rangeRowTarget` finds it (through a plain range node, with the path the range would have
    /// passed on); otherwise (no child for the row, or children the table has not counted) it is
    /// called itself and answers as it would have. `own` is the parent's unretained reference to
    /// this node; `section` is `indexPath[0]`, read by the parent.
    @inline(__always)
    final func callOwnRow<Answer>(
        _ indexPath: IndexPath, section: Int, _ own: Unmanaged<CascadingTableNode>,
        _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        let row = indexPath[1]
        guard routing.hasRangeChildren else {
            guard row >= 0, row < routing.children.count else { return call(self, indexPath) }
            return callChild(at: row, indexPath, call)
        }
        // With range children, the look-up is made out of line and only the call is made here:
        // this body is inlined into the closure `callSectionChild` hands to `withGuaranteedNode`,
        // and with the range routing inlined too the optimizer outlined that closure, which then
        // retained the borrowed node on every call (through the runtime's slow path: a node with
        // children has a side table); a look-up out of line that made the call itself had the
        // table retained instead (it is captured by `call`).
        let target = rangeRowTarget(row, section: section, own: own)
        guard target.position >= 0 else { return call(self, indexPath) }
        defer { if target.raised { endRoutedCall() } }
        // The kept path is moved out for the call and back, not copied (see
        // `RoutingState.takeRangeRowPath`).
        let path = target.inRange ? routing.takeRangeRowPath() : indexPath
        defer { if target.inRange { routing.putBackRangeRowPath(path) } }
        return withGuaranteedNode(target.owner) { passedThrough($0).callChild(at: target.position, path, call) }
    }

    /// Where a plain section node with range children routes the call for `row` of `[section,
    /// row]` (the table's path, its two indexes as the parent read them: no Foundation call here),
    /// as its `route` would (see `callOwnRow`): the node whose child at `position` answers. That
    /// node is this one (`own`, its parent's unretained reference to it), or the plain range node
    /// the row is in when routing passes through it (`callOwnChild`), and then `raised` is true:
    /// this node's running-call count was raised, as `callRangeChild` does, and the caller ends
    /// the call. With `inRange`, the child sees the path `RoutingState.keepRangeRowPath(for:)`
    /// kept for it (lent by `RoutingState.takeRangeRowPath`), as a range of rows does; otherwise
    /// the table's path. A `position` of -1 when no child answers (or the table has not counted
    /// the children): the node is then called itself, and answers as it would have. Made of plain
    /// values: an optional, or a path in it, cost more to return and destroy (through the
    /// runtime's value witnesses) than the look-up.
    @inline(never)
    final func rangeRowTarget(_ row: Int, section: Int, own: Unmanaged<CascadingTableNode>) -> RowTarget {
        guard let hit = routing.extents?.lookUp(row) else {
            return RowTarget(owner: own, position: -1, inRange: false, raised: false)
        }
        guard hit.ownsRange else {
            return RowTarget(owner: own, position: hit.position, inRange: false, raised: false)
        }
        let local = hit.offset
        // As in `route`: the table's path when it is the range's own, else `[0, local]`.
        let inRange = local != row || section != 0
        if inRange { routing.keepRangeRowPath(for: local) }
        // What `callOwnChild` checks, without a closure handed to the standard library (an
        // isolated one there runs a main-actor check on every call).
        guard routing.extents?.passesThrough(hit.position) == true, let reference = routing.unretained[hit.position],
            withGuaranteedNode(reference, { Self.routesRow(local, plainly: $0) })
        else {
            return RowTarget(owner: own, position: hit.position, inRange: inRange, raised: false)
        }
        routing.beginCall()
        return RowTarget(owner: reference, position: local, inRange: inRange, raised: true)
    }

    /// Whether `node`, a plain range node, would call its own child at `unit` for a row routed
    /// to it (what `callOwnChild` checks in `.row` mode).
    @inline(__always)
    static func routesRow(_ unit: Int, plainly node: CascadingTableNode) -> Bool {
        let range = passedThrough(node)
        return range.routing.assignedMode == .row && !range.routing.hasRangeChildren
            && unit < range.routing.children.count
    }

    /// Whether routing may pass through `node`, a child answering for one section, to its rows
    /// (see `callSectionChild`): a node of class ``CascadingSectionTableDelegate`` exactly, or of
    /// class ``PropagatingTableDelegate`` exactly in `.row` mode (a subclass may override any
    /// call). Checked on every call: a plain node's mode can change at any time. `sectionClass` is
    /// ``CascadingSectionTableDelegate``'s identity (`RoutingState.plainSectionClass`).
    @inline(__always)
    static func routesRowsPlainly(_ node: CascadingTableNode, sectionClass: ObjectIdentifier) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: node))
        if type == sectionClass { return true }
        guard type == ObjectIdentifier(PropagatingTableDelegate.self) else { return false }
        return passedThrough(node).routing.assignedMode == .row
    }

    /// What a plain range node its parent routes through does with a call for its `unit`: calls
    /// the child at `unit` when the node still routes in the parent's dimension (`rowMode`) and
    /// every child is a single row or section (a range child would see another path); otherwise,
    /// or when there is no such child (its children changed since the parent counted them), the
    /// node is called itself and answers as it would have.
    @inline(__always)
    final func callOwnChild<Answer>(
        at unit: Int, _ indexPath: IndexPath, rowMode: Bool, _ call: (any CascadingTableDelegate, IndexPath) -> Answer
    ) -> Answer {
        guard (routing.assignedMode == .row) == rowMode, !routing.hasRangeChildren, unit < routing.children.count else {
            return call(self, indexPath)
        }
        return callChild(at: unit, indexPath, call)
    }

    /// Calls `call` with the child that answers for a section-scoped call and the section as that
    /// child sees it, or returns `fallback()`. Only `.section`-mode nodes route these: in `.row`
    /// mode the children are rows, and the node answers for its section itself.
    @inline(__always)
    final func route<Answer>(
        section: Int, in tableView: TableView, otherwise fallback: @autoclosure () -> Answer,
        _ call: (any CascadingTableDelegate, Int) -> Answer
    ) -> Answer {
        guard propagationMode == .section,
            let (position, local, _) = positionAndLocalUnit(section, section: section, rowMode: false, in: tableView)
        else { return fallback() }
        return callChild(at: position, local, call)
    }

    /// Calls `call` with the child at `position` (which must exist) and `argument`, without
    /// retaining a child that is a node class: see `RoutingState.unretained`.
    @inline(__always)
    final func callChild<Argument, Answer>(
        at position: Int, _ argument: Argument, _ call: (any CascadingTableDelegate, Argument) -> Answer
    ) -> Answer {
        guard let child = routing.unretained[position] else { return call(routing.children[position], argument) }
        routing.beginCall()
        defer { endRoutedCall() }
        return withGuaranteedNode(child) { call($0, argument) }
    }

    /// Ends a routed call of this node: when it was the outermost, the children replaced while
    /// it ran (see `RoutingState.unretained`) can go.
    @inline(__always)
    final func endRoutedCall() {
        routing.endCall()
    }

    /// The child that owns `unit` (a section in `.section` mode, a row of `section` in `.row`
    /// mode), by position, the unit as that child sees it, and whether the child owns a range.
    /// `rowMode` is the caller's reading of ``propagationMode``, read once per call; `section` is
    /// read only when the extents the table counted do not hold `unit`.
    @inline(__always)
    final func positionAndLocalUnit(
        _ unit: Int, section: @autoclosure () -> Int, rowMode: Bool, in tableView: TableView
    ) -> (position: Int, local: Int, ownsRange: Bool)? {
        guard routing.hasRangeChildren else {
            guard unit >= 0 && unit < routing.children.count else { return nil }
            return (unit, unit, false)
        }
        // The extents are read in place: binding them to a constant, or comparing the optional
        // with `nil`, retains their two arrays.
        guard let hit = routing.extents?.lookUp(unit) else {
            return uncountedLookUp(unit, section: section(), in: tableView).map {
                $0.ownsRange ? ($0.position, $0.offset, true) : ($0.position, unit, false)
            }
        }
        return hit.ownsRange ? (hit.position, hit.offset, true) : (hit.position, unit, false)
    }

    /// The child that owns `unit` when the table has not counted the children (a node called
    /// before its table loads, or outside any table, or whose children changed since): counted
    /// now, for this call only, so the answer is the one the table will get.
    @inline(never)
    private func uncountedLookUp(
        _ unit: Int, section: Int, in tableView: TableView
    ) -> (position: Int, offset: Int, ownsRange: Bool)? {
        guard routing.extents == nil else { return nil }
        var extents = currentExtents(inSection: section, of: tableView)
        return extents.lookUp(unit)
    }

    /// Where the children start: in the counts the table holds, or counted now when it holds
    /// none for them (see `uncountedLookUp`).
    final func routingExtents(inSection section: Int, of tableView: TableView) -> ChildExtents {
        routing.extents ?? currentExtents(inSection: section, of: tableView)
    }

    /// The children as unretained references: nil for a child that is not a node class.
    static func unretained(
        _ children: some Collection<any CascadingTableDelegate>
    ) -> ContiguousArray<Unmanaged<CascadingTableNode>?> {
        var references = ContiguousArray<Unmanaged<CascadingTableNode>?>()
        references.reserveCapacity(children.count)
        for child in children {
            if let node = child as? CascadingTableNode {
                references.append(Unmanaged.passUnretained(node))
            } else {
                references.append(nil)
            }
        }
        return references
    }

    /// The child at `position`, or nil when there is none (negative or past the end).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    final func child(at position: Int) -> (any CascadingTableDelegate)? {
        position >= 0 && position < routing.children.count ? routing.children[position] : nil
    }

    /// The number of units of the children together (rows of `section` in `.row` mode, sections
    /// in `.section` mode), counted now: a child that owns a range is asked its own count.
    ///
    /// While the table asks its counts (``TableView/isCountingRows``), the count is kept as
    /// ``RoutingState/counted`` and the node asks to be told when the table takes it; routing
    /// goes on reading the extents the table holds until then. Asked by anyone else, the count is
    /// only answered.
    ///
    /// - Complexity: O(*k*) for *k* children.
    final func countChildren(inSection section: Int, of tableView: TableView) -> Int {
        let counted = currentExtents(inSection: section, of: tableView)
        guard tableView.isCountingRows else { return counted.total }
        #if CASCADING_INTERNAL_CHECKS
            internalCheck { counted.checkInvariants(into: &$0) }
        #endif
        let total = counted.total
        // Moved, not copied: a copy retains the extents' arrays.
        routing.counted = consume counted
        tableView.addCountObserver(self)
        return total
    }

    /// `.section` mode, while the table asks its counts: the row count of `section`, from the
    /// child that owns it among the children as this node just counted them (the table asks the
    /// number of sections first), not as the table held them before.
    final func countedRows(inSection section: Int, of tableView: TableView) -> Int {
        // A pass that never asked this node its sections (a subclass answering them itself, say)
        // left nothing counted: the children are counted for this answer.
        var extents = routing.counted ?? routing.extents ?? currentExtents(inSection: 0, of: tableView)
        guard let hit = extents.lookUp(section) else { return 0 }
        return callChild(at: hit.position, hit.ownsRange ? hit.offset : section) {
            $0.tableView(tableView, numberOfRowsInSection: $1)
        }
    }

    /// Where the children start if measured now, without caching it.
    ///
    /// A plain loop: a closure handed to the standard library's lazy `map` runs a main-actor
    /// check per child in Swift 6 mode.
    final func currentExtents(inSection section: Int, of tableView: TableView) -> ChildExtents {
        let isRowMode = propagationMode == .row
        var starts = [0]
        starts.reserveCapacity(routing.children.count + 1)
        var ownsRange: [Bool] = []
        ownsRange.reserveCapacity(routing.children.count)
        var passesThrough: [Bool] = []
        var total = 0
        for child in routing.children {
            let isRange = child.ownsRange
            let extent =
                !isRange
                ? 1
                : isRowMode
                    ? child.tableView(tableView, numberOfRowsInSection: 0) : child.numberOfSections(in: tableView)
            total += max(extent, 0)
            starts.append(total)
            ownsRange.append(isRange)
            if isRange, Self.isPlainRange(child) {
                // Sized on the first: most nodes have no such child and never allocate it.
                if passesThrough.isEmpty {
                    passesThrough = Array(repeating: false, count: routing.children.count)
                }
                passesThrough[ownsRange.count - 1] = true
            }
        }
        return ChildExtents(
            starts: starts, ownsRange: ownsRange, passesThrough: passesThrough, section: isRowMode ? section : nil)
    }

    /// Whether routing may pass through `child` to its children (see `route`): a node of class
    /// ``CascadingRangeTableDelegate`` exactly (a subclass may override any call). Its mode can
    /// change after it is counted, so `callOwnChild` checks that on every call.
    static func isPlainRange(_ child: any CascadingTableDelegate) -> Bool {
        ObjectIdentifier(type(of: child)) == ObjectIdentifier(CascadingRangeTableDelegate.self)
    }

    /// Where child `position` starts among this node's units (see `routingExtents`).
    final func start(ofChildAt position: Int, in tableView: TableView) -> Int {
        guard routing.hasRangeChildren else { return position }
        let extents = routingExtents(inSection: 0, of: tableView)
        return position < extents.count ? extents.starts[position] : position
    }

    /// Calls `body` once for each child concerned by `indexPaths`, with that child's index paths
    /// (as it sees them) in their original order. Children are called in the order their first
    /// index path appears; malformed and out-of-range index paths are dropped.
    final func forEachChild(
        splitting indexPaths: [IndexPath], in tableView: TableView,
        _ body: (any CascadingTableDelegate, [IndexPath]) -> Void
    ) {
        // Prefetching calls this on every scroll step: one path (a row node's own) needs no
        // grouping, consecutive paths usually go to the same child, and a few children are found
        // faster by a linear search than by hashing.
        if indexPaths.count == 1 {
            route(indexPaths[0], in: tableView, otherwise: ()) { body($0, [$1]) }
            return
        }
        var groups: [(child: any CascadingTableDelegate, indexPaths: [IndexPath])] = []
        var slots = IdentitySlots()
        for indexPath in indexPaths {
            route(indexPath, in: tableView, otherwise: ()) { child, local in
                let identity = ObjectIdentifier(child)
                if let last = groups.indices.last, ObjectIdentifier(groups[last].child) == identity {
                    groups[last].indexPaths.append(local)
                } else {
                    let (slot, isNew) = slots.slot(adding: identity)
                    if isNew {
                        groups.append((child, [local]))
                    } else {
                        groups[slot].indexPaths.append(local)
                    }
                }
            }
        }
        for group in groups {
            body(group.child, group.indexPaths)
        }
    }

    /// The concatenated section index titles of the children, each with the section (in this
    /// node's numbering) it leads to; nil when no child gives any. A range child's titles lead to
    /// the sections it answers for them, translated; any other child's titles lead to its section.
    final func childSectionIndexTitles(for tableView: TableView) -> [(title: String, section: Int)]? {
        var titles: [(title: String, section: Int)] = []
        var anyChildGaveTitles = false
        for (position, child) in routing.children.enumerated() {
            guard let childTitles = child.sectionIndexTitles(for: tableView) else { continue }
            anyChildGaveTitles = true
            let start = start(ofChildAt: position, in: tableView)
            for (index, title) in childTitles.enumerated() {
                let section =
                    child.ownsRange
                    ? start + child.tableView(tableView, sectionForSectionIndexTitle: title, at: index) : start
                titles.append((title, section))
            }
        }
        return anyChildGaveTitles ? titles : nil
    }
}

extension PropagatingTableDelegate {
    /// `indexPath`, in this node's coordinates, as `child` sees it: shifted into the child's
    /// range when the child owns one (the result may lie outside the range; a row range sees its
    /// section as 0), unchanged otherwise.
    ///
    /// `section` is this node's section when the call that asks named it (in `.row` mode, the
    /// section of the path the node was routed for); it places a `.row`-mode node the table has
    /// not counted (see ``ownSection(named:)``).
    final func translate(
        _ indexPath: IndexPath, into child: any CascadingTableDelegate, _ tableView: TableView, section: Int?
    ) -> IndexPath {
        shift(indexPath, of: child, tableView, by: -1, section: section)
    }

    /// `indexPath`, as `child` sees it, in this node's coordinates; `section` as for
    /// ``translate(_:into:_:section:)``.
    final func translate(
        _ indexPath: IndexPath, outOf child: any CascadingTableDelegate, _ tableView: TableView, section: Int?
    ) -> IndexPath {
        shift(indexPath, of: child, tableView, by: 1, section: section)
    }

    /// Adds (`sign` 1) or subtracts (-1) the start of `child`'s range in this node's dimension.
    private func shift(
        _ indexPath: IndexPath, of child: any CascadingTableDelegate, _ tableView: TableView, by sign: Int,
        section named: Int?
    ) -> IndexPath {
        guard routing.hasRangeChildren, child.ownsRange, indexPath.isTableIndexPath,
            self.child(at: child.index) === child
        else { return indexPath }
        var shifted = indexPath
        switch propagationMode {
        case .section:
            let extents = routingExtents(inSection: 0, of: tableView)
            guard child.index < extents.count else { return indexPath }
            shifted[0] += sign * extents.starts[child.index]
        case .row:
            // A row range sees this node's section (the one its rows were counted in) as 0, and
            // other sections relative to it, their rows unchanged: a path in another section is
            // never mistaken for one of the range's rows, and the translation inverts exactly.
            // Uncounted, the section is the one the call named, or where the node is.
            let extents = routingExtents(
                inSection: routing.extents == nil ? ownSection(named: named) : 0, of: tableView)
            guard let section = extents.section, child.index < extents.count else { return indexPath }
            shifted[0] += sign * section
            if shifted[0] == (sign < 0 ? 0 : section) {
                shifted[1] += sign * extents.starts[child.index]
            }
        }
        return shifted
    }

    /// The section of a `.row`-mode node's rows, as the node sees it, when the table has not
    /// counted its children (they hold no section): `named`, the section the call named, when
    /// there is one; otherwise where the node is located; section 0 for a node that is not (one
    /// called outside a table).
    ///
    /// - Complexity: O(1) with `named`; otherwise the walk that locates the node.
    private func ownSection(named: Int?) -> Int {
        if let named { return named }
        guard let frame = tableFrame, let fixed = frame.fixedSection else { return 0 }
        return fixed - frame.sectionShift
    }
}

/// What `rangeRowTarget` finds: the node (a reference from a parent's `RoutingState.unretained`,
/// kept alive as it says) whose child at `position` answers for a row (-1 for none), whether that child sees the
/// range's path, and whether the running-call count of the section node that found it was raised.
struct RowTarget {
    let owner: Unmanaged<CascadingTableNode>
    let position: Int
    let inRange: Bool
    let raised: Bool
}

/// `node` as the routing node it is: a child routing passes through, whose class the caller
/// checked (a plain range or section node). Unchecked in release builds, checked in debug builds
/// (see Performance.md, "Unsafe constructs kept").
@inline(__always)
func passedThrough(_ node: CascadingTableNode) -> PropagatingTableDelegate {
    unsafeDowncast(node, to: PropagatingTableDelegate.self)
}

/// Calls `body` with the node `reference` names, borrowed: neither retained nor released. The
/// caller keeps the node alive (see `RoutingState.unretained`).
///
/// Not isolated, so the closure it hands to the standard library is not isolated either: an
/// isolated closure there would run a main-actor check on every call.
@inline(__always)
func withGuaranteedNode<Answer>(
    _ reference: Unmanaged<CascadingTableNode>, _ body: (CascadingTableNode) -> Answer
) -> Answer {
    reference._withUnsafeGuaranteedRef { body($0) }
}
