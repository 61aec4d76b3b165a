import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import Foundation

// Outline rows: rows with children, shown under them while they are expanded.
//
// The node keeps each row once: its store holds the visible rows, depth first, each stamped with
// its depth and disclosure (`OutlineLayout`); an expanded row there has no children of its own
// (they are the rows shown after it), a collapsed one keeps its children, hidden, as given. The
// content as given is put back together from the store when asked for (`givenContent`). The
// expansion of every row is kept by identifier (`expandedIDs`). Every change of the
// outline (new content, an edit, `expandedRowIDs` set) lays the outline out again and shows the
// visible rows as new content is shown: one batch, diffed by identifier, so a subtree that moves
// to another parent moves, and rows on screen before and after keep their cells. Expanding or
// collapsing one shown row does not: it inserts or removes the rows under it, as an edit.
extension DescribedNodeBase {
    /// Shows `content`, rows with their children: lays it out with the expansion the node keeps
    /// (a row it does not have yet takes its ``RowDescription/expanded(_:)``), then shows its
    /// visible rows as one batch.
    ///
    /// Content handed over (`consume`) is let go section by section as it is laid out (see
    /// ``OutlineLayout/init(_:policy:isExpanded:)``).
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows of the outline, hidden ones included.
    final func showOutline(of content: consuming DescribedContent, completion: ((Bool) -> Void)?) {
        let expanded = expandedIDs
        // The rows the node has, made on the first row with children that is not expanded, for
        // this change only: such a row the node has stays collapsed, a new one takes its
        // description's expansion.
        var known: Set<DescribedID>?
        let layout = OutlineLayout(consume content, policy: duplicatePolicy) { id in
            if expanded.contains(id) { return true }
            if known == nil { known = outlineRowIDs() }
            return known?.contains(id) == true ? false : nil
        }
        show(layout, completion: completion)
    }

    /// The identifiers of the node's rows, at every depth, shown or hidden: a set made for the
    /// caller, which the node does not keep.
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline.
    final func outlineRowIDs() -> Set<DescribedID> {
        var ids = Set<DescribedID>(minimumCapacity: outline?.rowCount ?? store.count)
        forEachOutlineRow { row in
            ids.insert(row.id)
            return true
        }
        return ids
    }

    /// Calls `body` with each row of the node, shown (as shown) and hidden (as given), until it
    /// returns false: each shown row, then the rows of its children it keeps (hidden ones). Rows
    /// under an expanded row too deep to be kept without its children are visited twice.
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline, plus `body`.
    final func forEachOutlineRow(_ body: (RowDescription) -> Bool) {
        var goesOn = true
        var visited = 0
        store.forEachRow { _, row in
            guard goesOn else { return }
            visited += 1
            goesOn = body(row)
            guard goesOn, !row.childStorage.isEmpty else { return }
            OutlinePath.visit(row.childStorage) { hidden, _ in
                visited += 1
                goesOn = body(hidden)
                return goesOn
            }
        }
        outline?.rowsVisited += visited
    }

    /// The row with `id`, shown (as shown) or hidden in the outline (as given); nil when no row
    /// has it.
    ///
    /// - Complexity: O(log *n*) for a shown row (O(*n*) for the first look-up by identifier);
    ///   O(*d* + log *n*) for a hidden one *d* deep (``hiddenRow(withID:)``).
    final func outlineRow(withID id: DescribedID) -> RowDescription? {
        if let position = store.position(of: id) { return store[position] }
        return hiddenRow(withID: id)
    }

    /// The hidden row with `id`, as given; nil when no hidden row has it.
    ///
    /// Its parents are followed up through ``Outline/hiddenPlaces`` to the row shown that keeps
    /// them, and its path back down read from the children each keeps.
    ///
    /// - Complexity: O(*d* + log *n*) for a row *d* deep and *n* rows shown.
    final func hiddenRow(withID id: DescribedID) -> RowDescription? {
        guard let places = outline?.hiddenPlaces, let place = places[id] else { return nil }
        var path = [Int(place.index)]
        var top = place.parent
        // Bounded by the hidden rows: a table that loops cannot hang the caller.
        while let up = places[top], path.count <= places.count {
            path.append(Int(up.index))
            top = up.parent
        }
        var found: RowDescription?
        if let position = store.position(of: top) {
            var rows = store[position].childStorage
            for index in path.reversed() {
                guard index < rows.count else { break }
                found = rows[index]
                rows = rows[index].childStorage
            }
        }
        outline?.rowsVisited += path.count + 1
        // The table names exactly the hidden rows, each where it is (the invariant checks check
        // it): a row found elsewhere would be another row.
        #if CASCADING_INTERNAL_CHECKS
            internalCheck {
                $0.note(
                    found?.id == id ? nil : "\(partName): the table of hidden rows does not lead to row \(id)")
            }
        #endif
        return found?.id == id ? found : nil
    }

