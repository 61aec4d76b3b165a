import Foundation

/// Batch updates in progress, and what the last one asked for.
struct TableUpdateState {
    /// The batch being recorded, while `performBatchUpdates` blocks run.
    var pending: BatchUpdate?
    /// How many `performBatchUpdates` blocks are running: nested ones join the outermost batch.
    var depth = 0
    /// Whether the running batch started before the table first loaded its data.
    var absorbedByFirstLoad = false
    /// Set while a batch is validated and applied, when the data source is asked its counts.
    var isApplying = false
    /// Completion handlers of the running batch and the batches nested in it, innermost first.
    var completions: [(Bool) -> Void] = []
    /// Whether a reload waits in `deferred`.
    var isReloadDeferred = false
    /// Updates and reloads asked for while the table was busy (in a display pass or applying a
    /// batch); they run, in order, when it is no longer busy.
    var deferred: [() -> Void] = []
    /// Updates parts asked for in their own coordinates, translated when the batch is applied.
    var localUpdates: [LocalUpdate] = []
    /// Parts that name their changes when the batch is applied, in the order they joined it.
    var contributors: [any BatchContributor] = []
    /// The updates of the batch being translated that parts which may cover others are asked
    /// amid (see ``BatchContributor/mayCoverOtherParts``); empty otherwise.
    var otherUpdates: [LocalUpdate] = []
    /// How many simulated gestures are running: node updates asked for during one are applied
    /// together when it ends.
    var gestureDepth = 0
    /// Whether a batch that applies `localUpdates` waits in `deferred`.
    var isLocalBatchDeferred = false

    /// The completions of `performLocalUpdates` blocks run while the table was busy, for the
    /// deferred batch that carries their local updates.
    var deferredLocalCompletions: [(Bool) -> Void] = []
    /// The parts that place their children by the counts this table asked, so that a batch can
    /// name a child whose count changed without an update saying so.
    var countObservers: [ObjectIdentifier: WeakCountObserver] = [:]
    /// The counts asked while the batch being applied was translated, for its validation.
    var askedCounts: [Int]?
    /// Whether the count observers were told about the batch being applied.
    var countObserversNotified = false
    /// Whether the table is translating a batch's local updates (see
    /// ``TableView/isTranslatingBatch``).
    var isTranslating = false
    /// What the parts keep of their places as shown, while the table translates a batch.
    var shownPlaces: AnyObject?
    /// What the parts keep of their places as the tree is now, until the counts are asked.
    var currentPlaces: AnyObject?
    /// Whether the table is asking the data source its counts now: the answers describe the data
    /// as it is, which the table does not hold yet (see ``TableCountObserver``).
    var isCountingRows = false
    /// The animations the last applied batch asked for, in call order.
    var lastAnimations: [TableView.RowAnimation] = []

    /// Appends `update` to ``localUpdates`` when a batch is being recorded and none is being
    /// applied (``TableView/hasOpenBatch``, but for the display pass, which the table checks);
    /// returns whether it did.
    mutating func appendToOpenBatch(_ update: LocalUpdate) -> Bool {
        guard (pending != nil || gestureDepth > 0) && !isApplying else { return false }
        localUpdates.append(update)
        return true
    }

    /// Whether a part asked for an update or joined as a contributor since the last batch.
    var hasLocalChanges: Bool { !localUpdates.isEmpty || !contributors.isEmpty }
}
