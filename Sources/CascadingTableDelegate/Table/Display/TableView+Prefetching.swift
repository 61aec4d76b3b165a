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
        let wanted = Set(ahead).subtracting(displayState.cells.keys)
        let cancelled = displayState.prefetched.subtracting(wanted).subtracting(displayState.cells.keys).sorted()
        displayState.prefetched.subtract(displayState.cells.keys)
        let announced = ahead.filter { wanted.contains($0) && !displayState.prefetched.contains($0) }
        displayState.prefetched.subtract(cancelled)
        displayState.prefetched.formUnion(announced)
        if !cancelled.isEmpty {
            prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: cancelled)
        }
        if !announced.isEmpty {
            prefetchDataSource?.tableView(self, prefetchRowsAt: announced)
        }
    }
}
