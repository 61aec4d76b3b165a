// Type-checked by check-compile-checks.sh with `swiftc -verify`: it passes when the compiler
// reports exactly the errors the marks below name (each for the line after it), and no others.
// A described node's rows come from its content, so it offers no local update of the table; nor
// does a type that adopts CascadingTableDelegate without LocallyUpdatingTableDelegate.
import CascadingTableDelegate
import Foundation

@MainActor
func askDescribedNodesForLocalUpdates(
    table: DescribedTableDelegate, list: DescribedRowsDelegate, base: DescribedNodeBase,
    anyNode: any CascadingTableDelegate
) {
    let row = IndexPath(row: 0, section: 0)
    let section = IndexSet(integer: 0)
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'insertRows'}}
    table.insertRows(at: [row])
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'deleteRows'}}
    table.deleteRows(at: [row])
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'reloadRows'}}
    table.reloadRows(at: [row])
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'reconfigureRows'}}
    table.reconfigureRows(at: [row])
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'moveRow'}}
    table.moveRow(at: row, to: row)
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'insertSections'}}
    table.insertSections(section)
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'deleteSections'}}
    table.deleteSections(section)
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'reloadSections'}}
    table.reloadSections(section)
    // expected-error@+1 {{value of type 'DescribedTableDelegate' has no member 'moveSection'}}
    table.moveSection(0, toSection: 1)
    // expected-error@+1 {{value of type 'DescribedRowsDelegate' has no member 'insertRows'}}
    list.insertRows(at: [row])
    // expected-error@+1 {{value of type 'DescribedRowsDelegate' has no member 'reloadSections'}}
    list.reloadSections(section)
    // expected-error@+1 {{value of type 'DescribedNodeBase' has no member 'deleteRows'}}
    base.deleteRows(at: [row])
    // expected-error@+1 {{value of type 'any CascadingTableDelegate' has no member 'insertRows'}}
    anyNode.insertRows(at: [row])
    // Grouping updates into one batch is every node's: a described node's content changes join it.
    table.performLocalUpdates {}
    list.performLocalUpdates({}, completion: { _ in })
}
