import Foundation

/// The focused row and the focus settings of a table.
struct TableFocusState {
    /// The row with focus, or nil when focus is outside the rows.
    var focused: IndexPath?
    /// The row focused last, for ``TableView/remembersLastFocusedIndexPath``; it follows updates.
    var lastFocused: IndexPath?
    /// Whether ``focused`` must be checked again (it exists, and can still take focus) before it
    /// is next used: set when a reload kept it or an update reloaded its row.
    var needsValidation = false
    var remembersLastFocusedIndexPath = false
    var selectionFollowsFocus = false
}
