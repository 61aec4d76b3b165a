import Foundation

/// A swipe in progress.
struct SwipeState {
    /// The swiped row; nil only while the swipe closes because its row is gone (deleted, or the
    /// table reloaded).
    var row: IndexPath?
    /// The actions the swipe revealed, from the edge inwards.
    var actions: [ContextualAction]
    /// Whether a full swipe performs the first action.
    var performsFirstActionWithFullSwipe: Bool
    /// Tells this swipe from a later one that reveals the same action objects.
    let identity: Identity

    init(row: IndexPath?, actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool) {
        self.row = row
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        identity = Identity()
    }

    /// An object whose only use is its identity.
    final class Identity {}
}
