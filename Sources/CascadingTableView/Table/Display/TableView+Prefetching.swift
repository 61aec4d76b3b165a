import Foundation

// Prefetching: rows about to scroll into view are announced ahead of time.
extension TableView {
    /// How far beyond the viewport's edge, in the scroll direction, rows are prefetched: one
    /// viewport height.
    public var prefetchDistance: CGFloat { frame.height }

    /// After a scroll, announces the rows within ``prefetchDistance`` ahead of the viewport (in
    /// the scroll direction) that are neither visible nor already announced, in the order they
    /// will appear, and cancels announced rows that left that range without being displayed.
    func updatePrefetching(scrollingDown: Bool) {
        guard prefetchDataSource != nil, frame.height > 0 else { return }
        let viewport = bounds
        var ahead: [IndexPath] = []
        if scrollingDown {
            forEachRow(from: viewport.maxY, to: viewport.maxY + prefetchDistance) { ahead.append($0) }
        } else {
            forEachRow(from: viewport.minY - prefetchDistance, to: viewport.minY) { ahead.append($0) }
            ahead.reverse()
        }
        // The rows announced after this step are exactly the wanted ones (announced before and
        // still wanted, or announced now), so one pass over `ahead` and one over the previous
        // announcements give both lists: each row is hashed a few times, and the visible cells
        // are never walked.
        var wanted = Set<IndexPath>(minimumCapacity: ahead.count)
        var announced: [IndexPath] = []
        for indexPath in ahead where displayState.cells[indexPath] == nil {
            wanted.insert(indexPath)
            if !displayState.prefetched.contains(indexPath) {
                announced.append(indexPath)
            }
        }
        var cancelled: [IndexPath] = []
        for indexPath in displayState.prefetched
        where !wanted.contains(indexPath) && displayState.cells[indexPath] == nil {
            cancelled.append(indexPath)
        }
        cancelled.sort()
        displayState.prefetched = wanted
        if !cancelled.isEmpty {
            prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: cancelled)
        }
        if !announced.isEmpty {
            prefetchDataSource?.tableView(self, prefetchRowsAt: announced)
        }
    }
}
