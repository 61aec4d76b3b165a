/// A kind of user action an exploration plays, weighted in ``ExplorationOptions/weights``.
///
/// Each kind is chosen only when the screen offers it at that moment: a tap needs a visible row in
/// a table that allows selection, a swipe a visible row the data source can edit, a reorder editing
/// mode and a row the data source can move, and so on, as a user's finger is limited.
public enum ExplorationActionKind: String, CaseIterable, Hashable, Sendable {
    /// `userScroll(by:)`: a drag of up to one and a half screens either way, or to either end.
    case scroll
    /// `tapRow(at:)` on a visible row, where the table allows selection in its current mode (in
    /// multiple selection, a tap adds or removes a row).
    case tapRow
    /// `tapAccessoryButton(forRowAt:)` on a visible row whose cell shows a detail button.
    case tapAccessoryButton
    /// `tapHeader(inSection:)` or `tapFooter(inSection:)` on a header or footer view on screen.
    case tapHeaderFooter
    /// `swipeRow(at:edge:)` or `fullSwipeRow(at:edge:)` on either edge of a visible row the data
    /// source can edit, outside editing mode (as in UIKit); with a swipe open, `tapSwipeAction(at:)`
    /// or closing it.
    case swipe
    /// `longPressRow(at:)` on a visible row; with a context menu showing (then nothing else is
    /// offered, as the menu covers the screen), `performContextMenuAction(titled:)` on one of its
    /// enabled actions, nested menus included, `tapContextMenuPreview()` or `dismissContextMenu()`.
    case contextMenu
    /// `setEditing(_:animated:)` on and off where some visible row can be edited or moved; in
    /// editing mode, `tapEditingControl(at:)` (inserts, and reveals delete buttons) and
    /// `tapDeleteConfirmation(at:)`.
    case editing
    /// `reorderRow(from:to:)` in editing mode, from a visible row the data source can move to any
    /// position of the table.
    case reorder
    /// `simulateMultipleSelectionPan(from:to:)` between visible rows, where the table allows
    /// multiple selection in editing mode.
    case multipleSelection
    /// `simulateDrag(from:to:)` from a visible row to a position of the table or outside it, where
    /// drag interaction is enabled and a drag delegate is set.
    case dragAndDrop
    /// `moveFocus(_:)`, `focusRow(at:)` and `moveFocusOutOfTable()`, where a visible row can take
    /// focus (`canFocusRowAt`).
    case focus
    /// `tapRow(at:)` on a visible outline row that a tap expands or collapses: a described row with
    /// children (its cell shows its disclosure, `TableViewCell.outlineExpansion`) that did not opt
    /// out with `togglesOnSelect(false)`, where the table allows selection and the tap would not
    /// deselect the row (in multiple selection). Each step is an expand or a collapse, and is
    /// played only while the row shows that it can be one.
    ///
    /// A row that opted out is toggled by a control of the app's own (`UITableView` has no
    /// disclosure of its own): exploration reaches it where that control is a gesture it knows
    /// (the row's detail button, a context menu or swipe action), or as an
    /// ``ExplorationUserAction``. A screen with no outline row on screen gives this kind no share
    /// of the draw, so screens without outlines play the same sessions from a seed as before the
    /// kind existed.
    case expandCollapse
}
