import CascadingTableNodes
import CascadingTableView
import Foundation

/// A one-row node that shows its text.
@MainActor
package final class TextRow: CascadingBareTableDelegate {
    package let text: String

    package init(_ text: String) {
        self.text = text
        super.init(index: 0, childDelegates: [])
    }

    package required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        text = ""
        super.init(index: index, childDelegates: childDelegates)
    }

    package override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = text
        return cell
    }
}
