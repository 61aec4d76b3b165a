import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import Foundation

/// Everything needed to turn a table showing one described content into one showing another,
/// computed without the table: a pure, `Sendable` value, so large contents can be diffed off the
/// main actor.
///
/// Duplicates are handled first (``ContentSanitizer``, whose identifier index of the new content
/// also matches the old rows to the new ones: one look-up per old row). The structure is a
/// ``SectionedDifference`` of the matched rows; on top of it, a surviving row whose view model
/// changed is **reconfigured** (its cell is kept and configured again) or, when it asks for it
/// (``RowDescription/reloadsOnChange``) or its cell class, node or heights changed, **reloaded**
/// (one that also moves is reloaded by a delete and an insert when the batch is applied). A
/// section whose header or footer changed leaves and re-enters the table.
struct DescribedUpdatePlan: Sendable {
    /// The content to show: the new content with duplicates dropped, or the old content when the
    /// update was rejected.
    var content: DescribedContent

    /// The duplicate reports.
    var reports: [TableViewDiagnostic]

    /// Whether the update was rejected (duplicates under ``DuplicateIdentifierPolicy/reject``).
    var isRejected: Bool

    /// The changes, in the node's own coordinates.
    var changes: SectionedDifference

    /// The rows of ``content`` the table will ask new cells for (inserted or reloaded): the only
    /// ones whose cell classes an update registers, since every other row's cell was registered
    /// when it came.
    var rowsNeedingCells: [RowDescription] = []

    /// The identity a section has in the difference: a section whose header or footer changed
    /// gets a new one, so it is deleted and inserted.
    private struct SectionKey: Hashable, Sendable {
        var id: DescribedID
        var replaced: Bool
    }

    /// Plans the update from `old` (the content shown, already free of duplicates) to `new`.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    ///
    /// - Parameters:
    ///   - old: The content shown.
    ///   - new: The content to show.
    ///   - policy: What to do with duplicate identifiers.
    ///   - reloading: Identifiers of rows to reload even if nothing about them changed.
    init(
        from old: DescribedContent, to new: DescribedContent, policy: DuplicateIdentifierPolicy,
        reloading: Set<DescribedID> = []
    ) {
        let sanitized = ContentSanitizer(new, policy: policy)
        let isRejected = policy == .reject && !sanitized.reports.isEmpty
        // The index the duplicate check built is where each row of `content` is, unless rows were
        // dropped (or the update rejected): then it is built again for what is shown.
        let content = isRejected ? old : sanitized.content
        let newPositions =
            sanitized.reports.isEmpty ? sanitized.rowPositions : RowPositions(of: content)
        self.init(
            from: old, checked: content, reports: sanitized.reports, isRejected: isRejected, reloading: reloading
        ) { newPositions[$0] }
    }

