import CascadingTableCollections
import CascadingTableView
import Foundation

/// An outline laid out: its duplicates dropped, every row's expansion decided, and its visible
/// rows, depth first, each stamped with its depth and disclosure; a pure value.
///
/// The walk keeps its own stack: a depth of 10,000 is a test case, and recursion that deep
/// overflows a thread's stack.
struct OutlineLayout {
    /// The rows shown: the visible rows of each section, depth first, stamped.
    private(set) var visible = DescribedContent()

    /// The expanded rows: rows with children only.
    private(set) var expanded: Set<DescribedID> = []

    /// The number of rows kept, at every depth.
    private(set) var rowCount = 0

    /// The number of rows kept that have children.
    private(set) var parentCount = 0

    /// Where each hidden row is (see ``Outline/hiddenPlaces``).
    private(set) var hiddenPlaces: [DescribedID: HiddenPlace] = [:]

    /// One report per dropped row or section, in depth-first order.
    private(set) var reports: [TableViewDiagnostic] = []

    /// Every row kept, by identifier: where each visible row is among the rows of ``visible``
    /// (``OutlineRowIndex/shownPosition(of:)``), for the update plan.
    private(set) var rows: OutlineRowIndex

    /// The outline, when any row has children; nil for a flat content.
    var outline: Outline? {
        parentCount == 0 ? nil : Outline(rowCount: rowCount, hiddenPlaces: hiddenPlaces)
    }

    /// A section or a row's children, being walked.
    private struct Frame {
        /// The rows as given.
        var rows: [RowDescription]
        /// The next row to read.
        var next = 0
        /// The rows kept so far, once a row of this level or below was dropped (`changed`); until
        /// then the kept rows are `rows[..<next]`, and nothing is copied.
        var kept: [RowDescription] = []
        /// Whether a row was dropped from this level or below.
        var changed = false
        /// The row whose children these are (nil for a section's rows), its slot in the index's
        /// parents, and where its visible copy is, if it is visible.
        var parent: RowDescription?
        var parentSlot = OutlineRowIndex.topLevel
        var parentVisibleIndex: Int?
        /// The depth of these rows.
        var depth: Int
        /// Whether these rows are visible (every row above is expanded).
        var isVisible: Bool
    }