    /// The row at store position `position` as described: an expanded row with the rows shown
    /// under it put back as its children.
    ///
    /// - Complexity: O(log *n*); O(*k* + log *n*) for an expanded row with *k* rows shown under it.
    final func describedRow(shownAt position: Int) -> RowDescription {
        let row = store[position]
        guard row.hasChildren && row.childStorage.isEmpty else { return row }
        var end = position + 1
        while end < store.count && store.withRow(at: end, { $0.depthValue }) > row.depthValue {
            end += 1
        }
        var described = OutlineLayout.regrouped([row] + store.rows(in: position + 1..<end))[0]
        // As shown otherwise: stamped as the store's row is.
        described.depthValue = row.depthValue
        described.outlineFlags = row.outlineFlags
        return described
    }

    /// Shows the outline the node has with `expanded` as its expanded rows.
    final func relayOut(expanded: Set<DescribedID>, completion: ((Bool) -> Void)?) {
        guard outline != nil else {
            completion?(true)
            return
        }
        let layout = OutlineLayout(givenContent, policy: duplicatePolicy) { expanded.contains($0) }
        show(layout, completion: completion)
    }

    /// Shows `layout`'s visible rows, and keeps its outline and expansion; with duplicates under
    /// ``DuplicateIdentifierPolicy/reject``, reports them and changes nothing.
    private func show(_ layout: OutlineLayout, completion: ((Bool) -> Void)?) {
        diagnosticsMailbox.send(layout.reports, to: preparedTable)
        guard duplicatePolicy == .keepFirst || layout.reports.isEmpty else {
            completion?(false)
            return
        }
        let old = currentContent
        // The layout dropped every duplicate and indexed the rows it shows: the plan neither
        // checks nor indexes them again.
        let rows = layout.rows
        let plan = DescribedUpdatePlan(from: old, toLaidOut: layout.visible) { rows.shownPosition(of: $0) }
        if !plan.isRejected {
            outline = layout.outline
            expandedIDs = layout.expanded
        }
        // Kept as given, not moved into a tree: new content is shown by a diff, and only an edit
        // or a toggle needs the tree, whose first one moves the rows there (O(n), once). Moving
        // them here cost a fifth of outline-content-10k (Performance.md, "Outline rows").
        apply(plan, from: old, keepingAsGiven: true, completion: completion)
    }

    /// The content as given: the rows shown, and in an outline the rows under each expanded one
    /// put back as its children (``OutlineLayout/regrouped(_:)``).
    ///
    /// - Complexity: O(*n*) for *n* rows shown.
    final var givenContent: DescribedContent {
        guard outline != nil else { return currentContent }
        return DescribedContent(
            sections: sections.map { shown in
                SectionDescription(
                    id: shown.id, header: shown.header, footer: shown.footer,
                    rows: OutlineLayout.regrouped(store.rows(in: shown.start..<shown.start + shown.rowCount)))
            })
    }

    /// Expands or collapses the row with `id`: one batch inserting or deleting the rows that
    /// become visible or hidden. An unknown identifier, or a row without children, changes
    /// nothing and is reported; a row already so changes nothing and succeeds.
    ///
    /// - Complexity: O(*k* + log *n* + *s*) for a shown row (see
    ///   ``toggleShownRow(at:to:completion:)``); O(*d* + log *n*) for a hidden one *d* deep, found
    ///   through the table of hidden rows (``hiddenRow(withID:)``).
    final func setExpansion(of id: DescribedID, to isExpanded: Bool, completion: ((Bool) -> Void)?) {
        let action = isExpanded ? "expand" : "collapse"
        guard let row = outlineRow(withID: id) else {
            diagnosticsMailbox.send(
                [
                    TableViewDiagnostic(
                        kind: .unknownIdentifier(id.description),
                        message: "Cannot \(action) row \(id): no row has it; nothing changed.")
                ], to: preparedTable)
            completion?(false)
            return
        }
        guard outline != nil, row.hasChildren else {
            reportIneffective("\(action)Row(withID: \(id))", because: "the row has no children")
            completion?(false)
            return
        }
        guard expandedIDs.contains(id) != isExpanded else {
            completion?(true)
            return
        }
        guard let position = store.position(of: id) else {
            // A hidden row: nothing shown changes until its parent opens.
            if isExpanded {
                expandedIDs.insert(id)
            } else {
                expandedIDs.remove(id)
            }
            completion?(true)
            return
        }
        toggleShownRow(at: position, to: isExpanded, completion: completion)
    }

