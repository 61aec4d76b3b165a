import CascadingTableCollections
import CascadingTableView
import Foundation

/// What a described node changed since the table last showed its content, while the batch that
/// will carry the changes is open: enough to name them all at once, in the batch's terms, when it
/// is applied, however many edits and updates came in between.
///
/// It owns its transitions: single-row edits (a list's edits, an outline row's expansion in either
/// node) are kept as edit logs, one per section edited (exact and cheap), until new content
/// arrives; from then on the content shown is kept to diff from; a plan made from the content
/// shown is used as it is while nothing else changed. The node notes each change
/// (``noteEdit(inSection:shownCount:_:)``, ``noteNewContent(sections:currentRow:currentRows:)``,
/// ``forceReload(of:at:inSection:shownCount:animation:)``) and takes the changes once
/// (``takeChanges(current:)``).
@MainActor
struct PendingChanges {
    /// How the changes are kept.
    private enum Record {
        /// Single-row edits of a list, as pieces of the rows shown.
        case rows(RowEditLog)
        /// Single-row edits of a described table whose sections did not change: one log per
        /// section edited, by section, in the section's own row positions; the table shows
        /// `sectionCount` sections.
        case sectionRows([Int: RowEditLog], sectionCount: Int)
        /// The content shown, to diff the current content from; with the plan that did exactly
        /// that, while nothing changed since it was made.
        case content(shown: DescribedContent, plan: DescribedUpdatePlan?)
    }

    /// The changes a batch takes, in the node's coordinates.
    struct Taken {
        /// The batch of changes.
        var changes: SectionedDifference
        /// How many units (rows of a list, or sections) the table showed.
        var shownUnits: Int
        /// Whether the changes name the edits of a list exactly (no diff was made).
        var isEditLog: Bool
        /// The animation asked for the last forced reload, if any.
        var reloadAnimation: TableView.RowAnimation?
    }

    private let shape: DescribedShape
    private var record: Record

    /// Identifiers of rows asked to reload (``DescribedNode/reloadRow(withID:with:)``), kept by
    /// identifier for every record: new content turns a list's edit log into content to diff,
    /// and the log keeps the reload by position only.
    private var forcedReloads: Set<DescribedID> = []
    private var reloadAnimation: TableView.RowAnimation?

    /// The rows selected when the changes began, selected again after the batch if they survive.
    let selectedIDs: [DescribedID]

    /// Called with the batch's outcome.
    private(set) var completions: [(Bool) -> Void] = []

    /// No change yet of a node of `shape` that shows `shownUnits` units: rows of a list, or
    /// sections.
    init(shape: DescribedShape, shownUnits: Int, selectedIDs: [DescribedID]) {
        self.shape = shape
        record =
            shape == .list
            ? .rows(RowEditLog(shownCount: shownUnits)) : .sectionRows([:], sectionCount: shownUnits)
        self.selectedIDs = selectedIDs
    }

    /// Changes that begin with `plan`, made from `shown`, the content the table shows.
    init(shape: DescribedShape, shown: DescribedContent, plan: DescribedUpdatePlan, selectedIDs: [DescribedID]) {
        self.shape = shape
        record = .content(shown: shown, plan: plan)
        self.selectedIDs = selectedIDs
    }

    // MARK: - Noting changes

    /// Notes a single-row edit of the rows of local section `section` (a list's is 0), made by
    /// `edit` on the section's log in the section's rows as they are before it; `shownCount()` is
    /// the number of rows the section holds before the edit, read when the section's first edit
    /// of a described table opens its log. Once content is kept instead, the diff finds the edit.
    mutating func noteEdit(inSection section: Int, shownCount: () -> Int, _ edit: (inout RowEditLog) -> Void) {
        switch record {
        case .rows(var log):
            // The record lets go of the log while it is edited (an empty content allocates
            // nothing): a log still held there too would be copied by the edit.
            record = .content(shown: DescribedContent(), plan: nil)
            edit(&log)
            record = .rows(log)
        case .sectionRows(var logs, let sectionCount):
            record = .content(shown: DescribedContent(), plan: nil)
            // No log yet: the section's rows are still the rows shown (nothing but logged edits
            // happened since the table showed them).
            var log = logs.removeValue(forKey: section) ?? RowEditLog(shownCount: shownCount())
            edit(&log)
            logs[section] = log
            record = .sectionRows(logs, sectionCount: sectionCount)
        case .content(let shown, _):
            record = .content(shown: shown, plan: nil)
        }
    }

