import Foundation

/// A swipe in progress.
struct SwipeState {
    /// The swiped row, or nil once it no longer exists.
    var row: IndexPath?
}
