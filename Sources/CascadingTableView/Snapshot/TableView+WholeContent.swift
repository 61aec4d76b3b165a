import Foundation

// Showing the whole content for the time of a snapshot, through the table's public API, and
// putting the viewport back afterwards.
extension TableView {
    /// The height of the frame a whole-content snapshot lays the table out in: far taller than
    /// real content (a million rows of 44 points are 44 million), so that rows measured taller
    /// than their estimates push no displayed row out of it, which would end it and display it
    /// again. Content taller still gets a frame twice its height, as often as it needs.
    static let wholeContentFrameHeight: CGFloat = 1_000_000_000

    /// Runs `body` with every row, header and footer displayed, in a frame taller than the
    /// content, then restores the frame and the viewport. See ``tableSnapshot(of:options:)``.
    ///
    /// The order avoids calls a scroll would make and a snapshot need not: the frame grows first,
    /// at the current offset, so that the rows below come into view without a scroll; then the
    /// viewport moves to the top, with nothing left beyond its edges to prefetch or cancel; coming
    /// back, the viewport moves before the frame shrinks, for the same reason.
    func withWholeContentDisplayed<Result>(_ body: () -> Result) -> Result {
        let originalFrame = frame
        let originalOffset = contentOffset.y
        // The first row on screen, and how far its top is below the viewport's top: measuring
        // the rows above it may move it in the content, not on screen.
        let anchor = indexPathsForVisibleRows?.first.map {
            (row: $0, distance: rectForRow(at: $0).minY - originalOffset)
        }

        frame.size.height = max(Self.wholeContentFrameHeight, 2 * (contentSize.height + abs(originalOffset)))
        if contentOffset.y != 0 {
            contentOffset = .zero
        }
        while frame.height < contentSize.height {
            frame.size.height = 2 * contentSize.height
        }
        let result = body()

        let restoredOffset = anchor.map { rectForRow(at: $0.row).minY - $0.distance } ?? originalOffset
        if contentOffset.y != restoredOffset {
            contentOffset = CGPoint(x: 0, y: restoredOffset)
        }
        frame = originalFrame
        return result
    }
}
