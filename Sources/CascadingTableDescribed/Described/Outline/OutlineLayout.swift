import CascadingTableCollections
import CascadingTableView
import Foundation

/// What a node keeps of its outline beside the rows it shows: how many rows it has, and where each
/// hidden row is.
///
/// Each row is kept once. The store holds the rows shown, stamped with their depth and
/// disclosure; an expanded row shown is kept without its children (they are the rows shown under
/// it), a collapsed one with them, and the hidden rows stay there, in their collapsed ancestor's
/// children, as given. The content as given is put back together from the rows shown when it is
/// asked for (``OutlineLayout/regrouped(_:)``). Keeping it whole beside the rows shown cost a
/// second copy of every row shown (56 bytes).
///
/// There is no table of every row's identifier: a set of every nested row's identifier cost about
/// 33 bytes a row at a million rows (a hash table's slots are a power of two, 16 bytes each). The
/// rows shown are found by the store's own index; only the hidden rows have a table
/// (``hiddenPlaces``), so a fully expanded outline pays nothing for it. Whether a row was in the
/// outline before new content is found by a set made for the one change that asks.
struct Outline {
    /// The number of rows of the outline, shown or hidden: how large to make a table of them.
    var rowCount: Int

    /// Where each hidden row is: its parent and its index among the parent's children, as given.
    /// A row is hidden when an ancestor is collapsed; following the parents up reaches a row shown
    /// (a collapsed one, which keeps its children) in at most the row's depth steps, and the
    /// indexes lead back down through the children kept. Filled with the rows a collapse hides,
    /// emptied of those an expansion shows; expanding or collapsing a hidden row changes nothing
    /// here (its children stay hidden, under it).
    var hiddenPlaces: [DescribedID: HiddenPlace]

    /// The rows read by look-ups of hidden rows and walks of the outline since it was laid out:
    /// for tests of what a look-up costs.
    var rowsVisited = 0
}

/// Where a hidden row is: its parent, and its index among the parent's children as given.
struct HiddenPlace: Equatable {
    /// The parent's identifier.
    var parent: DescribedID
    /// The index among the parent's children; 32 bits, so that an entry takes 16 bytes beside its
    /// key (an identifier of 9 bytes, padded). No parent has more children in memory (2^32 rows
    /// of 56 bytes); clamped all the same.
    var index: UInt32

    init(parent: DescribedID, index: Int) {
        self.parent = parent
        self.index = UInt32(clamping: index)
    }
}

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
                // The flag first, a byte: only a row with the flag can have children (``children``
                // keeps it), and reading them costs a leaf the annex's enum and the array.
                guard current.rows[rowIndex].hasChildren, !current.rows[rowIndex].childStorage.isEmpty else {
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

    /// Notes that `frame` changed: its rows read before the last one (a row being dropped, or the
    /// parent whose children changed, which the caller appends next) become its kept rows, once.
    private static func markChanged(_ frame: inout Frame) {
        guard !frame.changed else { return }
        frame.changed = true
        frame.kept = Array(frame.rows[..<(frame.next - 1)])
    }

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
    private static func stamped(_ row: RowDescription, depth: Int, expanded: Bool) -> RowDescription {
        var row = row
        stamp(&row, depth: depth, expanded: expanded)
        return row
    }

    /// Stamps `row` as ``stamped(_:depth:expanded:)`` does, in place.
    private static func stamp(_ row: inout RowDescription, depth: Int, expanded: Bool) {
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

extension DescribedContent {
    /// Whether a row of the content has children.
    ///
    /// - Complexity: O(*n*) for *n* top-level rows: a field of each.
    var hasChildRows: Bool {
        sections.contains { section in section.rows.indices.contains { section.rows[$0].hasChildren } }
    }
}
