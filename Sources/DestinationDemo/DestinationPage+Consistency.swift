import CascadingTableDelegate

extension DestinationPage {
    /// What a user would see wrong on the page now, or nil: a section whose row count the table
    /// holds differs from the one its tree answers (a change the table was not told of), or a
    /// visible review row that does not show the review at its place in the list. The demo's
    /// exploration test and the exploration benchmark check the page with it after every action.
    ///
    /// - Returns: The first mismatch found, described; nil when there is none.
    /// - Complexity: O(*s* + *v*) for *s* sections and *v* visible rows.
    public func firstMismatch() -> String? {
        for section in 0..<table.numberOfSections {
            let told = table.numberOfRows(inSection: section)
            let answered = root.tableView(table, numberOfRowsInSection: section)
            if told != answered { return "section \(section) shows \(told) rows; the tree has \(answered)" }
        }
        let reviewsSection = 4
        // Read once: the list builds the array from its rows at each read.
        let shown = reviews.reviews
        for row in table.indexPathsForVisibleRows ?? [] where row.section == reviewsSection && row.row >= 1 {
            let position = row.row - 1
            guard position < shown.count else { continue }
            let author = shown[position].review.author
            if let text = table.cellForRow(at: row)?.text, !text.contains(author) {
                return "review row \(row.row) shows \(text), not the review by \(author)"
            }
        }
        return nil
    }
}
