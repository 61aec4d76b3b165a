import CascadingTableDelegate
import Foundation

/// One action of an exploration, as a value: chosen at random, replayed on a fresh screen while a
/// failure is shrunk, and printed as the Swift statement that does the same in a test.
enum ExplorationStep: Equatable {
    case scroll(CGFloat)
    case tapRow(IndexPath)
    case tapAccessoryButton(IndexPath)
    case tapHeader(section: Int)
    case tapFooter(section: Int)
    case swipe(IndexPath, edge: TableView.SwipeEdge)
    case fullSwipe(IndexPath, edge: TableView.SwipeEdge)
    /// The action's title only makes the printed statement readable; the index chooses it.
    case tapSwipeAction(index: Int, title: String?)
    /// A tap outside the open swipe, which closes it: the table has no gesture for it, and
    /// `setEditing` with the current mode ends the swipe and changes nothing else.
    case closeSwipe
    case longPress(IndexPath)
    case contextMenuAction(path: [String])
    case tapContextMenuPreview
    case dismissContextMenu
    case setEditing(Bool)
    case tapEditingControl(IndexPath)
    case tapDeleteConfirmation(IndexPath)
    case reorder(from: IndexPath, to: IndexPath)
    case multipleSelectionPan(from: IndexPath, to: IndexPath)
    case drag(from: IndexPath, to: IndexPath?)
    case moveFocus(FocusHeading)
    case focusRow(IndexPath)
    case moveFocusOutOfTable
    /// A tap on a collapsed outline row, which expands it.
    case expandRow(IndexPath)
    /// A tap on an expanded outline row, which collapses it.
    case collapseRow(IndexPath)
    /// The user's action at this index of ``ExplorationOptions/userActions``.
    case user(Int)

    /// Whether the step needs a context menu on screen: while one shows, it covers the table, and
    /// only these steps are offered.
    var actsOnContextMenu: Bool {
        switch self {
        case .contextMenuAction, .tapContextMenuPreview, .dismissContextMenu: true
        default: false
        }
    }
}
