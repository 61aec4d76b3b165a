import CascadingTableView
import Foundation

/// A node that asks the table for updates in its own numbering: it changes its own data, then
/// calls ``insertRows(at:with:)``, ``deleteRows(at:with:)``, ``reloadRows(at:with:)``,
/// ``reconfigureRows(at:)``, ``moveRow(at:to:)``, ``insertSections(_:with:)``,
/// ``deleteSections(_:with:)``, ``reloadSections(_:with:)`` or ``moveSection(_:toSection:)``, and
/// the tree translates them to the table's index paths (see `Documentation/Composition.md`).
///
/// The protocol requires nothing beyond ``CascadingTableDelegate``: adopting it is how a node
/// says that its rows are its own to announce. ``CascadingBareTableDelegate`` and every routing
/// node (``PropagatingTableDelegate`` and its subclasses) adopt it, so your subclasses of them
/// have the methods. A type that adopts ``CascadingTableDelegate`` itself, without subclassing a
/// node class, adopts this protocol too to get them:
///
/// ```swift
/// final class BannerRow: LocallyUpdatingTableDelegate {
///     var index: Int
///     var childDelegates: [any CascadingTableDelegate]
///     weak var parentDelegate: (any CascadingTableDelegate)?
///     var isShown = false
///
///     init(index: Int, childDelegates: [any CascadingTableDelegate]) {
///         self.index = index
///         self.childDelegates = childDelegates
///     }
///
///     var ownsRange: Bool { true }   // 0 or 1 rows
///
///     func prepare(tableView: TableView) {}
///
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { isShown ? 1 : 0 }
///
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         TableViewCell()
///     }
///
///     func show() {
///         isShown = true
///         insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
///     }
/// }
/// ```
///
/// The described nodes (``DescribedTableDelegate``, ``DescribedRowsDelegate``) do not adopt it:
/// their rows come from their content, and an update of the table alone would leave it showing
/// rows they do not hold. Asking one of them for a local update does not compile; change its
/// content instead. ``CascadingTableDelegate/performLocalUpdates(_:completion:)``, which only
/// groups updates into one batch, is offered by every node, the described ones included (their
/// content changes inside the block join the batch).
@MainActor
public protocol LocallyUpdatingTableDelegate: CascadingTableDelegate {}
