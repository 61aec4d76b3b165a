import Foundation

// The viewport: the scroll position and what it takes to show a row.
extension TableView {
    /// The visible part of the content: origin at ``contentOffset``, size of the frame.
    public var bounds: CGRect {
        CGRect(origin: layoutState.contentOffset, size: frame.size)
    }

    /// The scroll position: the content point at the viewport's top-left corner.
    ///
    /// Setting it scrolls there, wherever that is: as in UIKit, code may put the viewport above
    /// the content (a pull-to-refresh area at `y = -120`, say) or below it. Only the user's
    /// scrolling (``userScroll(by:)``) and ``scrollToRow(at:at:animated:)`` stay within the
    /// content. The table does not scroll sideways, so `x` is 0; a NaN or infinite `y` is
    /// ignored. The table ends the rows that left the viewport, displays those that entered, and
    /// updates prefetching. It may then move by the difference between estimated and exact
    /// heights of rows above the viewport, so that what is on screen stays still.
    ///
    /// - Complexity: O(log n + v) for v rows entering or leaving.
    public var contentOffset: CGPoint {
        get {
            loadDataIfNeeded()
            return layoutState.contentOffset
        }
        set {
            loadDataIfNeeded()
            guard newValue.y.isFinite else { return }
            moveViewport(to: newValue.y)
            forwardToHost(.setContentOffset(CGPoint(x: 0, y: newValue.y)))
        }
    }

    /// Puts the viewport's top at `y`, displays what it shows and updates prefetching.
    func moveViewport(to y: CGFloat) {
        let previous = layoutState.contentOffset
        layoutState.contentOffset = CGPoint(x: 0, y: y)
        updateVisibleViews()
        updatePrefetching(scrollingDown: y >= previous.y)
    }

    /// The largest offset the user can scroll to: the content's end at the viewport's bottom (0
    /// when the content is shorter than the viewport).
    var maximumContentOffsetY: CGFloat {
        max(0, layoutState.layout.totalHeight - frame.height)
    }

    /// `y` bounded to the offsets the user can scroll to.
    func boundedContentOffsetY(_ y: CGFloat) -> CGFloat {
        min(max(y, 0), maximumContentOffsetY)
    }

    /// Loads the data if it was never loaded (or the data source changed) and displays the
    /// viewport, as UIKit's first layout pass does.
    public func layoutIfNeeded() {
        loadDataIfNeeded()
        updateVisibleViews()
    }
}
