// Values the Headless table page's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate
import Foundation

/// A row node that shows one review and remembers being selected.
final class ReviewRow: CascadingBareTableDelegate {
    let review: String
    private(set) var wasSelected = false

    init(review: String) {
        self.review = review
        super.init(index: 0, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        review = ""
        super.init(index: index, childDelegates: childDelegates)
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = review
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        wasSelected = true
    }
}