    /// Expands or collapses the shown row at store position `position`: inserts the rows under it
    /// that become visible, or removes the rows under it shown, and stamps it with its new
    /// disclosure (its cell is configured again), as one edit of the node's rows.
    ///
    /// - Complexity: O(*k* + log *n* + *s*) for *k* rows shown or hidden and *s* sections (the
    ///   first edit after new content, of a list or a described table, moves the rows into a tree,
    ///   O(*n*) once). The batch names the rows from the section's edit log: no diff.
    private func toggleShownRow(at position: Int, to isExpanded: Bool, completion: ((Bool) -> Void)?) {
        let row = store[position]
        // Below the deepest depth a row can be stamped with, the rows under a row cannot be told
        // by their depth: the outline is laid out again instead.
        guard row.depth <= OutlineLayout.deepestRegroupedDepth else {
            var expanded = expandedIDs
            if isExpanded {
                expanded.insert(row.id)
            } else {
                expanded.remove(row.id)
            }
            return relayOut(expanded: expanded, completion: completion)
        }
        var restamped = row
        let shown: [RowDescription]
        var hidden = position + 1..<position + 1
        if isExpanded {
            expandedIDs.insert(row.id)
            restamped.outlineFlags.insert(.shownExpanded)
            // Its children are shown after it now: the store keeps each row once.
            restamped.childStorage = []
            shown = OutlineLayout.visibleRows(under: row, expanded: expandedIDs)
        } else {
            expandedIDs.remove(row.id)
            restamped.outlineFlags.remove(.shownExpanded)
            shown = []
            var end = position + 1
            while end < store.count && store.withRow(at: end, { $0.depthValue }) > row.depthValue {
                end += 1
            }
            hidden = position + 1..<end
            // The rows it hid are its children again, as given.
            restamped.children = OutlineLayout.regrouped(store.rows(in: hidden))
        }
        let section = localPath(ofStorePosition: position)[0]
        let change = shown.count - hidden.count
        let nodesBefore = rowNodesByIdentity()
        // The log counts in the section's rows; the store in the node's.
        let start = sections[section].start
        changeRows(
            shown + [restamped], inSection: section, completion: completion,
            log: { log in
                log.replace(at: position - start, old: row, new: restamped)
                log.remove(hidden.lowerBound - start..<hidden.upperBound - start) { store[start + $0] }
                log.insert(count: shown.count, at: position + 1 - start)
            },
            mutate: {
                store.replace(at: position, with: restamped)
                store.removeSubrange(hidden)
                if !shown.isEmpty {
                    store.insert(shown, at: position + 1)
                }
                noteHiddenPlaces(shown: shown, hiddenUnder: isExpanded ? nil : restamped)
                changeSections { sections in
                    sections[section].rowCount += change
                    for later in sections.indices where later > section {
                        sections[later].start += change
                    }
                }
                wireRowNodes(before: nodesBefore)
            })
    }
}

extension DescribedNodeBase {
    /// Keeps ``Outline/hiddenPlaces`` for a toggle: the rows `shown` are no longer hidden; the rows
    /// under `collapsed` that were shown (its children, and theirs while expanded) are hidden now.
    /// Rows hidden under a collapsed descendant stay as they are: their places did not change.
    ///
    /// - Complexity: O(*k*) for *k* rows shown or hidden.
    fileprivate func noteHiddenPlaces(shown: [RowDescription], hiddenUnder collapsed: RowDescription?) {
        // The table is taken out of the node for the loop and put back: written through the
        // node's optional property, each row paid an exclusivity-checked access of the node and
        // the optional's unwrapping (830 instructions a row shown by expanding 10,000 rows).
        guard var places = outline?.hiddenPlaces else { return }
        outline?.hiddenPlaces = [:]
        if !places.isEmpty {
            for row in shown.indices {
                places.removeValue(forKey: shown[row].id)
            }
        }
        if let collapsed {
            OutlineLayout.forEachRowShown(under: collapsed, expanded: expandedIDs) { row, place in
                places[row.id] = place
            }
        }
        outline?.hiddenPlaces = places
    }
}

