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
    /// Updates nodes asked for in their own coordinates, translated when the batch is applied.
    var nodeUpdates: [NodeUpdate] = []
    /// How many simulated gestures are running: node updates asked for during one are applied
    /// together when it ends.
    var gestureDepth = 0
    /// Whether a batch that applies `nodeUpdates` waits in `deferred`.
    var isNodeBatchDeferred = false

    /// The completions of `performLocalUpdates` blocks run while the table was busy, for the
    /// deferred batch that carries their local updates.
    var deferredNodeCompletions: [(Bool) -> Void] = []
    /// The nodes with range children that counted them for this table, so that a batch can name
    /// a child whose count changed without an update saying so.
    var rangeParents: [ObjectIdentifier: WeakRangeParent] = [:]
    /// Each range child's count before the running batch, and the change its updates declared.
    var countWatch: CountWatch?
    /// The animations the last applied batch asked for, in call order.
    var lastAnimations: [TableView.RowAnimation] = []
}
