import Foundation

/// The pull-to-refresh spinner above the table's content (UIKit's `UIRefreshControl`, reduced
/// to the state the page reads and sets).
@MainActor
final class RefreshControl {
    /// How far above the content the table scrolls to show the spinner, as the original did.
    static let revealedOffset: CGFloat = -120

    private(set) var isRefreshing = false
    var isHidden = true

    func beginRefreshing() {
        isRefreshing = true
    }

    func endRefreshing() {
        isRefreshing = false
    }
}
