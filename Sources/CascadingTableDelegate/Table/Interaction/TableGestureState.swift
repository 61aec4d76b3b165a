import Foundation

/// The context menu showing, the drag in progress, and the drag and drop delegates.
struct TableGestureState {
    /// The context menu showing, if any.
    var contextMenu: PresentedContextMenu?
}

/// A context menu on screen: the configuration the delegate gave, the menu its provider built, and
/// the rows it is for.
struct PresentedContextMenu {
    let configuration: ContextMenuConfiguration
    let menu: Menu?
    let rows: [IndexPath]
}
