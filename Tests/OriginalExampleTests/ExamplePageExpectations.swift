import CascadingTableDelegate
import XCTest

// What the Example page should show, worked out from its view model alone, and how the table
// differs from it.

/// One row as the user should see it.
struct ExpectedRow: Equatable {
    var text: String?
    var detailText: String?
    var height: CGFloat
}

/// One section as the user should see it.
struct ExpectedSection: Equatable {
    var headerHeight: CGFloat
    var headerText: String?
    var rows: [ExpectedRow]
    var footerHeight: CGFloat
    var footerText: String?
}

extension DestinationViewController {
    /// The page the view model describes, on a screen as wide as the table.
    @MainActor
    var expectedSections: [ExpectedSection] {
        let model = viewModel
        let width = tableView.frame.width
        let header = ExpectedSection(
            headerHeight: 1.1, headerText: nil,
            rows: [
                ExpectedRow(
                    text: model.topPhotoName.map { "[photo \($0)]" }, detailText: nil,
                    height: DestinationTopPhotoCell.preferredHeight(screenWidth: width)),
                ExpectedRow(text: model.destinationName, detailText: model.locationName, height: 52),
                ExpectedRow(
                    text: model.destinationDescription, detailText: nil,
                    height: DestinationDescriptionCell.preferredHeight(
                        displayText: model.destinationDescription, screenWidth: width)),
            ],
            footerHeight: 1.1, footerText: nil)
        let map = ExpectedSection(
            headerHeight: 41, headerText: "INFORMATION",
            rows: [
                ExpectedRow(
                    text: model.locationCoordinate.map { "[map \($0.latitude), \($0.longitude)]" }, detailText: nil,
                    height: DestinationMapCell.preferredHeight(screenWidth: width))
            ],
            footerHeight: 1.1, footerText: nil)
        let infoList = ExpectedSection(
            headerHeight: model.locationInfo.isEmpty ? 1.1 : 10, headerText: nil,
            rows: model.locationInfo.map { info in
                ExpectedRow(
                    text: info.type, detailText: info.text,
                    height: DestinationInfoCell.preferredHeight(
                        infoType: info.type, infoText: info.text, screenWidth: width))
            },
            footerHeight: 1.1, footerText: nil)
        let rating = ExpectedSection(
            headerHeight: 41, headerText: "REVIEW",
            rows: [
                ExpectedRow(text: DestinationReviewRatingCell.stars(model.averageRating), detailText: nil, height: 39)
            ],
            footerHeight: 1.1, footerText: nil)
        let remaining = model.remainingRowViewModels
        let reviews = ExpectedSection(
            headerHeight: 1.1, headerText: nil,
            rows: model.rowViewModels.map { review in
                ExpectedRow(
                    text: review.userName, detailText: review.userReview,
                    height: DestinationReviewUserCell.preferredHeight(userReview: review.userReview, screenWidth: width)
                )
            },
            footerHeight: remaining > 0 ? 46 : 1.1, footerText: remaining > 0 ? "\(remaining) more" : nil)
        return [header, map, infoList, rating, reviews]
    }
}

/// How the table differs from what the view model says, where the viewport says: the counts;
/// every header, row and footer height; the text of every cell and view on screen; and whether
/// the rows on screen are exactly the rows of the content the viewport overlaps, each with its
/// cell at its row's frame. Empty when the screen is right.
@MainActor
func screenMismatches(_ page: DestinationViewController) -> [String] {
    let table = page.tableView
    let expected = page.expectedSections
    var problems: [String] = []
    func expect<Value: Equatable>(_ actual: Value, _ wanted: Value, _ what: @autoclosure () -> String) {
        if actual != wanted { problems.append("\(what()): \(actual), expected \(wanted)") }
    }
    expect(table.numberOfSections, expected.count, "sections")
    var inView: [IndexPath] = []
    let viewport = table.bounds
    for (section, want) in expected.enumerated() where section < table.numberOfSections {
        expect(table.numberOfRows(inSection: section), want.rows.count, "rows of section \(section)")
        expect(table.rectForHeader(inSection: section).height, want.headerHeight, "header height of \(section)")
        expect(table.rectForFooter(inSection: section).height, want.footerHeight, "footer height of \(section)")
        if let header = table.headerView(forSection: section) {
            expect(header.text, want.headerText, "header text of \(section)")
        }
        if let footer = table.footerView(forSection: section) {
            expect(footer.text, want.footerText, "footer text of \(section)")
        }
        for (row, wantRow) in want.rows.enumerated() where row < table.numberOfRows(inSection: section) {
            let indexPath = IndexPath(row: row, section: section)
            let rect = table.rectForRow(at: indexPath)
            if rect.height > 0 && rect.maxY > viewport.minY && rect.minY < viewport.maxY {
                inView.append(indexPath)
            }
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            // A row's height is exact once it has been displayed.
            expect(rect.height, wantRow.height, "height of \(indexPath)")
            expect(cell.text, wantRow.text, "text of \(indexPath)")
            expect(cell.detailText, wantRow.detailText, "detail text of \(indexPath)")
            expect(cell.frame, rect, "frame of the cell of \(indexPath), against its row's")
            if let review = cell as? DestinationReviewUserCell {
                expect(review.hideBottomBorder, row == want.rows.count - 1, "bottom border hidden at \(indexPath)")
            }
        }
    }
    expect(table.indexPathsForVisibleRows ?? [], inView, "rows with cells, against rows in view")
    expect(table.visibleCells.count, inView.count, "cells on screen")
    return problems
}
