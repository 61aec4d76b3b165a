import Foundation

// Scrolling that lands where it was asked to, however wrong the estimates were: to a row, and as
// the user's finger does.
extension TableView {
    /// How many times a scroll measures and moves before it settles. Each attempt measures every
    /// item of the viewport it aims at, so a scroll settles on the first attempt that finds them
    /// all measured (two or three in practice); the limit only stops a delegate whose heights
    /// change on every call from scrolling forever.
    static let scrollSettlingLimit = 16

    /// Scrolls so that a row is at `scrollPosition` in the viewport, in one call.
    ///
    /// As UIKit does, the table measures the row and the items around it (asks their exact
    /// heights, correcting the layout) before it scrolls, and scrolls again if displaying them
    /// moved the row (self-sizing cells), so that the row ends exactly where asked whatever the
    /// estimates were. `.none` scrolls as little as makes the row fully visible (not at all if it
    /// already is). The scroll stays within the content, as the user's does: a row near an end of
    /// the content stops at that end. A row that does not exist is ignored.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where the row ends up.
    ///   - animated: Ignored: the headless table applies every change at once.
    /// - Complexity: O(v log n) for the v items measured and displayed.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard containsRow(at: indexPath), let position = resolvedPosition(scrollPosition, of: indexPath) else {
            return
        }
        // After the shadow's own scroll: the host then scrolls by its own geometry, and its offset,
        // which the user sees, comes back to the shadow (hostDidScroll(to:)).
        defer { forwardToHost(.scrollToRow(indexPath, position: scrollPosition, animated: animated)) }
        for _ in 0..<Self.scrollSettlingLimit {
            let y = settledOffset(showing: indexPath, at: position)
            guard y != layoutState.contentOffset.y else { return }
            moveViewport(to: y)
        }
    }

    /// Scrolls by `distance` points as the user's finger does (positive scrolls down).
    ///
    /// Unlike setting ``contentOffset``, the user's scrolling stays within the content: from 0 to
    /// the content's end at the viewport's bottom. That bound is corrected as the rows coming into
    /// view are measured, so scrolling to the end reaches the real end even when the estimates
    /// were too low: the table keeps scrolling until the last row's bottom is at the viewport's
    /// bottom. `.infinity` scrolls to the end, `-.infinity` to the top; NaN does nothing.
    ///
    /// - Parameter distance: How far to scroll, in points.
    /// - Returns: How far the content offset moved.
    /// - Complexity: O(log n + v) per correction, for v items entering or leaving.
    @discardableResult
    public func userScroll(by distance: CGFloat) -> CGFloat {
        loadDataIfNeeded()
        let start = layoutState.contentOffset.y
        guard !distance.isNaN else { return 0 }
        var target = start + distance
        for _ in 0..<Self.scrollSettlingLimit {
            let y = boundedContentOffsetY(target)
            guard y != layoutState.contentOffset.y else { break }
            moveViewport(to: y)
            // Measuring rows above the viewport moved the offset to keep them still: the target
            // moves with the content it names.
            target += layoutState.contentOffset.y - y
        }
        return layoutState.contentOffset.y - start
    }

    /// The position `.none` means for a row now: nil when the row is fully visible, else the
    /// edge it is nearest to (its top when it is taller than the viewport).
    private func resolvedPosition(_ position: ScrollPosition, of indexPath: IndexPath) -> ScrollPosition? {
        guard position == .none else { return position }
        makeRowHeightExact(at: indexPath, cell: displayState.cells[indexPath])
        let row = rectForRow(at: indexPath)
        let viewport = bounds
        if row.minY < viewport.minY || row.height > viewport.height {
            return .top
        }
        return row.maxY > viewport.maxY ? .bottom : nil
    }

    /// The offset that puts the row at `position`, after measuring the items of the viewport at
    /// that offset until measuring changes nothing. The viewport itself does not move.
    private func settledOffset(showing indexPath: IndexPath, at position: ScrollPosition) -> CGFloat {
        let original = layoutState.contentOffset
        defer { layoutState.contentOffset = original }
        var y = targetOffset(showing: indexPath, at: position)
        for _ in 0..<Self.scrollSettlingLimit {
            let total = layoutState.layout.totalHeight
            makeRowHeightExact(at: indexPath, cell: displayState.cells[indexPath])
            layoutState.contentOffset.y = y
            measureViewport()
            let next = targetOffset(showing: indexPath, at: position)
            if next == y && total == layoutState.layout.totalHeight { break }
            y = next
        }
        return y
    }

    /// Where the viewport's top must be for the row to be at `position`, within the content.
    private func targetOffset(showing indexPath: IndexPath, at position: ScrollPosition) -> CGFloat {
        let row = rectForRow(at: indexPath)
        let height = frame.height
        switch position {
        case .top, .none: return boundedContentOffsetY(row.minY)
        case .middle: return boundedContentOffsetY(row.midY - height / 2)
        case .bottom: return boundedContentOffsetY(row.maxY - height)
        }
    }
}
