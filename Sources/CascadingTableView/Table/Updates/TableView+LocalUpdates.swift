import Foundation

// Updates that parts of the table ask for in their own coordinates: queued, merged into one
// batch, and translated into the table's index paths when that batch is applied.
extension TableView {
    /// Queues a part's update: it joins the open batch, or the batch that runs after the current
    /// pass when the table is busy, or runs as a batch of its own.
    package func enqueue(_ update: LocalUpdate) {
        // Most often a batch is open: joined in one access to the update state, without a
        // closure.
        if !displayState.isUpdating && updateState.appendToOpenBatch(update) {
            return
        }
        joinBatch { $0.localUpdates.append(update) }
    }

    /// Makes `contributor` name its changes in the open batch (or the one that runs after the
    /// current pass, or a batch of its own): once per batch, however often it is enqueued.
    package func enqueue(contributor: any BatchContributor) {
        // Joining a batch takes no closure; a batch of its own goes through the open
        // `performBatchUpdates`, as a change a user asks for does, so that a table subclass sees
        // it, with the one closure that needs (a described list's edit is such a batch).
        if hasOpenBatch {
            add(contributor)
        } else if isBusy {
            add(contributor)
            deferLocalBatch(completion: nil)
        } else {
            performBatchUpdates({ [unowned self] in add(contributor) }, completion: nil)
        }
    }

    /// Adds `contributor` to the batch's contributors, once.
    private func add(_ contributor: any BatchContributor) {
        guard !updateState.contributors.contains(where: { $0 === contributor }) else { return }
        updateState.contributors.append(contributor)
    }

    /// Runs `add` on the update state so that what it adds joins the open batch, the batch
    /// deferred while the table is busy, or a batch of its own.
    private func joinBatch(_ add: @escaping (inout TableUpdateState) -> Void) {
        if hasOpenBatch {
            add(&updateState)
        } else if isBusy {
            add(&updateState)
            deferLocalBatch(completion: nil)
        } else {
            runBatchReporting({ [unowned self] in add(&updateState) }, completion: nil)
        }
    }

    /// Makes sure one batch runs, once the table is no longer busy, the local updates asked for
    /// while it is: one deferred batch carries every local update asked for until it runs.
    /// `completion`, if any, gets whether that batch was valid.
    package func deferLocalBatch(completion: ((Bool) -> Void)?) {
        if let completion {
            updateState.deferredLocalCompletions.append(completion)
        }
        guard !updateState.isLocalBatchDeferred else { return }
        updateState.isLocalBatchDeferred = true
        updateState.deferred.append { [unowned self] in
            updateState.isLocalBatchDeferred = false
            let completions = updateState.deferredLocalCompletions
            updateState.deferredLocalCompletions.removeAll()
            runBatchReporting({}, completion: completions.isEmpty ? nil : { valid in Self.call(completions, valid) })
        }
    }

    /// Calls each of `completions` with `valid`.
    private static func call(_ completions: [(Bool) -> Void], _ valid: Bool) {
        for completion in completions {
            completion(valid)
        }
    }

    /// Whether a batch is being recorded (a `performBatchUpdates` block runs, or a simulated
    /// gesture gathers the updates its delegate calls ask for): what is asked for now joins it.
    package var hasOpenBatch: Bool {
        (updateState.pending != nil || updateState.gestureDepth > 0) && !isBusy
    }

    /// Starts a simulated gesture: local updates its delegate calls ask for wait for its end.
    func beginCoalescingNodeUpdates() {
        updateState.gestureDepth += 1
    }

    /// Ends a simulated gesture and applies, as one batch, the local updates it asked for.
    func endCoalescingNodeUpdates() {
        updateState.gestureDepth -= 1
        guard updateState.gestureDepth == 0, updateState.pending == nil, updateState.hasLocalChanges else {
            return
        }
        runBatchReporting({}, completion: nil)
    }

