import CascadingTableView
import Foundation

/// What a described node changed since the table last showed its content, while the batch that
/// will carry the changes is open: enough to name them all at once, in the batch's terms, when it
/// is applied, however many edits and updates came in between.
@MainActor
struct PendingChanges {
    /// How the changes are kept.
    enum Record {
        /// Single-row edits of a list, as pieces of the rows shown.
        case rows(RowEditLog)
        /// The content shown, to diff the current content from; with the plan that did exactly
        /// that, while nothing changed since it was made.
        case content(shown: DescribedContent, plan: DescribedUpdatePlan?)
    }

    var record: Record

    /// Identifiers of rows asked to reload (``DescribedNode/reloadRow(withID:with:)``), and the
    /// animation asked for the last one.
    var forcedReloads: Set<DescribedID> = []
    var reloadAnimation: TableView.RowAnimation?

    /// The rows selected when the changes began, selected again after the batch if they survive.
    var selectedIDs: [DescribedID]

    /// Called with the batch's outcome.
    var completions: [(Bool) -> Void] = []

    /// Turns the record into the content shown, to diff from (a later update of the same batch
    /// needs it): `current(i)` is the current row at position `i` of a list.
    mutating func keepShownContent(current: (Int) -> RowDescription, section: SectionDescription) {
        switch record {
        case .rows(let log):
            var shown = section
            shown.rows = log.shownRows(current: current)
            record = .content(shown: DescribedContent(sections: [shown]), plan: nil)
        case .content(let shown, _):
            record = .content(shown: shown, plan: nil)
        }
    }
}
