import Foundation

// The viewport: the scroll position and what it takes to show a row.
extension TableView {
    /// The visible part of the content: origin at ``contentOffset``, size of the frame.
    public var bounds: CGRect {
        CGRect(origin: layoutState.contentOffset, size: frame.size)
    }

    /// The scroll position: the content point at the viewport's top-left corner.
    ///
    /// Setting it scrolls: the table clamps `y` to the scrollable range (0 to
    /// `contentSize.height - frame.height`; the table does not scroll sideways, so `x` is 0),
    /// ends the rows that left the viewport, displays those that entered, and updates
    /// prefetching. It may then move by the difference between estimated and exact heights of
    /// rows above the viewport, so that what is on screen stays still.
    ///
    /// - Complexity: O(log n + v) for v rows entering or leaving.
    public var contentOffset: CGPoint {
        get {
            loadDataIfNeeded()
            return layoutState.contentOffset
        }
        set {
            loadDataIfNeeded()
            let previous = layoutState.contentOffset
            let maximum = max(0, layoutState.sectionTotals.total - frame.height)
            let y = newValue.y.isFinite ? min(max(newValue.y, 0), maximum) : previous.y
            layoutState.contentOffset = CGPoint(x: 0, y: y)
            updateVisibleViews()
            updatePrefetching(scrollingDown: y >= previous.y)
        }
    }

    /// Scrolls so that a row is at `scrollPosition` in the viewport.
    ///
    /// `.none` scrolls as little as makes the row fully visible (not at all if it already is);
    /// the scroll is clamped like ``contentOffset``. A row that does not exist is ignored.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where the row ends up.
    ///   - animated: Ignored: the headless table applies every change at once.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard containsRow(at: indexPath) else { return }
        // Twice: the first scroll can turn estimates into exact heights and move the row.
        for _ in 0..<2 {
            let row = rectForRow(at: indexPath)
            let viewport = bounds
            let y: CGFloat
            switch scrollPosition {
            case .top: y = row.minY
            case .middle: y = row.midY - viewport.height / 2
            case .bottom: y = row.maxY - viewport.height
            case .none:
                if row.minY < viewport.minY {
                    y = row.minY
                } else if row.maxY > viewport.maxY {
                    y = min(row.minY, row.maxY - viewport.height)
                } else {
                    y = viewport.minY
                }
            }
            contentOffset = CGPoint(x: 0, y: y)
        }
    }

    /// Loads the data if it was never loaded (or the data source changed) and displays the
    /// viewport, as UIKit's first layout pass does.
    public func layoutIfNeeded() {
        loadDataIfNeeded()
        updateVisibleViews()
    }
}
