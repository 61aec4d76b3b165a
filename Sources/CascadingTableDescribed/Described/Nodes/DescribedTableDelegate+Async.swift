import Foundation

/// Content updates requested with ``DescribedTableDelegate/setContent(_:)``: the newest content
/// waiting, whether a difference is being computed, and who waits for it.
struct AsyncUpdateState {
    /// The newest content requested and not yet taken by the update loop.
    var latest: DescribedContent?
    /// The content whose difference is being computed off the main actor, until it is applied
    /// or superseded.
    var computing: DescribedContent?
    /// Whether the update loop runs.
    var isRunning = false
    /// Bumped by every request, so a difference computed for an older one is never applied.
    var generation = 0
    /// Callers whose content was coalesced into the running loop's.
    var waiters: [CheckedContinuation<Void, Never>] = []

    /// Drops the waiting content: a newer one is being applied synchronously.
    mutating func supersede() {
        latest = nil
        computing = nil
        generation += 1
    }

    /// The newest content requested and not shown yet: waiting, or being diffed; nil for none.
    var newest: DescribedContent? { latest ?? computing }
}

// Diffing off the main actor.
extension DescribedTableDelegate {
    /// Shows `newContent`, computing the difference off the main actor and applying it on it.
    ///
    /// Large contents are diffed in a task of their own, so the main actor stays free. Requests
    /// that arrive while a difference is computed are coalesced: only the newest content is
    /// diffed next, and a difference computed for content that has been superseded (by this
    /// method, by ``setContent(_:completion:)``, or by a user's drop into a row, which edits the
    /// newest content requested and shows it at once; see ``canDropRow``) is discarded, so the
    /// table never shows an older content after a newer one. Returns once the newest content
    /// requested so far is shown, or refused.
    ///
    /// - Parameter newContent: The content to show.
    public func setContent(_ newContent: DescribedContent) async {
        asyncUpdates.latest = newContent
        asyncUpdates.generation += 1
        guard !asyncUpdates.isRunning else {
            await withCheckedContinuation { asyncUpdates.waiters.append($0) }
            return
        }
        asyncUpdates.isRunning = true
        while let next = asyncUpdates.latest {
            asyncUpdates.latest = nil
            let generation = asyncUpdates.generation
            // An outline is laid out with the expansion the node keeps on the main actor, and
            // diffed there.
            guard outline == nil && !next.hasChildRows else {
                showOutline(of: next, completion: nil)
                continue
            }
            let old = currentContent
            asyncUpdates.computing = next
            let plan = await Self.plan(from: old, to: next, policy: duplicatePolicy)
            guard asyncUpdates.generation == generation else { continue }
            asyncUpdates.computing = nil
            apply(plan, from: old, completion: nil)
        }
        asyncUpdates.computing = nil
        asyncUpdates.isRunning = false
        let waiters = asyncUpdates.waiters
        asyncUpdates.waiters.removeAll()
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Computes an update plan on the global executor.
    @concurrent
    nonisolated static func plan(
        from old: DescribedContent, to new: DescribedContent, policy: DuplicateIdentifierPolicy
    ) async -> DescribedUpdatePlan {
        DescribedUpdatePlan(from: old, to: new, policy: policy)
    }
}