    /// Translates the queued local updates and the contributors' changes into `batch`:
    /// deletions, reloads and move sources with the placements the table counted before the
    /// update; insertions and move destinations with the placements the data has now.
    ///
    /// - Returns: The contributors, to be told when the batch has been applied.
    /// - Complexity: O(*u* · *d*) for *u* updates from parts at depth *d*, plus one count of the
    ///   table's sections and rows.
    func translateLocalUpdates(into batch: inout BatchUpdate) -> [any BatchContributor] {
        beginKeepingPlaces()
        defer { endKeepingPlaces() }
        let updates = updateState.localUpdates
        let contributors = updateState.contributors
        updateState.localUpdates.removeAll()
        updateState.contributors.removeAll()
        // Loops, not `map`: a closure in main-actor code is checked to run on the main actor at
        // every call from the standard library (Performance.md, "Closures in main-actor code").
        // Parts that may cover others name their changes last, knowing the others'.
        var contributions: [BatchContribution] = []
        contributions.reserveCapacity(contributors.count)
        var covering: [Int] = []
        for (position, contributor) in contributors.enumerated() {
            if contributor.mayCoverOtherParts {
                covering.append(position)
                contributions.append(BatchContribution(keepsFirstVisibleRowInPlace: false))
            } else {
                contributions.append(contributor.takeBatchChanges())
            }
        }
        var all = updates
        // Where each contributor's updates are in `all`: only a part that may cover others needs
        // them (a batch without one makes no array for them).
        var spans: [Range<Int>] = []
        if !covering.isEmpty {
            spans.reserveCapacity(contributors.count)
        }
        for (contributor, contribution) in zip(contributors, contributions) {
            let start = all.count
            Self.append(contribution, of: contributor, to: &all)
            if !covering.isEmpty {
                spans.append(start..<all.count)
            }
        }
        if !covering.isEmpty {
            all = coverOtherParts(
                covering, of: contributors, contributions: &contributions, plain: updates.count, spans: spans, in: all)
        }
        // Before the first load, that load shows every change.
        guard !updateState.absorbedByFirstLoad else { return contributors }
        for contribution in contributions {
            batch.keepsFirstVisibleRowInPlace =
                batch.keepsFirstVisibleRowInPlace
                || contribution.keepsFirstVisibleRowInPlace
            batch.reloadsAllData = batch.reloadsAllData || contribution.reloadsAllData
        }
        guard !all.isEmpty, !batch.reloadsAllData else { return contributors }
        notifyCountObserversBeforeValidation(localUpdates: all)
        // Each part is placed once before and once after, however many updates it asked for:
        // its places are kept in slots, found by the part once, before (one hash of the part
        // past a few, in an index sized once for the batch).
        var slots = IdentitySlots(expecting: all.count)
        var slotOfUpdate: [Int] = []
        slotOfUpdate.reserveCapacity(all.count)
        // Each part's places, before and after, in one array: the after one asked later.
        var places: [PartPlaces] = []
        for update in all {
            let (slot, isNew) = slots.slot(adding: ObjectIdentifier(update.part))
            slotOfUpdate.append(slot)
            if isNew {
                places.append(PartPlaces(before: update.part.placement(in: self, asShown: true)))
            }
        }
        dropCurrentPlaces()
        refreshCounts(forValidation: true)
        // Where each part is after the update, asked once; a part not located is reported once.
        // The reloads of parts shown before the batch and gone from the table after it (removed,
        // or replaced by a part with the same identity), named where they were shown.
        var reloadsOfLeftParts: [LocalUpdate] = []
        for (update, slot) in zip(all, slotOfUpdate) {
            guard let shown = places[slot].before else {
                if case .unknown = places[slot].after {
                    reportUnlocated(update.part)
                    places[slot].after = .left(reported: true)
                }
                continue
            }
            if case .unknown = places[slot].after {
                places[slot].after =
                    update.part.placement(in: self, asShown: false).map(PlaceAfter.placed) ?? .left(reported: false)
            }
            switch (places[slot].after, update.operation) {
            case (.placed(let placed), _):
                add(update, before: shown, after: placed, to: &batch)
            case (_, .reloadRows), (_, .reloadSections):
                // A reload names what it reloads as it was shown, which is all it needs: it is
                // kept unless the batch removes what it names.
                reloadsOfLeftParts.append(
                    LocalUpdate(
                        part: update.part, operation: update.operation.placed(by: shown), animation: update.animation))
            case (.left(reported: false), _):
                reportUnlocated(update.part)
                places[slot].after = .left(reported: true)
            default:
                break
            }
        }
        batch.addReloadsOfLeftParts(reloadsOfLeftParts)
        batch.splitReloadsOfMovedItems()
        return contributors
    }

    /// Where a part of a batch is before the update (nil: not located), and after it.
    private struct PartPlaces {
        let before: TablePlacement?
        var after = PlaceAfter.unknown
    }

    /// Where a part of a batch is after the update.
    private enum PlaceAfter {
        /// Not asked yet.
        case unknown
        case placed(TablePlacement)
        /// Not located: the part left the table (or was never in it), reported once.
        case left(reported: Bool)
    }

    /// Appends `contribution`'s operations, named by its part (the contributor's, unless it names
    /// another), to `updates`.
    private static func append(
        _ contribution: BatchContribution, of contributor: any BatchContributor, to updates: inout [LocalUpdate]
    ) {
        let part = contribution.part ?? contributor
        for operation in contribution.operations {
            updates.append(LocalUpdate(part: part, operation: operation.operation, animation: operation.animation))
        }
    }

    /// The other updates of the batch being translated, while a part that may cover others names
    /// its changes (see ``BatchContributor/mayCoverOtherParts``); empty otherwise.
    package var otherUpdatesOfBatch: [LocalUpdate] { updateState.otherUpdates }

