import CascadingTableCollections
import CascadingTableView
import Foundation

/// A node whose rows come from its content rather than from its children: the described nodes,
/// which live in a target above this one (`CascadingTableDescribed`). The tree reaches them
/// through this protocol, so that the nodes never name a described type.
@MainActor
package protocol ContentDrivenNode: CascadingTableDelegate {
    /// Moves `frame` to the row of `child`, when `child` backs one of this node's rows; false
    /// otherwise.
    func placeRowNode(_ child: any CascadingTableDelegate, in frame: inout NodeFrame) -> Bool

    /// Checks the node's caches, noting each problem in `report`.
    func checkDescribedInvariants(into report: inout InvariantReport)
}