    /// Plans the update from `old` (the content shown) to `new`, an outline's visible rows as laid
    /// out (``OutlineLayout``), which dropped every duplicate already; `position(id)` is where the
    /// row with `id` is among all rows of `new` (nil for none). The layout's index of its rows
    /// serves: the rows are neither checked nor indexed again.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    init(from old: DescribedContent, toLaidOut new: DescribedContent, position: (DescribedID) -> Int?) {
        #if CASCADING_INTERNAL_CHECKS
            internalCheck {
                $0.note(
                    ContentSanitizer(new, policy: .keepFirst).reports.isEmpty
                        ? nil : "DescribedUpdatePlan: a laid-out outline shows duplicates")
            }
        #endif
        self.init(from: old, checked: new, reports: [], isRejected: false, reloading: [], position: position)
    }

    /// Plans the update from `old` to `content`, free of duplicates, whose row with an identifier
    /// is at `position(id)` among all its rows.
    private init(
        from old: DescribedContent, checked content: DescribedContent, reports: [TableViewDiagnostic],
        isRejected: Bool, reloading: Set<DescribedID>, position: (DescribedID) -> Int?
    ) {
        self.reports = reports
        self.isRejected = isRejected
        self.content = content
        let (matching, changed) = Self.match(old, to: content, newPositions: position)

        var oldSections: [DescribedID: SectionDescription] = [:]
        oldSections.reserveCapacity(old.sections.count)
        for section in old.sections {
            oldSections[section.id] = section
        }
        let oldKeys = old.sections.map { SectionKey(id: $0.id, replaced: false) }
        let newKeys = content.sections.map { section in
            SectionKey(
                id: section.id, replaced: oldSections[section.id].map { !$0.hasSameSupplements(as: section) } ?? false)
        }
        let structure = SectionedDifference(sections: oldKeys, to: newKeys, rows: matching)
        var comparison = RowComparison(
            newStarts: matching.newStarts, newToOld: matching.newToOld, difference: structure, reloading: reloading)
        var oldSectionOf = SectionFinger(starts: matching.oldStarts)
        // The rows the matching found changed, by new position: few, so the pass below reads the
        // positions of every row and only the changed, inserted or forced ones themselves.
        let changedRows = changed.sorted { $0.new < $1.new }
        var nextChanged = 0
        let asksUnchangedRows = comparison.mayNoteUnchangedRows
        for section in content.sections.indices {
            let rows = content.sections[section].rows
            let start = matching.newStarts[section]
            for row in rows.indices {
                let previous = matching.newToOld[start + row]
                guard previous >= 0 else {
                    rowsNeedingCells.append(rows[row])
                    continue
                }
                var change = RowChange.none
                if nextChanged < changedRows.count && changedRows[nextChanged].new == start + row {
                    change = changedRows[nextChanged].change
                    nextChanged += 1
                }
                guard
                    change != .none
                        || (asksUnchangedRows && comparison.mayNote(rowAt: row, of: rows, position: start + row))
                else { continue }
                let previousSection = oldSectionOf.section(of: previous)
                let needsCell = comparison.note(
                    change, ofRowAt: row, of: rows, position: start + row,
                    from: previous - matching.oldStarts[previousSection], inSection: previousSection)
                if needsCell {
                    rowsNeedingCells.append(rows[row])
                }
            }
        }
        changes = comparison.changes(of: structure)
    }

    /// A row of the new content that the matching found changed since its old row: its position
    /// among all new rows, and how it changed.
    private struct ChangedRow {
        var new: Int
        var change: RowChange
    }

    /// Which row of `old` each row of `new` is, from `newPositions(id)` (where the row with `id`
    /// is among all rows of `new`, whose identifiers are unique).
    ///
    /// Rows that keep their order come in runs: when the new row after the previous old row's
    /// has the old row's identifier, it is that row (identifiers are unique), and nothing is
    /// hashed. Only the first row of each run is looked up.
    ///
    /// Each pair found is compared here, while both rows are at hand: a second pass over every
    /// row of both contents, later, read them all from memory again. Returns the pairs that
    /// differ (in old order), the others being unchanged.
    private static func match(
        _ old: DescribedContent, to new: DescribedContent, newPositions: (DescribedID) -> Int?
    ) -> (RowMatching, [ChangedRow]) {
        let newCounts = new.sections.map(\.rows.count)
        let newCount = newCounts.reduce(0, +)
        // `oldToNew` is built here in old order, appended to (its capacity reserved), and
        // `newToOld` taken out of the matching and written here: a call per match into the other
        // module checked both arrays' uniqueness at every write, and a subscripted write in this
        // loop still checks its array's once a row; an append to a reserved array does not.
        var matching = RowMatching(
            oldCounts: old.sections.map(\.rows.count), newCounts: newCounts, oldToNew: [],
            newToOld: [Int](repeating: -1, count: newCount))
        let newStarts = matching.newStarts
        var oldToNew: [Int] = []
        oldToNew.reserveCapacity(old.sections.reduce(0) { $0 + $1.rows.count })
        var newToOld: [Int] = []
        swap(&newToOld, &matching.newToOld)
        var newSectionOf = SectionFinger(starts: newStarts)
        // The new position the next old row has if it continues the run, and the rows of its
        // section (read out of the content once per section, not retained once per row).
        // Both sides' rows are read as `ContiguousArray`s (the same buffer, not a copy): an
        // element read from one is known not to change during the opaque content comparison, so
        // the two content references are not retained around it as they were from an `Array`.
        var next = newCount
        var nextRows: ContiguousArray<RowDescription> = []
        // The section `nextRows` are the rows of, and where they start and end among all new
        // rows: a position within them needs no finger.
        var (nextRowsSection, nextStart, nextEnd) = (-1, 0, 0)
        func readRows(ofSectionAt position: Int) {
            guard position < nextStart || position >= nextEnd else { return }
            nextRowsSection = newSectionOf.section(of: position)
            nextRows = ContiguousArray(new.sections[nextRowsSection].rows)
            (nextStart, nextEnd) = (newStarts[nextRowsSection], newStarts[nextRowsSection + 1])
        }
        var changed: [ChangedRow] = []
        var position = 0
        for section in old.sections.indices {
            let rows = ContiguousArray(old.sections[section].rows)
            for row in rows.indices {
                let id = rows[row].id
                var found: Int?
                if next < newCount {
                    readRows(ofSectionAt: next)
                    if nextRows[next - nextStart].id == id {
                        found = next
                    }
                }
                if found == nil, let looked = newPositions(id) {
                    // The run is broken: the finger moves to the row found, whose rows are read.
                    readRows(ofSectionAt: looked)
                    found = looked
                }
                oldToNew.append(found ?? -1)
                if let found {
                    newToOld[found] = position
                    next = found + 1
                    // `nextRows` holds the row found: its section was read out just above.
                    let change = RowDescription.change(of: nextRows, at: found - nextStart, from: rows, at: row)
                    if change != .none {
                        changed.append(ChangedRow(new: found, change: change))
                    }
                }
                position += 1
            }
        }
        matching.oldToNew = oldToNew
        matching.newToOld = newToOld
        return (matching, changed)
    }
}

