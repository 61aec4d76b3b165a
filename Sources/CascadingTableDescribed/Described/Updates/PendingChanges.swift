import CascadingTableCollections
import CascadingTableView
import Foundation

/// What a described node changed since the table last showed its content, while the batch that
/// will carry the changes is open: enough to name them all at once, in the batch's terms, when it
/// is applied, however many edits and updates came in between.
///
/// It owns its transitions: a list's single-row edits are kept as an edit log (exact and cheap)
/// until new content arrives, from then on the content shown is kept to diff from; a plan made
/// from the content shown is used as it is while nothing else changed. The node notes each change
/// (``noteEdit(_:)``, ``noteNewContent(currentRows:section:)``, ``forceReload(of:at:animation:)``)
/// and takes the changes once (``takeChanges(current:)``).
@MainActor
struct PendingChanges {
    /// How the changes are kept.
    private enum Record {
        /// Single-row edits of a list, as pieces of the rows shown.
        case rows(RowEditLog)
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

    /// No change yet of a node of `shape` that shows `shownRowCount` rows, or `shown()` (read
    /// only for sections, which are diffed).
    init(
        shape: DescribedShape, shownRowCount: Int, shown: () -> DescribedContent, selectedIDs: [DescribedID]
    ) {
        self.shape = shape
        record = shape == .list ? .rows(RowEditLog(shownCount: shownRowCount)) : .content(shown: shown(), plan: nil)
        self.selectedIDs = selectedIDs
    }

    /// Changes that begin with `plan`, made from `shown`, the content the table shows.
    init(shape: DescribedShape, shown: DescribedContent, plan: DescribedUpdatePlan, selectedIDs: [DescribedID]) {
        self.shape = shape
        record = .content(shown: shown, plan: plan)
        self.selectedIDs = selectedIDs
    }

    // MARK: - Noting changes

    /// Notes a single-row edit of a list, made by `edit` on the log in the rows as they are
    /// before it; once content is kept instead, the diff finds the edit.
    mutating func noteEdit(_ edit: (inout RowEditLog) -> Void) {
        switch record {
        case .rows(var log):
            // The record lets go of the log while it is edited (an empty content allocates
            // nothing): a log still held there too would be copied by the edit.
            record = .content(shown: DescribedContent(), plan: nil)
            edit(&log)
            record = .rows(log)
        case .content(let shown, _):
            record = .content(shown: shown, plan: nil)
        }
    }

    /// Notes that new content is about to replace the current one: from now on the changes are a
    /// diff from the content shown, rebuilt from the edit log (`currentRows(i)` is the current
    /// row at position `i` of a list, `section` its section) when there is one.
    mutating func noteNewContent(currentRows: (Int) -> RowDescription, section: SectionDescription) {
        switch record {
        case .rows(let log):
            var shown = section
            shown.rows = log.shownRows(current: currentRows)
            record = .content(shown: DescribedContent(sections: [shown]), plan: nil)
        case .content(let shown, _):
            record = .content(shown: shown, plan: nil)
        }
    }

    /// Notes that `row`, at current position `position`, must get a new cell, with `animation`.
    mutating func forceReload(of row: RowDescription, at position: Int, animation: TableView.RowAnimation) {
        forcedReloads.insert(row.id)
        reloadAnimation = animation
        noteEdit { $0.forceReload(at: position, row: row) }
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

    /// Checks that the record fits the node, which holds `rowCount` rows now, noting each problem
    /// in `report` under `partName`: only a list keeps an edit log, which is consistent (see
    /// ``RowEditLog/checkInvariants(into:)``) and ends with as many rows as the node; a plan kept
    /// as it is shows the node's rows; a forced reload has its animation. Reads only.
    func checkInvariants(into report: inout InvariantReport, rowCount: Int, partName: String) {
        switch record {
        case .rows(let log):
            report.note(shape == .list ? nil : "\(partName): sections keep an edit log")
            log.checkInvariants(into: &report)
            report.note(
                log.currentCount == rowCount
                    ? nil : "\(partName): the edit log holds \(log.currentCount) rows, the store \(rowCount)")
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