    /// Notes that new content is about to replace the current one: from now on the changes are a
    /// diff from the content shown, rebuilt from the edit logs when there are any. `sections` are
    /// the node's sections now (a list's one section), `currentRow(i)` the current row at store
    /// position `i`, `currentRows(r)` the current rows at store positions `r`.
    ///
    /// - Complexity: O(*n*) with edit logs (the rows shown are rebuilt), O(1) otherwise.
    mutating func noteNewContent(
        sections: [ShownSection], currentRow: (Int) -> RowDescription, currentRows: (Range<Int>) -> [RowDescription]
    ) {
        func description(_ shown: ShownSection, rows: [RowDescription]) -> SectionDescription {
            SectionDescription(id: shown.id, header: shown.header, footer: shown.footer, rows: rows)
        }
        switch record {
        case .rows(let log):
            // A list's one section; a branch, not `??`, whose fallback no list reaches.
            var first = DescribedRowsDelegate.listSection(rowCount: 0)
            if let section = sections.first { first = section }
            let shown = description(first, rows: log.shownRows(current: currentRow))
            record = .content(shown: DescribedContent(sections: [shown]), plan: nil)
        case .sectionRows(let logs, _):
            let shown = sections.enumerated().map { index, section in
                let rows = section.start..<section.start + section.rowCount
                return description(
                    section,
                    rows: logs[index].map { log in log.shownRows(current: { currentRow(rows.lowerBound + $0) }) }
                        ?? currentRows(rows))
            }
            record = .content(shown: DescribedContent(sections: shown), plan: nil)
        case .content(let shown, _):
            record = .content(shown: shown, plan: nil)
        }
    }

    /// Notes that `row`, at current position `position` of local section `section` (which holds
    /// `shownCount()` rows), must get a new cell, with `animation`.
    mutating func forceReload(
        of row: RowDescription, at position: Int, inSection section: Int, shownCount: () -> Int,
        animation: TableView.RowAnimation
    ) {
        forcedReloads.insert(row.id)
        reloadAnimation = animation
        noteEdit(inSection: section, shownCount: shownCount) { $0.forceReload(at: position, row: row) }
    }

    /// Adds a completion, called with the outcome of the batch that carries the changes.
    mutating func add(completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    // MARK: - Taking the changes

    /// The changes, from the content shown to `current()` (read only when a diff is needed).
    func takeChanges(current: () -> DescribedContent) -> Taken {
        switch record {
        case .rows(let log):
            return Taken(
                changes: log.changes(), shownUnits: log.shownCount, isEditLog: true, reloadAnimation: reloadAnimation)
        case .sectionRows(let logs, let sectionCount):
            // Each section's changes in its own rows, in section order: every list of the batch
            // stays ascending.
            var parts = SectionedDifference()
            for section in logs.keys.sorted() {
                let part = logs[section]!.changes(inSection: section)
                parts.rowDeletions += part.rowDeletions
                parts.rowInsertions += part.rowInsertions
                parts.rowMoves += part.rowMoves
                parts.rowReloads += part.rowReloads
                parts.rowReconfigures += part.rowReconfigures
            }
            let changes = parts
            return Taken(
                changes: changes, shownUnits: sectionCount, isEditLog: true, reloadAnimation: reloadAnimation)
        case .content(let shown, let plan):
            let changes =
                plan?.changes
                ?? DescribedUpdatePlan(from: shown, to: current(), policy: .keepFirst, reloading: forcedReloads).changes
            return Taken(
                changes: changes, shownUnits: shape.units(of: shown), isEditLog: false,
                reloadAnimation: reloadAnimation)
        }
    }

    // MARK: - Invariants

    /// Checks that the record fits the node, which holds `rowCount` rows now in `sections`, noting
    /// each problem in `report` under `partName`: only a list keeps one edit log, which is
    /// consistent (see ``RowEditLog/checkInvariants(into:)``) and ends with as many rows as the
    /// node; only a described table keeps logs by section, for sections it has, each consistent
    /// and ending with as many rows as its section, while the sections are as many as shown; a
    /// plan kept as it is shows the node's rows; a forced reload has its animation. Reads only.
    func checkInvariants(
        into report: inout InvariantReport, rowCount: Int, sections: [ShownSection], partName: String
    ) {
        switch record {
        case .rows(let log):
            report.note(shape == .list ? nil : "\(partName): sections keep an edit log")
            log.checkInvariants(into: &report)
            report.note(
                log.currentCount == rowCount
                    ? nil : "\(partName): the edit log holds \(log.currentCount) rows, the store \(rowCount)")
        case .sectionRows(let logs, let sectionCount):
            report.note(shape == .sections ? nil : "\(partName): a list keeps edit logs by section")
            report.note(
                sectionCount == sections.count
                    ? nil
                    : "\(partName): the edit logs' table shows \(sectionCount) sections, the node has \(sections.count)"
            )
            for (section, log) in logs {
                log.checkInvariants(into: &report)
                guard sections.indices.contains(section) else {
                    report.note("\(partName): an edit log names section \(section) of \(sections.count)")
                    continue
                }
                report.note(
                    log.currentCount == sections[section].rowCount
                        ? nil
                        : "\(partName): section \(section)'s edit log holds \(log.currentCount) rows, the section "
                            + "\(sections[section].rowCount)")
            }
        case .content(_, let plan?):
            report.note(
                plan.content.rowCount == rowCount
                    ? nil : "\(partName): the plan kept shows \(plan.content.rowCount) rows, the store \(rowCount)")
        case .content(_, nil):
            break
        }
        report.note(
            forcedReloads.isEmpty || reloadAnimation != nil ? nil : "\(partName): a forced reload has no animation")
    }
}