extension RowDescription {
    /// How `rows[index]` differs from `oldRows[oldIndex]`, the same identifier's row before.
    ///
    /// The rows are read where they are, a field at a time: an update compares every surviving
    /// row, and a method called on a row read from an array copied it first (retaining all it
    /// holds), both rows each time.
    static func change<New: RandomAccessCollection<RowDescription>, Old: RandomAccessCollection<RowDescription>>(
        of rows: New, at index: New.Index, from oldRows: Old, at oldIndex: Old.Index
    ) -> RowChange {
        guard !rows[index].isBackedByNode else {
            guard oldRows[oldIndex].isBackedByNode, case .node(let node) = rows[index].source,
                case .node(let oldNode) = oldRows[oldIndex].source
            else { return .reload }
            return node.identity == oldNode.identity ? .none : .reload
        }
        // An unset height is stored as 0, so equal fields mean equal heights. The estimates are
        // read once each, as optionals: each read looks for the row's annex.
        guard !oldRows[oldIndex].isBackedByNode,
            rows[index].hasHeight == oldRows[oldIndex].hasHeight,
            rows[index].heightValue == oldRows[oldIndex].heightValue,
            rows[index].annex?.estimatedHeight == oldRows[oldIndex].annex?.estimatedHeight
        else { return .reload }
        let change = contentChange(of: rows, at: index, from: oldRows, at: oldIndex)
        // A row moved to another depth, or expanded, collapsed, given or stripped of children,
        // is configured again, so that its cell shows its new indentation and disclosure.
        // Compared field by field, as the heights are: a row passed whole would be copied.
        guard change == .none,
            rows[index].depthValue != oldRows[oldIndex].depthValue
                || rows[index].outlineFlags.intersection(.shown)
                    != oldRows[oldIndex].outlineFlags.intersection(.shown)
        else { return change }
        return .viewModel
    }

    /// How this row differs from `old`, the same identifier's row before.
    func change(from old: RowDescription) -> RowChange {
        Self.change(of: CollectionOfOne(self), at: 0, from: CollectionOfOne(old), at: 0)
    }
}

/// How a row that keeps its identifier changed between two contents.
@usableFromInline
package enum RowChange: Sendable {
    /// Not at all.
    case none
    /// Its view model: the same cell can show the new one.
    case viewModel
    /// Its cell class, reuse identifier, backing node or heights: it is reloaded, so that the
    /// table asks for a new cell and its height again.
    case reload
}
