import CascadingTableCollections
import CascadingTableView
import Foundation

/// A node's outline: its content as given, with every row's children, and what an expansion or an
/// edit needs to know about the rows it does not show.
struct Outline {
    /// The content as given (duplicates dropped), every row with its children.
    var sections: [SectionDescription]

    /// The identifiers of the rows under another row, shown or hidden.
    var nestedIDs: Set<DescribedID>

    /// The identifiers of the rows that have children, shown or hidden.
    var parentIDs: Set<DescribedID>
}

/// An outline laid out: its duplicates dropped, every row's expansion decided, and its visible
/// rows, depth first, each stamped with its depth and disclosure; a pure value.
///
/// The walk keeps its own stack: a depth of 10,000 is a test case, and recursion that deep
/// overflows a thread's stack.
struct OutlineLayout {
    /// The outline with its duplicates dropped.
    private(set) var sections: [SectionDescription] = []

    /// The rows shown: the visible rows of each section, depth first, stamped.
    private(set) var visible = DescribedContent()

    /// The expanded rows: rows with children only.
    private(set) var expanded: Set<DescribedID> = []

    /// The identifiers of the rows under another row.
    private(set) var nestedIDs: Set<DescribedID> = []

    /// The identifiers of the rows that have children.
    private(set) var parentIDs: Set<DescribedID> = []

    /// One report per dropped row or section, in depth-first order.
    private(set) var reports: [TableViewDiagnostic] = []

    /// The outline, when any row has children; nil for a flat content.
    var outline: Outline? {
        parentIDs.isEmpty ? nil : Outline(sections: sections, nestedIDs: nestedIDs, parentIDs: parentIDs)
    }

    /// A section or a row's children, being walked.
    private struct Frame {
        /// The rows as given.
        var rows: [RowDescription]
        /// The next row to read.
        var next = 0
        /// The rows kept so far.
        var kept: [RowDescription] = []
        /// Whether a row was dropped from this level or below.
        var changed = false
        /// The row whose children these are (nil for a section's rows), and where its visible
        /// copy is, if it is visible.
        var parent: RowDescription?
        var parentVisibleIndex: Int?
        /// The depth of these rows.
        var depth: Int
        /// Whether these rows are visible (every row above is expanded).
        var isVisible: Bool
    }

    /// Lays out `content`.
    ///
    /// - Parameters:
    ///   - content: The content as given, rows with their children.
    ///   - policy: Only changes the wording of the reports (the caller decides whether to show
    ///     the result).
    ///   - isExpanded: The expansion of a row the node has already (nil for a row it does not
    ///     have, which takes its ``RowDescription/expanded(_:)``).
    /// - Complexity: O(*n*) for *n* rows of the outline, hidden ones included.
    init(_ content: DescribedContent, policy: DuplicateIdentifierPolicy, isExpanded: (DescribedID) -> Bool?) {
        let outcome = ContentRule.Outcome(policy, outline: true)
        var sectionPlace: [DescribedID: Int] = [:]
        var rowPlace: [DescribedID: Place] = [:]
        var nodePlace: [ObjectIdentifier: (place: Place, id: DescribedID)] = [:]
        var visibleSections: [SectionDescription] = []
        for (sectionIndex, section) in content.sections.enumerated() {
            if let first = sectionPlace[section.id] {
                reports.append(ContentRule.duplicateSection(section.id, at: sectionIndex, firstAt: first, outcome))
                continue
            }
            sectionPlace[section.id] = sectionIndex
            var visibleRows: [RowDescription] = []
            var stack = [Frame(rows: section.rows, depth: 0, isVisible: true)]
            while !stack.isEmpty {
                let top = stack.count - 1
                guard stack[top].next < stack[top].rows.count else {
                    let done = stack.removeLast()
                    let rows = done.changed ? done.kept : done.rows
                    guard var parent = done.parent else {
                        var kept = section
                        kept.rows = rows
                        sections.append(kept)
                        break
                    }
                    if done.changed {
                        parent.children = rows
                        if let index = done.parentVisibleIndex { visibleRows[index].children = rows }
                        stack[stack.count - 1].changed = true
                    }
                    if rows.isEmpty {
                        // Every child was dropped: a leaf now, never expanded.
                        parentIDs.remove(parent.id)
                        expanded.remove(parent.id)
                        if let index = done.parentVisibleIndex {
                            visibleRows[index].outlineFlags.remove(.shownExpanded)
                        }
                    }
                    stack[stack.count - 1].kept.append(parent)
                    continue
                }
                let row = stack[top].rows[stack[top].next]
                stack[top].next += 1
                let depth = stack[top].depth
                let place = Place(parent: stack[top].parent?.id, index: stack[top].next - 1, section: sectionIndex)
                if let problem = Self.problem(
                    with: row, at: place, rowPlace: &rowPlace, nodePlace: &nodePlace, outcome: outcome)
                {
                    reports.append(problem)
                    stack[top].changed = true
                    continue
                }
                if depth > 0 { nestedIDs.insert(row.id) }
                let isVisible = stack[top].isVisible
                guard !row.children.isEmpty else {
                    if isVisible { visibleRows.append(Self.stamped(row, depth: depth, expanded: false)) }
                    stack[top].kept.append(row)
                    continue
                }
                parentIDs.insert(row.id)
                let isOpen = isExpanded(row.id) ?? row.outlineFlags.contains(.startsExpanded)
                if isOpen { expanded.insert(row.id) }
                var visibleIndex: Int?
                if isVisible {
                    visibleIndex = visibleRows.count
                    visibleRows.append(Self.stamped(row, depth: depth, expanded: isOpen))
                }
                stack.append(
                    Frame(
                        rows: row.children, parent: row, parentVisibleIndex: visibleIndex, depth: depth + 1,
                        isVisible: isVisible && isOpen))
            }
            var shown = section
            shown.rows = visibleRows
            visibleSections.append(shown)
        }
        visible = DescribedContent(sections: visibleSections)
    }

