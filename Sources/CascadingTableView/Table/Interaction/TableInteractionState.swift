import Foundation

/// What the user and code have done to rows: the selection and its settings, the highlighted
/// row, editing mode and the open swipe. Everything the simulated user changes, in one place.
struct TableInteractionState {
    var selected: Set<IndexPath> = []
    var highlighted: IndexPath?
    var allowsSelection = true
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var isEditing = false {
        // Leaving editing mode hides the delete confirmation an editing control revealed, as in UIKit.
        didSet { if !isEditing { deleteConfirmation = nil } }
    }
    /// The open swipe, if any: its row follows updates; it closes when the row is deleted or the
    /// table reloads.
    var swipe: SwipeState?
    /// The delete confirmation a tap on a row's editing control revealed, if any; its row follows
    /// updates, and it goes away when the row does.
    var deleteConfirmation: TableView.DeleteConfirmation?
    /// The focused row and the focus settings.
    var focus = TableFocusState()
}
