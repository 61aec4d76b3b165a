import CascadingTableNodes
import CascadingTableView
import Foundation

/// A section node routing never passes through: a subclass may override any call. Counts the
/// height calls it routes itself.
final class RoutedSection: CascadingSectionTableDelegate {
    var heightCalls = 0

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        return super.tableView(tableView, heightForRowAt: indexPath)
    }
}

/// A section of `rows` for the pass-through tests: a plain section node, which routing passes
/// through, or a ``RoutedSection``, which it calls itself.
@MainActor
func passThroughSection(_ rows: [any CascadingTableDelegate], plain: Bool) -> PropagatingTableDelegate {
    plain
        ? CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        : RoutedSection(index: 0, childDelegates: rows)
}
