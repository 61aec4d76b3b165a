// The control for DescribedNodesHaveNoLocalUpdates.swift: type-checked by check-compile-checks.sh,
// it must compile without a diagnostic. The node classes and a type that adopts
// LocallyUpdatingTableDelegate itself offer every local update.
import CascadingTableDelegate
import Foundation

/// A row adopting the protocols itself, not a subclass of the node classes.
@MainActor
final class AdoptingRow: LocallyUpdatingTableDelegate {
    var index: Int
    var childDelegates: [any CascadingTableDelegate]
    weak var parentDelegate: (any CascadingTableDelegate)?

    init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
    }

    func prepare(tableView: TableView) {}

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
}

/// A hand-written row, as users write them.
final class GreetingRow: CascadingBareTableDelegate {}

@MainActor
func askHandWrittenNodesForLocalUpdates(
    bare: CascadingBareTableDelegate, greeting: GreetingRow, propagating: PropagatingTableDelegate,
    root: CascadingRootTableDelegate, section: CascadingSectionTableDelegate, range: CascadingRangeTableDelegate,
    adopting: AdoptingRow, anyUpdating: any LocallyUpdatingTableDelegate
) {
    let row = IndexPath(row: 0, section: 0)
    let sections = IndexSet(integer: 0)
    bare.insertRows(at: [row], with: .fade)
    bare.deleteRows(at: [row], with: .left)
    bare.reloadRows(at: [row], with: .none)
    bare.reconfigureRows(at: [row])
    bare.moveRow(at: row, to: row)
    bare.insertSections(sections, with: .top)
    bare.deleteSections(sections, with: .bottom)
    bare.reloadSections(sections, with: .automatic)
    bare.moveSection(0, toSection: 1)
    greeting.insertRows(at: [row])
    propagating.deleteRows(at: [row])
    root.insertSections(sections)
    section.reloadRows(at: [row])
    range.moveRow(at: row, to: row)
    adopting.insertRows(at: [row])
    anyUpdating.reloadSections(sections)
    bare.performLocalUpdates {}
}
