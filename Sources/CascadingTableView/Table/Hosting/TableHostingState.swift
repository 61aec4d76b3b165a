import Foundation

/// What a shadow table keeps for its host (see ``TableView/beginHosting(by:)``).
struct TableHostingState {
    /// The host, held weakly as a data source is: the host owns the shadow.
    weak var host: (any TableViewHost)?
    /// Whether the table is a shadow: set once, by `beginHosting(by:)`.
    var isHosted = false
    /// How deep the shadow is in applying what the host told it (or in a command it passes on
    /// whole, such as a selection that scrolls): commands made meanwhile are not passed back.
    var quietDepth = 0
    /// Cells the shadow dropped from its rows (deleted, reloaded, or all of them on a reload)
    /// while the host still shows them, with the index path each last had: the host ends their
    /// display later, in its own time, and `didEndDisplaying` then names that path.
    var retired: [ObjectIdentifier: (cell: TableViewCell, indexPath: IndexPath)] = [:]
}
