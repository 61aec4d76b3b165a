import Foundation

// Showing the whole content for the time of a snapshot, through the table's public API, and
// putting the viewport back afterwards.
extension TableView {
    /// How many times the frame grows to the content's height before the snapshot is taken
    /// anyway. Each growth displays (and so measures) every row the last one brought into view,
    /// so the content settles on the second pass in practice; the limit only stops rows whose
    /// heights grow every time they are asked.
    static let wholeContentGrowthLimit = 16

    /// Runs `body` with every row, header and footer displayed, in a frame as tall as the
    /// content, then restores the frame and the viewport. See ``tableSnapshot(of:options:)``.
    ///
    /// The order avoids calls a long scroll would not make: the frame grows first at the current
    /// offset, so that the rows below come into view without a scroll; then the viewport moves
    /// to the top with nothing left beyond its edges to prefetch; coming back, the viewport
    /// moves before the frame shrinks, for the same reason.
    func withWholeContentDisplayed<Result>(_ body: () -> Result) -> Result {
        let originalFrame = frame
        let originalOffset = contentOffset.y
        // The first row on screen, and how far its top is below the viewport's top: measuring
        // the rows above it may move it in the content, not on screen.
        let anchor = indexPathsForVisibleRows?.first.map {
            (row: $0, distance: rectForRow(at: $0).minY - originalOffset)
        }

        frame.size.height = max(frame.height, contentSize.height + abs(originalOffset))
        if contentOffset.y != 0 {
            contentOffset = .zero
        }
        for _ in 0..<Self.wholeContentGrowthLimit where frame.height < contentSize.height {
            frame.size.height = contentSize.height
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
