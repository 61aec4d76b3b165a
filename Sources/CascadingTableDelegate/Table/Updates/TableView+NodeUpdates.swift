import Foundation

// Updates that nodes ask for in their own coordinates: queued, merged into one batch, and
// translated into the table's index paths when that batch is applied.
extension TableView {
    /// Queues a node's update: it joins the open batch, or the batch that runs after the current
    /// pass when the table is busy, or runs as a batch of its own.
    func enqueue(_ update: NodeUpdate) {
        if (updateState.pending != nil || updateState.gestureDepth > 0) && !isBusy {
            updateState.nodeUpdates.append(update)
        } else if isBusy {
            updateState.nodeUpdates.append(update)
            deferNodeBatch(completion: nil)
        } else {
            runBatchReporting({ [unowned self] in updateState.nodeUpdates.append(update) }, completion: nil)
        }
    }

    /// Makes sure one batch runs, once the table is no longer busy, the node updates asked for
    /// while it is: one deferred batch carries every node update asked for until it runs.
    /// `completion`, if any, gets whether that batch was valid.
    func deferNodeBatch(completion: ((Bool) -> Void)?) {
        if let completion {
            updateState.deferredNodeCompletions.append(completion)
        }
        guard !updateState.isNodeBatchDeferred else { return }
        updateState.isNodeBatchDeferred = true
        updateState.deferred.append { [unowned self] in
            updateState.isNodeBatchDeferred = false
            let completions = updateState.deferredNodeCompletions
            updateState.deferredNodeCompletions.removeAll()
            runBatchReporting({}, completion: completions.isEmpty ? nil : { valid in Self.call(completions, valid) })
        }
    }

    /// Calls each of `completions` with `valid`.
    private static func call(_ completions: [(Bool) -> Void], _ valid: Bool) {
        for completion in completions {
            completion(valid)
        }
    }

    /// Starts a simulated gesture: node updates its delegate calls ask for wait for its end.
    func beginCoalescingNodeUpdates() {
        updateState.gestureDepth += 1
    }

    /// Ends a simulated gesture and applies, as one batch, the node updates it asked for.
    func endCoalescingNodeUpdates() {
        updateState.gestureDepth -= 1
        guard updateState.gestureDepth == 0, updateState.pending == nil, !updateState.nodeUpdates.isEmpty else {
            return
        }
        runBatchReporting({}, completion: nil)
    }

    /// Translates the queued node updates into `batch`: deletions, reloads and move sources with
    /// the offsets the table counted before the update; insertions and move destinations with the
    /// offsets the data has now.
    ///
    /// - Complexity: O(*u* · *d*) for *u* updates from nodes at depth *d*, plus one count of the
    ///   tree's sections and rows.
    func translateNodeUpdates(into batch: inout BatchUpdate) {
        let updates = updateState.nodeUpdates
        updateState.nodeUpdates.removeAll()
        // Before the first load, that load shows every change.
        guard !updateState.absorbedByFirstLoad else { return }
        watchCounts(declaring: updates)
        let oldFrames = updates.map { $0.node.tableFrame }
        refreshNodeOffsets()
        for (update, oldFrame) in zip(updates, oldFrames) {
            guard let oldFrame, let newFrame = update.node.tableFrame else {
                reportUnlocated(update.node)
                continue
            }
            add(update, before: oldFrame, after: newFrame, to: &batch)
        }
    }

    /// Adds `update` to `batch`: what it names before the update through `before`, what it names
    /// after the update through `after`.
    private func add(_ update: NodeUpdate, before: NodeFrame, after: NodeFrame, to batch: inout BatchUpdate) {
        switch update.operation {
        case .insertRows(let paths): batch.insertedRows += paths.map(after.tablePath)
        case .deleteRows(let paths): batch.deletedRows += paths.map(before.tablePath)
        case .reloadRows(let paths): batch.reloadedRows += paths.map(before.tablePath)
        case .reconfigureRows(let paths): batch.reconfiguredRows += paths.map(before.tablePath)
        case .moveRow(let from, let to): batch.movedRows.append((before.tablePath(from), after.tablePath(to)))
        case .insertSections(let sections): batch.insertedSections += sections.map(after.tableSection)
        case .deleteSections(let sections): batch.deletedSections += sections.map(before.tableSection)
        case .reloadSections(let sections): batch.reloadedSections += sections.map(before.tableSection)
        case .moveSection(let from, let to):
            batch.movedSections.append((before.tableSection(from), after.tableSection(to)))
        }
        if let animation = update.animation {
            batch.animations.append(animation)
        }
    }

    /// Asks the data source for every count again, without reporting, so that every node with
    /// range children measures them as the data is now.
    func refreshNodeOffsets() {
        guard let dataSource else { return }
        for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
            _ = dataSource.tableView(self, numberOfRowsInSection: section)
        }
    }

    /// Reports a node whose update cannot be placed because it is no longer in the tree.
    private func reportUnlocated(_ node: any CascadingTableDelegate) {
        diagnostics.report(
            TableViewDiagnostic(
                kind: .nodeNotAttached(String(describing: type(of: node))),
                message: "A \(type(of: node)) asked for a local update but was no longer located in the table when "
                    + "the batch was applied; its update was dropped."))
    }
}

extension NodeFrame {
    /// A path in the node's coordinates, in the table's (malformed paths stay as they are, for
    /// the batch's validation to report).
    func tablePath(_ local: IndexPath) -> IndexPath {
        guard local.isTableIndexPath else { return local }
        return IndexPath(indexes: [local[0] + sectionShift, local[1] + rowShift])
    }

    /// A section in the node's coordinates, in the table's.
    func tableSection(_ local: Int) -> Int { local + sectionShift }
}
