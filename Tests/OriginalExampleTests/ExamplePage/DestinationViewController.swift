import CascadingTableDelegate
import Foundation

/// The original Example's screen, without a view: the table filling the screen, the tree of
/// section delegates over it, the view model, the refresh control, and the button that scrolls
/// back to the top.
///
/// Drive it as the app ran: ``viewDidLoad()`` builds the tree, ``viewWillAppear()`` refreshes;
/// the user pulls to refresh (``userPullsToRefresh()``), scrolls (the table's
/// `userScroll(by:)`), taps "N more" under the reviews (the table's `tapFooter(inSection:)`)
/// and the button at the bottom (``scrollToTop()``); ``clock`` moves time on, so answers arrive.
@MainActor
final class DestinationViewController {
    /// The sections of the page, in order.
    enum Section: Int, CaseIterable {
        case header
        case infoMap
        case infoList
        case reviewRating
        case reviewUsers
    }

    let clock: VirtualClock
    let tableView: TableView
    let viewModel: DestinationViewModel
    let refreshControl = RefreshControl()
    private(set) var rootDelegate: CascadingRootTableDelegate?
    private(set) var title: String?

    /// A screen of `screenSize` points, with its time on `clock`.
    init(screenSize: CGSize, clock: VirtualClock) {
        self.clock = clock
        tableView = TableView(frame: CGRect(origin: .zero, size: screenSize))
        viewModel = DestinationViewModel(clock: clock)
    }

    func viewDidLoad() {
        updateTitle()
        createRootDelegate()
    }

    func viewWillAppear() {
        refreshData()
    }

    /// The user drags the content down past its top until the spinner shows, and lets go: the
    /// refresh control starts refreshing and asks the page for its data again.
    func userPullsToRefresh() {
        tableView.contentOffset = CGPoint(x: 0, y: RefreshControl.revealedOffset)
        refreshControl.beginRefreshing()
        refreshControl.isHidden = false
        refreshData()
    }

    /// The button at the bottom of the screen: back to the first row.
    func scrollToTop() {
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: true)
    }

    private func updateTitle() {
        title = viewModel.destinationTitle ?? "Destination"
    }

    private func createRootDelegate() {
        let childDelegates: [any CascadingTableDelegate] = [
            DestinationHeaderSectionDelegate(viewModel: viewModel),
            DestinationInfoMapSectionDelegate(viewModel: viewModel),
            DestinationInfoListSectionDelegate(viewModel: viewModel),
            DestinationReviewRatingSectionDelegate(viewModel: viewModel),
            DestinationReviewUserSectionDelegate(viewModel: viewModel),
        ]
        rootDelegate = CascadingRootTableDelegate(childDelegates: childDelegates, tableView: tableView)
    }

    private func refreshData() {
        viewModel.refreshData { [weak self] in
            self?.updateTitle()
            self?.stopRefreshControl()
        }
        guard !refreshControl.isRefreshing else { return }
        startRefreshControl()
    }

    private func startRefreshControl() {
        tableView.contentOffset = CGPoint(x: 0, y: RefreshControl.revealedOffset)
        refreshControl.beginRefreshing()
        refreshControl.isHidden = false
    }

    /// A second and a half after the data arrived, the spinner goes, and the content it pushed
    /// down slides back up to the top, as UIKit's refresh control does when it ends.
    private func stopRefreshControl() {
        clock.schedule(after: 1.5) { [weak self] in
            guard let self else { return }
            refreshControl.endRefreshing()
            refreshControl.isHidden = true
            if tableView.contentOffset.y < 0 {
                tableView.contentOffset = .zero
            }
        }
    }
}
