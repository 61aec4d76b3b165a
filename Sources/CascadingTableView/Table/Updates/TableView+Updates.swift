import Foundation

// Batch updates: recording operations, validating them, applying or recovering.
extension TableView {
    /// Runs `updates` as one batch and throws instead of reporting when it is invalid.
    ///
    /// Behaves as ``performBatchUpdates(_:completion:)`` (the table reloads all data after an
    /// invalid update either way), but the error is thrown to the caller rather than sent to
    /// ``diagnostics``. Inside another batch it joins that batch and never throws; while the table
    /// is busy (in a display pass, or applying an update: called from `cellForRowAt`,
    /// `willDisplay`, a count...) it throws ``TableViewUpdateError/Kind/reentrantUpdate``, since
    /// the update could only run later, after this call has returned.
    ///
    /// - Parameter updates: The operations.
    /// - Throws: ``TableViewUpdateError`` when the update is invalid.
    public func performCheckedBatchUpdates(_ updates: () -> Void) throws(TableViewUpdateError) {
        guard !isBusy else {
            throw TableViewUpdateError(
                kind: .reentrantUpdate,
                message: "Invalid update: a checked batch update was started while the table was busy (in a display "
                    + "pass or applying another update); use performBatchUpdates, which runs it afterwards.")
        }
        if let error = runBatch(updates) {
            throw error
        }
    }

    /// The animations the last applied batch update asked for, in call order.
    public var lastUpdateAnimations: [RowAnimation] { updateState.lastAnimations }

    /// Reloads rows: their cells are asked again (the work of ``reloadRows(at:with:)``).
    func recordReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloadRows(indexPaths, animation) }
    }

    /// Reloads sections: their counts and cells are asked again (the work of
    /// ``reloadSections(_:with:)``).
    func recordReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadSections(Array(sections), animation) }
    }

    /// Adds an operation to the open batch, or runs it as a batch of its own.
    func record(_ animation: RowAnimation?, _ operation: @escaping (inout BatchUpdate) -> Void) {
        let add = { [unowned self] in
            operation(&updateState.pending!)
            if let animation {
                updateState.pending!.animations.append(animation)
            }
        }
        if updateState.pending != nil && !isBusy {
            add()
        } else {
            runBatchReporting(add, completion: nil)
        }
    }

    /// Runs a batch and reports an invalid one to ``diagnostics``; defers it while the table is busy
    /// (in a display pass or applying an update).
    func runBatchReporting(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        guard !isBusy else {
            updateState.deferred.append { [unowned self] in runBatchReporting(updates, completion: completion) }
            return
        }
        let isOutermost = updateState.depth == 0
        let error = runBatch(updates)
        if let completion {
            updateState.completions.append(completion)
        }
        // A nested batch's completion waits for the outermost batch, whose result it shares.
        guard isOutermost else { return }
        if let error {
            diagnostics.report(TableViewDiagnostic(kind: .invalidUpdate(error), message: error.message))
        }
        let completions = updateState.completions
        updateState.completions.removeAll()
        for completion in completions {
            completion(error == nil)
        }
        runDeferredUpdates()
    }

    /// Opens a batch (or joins the open one), runs `updates`, and applies the batch when it is
    /// the outermost.
    ///
    /// - Returns: Why the batch was invalid, or nil (also for a nested batch, which the outermost
    ///   one applies).
    func runBatch(_ updates: () -> Void) -> TableViewUpdateError? {
        if updateState.depth == 0 {
            updateState.absorbedByFirstLoad = needsReload
        }
        updateState.depth += 1
        if updateState.pending == nil {
            updateState.pending = BatchUpdate()
            // Only a host replays each operation's animation; a headless table keeps none.
            updateState.pending!.tracksPartAnimations = hostingState.host != nil
        }
        updates()
        updateState.depth -= 1
        guard updateState.depth == 0, var batch = updateState.pending else { return nil }
        updateState.pending = nil
        var contributors: [any BatchContributor] = []
        if updateState.hasLocalChanges {
            contributors = translateLocalUpdates(into: &batch)
        }
        // The table had not loaded its data: a load made now, after the changes, shows them all
        // (validating them against it would count them twice). Made even when a call in the block
        // loaded the data already, part way through the changes.
        let error: TableViewUpdateError?
        if updateState.absorbedByFirstLoad {
            reloadDataDeferringWhileBusy()
            error = nil
        } else if batch.reloadsAllData {
            // A part (a `.whole` node) turned the batch into a reload of all data: asked through
            // the open `reloadData()`, as the same change outside a batch asks it, so that a table
            // subclass sees it.
            reloadData()
            error = nil
        } else {
            error = apply(batch)
        }
        updateState.askedCounts = nil
        for contributor in contributors {
            contributor.batchDidFinish(in: self, valid: error == nil)
        }
        return error
    }

    /// Validates a batch against the data source's new counts, then applies it, or reloads all
    /// data when it is invalid.
    private func apply(_ batch: BatchUpdate) -> TableViewUpdateError? {
        updateState.isApplying = true
        defer { updateState.isApplying = false }
        notifyCountObserversBeforeValidation(localUpdates: [])
        let newCounts = updateState.askedCounts ?? askAllRowCounts()
        updateState.askedCounts = nil
        switch BatchValidator(batch: batch, old: rowCounts, new: newCounts).validate() {
        case .success(let change):
            rowCounts = newCounts
            notifyCountObserversOfHeldCounts()
            updateState.lastAnimations = batch.animations
            notifyCountObserversAfterValidation(valid: true)
            applyStructuralChange(change, keepingFirstVisibleRow: batch.keepsFirstVisibleRowInPlace)
            applySelectionChange(change)
            reconfigureDisplayedRows(change.reconfiguredRows)
            publishAcceptedUpdate(change.batch)
            return nil
        case .failure(let error):
            // Name the parts behind a wrong count before the reload measures them again.
            notifyCountObserversAfterValidation(valid: false)
            reloadDataImmediately()
            return error
        }
    }

    /// Runs the updates and reloads that were asked for while the table was busy, in order.
    func runDeferredUpdates() {
        while !isBusy, updateState.depth == 0, !updateState.deferred.isEmpty {
            updateState.deferred.removeFirst()()
        }
    }
}
