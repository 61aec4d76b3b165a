import CascadingTableDelegate
import Foundation

/// The "INFORMATION" section's map: one row, reloaded when the view model changes. A subclass of
/// the bare node that keeps its own table reference, as the original's did.
final class DestinationInfoMapSectionDelegate: CascadingBareTableDelegate {
    private weak var currentTableView: TableView?
    private var viewModel: (any DestinationInfoSectionViewModel)?
    private let headerView = SectionHeaderView.view(headerText: "INFORMATION")

    convenience init(viewModel: (any DestinationInfoSectionViewModel)?) {
        self.init(index: 0, childDelegates: [])
        viewModel?.add(observer: self)
        self.viewModel = viewModel
    }

    override func prepare(tableView: TableView) {
        super.prepare(tableView: tableView)
        currentTableView = tableView
        tableView.register(DestinationMapCell.self, forCellReuseIdentifier: DestinationMapCell.identifier)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: DestinationMapCell.identifier, for: indexPath)
    }

    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        headerView
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        DestinationMapCell.preferredHeight(screenWidth: tableView.frame.width)
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        SectionHeaderView.preferredHeight()
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 1.1 }

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let cell = cell as? DestinationMapCell, let coordinate = viewModel?.locationCoordinate else { return }
        cell.configure(coordinate: coordinate)
    }
}

extension DestinationInfoMapSectionDelegate: DestinationInfoSectionViewModelObserver {
    func infoSectionDataChanged() {
        currentTableView?.reloadRows(at: [IndexPath(row: 0, section: index)], with: .automatic)
    }
}
