import CascadingTableDelegate
import Foundation

/// The information list: one row node per line of information, made again whenever the view
/// model changes, which reloads the section. A 10-point gap above it once it has rows.
final class DestinationInfoListSectionDelegate: CascadingSectionTableDelegate {
    private var viewModel: (any DestinationInfoSectionViewModel)?
    private let headerView = EmptyContentView.view()
    private let headerViewHeight: CGFloat = 10

    convenience init(viewModel: any DestinationInfoSectionViewModel) {
        self.init(index: 0, childDelegates: [])
        viewModel.add(observer: self)
        self.viewModel = viewModel
        reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    }

    override func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        tableView.register(
            DestinationInfoCell.self, forCellReuseIdentifier: DestinationInfoListRowDelegate.cellIdentifier)
    }

    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        childDelegates.isEmpty ? nil : headerView
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        childDelegates.isEmpty ? 1.1 : headerViewHeight
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 1.1 }
}

extension DestinationInfoListSectionDelegate: DestinationInfoSectionViewModelObserver {
    func infoSectionDataChanged() {
        guard let viewModel else { return }
        childDelegates = viewModel.locationInfo.map { DestinationInfoListRowDelegate(info: $0) }
    }
}
