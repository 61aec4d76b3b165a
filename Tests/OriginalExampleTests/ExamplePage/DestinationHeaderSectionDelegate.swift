import CascadingTableDelegate
import Foundation

/// The page's first section: the photo, the name and the description. It adopts the protocol
/// itself, as the original's did, and reloads its section when the view model changes.
final class DestinationHeaderSectionDelegate: CascadingTableDelegate {
    enum Row: Int, CaseIterable {
        case topPhoto
        case name
        case description

        var cellIdentifier: String {
            switch self {
            case .topPhoto: DestinationTopPhotoCell.identifier
            case .name: DestinationNameCell.identifier
            case .description: DestinationDescriptionCell.identifier
            }
        }
    }

    var index: Int
    var childDelegates: [any CascadingTableDelegate]
    weak var parentDelegate: (any CascadingTableDelegate)?

    private var viewModel: (any DestinationHeaderSectionViewModel)?
    private weak var currentTableView: TableView?

    convenience init(viewModel: (any DestinationHeaderSectionViewModel)?) {
        self.init(index: 0, childDelegates: [])
        viewModel?.add(observer: self)
        self.viewModel = viewModel
    }

    init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
    }

    func prepare(tableView: TableView) {
        currentTableView = tableView
        tableView.register(DestinationTopPhotoCell.self, forCellReuseIdentifier: Row.topPhoto.cellIdentifier)
        tableView.register(DestinationNameCell.self, forCellReuseIdentifier: Row.name.cellIdentifier)
        tableView.register(DestinationDescriptionCell.self, forCellReuseIdentifier: Row.description.cellIdentifier)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let row = Row(rawValue: indexPath.row) else { return TableViewCell() }
        return tableView.dequeueReusableCell(withIdentifier: row.cellIdentifier, for: indexPath)
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1.1 }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 1.1 }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let row = Row(rawValue: indexPath.row) else { return 0 }
        let screenWidth = tableView.frame.width
        switch row {
        case .topPhoto: return DestinationTopPhotoCell.preferredHeight(screenWidth: screenWidth)
        case .name: return DestinationNameCell.preferredHeight()
        case .description:
            return DestinationDescriptionCell.preferredHeight(
                displayText: viewModel?.destinationDescription, screenWidth: screenWidth)
        }
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        switch (Row(rawValue: indexPath.row), cell) {
        case (.topPhoto, let cell as DestinationTopPhotoCell):
            cell.configure(photoName: viewModel?.topPhotoName)
        case (.name, let cell as DestinationNameCell):
            cell.configure(destinationName: viewModel?.destinationName, locationText: viewModel?.locationName)
        case (.description, let cell as DestinationDescriptionCell):
            cell.configure(description: viewModel?.destinationDescription)
        default:
            break
        }
    }
}

extension DestinationHeaderSectionDelegate: DestinationHeaderSectionViewModelObserver {
    func headerSectionDataChanged() {
        currentTableView?.reloadSections(IndexSet(integer: index), with: .automatic)
    }
}
