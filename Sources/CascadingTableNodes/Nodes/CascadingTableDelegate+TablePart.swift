import CascadingTableView
import Foundation

// How the table sees a node: as a part that names rows and sections in coordinates of its own
// (`TablePart`, the table's small protocol), placed by the node's location in its tree.

extension CascadingTableNode: TablePart {
    /// Where the node sits in `table`, from its location in the tree (as the table shows it, or
    /// as the tree is now); nil when it is not located there.
    package func placement(in table: TableView, asShown: Bool) -> TablePlacement? {
        placementOfNode(self, in: table, asShown: asShown)
    }

    /// The node's type.
    package var partName: String { String(describing: type(of: self)) }
}

/// A node of a type that adopts ``CascadingTableDelegate`` itself, as a part of its table.
@MainActor
final class AdoptedNodePart: TablePart {
    let node: any CascadingTableDelegate

    init(_ node: any CascadingTableDelegate) {
        self.node = node
    }

    func placement(in table: TableView, asShown: Bool) -> TablePlacement? {
        placementOfNode(node, in: table, asShown: asShown)
    }

    var partName: String { String(describing: type(of: node)) }
}

extension CascadingTableDelegate {
    /// The node as a part of its table: itself for a node class, a wrapper otherwise.
    var tablePart: any TablePart {
        (self as? CascadingTableNode) ?? AdoptedNodePart(self)
    }
}

/// The node a part of the table stands for, if it is a node.
@MainActor
func node(of part: any TablePart) -> (any CascadingTableDelegate)? {
    // Class casts: a cast to an existential looks the conformance up at run time.
    (part as? CascadingTableNode) ?? (part as? AdoptedNodePart)?.node ?? (part as? NodeRegionPart)?.node
}

/// Where `node` sits in `table`: the shifts of its frame, when it is located there.
@MainActor
private func placementOfNode(
    _ node: any CascadingTableDelegate, in table: TableView, asShown: Bool
) -> TablePlacement? {
    guard let frame = node.frame(asShown: asShown, in: table) else { return nil }
    return TablePlacement(sectionShift: frame.sectionShift, rowShift: frame.rowShift)
}
