import CascadingTableDelegate

/// Every invariant violation of `table` and of the tree attached to it, in words; empty when all
/// hold: the tree's checks when the table's data source is a tree of nodes (they include the
/// table's), the table's alone otherwise.
@MainActor
func explorationInvariantViolations(of table: TableView) -> [String] {
    if let root = table.dataSource as? any CascadingTableDelegate {
        return invariantViolations(ofTreeUnder: root)
    }
    return table.invariantViolations()
}
