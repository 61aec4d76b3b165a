import Foundation

/// Selected and highlighted rows, and editing state.
struct TableSelectionState {
    var selected: Set<IndexPath> = []
    var highlighted: IndexPath?
    var allowsSelection = true
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var isEditing = false
    /// The open swipe, if any: its row follows updates and becomes nil when the row is gone.
    var swipe: SwipeState?
}