    /// Lays out `content`.
    ///
    /// Each section's rows are let go as soon as they are laid out: when nothing else holds them
    /// (content handed over by a node's initializer), the memory of each section's nested arrays
    /// is freed before the next section's rows are copied, and the allocator reuses it for them.
    /// Otherwise it would stay with the process once the app let go of its content (glibc keeps
    /// freed blocks that lie between blocks in use): 53 bytes a row at a million rows.
    ///
    /// - Parameters:
    ///   - content: The content as given, rows with their children.
    ///   - policy: Only changes the wording of the reports (the caller decides whether to show
    ///     the result).
    ///   - isExpanded: The expansion of a row the node has already (nil for a row it does not
    ///     have, which takes its ``RowDescription/expanded(_:)``).
    /// - Complexity: O(*n*) for *n* rows of the outline, hidden ones included.
    init(
        _ content: consuming DescribedContent, policy: DuplicateIdentifierPolicy, isExpanded: (DescribedID) -> Bool?
    ) {
        let outcome = ContentRule.Outcome(policy, outline: true)
        var sectionPlace: [DescribedID: Int] = [:]
        // Counted first, a walk that hashes nothing, so that the index is made at its size at
        // once: grown step by step, each larger table replaced a smaller one, and the allocator
        // kept the smaller ones' memory (Performance.md, "Outline rows").
        var index = OutlineRowIndex(for: content)
        // Where the rows shown of the current section start among every section's.
        var shownBefore = 0
        var nodePlace: [ObjectIdentifier: (place: Place, id: DescribedID)] = [:]
        var visibleSections: [SectionDescription] = []
        // By index, each section taken out of the content: an iterator would hold every section.
        for sectionIndex in content.sections.indices {
            let section = content.sections[sectionIndex]
            content.sections[sectionIndex].rows = []
            if let first = sectionPlace[section.id] {
                reports.append(ContentRule.duplicateSection(section.id, at: sectionIndex, firstAt: first, outcome))
                continue
            }
            sectionPlace[section.id] = sectionIndex
            // Room for every row of the section: grown by doubling, the rows shown were moved
            // about 14 times at 10,000 rows. Left with more than twice the room it needs (rows
            // hidden), the array is copied to its size below: doubling leaves up to that too.
            var visibleRows: [RowDescription] = []
            visibleRows.reserveCapacity(index.sectionRowCounts[sectionIndex])
            // The frame being read is kept apart from the ones it suspended: a row read through
            // the stack's last element paid an index and a uniqueness check per access.
            var current = Frame(rows: section.rows, depth: 0, isVisible: true)
            var suspended: [Frame] = []
            // The visible leaves of `current` read and not copied yet, next to each other: copied
            // into the rows shown together, then stamped there, before any other row is appended
            // (``copyRun(_:of:depth:into:)``).
            var run = 0..<0
            while true {
                guard current.next < current.rows.count else {
                    Self.copyRun(&run, of: current.rows, depth: current.depth, into: &visibleRows)
                    let rows = current.changed ? current.kept : current.rows
                    guard var parent = current.parent, var resumed = suspended.popLast() else { break }
                    if current.changed {
                        parent.children = rows
                        // A shown row keeps its children while they are hidden (and below the
                        // depth the stamps tell apart); otherwise they are the rows shown after it.
                        if let index = current.parentVisibleIndex,
                            !visibleRows[index].childStorage.isEmpty || rows.isEmpty
                        {
                            visibleRows[index].children = rows
                        }
                        Self.markChanged(&resumed)
                    }
                    if rows.isEmpty {
                        // Every child was dropped: a leaf now, never expanded.
                        parentCount -= 1
                        expanded.remove(parent.id)
                        if let index = current.parentVisibleIndex {
                            visibleRows[index].outlineFlags.remove(.shownExpanded)
                        }
                    }
                    if resumed.changed {
                        resumed.kept.append(parent)
                    }
                    current = resumed
                    continue
                }
                if current.isVisible && !current.changed,
                    Self.walkLeaves(
                        of: &current, run: &run, shownBefore: shownBefore + visibleRows.count, section: sectionIndex,
                        index: &index, nodePlace: &nodePlace, reports: &reports, rowCount: &rowCount, outcome: outcome)
                {
                    continue
                }
                // A leaf is read in place, a field at a time, and copied once, into the rows
                // shown: copied out first, it was retained whole and released again.
                let rowIndex = current.next
                current.next += 1
                let depth = current.depth
                let isVisible = current.isVisible
                if let problem = Self.problem(
                    with: current.rows, at: rowIndex, under: current.parent, section: sectionIndex,
                    parentSlot: current.parentSlot,
                    shown: isVisible ? shownBefore + visibleRows.count + run.count : nil,
                    index: &index, nodePlace: &nodePlace, outcome: outcome)
                {
                    reports.append(problem)
                    Self.markChanged(&current)
                    continue
                }
                rowCount += 1
                if !isVisible, let parent = current.parent {
                    // Its index among the rows kept: those read before it unless one was dropped.
                    let index = current.changed ? current.kept.count : rowIndex
                    hiddenPlaces[current.rows[rowIndex].id] = HiddenPlace(parent: parent.id, index: index)
                }
                guard current.rows[rowIndex].holdsChildren else {
                    if isVisible {
                        // A row dropped since the run began ends it.
                        if run.upperBound != rowIndex {
                            Self.copyRun(&run, of: current.rows, depth: depth, into: &visibleRows)
                            run = rowIndex..<rowIndex
                        }
                        run = run.lowerBound..<rowIndex + 1
                    }
                    if current.changed { current.kept.append(current.rows[rowIndex]) }
                    continue
                }
                let row = current.rows[rowIndex]
                parentCount += 1
                let isOpen = isExpanded(row.id) ?? row.outlineFlags.contains(.startsExpanded)
                if isOpen { expanded.insert(row.id) }
                var visibleIndex: Int?
                if isVisible {
                    Self.copyRun(&run, of: current.rows, depth: depth, into: &visibleRows)
                    visibleIndex = visibleRows.count
                    visibleRows.append(Self.stamped(row, depth: depth, expanded: isOpen))
                }
                suspended.append(current)
                current = Frame(
                    rows: row.children, parent: row, parentSlot: index.addParent(row.id),
                    parentVisibleIndex: visibleIndex, depth: depth + 1, isVisible: isVisible && isOpen)
            }
            shownBefore += visibleRows.count
            if visibleRows.capacity > 2 * visibleRows.count {
                // Copied into an array of its size: `Array(visibleRows)` would keep the buffer.
                var trimmed: [RowDescription] = []
                trimmed.reserveCapacity(visibleRows.count)
                trimmed.append(contentsOf: visibleRows)
                visibleRows = trimmed
            }
            var shown = section
            shown.rows = visibleRows
            visibleSections.append(shown)
        }
        visible = DescribedContent(sections: visibleSections)
        rows = index
    }

    /// Copies the visible leaves `rows[run]` into `visibleRows`, stamped at `depth` and not
    /// expanded, and empties `run`.
    ///
    /// Copied one by one, each leaf paid for its copy through the stack (the row copied out, then
    /// into the array) and the array's uniqueness and capacity checks, and again its uniqueness
    /// check to be stamped; a run is copied with one `append(contentsOf:)`, then stamped in place.
    private static func copyRun(
        _ run: inout Range<Int>, of rows: [RowDescription], depth: Int, into visibleRows: inout [RowDescription]
    ) {
        guard !run.isEmpty else { return }
        let start = visibleRows.count
        visibleRows.append(contentsOf: rows[run])
        for position in start..<visibleRows.count {
            stamp(&visibleRows[position], depth: depth, expanded: false)
        }
        run = run.upperBound..<run.upperBound
    }

