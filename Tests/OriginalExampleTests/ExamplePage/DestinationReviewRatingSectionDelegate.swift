import CascadingTableDelegate
import Foundation

/// The "REVIEW" section's average rating: one row, under a titled header, over a blank footer.
/// It adopts the protocol itself and reloads its section when the reviews change.
final class DestinationReviewRatingSectionDelegate: CascadingTableDelegate {
    var index: Int
    var childDelegates: [any CascadingTableDelegate]
    weak var parentDelegate: (any CascadingTableDelegate)?

    private var viewModel: (any DestinationReviewSectionViewModel)?
    private let headerView: SectionHeaderView
    private let footerView: EmptyContentView
    private weak var currentTableView: TableView?

    convenience init(viewModel: (any DestinationReviewSectionViewModel)?) {
        self.init(index: 0, childDelegates: [])
        viewModel?.add(observer: self)
        self.viewModel = viewModel
    }

    init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
        headerView = SectionHeaderView.view(headerText: "REVIEW")
        footerView = EmptyContentView.view()
    }

    func prepare(tableView: TableView) {
        currentTableView = tableView
        tableView.register(
            DestinationReviewRatingCell.self, forCellReuseIdentifier: DestinationReviewRatingCell.identifier)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: DestinationReviewRatingCell.identifier, for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        headerView
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        footerView
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        SectionHeaderView.preferredHeight()
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 1.1 }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        DestinationReviewRatingCell.preferredHeight()
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? DestinationReviewRatingCell)?.configure(rating: viewModel?.averageRating ?? 0)
    }
}

extension DestinationReviewRatingSectionDelegate: DestinationReviewSectionViewModelObserver {
    func reviewSectionDataChanged() {
        currentTableView?.reloadSections(IndexSet(integer: index), with: .automatic)
    }
}