    /// The rows under `row` that are visible when it is expanded: its children, and theirs while
    /// they are in `expanded`, depth first, stamped one level deeper than `row` and on. `row`'s
    /// children are those of an outline laid out already (free of duplicates).
    ///
    /// - Complexity: O(*k*) for *k* rows returned, plus the children of the collapsed ones.
    static func visibleRows(under row: RowDescription, expanded: Set<DescribedID>) -> [RowDescription] {
        var rows: [RowDescription] = []
        var stack: [(rows: [RowDescription], next: Int)] = [(row.children, 0)]
        let depth = row.depth + 1
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].rows.count else {
                stack.removeLast()
                continue
            }
            let child = stack[top].rows[stack[top].next]
            stack[top].next += 1
            let isOpen = !child.children.isEmpty && expanded.contains(child.id)
            rows.append(stamped(child, depth: depth + top, expanded: isOpen))
            if isOpen {
                stack.append((child.children, 0))
            }
        }
        return rows
    }

    /// `row` as shown at `depth`, expanded or not.
    private static func stamped(_ row: RowDescription, depth: Int, expanded: Bool) -> RowDescription {
        var row = row
        row.depthValue = UInt16(clamping: depth)
        if expanded {
            row.outlineFlags.insert(.shownExpanded)
        } else {
            row.outlineFlags.remove(.shownExpanded)
        }
        return row
    }

    /// Why `row`, at `place`, is dropped (an identifier or node used before, a node that owns a
    /// range); nil when it is kept, and then its place is noted.
    private static func problem(
        with row: RowDescription, at place: Place, rowPlace: inout [DescribedID: Place],
        nodePlace: inout [ObjectIdentifier: (place: Place, id: DescribedID)], outcome: ContentRule.Outcome
    ) -> TableViewDiagnostic? {
        if let first = rowPlace[row.id] {
            return ContentRule.duplicateIdentifier(row.id, at: "\(place)", firstAt: "\(first)", outcome)
        }
        if row.isBackedByNode, case .node(let handle) = row.source {
            if handle.ownsRange {
                return ContentRule.rangeNode(row.id, at: "\(place)", outcome)
            }
            if let first = nodePlace[handle.identity] {
                return ContentRule.sharedNode(
                    row.id, at: "\(place)", nodeOf: first.id, firstAt: "\(first.place)", outcome)
            }
            nodePlace[handle.identity] = (place, row.id)
        }
        rowPlace[row.id] = place
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