    /// Asks the contributors at `covering` positions of `contributors` for their changes, amid the
    /// other updates of the batch (`others`: the `plain` local updates first, then each
    /// contributor's at its span), and returns the batch's updates, in the order of `others`,
    /// without those a covering part covers and with each covering part's at its place.
    private func coverOtherParts(
        _ covering: [Int], of contributors: [any BatchContributor], contributions: inout [BatchContribution],
        plain: Int, spans: [Range<Int>], in others: [LocalUpdate]
    ) -> [LocalUpdate] {
        var covered = IndexSet()
        updateState.otherUpdates = others
        for position in covering {
            let contribution = contributors[position].takeBatchChanges()
            contributions[position] = contribution
            covered.formUnion(contribution.covered)
        }
        updateState.otherUpdates.removeAll()
        var all: [LocalUpdate] = []
        all.reserveCapacity(others.count)
        for index in 0..<plain where !covered.contains(index) {
            all.append(others[index])
        }
        var next = 0
        for (position, contributor) in contributors.enumerated() {
            if next < covering.count && covering[next] == position {
                Self.append(contributions[position], of: contributor, to: &all)
                next += 1
                continue
            }
            for index in spans[position] where !covered.contains(index) {
                all.append(others[index])
            }
        }
        return all
    }

    /// Adds `update` to `batch`: what it names before the update through `before`, what it names
    /// after the update through `after`.
    private func add(
        _ update: LocalUpdate, before: TablePlacement, after: TablePlacement, to batch: inout BatchUpdate
    ) {
        switch update.operation {
        case .insertRows(let paths): batch.insertRows(paths, placedBy: after, update.animation)
        case .deleteRows(let paths): batch.deleteRows(paths, placedBy: before, update.animation)
        case .reloadRows(let paths): batch.reloadRows(paths, placedBy: before, update.animation)
        case .reconfigureRows(let paths): batch.reconfiguredRows += paths.map(before.tablePath)
        case .moveRow(let from, let to): batch.movedRows.append((before.tablePath(from), after.tablePath(to)))
        case .insertSections(let sections): batch.insertSections(sections.map(after.tableSection), update.animation)
        case .deleteSections(let sections): batch.deleteSections(sections.map(before.tableSection), update.animation)
        case .reloadSections(let sections): batch.reloadSections(sections.map(before.tableSection), update.animation)
        case .moveSection(let from, let to):
            batch.movedSections.append((before.tableSection(from), after.tableSection(to)))
        }
        if let animation = update.animation {
            batch.animations.append(animation)
        }
    }

    /// Asks the data source for every count again, without reporting, so that every part that
    /// places its children by their counts measures them as the data is now.
    ///
    /// - Parameter forValidation: Keep the counts for the batch being applied, which validates with
    ///   them (``TableUpdateState/askedCounts``) rather than asking them again: nothing runs in
    ///   between that could change them.
    func refreshCounts(forValidation: Bool = false) {
        let counts = askAllRowCounts()
        if forValidation {
            updateState.askedCounts = counts
        }
    }

    /// Reports a part whose update cannot be placed because it is no longer in the table.
    private func reportUnlocated(_ part: any TablePart) {
        diagnostics.report(
            TableViewDiagnostic(
                kind: .nodeNotAttached(part.partName),
                message: "A \(part.partName) asked for a local update but was no longer located in the table when "
                    + "the batch was applied; its update was dropped."))
    }

    // MARK: - Count observers

    /// Lets `observer` be told around every batch this table validates, until it is freed.
    package func addCountObserver(_ observer: any TableCountObserver) {
        let key = ObjectIdentifier(observer)
        guard updateState.countObservers[key]?.observer == nil else { return }
        updateState.countObservers[key] = WeakCountObserver(observer: observer)
    }

    /// Whether any part places its children by the counts the table asked.
    var hasCountObservers: Bool {
        updateState.countObservers.values.contains { $0.observer != nil }
    }

    /// Tells the count observers, once per batch, that the counts are about to be asked again.
    func notifyCountObserversBeforeValidation(localUpdates: [LocalUpdate]) {
        guard !updateState.countObserversNotified, !updateState.countObservers.isEmpty else { return }
        updateState.countObserversNotified = true
        // One pass, each weak reference loaded once; pruned only when an observer is gone:
        // rebuilding the dictionary for every batch cost more than the notifications.
        var anyGone = false
        for entry in updateState.countObservers.values {
            guard let observer = entry.observer else {
                anyGone = true
                continue
            }
            observer.tableWillValidateBatch(self, localUpdates: localUpdates)
        }
        if anyGone {
            updateState.countObservers = updateState.countObservers.filter { $0.value.observer != nil }
        }
    }

    /// Tells every count observer that the table now holds the counts it asked last (at a load,
    /// an applied batch or a user's move): the one moment a node sets where its children start.
    func notifyCountObserversOfHeldCounts() {
        guard !updateState.countObservers.isEmpty else { return }
        for entry in updateState.countObservers.values {
            entry.observer?.tableDidTakeCounts(self)
        }
    }

    /// Tells the count observers told before validation whether the batch was valid.
    func notifyCountObserversAfterValidation(valid: Bool) {
        guard updateState.countObserversNotified else { return }
        updateState.countObserversNotified = false
        for entry in updateState.countObservers.values {
            entry.observer?.tableDidValidateBatch(self, valid: valid)
        }
    }
}
