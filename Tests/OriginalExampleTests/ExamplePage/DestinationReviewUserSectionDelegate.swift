import CascadingTableDelegate
import Foundation

/// The users' reviews: one row node per review, made again whenever the reviews change, which
/// reloads the section. While reviews remain to be fetched, its footer is the "N more" button,
/// which fetches them.
final class DestinationReviewUserSectionDelegate: CascadingSectionTableDelegate {
    private var viewModel: (any DestinationReviewSectionViewModel)?
    private let headerView = EmptyContentView.view()
    /// The button under the reviews (the same view every time, as in the original).
    let footerView = ReviewSectionFooterView.view()

    convenience init(viewModel: any DestinationReviewSectionViewModel) {
        self.init(index: 0, childDelegates: [])
        viewModel.add(observer: self)
        self.viewModel = viewModel
        updateChildDelegates()
        reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        footerView.onButtonTapped = { [weak self] in self?.retrieveMoreViewModels() }
    }

    override func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        tableView.register(
            DestinationReviewUserCell.self, forCellReuseIdentifier: DestinationReviewUserRowDelegate.cellIdentifier)
    }

    private var hasRemainingReviews: Bool { (viewModel?.remainingRowViewModels ?? 0) > 0 }

    private func updateChildDelegates() {
        guard let reviews = viewModel?.rowViewModels else { return }
        childDelegates = reviews.map { DestinationReviewUserRowDelegate(viewModel: $0) }
    }

    private func retrieveMoreViewModels() {
        footerView.startActivityIndicator()
        viewModel?.retrieveMoreRowViewModels { [weak self] in
            self?.footerView.stopActivityIndicator()
        }
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1.1 }

    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        headerView
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        hasRemainingReviews ? ReviewSectionFooterView.preferredHeight() : 1.1
    }

    override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        hasRemainingReviews ? footerView : nil
    }

    override func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        guard let view = view as? ReviewSectionFooterView else { return }
        view.buttonText = viewModel.map { "\($0.remainingRowViewModels) more" }
    }
}

extension DestinationReviewUserSectionDelegate: DestinationReviewSectionViewModelObserver {
    func reviewSectionDataChanged() {
        updateChildDelegates()
    }
}
