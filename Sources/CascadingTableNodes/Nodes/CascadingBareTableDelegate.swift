import CascadingTableView
import Foundation

/// The smallest node: it answers every call with the protocol's default, for you to subclass.
///
/// Every protocol method is an `open` method of this class (declared by ``CascadingTableNode``,
/// which it inherits), so the override in your subclass is the one the tree calls (Swift would
/// otherwise bind the conformance to the protocol extension's default, which a subclass cannot
/// replace). Override what your node answers for; the estimated-height methods already fall back
/// to your exact-height overrides.
///
/// A bare node, and every routing node (``PropagatingTableDelegate`` and its subclasses), asks
/// the table for updates in its own numbering: it adopts ``LocallyUpdatingTableDelegate``
/// (`insertRows(at:with:)` and the rest).
///
/// ```swift
/// final class GreetingRow: CascadingBareTableDelegate {
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "greeting", for: indexPath)
///         cell.text = "Hello"
///         return cell
///     }
/// }
/// ```
@MainActor
open class CascadingBareTableDelegate: CascadingTableNode, LocallyUpdatingTableDelegate {
    /// Creates a node that stores its position and its children as given.
    ///
    /// - Parameters:
    ///   - index: The node's position among its parent's children.
    ///   - childDelegates: The node's children.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
    }
}
