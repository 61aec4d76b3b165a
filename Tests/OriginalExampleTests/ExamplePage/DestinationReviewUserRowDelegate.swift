import CascadingTableDelegate
import Foundation

/// One user's review. Its section registers the cell.
///
/// Its estimate is the height of a review without text, so the table corrects the reviews'
/// heights as they come into view, as UIKit did for the original.
final class DestinationReviewUserRowDelegate: CascadingBareTableDelegate {
    static let cellIdentifier = DestinationReviewUserCell.identifier

    private(set) var viewModel: DestinationReviewUserRowViewModel?

    convenience init(viewModel: DestinationReviewUserRowViewModel) {
        self.init(index: 0, childDelegates: [])
        self.viewModel = viewModel
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        DestinationReviewUserCell.preferredHeight(
            userReview: viewModel?.userReview ?? "", screenWidth: tableView.frame.width)
    }

    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        DestinationReviewUserCell.preferredHeight(userReview: "", screenWidth: tableView.frame.width)
    }

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let cell = cell as? DestinationReviewUserCell, let viewModel else { return }
        cell.configure(userName: viewModel.userName, userReview: viewModel.userReview, rating: viewModel.rating)
        cell.hideBottomBorder = index + 1 == parentDelegate?.childDelegates.count
    }
}
