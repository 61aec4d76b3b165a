import CascadingTableNodes
import CascadingTableView
import Foundation

/// A row node showing its name, one row. Open (and so public), unlike the other helpers: test
/// targets subclass it.
@MainActor
open class NameRow: CascadingBareTableDelegate {
    public var name = ""

    public convenience init(_ name: String) {
        self.init(index: 0, childDelegates: [])
        self.name = name
    }

    open override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    open override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.text = name
        return cell
    }
}
