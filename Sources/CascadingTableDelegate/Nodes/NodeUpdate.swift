import Foundation

/// One update a node asked for in its own coordinates, waiting to be translated into the table's
/// when its batch is applied.
struct NodeUpdate {
    /// What changes, in the node's coordinates.
    enum Operation {
        case insertRows([IndexPath])
        case deleteRows([IndexPath])
        case reloadRows([IndexPath])
        case reconfigureRows([IndexPath])
        case moveRow(IndexPath, IndexPath)
        case insertSections(IndexSet)
        case deleteSections(IndexSet)
        case reloadSections(IndexSet)
        case moveSection(Int, Int)
    }

    /// The node that asked, which names the coordinates.
    let node: any CascadingTableDelegate
    let operation: Operation
    let animation: TableView.RowAnimation?

    /// How many rows (or sections) the operation adds to its node: insertions minus deletions.
    var countChange: Int {
        switch operation {
        case .insertRows(let paths): paths.count
        case .deleteRows(let paths): -paths.count
        case .insertSections(let sections): sections.count
        case .deleteSections(let sections): -sections.count
        case .reloadRows, .reconfigureRows, .moveRow, .reloadSections, .moveSection: 0
        }
    }
}
