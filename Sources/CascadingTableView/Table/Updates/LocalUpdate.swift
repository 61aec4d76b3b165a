import Foundation

/// One update a part of the table asked for in its own coordinates, waiting to be translated into
/// the table's when its batch is applied.
package struct LocalUpdate {
    /// The part that asked, which names the coordinates.
    package let part: any TablePart
    package let operation: LocalOperation
    let animation: TableView.RowAnimation?

    package init(part: any TablePart, operation: LocalOperation, animation: TableView.RowAnimation?) {
        self.part = part
        self.operation = operation
        self.animation = animation
    }
}

/// What a local update changes, in its part's coordinates: deletions, reloads, reconfigures and
/// move sources name rows and sections before the update; insertions and move destinations after
/// it, as in a batch update of the table.
package enum LocalOperation: Equatable {
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case reconfigureRows([IndexPath])
    case moveRow(IndexPath, IndexPath)
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)

    /// How many rows (or sections) the operation adds to its part: insertions minus deletions.
    package var countChange: Int {
        switch self {
        case .insertRows(let paths): paths.count
        case .deleteRows(let paths): -paths.count
        case .insertSections(let sections): sections.count
        case .deleteSections(let sections): -sections.count
        case .reloadRows, .reconfigureRows, .moveRow, .reloadSections, .moveSection: 0
        }
    }
}

/// A part whose changes are worked out when the batch that carries them is applied, rather than
/// named one call at a time: a part that may change several times in one batch (a described node
/// edited twice in one block) names the net change from what the table shows, once.
@MainActor
package protocol BatchContributor: TablePart {
    /// The part's changes since the table last showed it, as one batch in the part's coordinates,
    /// with the animation each asks for; the part forgets them. Asked once per batch, before the
    /// table asks its counts again.
    func takeBatchChanges() -> BatchContribution

    /// Called once the batch that carried the part's changes was applied (`valid` true) or
    /// rejected, after the table shows its rows; the part restores what it keeps by identifier.
    func batchDidFinish(in table: TableView, valid: Bool)

    /// Whether the part's change may cover other parts' updates of its batch (a node whose
    /// reload or difference spans the rows of the nodes inside it): such a part is asked
    /// ``takeBatchChanges()`` after the others have named theirs, may read them
    /// (``TableView/otherUpdatesOfBatch``) and names those it covers
    /// (``BatchContribution/covered``). False by default.
    var mayCoverOtherParts: Bool { get }
}

extension BatchContributor {
    package var mayCoverOtherParts: Bool { false }
}

/// What a ``BatchContributor`` adds to a batch.
package struct BatchContribution {
    package var operations: [(operation: LocalOperation, animation: TableView.RowAnimation?)] = []
    /// Whether the table should keep the first visible row where it is on screen.
    var keepsFirstVisibleRowInPlace: Bool
    /// The part whose coordinates the operations name; the contributor's own when nil.
    package var part: (any TablePart)?
    /// Whether the batch ends in a reload of all data instead of its operations (a node whose
    /// reload mode is `.whole`).
    package var reloadsAllData = false
    /// The positions, among ``TableView/otherUpdatesOfBatch``, of the updates this part's change
    /// covers (see ``BatchContributor/mayCoverOtherParts``): the table drops them.
    package var covered = IndexSet()

    package init(
        operations: [(operation: LocalOperation, animation: TableView.RowAnimation?)] = [],
        keepsFirstVisibleRowInPlace: Bool
    ) {
        self.operations = operations
        self.keepsFirstVisibleRowInPlace = keepsFirstVisibleRowInPlace
    }
}

/// A part that keeps positions worked out from counts the table asked (a node whose children own
/// ranges). It counts its children when the table asks its own count (``TableView/isCountingRows``)
/// and sets where they start only when told that the table holds the counts it asked, once per
/// load, applied batch and user's move; routing reads those. It is also told around each batch
/// that the table validates, so that it can name a child whose count changed without an update
/// saying so.
@MainActor
package protocol TableCountObserver: AnyObject {
    /// The table now holds the counts it asked last: the part's last count of its children is
    /// where they are in the table.
    func tableDidTakeCounts(_ table: TableView)
    /// The table is about to ask every count again to validate a batch carrying `updates`.
    func tableWillValidateBatch(_ table: TableView, localUpdates: [LocalUpdate])
    /// The batch was applied (`valid` true) or rejected; when rejected, the table asked every
    /// count again already (the part has counted its children anew, and has not taken those
    /// counts) and is about to reload.
    func tableDidValidateBatch(_ table: TableView, valid: Bool)
}

/// A weak reference to a count observer, kept by the table.
struct WeakCountObserver {
    weak var observer: (any TableCountObserver)?
}
