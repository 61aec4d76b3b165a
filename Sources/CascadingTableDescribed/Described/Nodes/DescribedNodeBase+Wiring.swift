import CascadingTableNodes
import Foundation

// The nodes of hand-written rows: they are this node's children, placed at their rows, prepared
// with its table, and given their row as `index`. The tree (CascadingTableNodes) places them
// through ContentDrivenNode.
extension DescribedNodeBase: ContentDrivenNode {
    /// Moves `frame` to the row of `child`, when `child` backs one of this node's rows: the row
    /// node sees this node's coordinates and answers for that one row.
    package final func placeRowNode(_ child: any CascadingTableDelegate, in frame: inout NodeFrame) -> Bool {
        guard let id = store.rowIDOfNode[ObjectIdentifier(child)], let position = store.position(of: id) else {
            return false
        }
        return frame.fixRow(at: localPath(ofStorePosition: position))
    }

    /// The nodes of the hand-written rows, in row order.
    ///
    /// - Complexity: O(*m* log *n*) for *m* hand-written rows of *n*.
    final func rowNodesInOrder() -> [any CascadingTableDelegate] {
        placedRowNodes().map(\.node)
    }

    /// The nodes of the hand-written rows with their positions among the rows, in row order.
    private func placedRowNodes() -> [(node: any CascadingTableDelegate, position: Int)] {
        var placed: [(node: any CascadingTableDelegate, position: Int)] = []
        for id in store.rowIDOfNode.values {
            guard let position = store.position(of: id), case .node(let handle) = store[position].source else {
                continue
            }
            placed.append((handle.node, position))
        }
        return placed.sorted { $0.position < $1.position }
    }

    /// Makes each hand-written row's node a child of this node, with its row (in its section) as
    /// `index`, preparing the ones that were not rows before with the table this node was
    /// prepared with; the nodes in `before` that no longer back a row, and still name this node
    /// as their parent, are let go.
    ///
    /// - Parameter before: The nodes that backed rows before the change.
    /// - Complexity: O(*m* log *n*) for *m* hand-written rows of *n*.
    final func wireRowNodes(before: [ObjectIdentifier: any CascadingTableDelegate]) {
        for (key, node) in before where store.rowIDOfNode[key] == nil && node.parentDelegate === self {
            node.parentDelegate = nil
        }
        for (node, position) in placedRowNodes() {
            let row = localPath(ofStorePosition: position)[1]
            if node.index != row {
                node.index = row
            }
            if node.parentDelegate !== self {
                node.parentDelegate = self
            }
            if before[ObjectIdentifier(node)] == nil, let table = preparedTable {
                node.prepare(tableView: table)
            }
        }
    }

    /// The nodes backing rows now, by identity, to hand to ``wireRowNodes(before:)`` after a
    /// change.
    final func rowNodesByIdentity() -> [ObjectIdentifier: any CascadingTableDelegate] {
        var nodes: [ObjectIdentifier: any CascadingTableDelegate] = [:]
        for node in rowNodesInOrder() {
            nodes[ObjectIdentifier(node)] = node
        }
        return nodes
    }
}