    /// Reads the visible leaves of `frame` from its next row on, when nothing was dropped from it
    /// (the common case): each is noted and joins `run`, from locals, where the general walk read
    /// and wrote every field through the frame per row. Stops at a row with children (left for
    /// the general walk, and then returns false) or after a dropped row (reported, the frame
    /// marked changed), or at the level's end.
    ///
    /// - Parameter shownBefore: The number of rows shown before the rows of `visibleRows`.
    /// - Returns: Whether the caller goes on with the next row (false: it reads the row at
    ///   `frame.next`, which has children).
    private static func walkLeaves(
        of frame: inout Frame, run: inout Range<Int>, shownBefore: Int, section: Int,
        index: inout OutlineRowIndex, nodePlace: inout [ObjectIdentifier: (place: Place, id: DescribedID)],
        reports: inout [TableViewDiagnostic], rowCount: inout Int, outcome: ContentRule.Outcome
    ) -> Bool {
        let start = frame.next
        // A row dropped since the run began ends it (the rows between are not shown).
        if run.upperBound != start {
            // `run` is empty here: a run is copied before a row with children or a level's end,
            // and a dropped row marks the frame changed. Rows of a run left here would not be shown.
            #if CASCADING_INTERNAL_CHECKS
                internalCheck { $0.note(run.isEmpty ? nil : "OutlineLayout: a run of \(run.count) rows left uncopied") }
            #endif
            run = start..<start
        }
        let rows = frame.rows
        let parentSlot = frame.parentSlot
        // The position shown of the row at `next` is `shownFirst + next`.
        let shownFirst = shownBefore - run.lowerBound
        var next = start
        var dropped = false
        while next < rows.count, !rows[next].holdsChildren {
            if let problem = Self.problem(
                with: rows, at: next, under: frame.parent, section: section, parentSlot: parentSlot,
                shown: shownFirst + next, index: &index, nodePlace: &nodePlace, outcome: outcome)
            {
                reports.append(problem)
                dropped = true
                break
            }
            next += 1
        }
        rowCount += next - start
        run = run.lowerBound..<next
        frame.next = next
        if dropped {
            frame.next += 1
            markChanged(&frame)
            return true
        }
        return next == rows.count
    }

    /// Notes that `frame` changed: its rows read before the last one (a row being dropped, or the
    /// parent whose children changed, which the caller appends next) become its kept rows, once.
    private static func markChanged(_ frame: inout Frame) {
        guard !frame.changed else { return }
        frame.changed = true
        frame.kept = Array(frame.rows[..<(frame.next - 1)])
    }

    /// Why `rows[rowIndex]`, a child of `parent` (nil at the top level) in section `section`, is
    /// dropped (an identifier or node used before, a node that owns a range); nil when it is kept,
    /// and then it is noted in `index` (under its parent's slot `parentSlot`, at position `shown`
    /// among the rows shown when it is visible). The row is read in place; its place is made only
    /// for a report or a node.
    private static func problem(
        with rows: [RowDescription], at rowIndex: Int, under parent: RowDescription?, section: Int,
        parentSlot: UInt32, shown: Int?, index: inout OutlineRowIndex,
        nodePlace: inout [ObjectIdentifier: (place: Place, id: DescribedID)], outcome: ContentRule.Outcome
    ) -> TableViewDiagnostic? {
        let id = rows[rowIndex].id
        func place() -> Place { Place(parent: parent?.id, index: rowIndex, section: section) }
        // One look-up per row: the row is noted, unless its identifier was.
        if let first = index.note(id, parent: parentSlot, index: rowIndex, section: section, shown: shown) {
            return ContentRule.duplicateIdentifier(id, at: "\(place())", firstAt: first, outcome)
        }
        guard rows[rowIndex].isBackedByNode else { return nil }
        let row = rows[rowIndex]
        let place = place()
        if case .node(let handle) = row.source {
            if handle.ownsRange {
                // A dropped row leaves no place: a later row may have its identifier.
                index.removeLast(row.id)
                return ContentRule.rangeNode(row.id, at: "\(place)", outcome)
            }
            if let first = nodePlace[handle.identity] {
                index.removeLast(row.id)
                return ContentRule.sharedNode(
                    row.id, at: "\(place)", nodeOf: first.id, firstAt: "\(first.place)", outcome)
            }
            nodePlace[handle.identity] = (place, row.id)
        }
        return nil
    }
}

/// Where a row is in an outline, described only for a report.
private struct Place: CustomStringConvertible {
    /// The row's parent; nil at the top level.
    var parent: DescribedID?
    /// The row's index among its siblings.
    var index: Int
    /// The row's section.
    var section: Int

    var description: String { ContentRule.place(child: index, of: parent, section: section) }
}
