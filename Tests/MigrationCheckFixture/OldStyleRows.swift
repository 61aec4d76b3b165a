// A fixture for cascading-migration-check: a row node ported from a Swift 2 era UIKit app, with
// old method names. It is never compiled; run_tests.sh checks that the tool fails on it.
import CascadingTableDelegate
import Foundation

final class OldStyleRow: CascadingBareTableDelegate {
    func tableView(tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAtIndexPath indexPath: IndexPath) -> TableViewCell {
        TableViewCell()
    }

    func tableView(_ tableView: TableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { 88 }

    func tableView(
        _ tableView: TableView,
        willDisplayCell cell: TableViewCell,
        forRowAtIndexPath indexPath: IndexPath
    ) {}

    func tableView(_ tableView: TableView, didSelectRowAtIndexPath indexPath: IndexPath) {}

    func numberOfSectionsInTableView(_ tableView: TableView) -> Int { 1 }
}
