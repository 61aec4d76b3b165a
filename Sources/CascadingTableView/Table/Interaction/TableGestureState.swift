import Foundation

/// The context menu showing, the drag and drop delegates, and whether drags are enabled.
struct TableGestureState {
    /// The context menu showing, if any.
    var contextMenu: PresentedContextMenu?
    /// The context menu a host asked for and has not shown yet (a hosted table only).
    var offeredContextMenu: PresentedContextMenu?
    /// The object that starts drags from rows. Held weakly, as in UIKit.
    weak var dragDelegate: (any TableViewDragDelegate)?
    /// The object that takes drops. Held weakly, as in UIKit.
    weak var dropDelegate: (any TableViewDropDelegate)?
    /// Whether drags and drops are simulated at all.
    var dragInteractionEnabled = false
}

/// A context menu on screen: the configuration the delegate gave, the menu its provider built, and
/// the rows it is for.
struct PresentedContextMenu {
    let configuration: ContextMenuConfiguration
    let menu: Menu?
    let rows: [IndexPath]
}