// The outline API of both node types; a conformer of `DescribedNode` of the app's own (not a
// described node) has no outline: it expands nothing and completes with false.
extension DescribedNode {
    /// Shows the row's children: one animated batch inserting the rows that become visible (its
    /// children, and theirs while they are expanded). A hidden row (under a collapsed row) is
    /// expanded too, and shows its children when it is shown.
    ///
    /// A row without children, or an unknown identifier, changes nothing, is reported
    /// (``TableViewDiagnostic/Kind/ineffectiveCall(_:)``,
    /// ``TableViewDiagnostic/Kind/unknownIdentifier(_:)``) and completes with false. A row
    /// expanded already changes nothing and completes with true.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, at any depth.
    ///   - completion: Called with whether the batch was applied and valid.
    /// - Complexity: O(*k* + log *n* + *s*) for *k* rows shown, *n* rows of the node and *s* of its
    ///   sections; O(*d* + log *n*) for a hidden row *d* deep, found through the node's table of
    ///   its hidden rows (their parents), and nothing shown changes. The first toggle or edit after
    ///   new content moves the node's rows into a tree, O(*n*) once.
    public func expandRow(withID id: some Hashable & Sendable, completion: ((Bool) -> Void)? = nil) {
        guard let node = self as? DescribedNodeBase else {
            completion?(false)
            return
        }
        node.setExpansion(of: DescribedID(id), to: true, completion: completion)
    }

    /// Hides the row's descendants: one animated batch deleting them. Their own expansion is
    /// kept: expanding the row again shows what was open under it.
    ///
    /// A row without children, or an unknown identifier, changes nothing, is reported and
    /// completes with false; a row collapsed already changes nothing and completes with true.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, at any depth.
    ///   - completion: Called with whether the batch was applied and valid.
    /// - Complexity: O(*k* + log *n* + *s*) for *k* rows hidden, *n* rows of the node and *s* of its
    ///   sections; O(*d* + log *n*) for a hidden row *d* deep, found through the node's table of
    ///   its hidden rows, and nothing shown changes. The first toggle or edit after new content
    ///   moves the node's rows into a tree, O(*n*) once.
    public func collapseRow(withID id: some Hashable & Sendable, completion: ((Bool) -> Void)? = nil) {
        guard let node = self as? DescribedNodeBase else {
            completion?(false)
            return
        }
        node.setExpansion(of: DescribedID(id), to: false, completion: completion)
    }

    /// Whether the row with `id` is expanded, shown or hidden; false for a row without children
    /// and for an unknown identifier.
    ///
    /// - Parameter id: A row identifier, at any depth.
    /// - Returns: Whether the row is expanded.
    /// - Complexity: O(1).
    public func isRowExpanded(withID id: some Hashable & Sendable) -> Bool {
        guard let node = self as? DescribedNodeBase else { return false }
        return node.expandedIDs.contains(DescribedID(id))
    }

    /// The identifiers of the expanded rows, hidden ones included; setting it expands and
    /// collapses rows to match, in one animated batch (to restore what a user had open).
    ///
    /// Identifiers the node has no row for, and rows without children, are ignored when it is
    /// set: saved state may name rows removed since.
    ///
    /// - Complexity: Reading is O(1); setting is O(*n* + *m*) for *n* rows of the outline and *m*
    ///   identifiers given, and O(*n* + *k* log *k*) more when the expansion changes (the outline is
    ///   laid out again and diffed).
    public var expandedRowIDs: Set<DescribedID> {
        get {
            guard let node = self as? DescribedNodeBase else { return [] }
            return node.expandedIDs
        }
        set {
            guard let node = self as? DescribedNodeBase, let outline = node.outline else { return }
            // The rows with children among those named: a walk of the outline, which keeps no
            // table of them. (The capacity is a hint: `min` and `max` give the same set, an
            // equivalent mutant for Tests/Mutation.)
            var wanted = Set<DescribedID>(minimumCapacity: min(newValue.count, outline.rowCount))
            if !newValue.isEmpty {
                node.forEachOutlineRow { row in
                    if row.hasChildren && newValue.contains(row.id) { wanted.insert(row.id) }
                    return true
                }
            }
            guard wanted != node.expandedIDs else { return }
            node.relayOut(expanded: wanted, completion: nil)
        }
    }
}
