import Foundation

/// Shows a shadow table in another headless table, the host, exactly as the UIKit bridge shows it
/// in a `UITableView`: the host's data source and delegate calls are answered by asking the
/// shadow, and every update the shadow accepts is replayed into the host as one batch.
///
/// It lets tests check, without UIKit, what the bridge relies on: that every update a tree makes
/// is one the host accepts, and that the host shows what the tree shows. The host's cells are
/// plain ``TableViewCell``s drawing the headless cells' text, detail text, accessory and preferred
/// height, as the bridge's default renderer does.
@MainActor
public final class HeadlessTableMirror: TableViewHost, TableViewDataSource, TableViewDataSourcePrefetching {
    /// The table the tree is attached to.
    public let shadow: TableView
    /// The table that shows the shadow, as a `UITableView` would.
    public let host: TableView
    /// Which headless cell each of the host's cells draws.
    public let cells = HostedCellMap<TableViewCell>()
    /// The delegate's header and footer views each of the host's views draws.
    var sectionViews: [ObjectIdentifier: TableViewHeaderFooterView] = [:]
    private var registered: Set<String> = []
    /// The shadow's sessions for the host's drags and drops.
    let sessions = HostedSessions()
    /// The tree's context menus by the host's configurations made for them.
    var contextMenus = HostedContextMenus<ContextMenuConfiguration>()

    /// The identifier of the host's cells for headless cells that have none.
    public static let fallbackCellIdentifier = "CascadingTableDelegate.HostedCell"
    /// The identifier of the host's header and footer views drawing the delegate's.
    public static let sectionViewIdentifier = "CascadingTableDelegate.HostedSectionView"

    /// Makes `shadow` the shadow of `host`: the mirror becomes the host's data source, delegate,
    /// prefetch data source, drag delegate and drop delegate, and the host takes the shadow's row
    /// height and estimates. (Drags start only where the host's `dragInteractionEnabled` is set,
    /// as in UIKit.)
    ///
    /// - Parameters:
    ///   - shadow: The table the tree is attached to.
    ///   - host: The table that shows it.
    public init(shadow: TableView, host: TableView) {
        self.shadow = shadow
        self.host = host
        host.rowHeight = shadow.rowHeight
        host.estimatedRowHeight = shadow.estimatedRowHeight
        host.sectionHeaderHeight = shadow.sectionHeaderHeight
        host.estimatedSectionHeaderHeight = shadow.estimatedSectionHeaderHeight
        host.estimatedSectionFooterHeight = shadow.estimatedSectionFooterHeight
        host.allowsMultipleSelection = shadow.allowsMultipleSelection
        host.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.sectionViewIdentifier)
        shadow.beginHosting(by: self)
        host.dataSource = self
        host.delegate = self
        host.prefetchDataSource = self
        host.dragDelegate = self
        host.dropDelegate = self
    }

    // MARK: - Updates

    /// Reloads the host.
    ///
    /// - Parameter tableView: The shadow.
    public func shadowTableDidReloadData(_ tableView: TableView) {
        host.reloadData()
    }

    /// Replays `update` into the host as one batch.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - update: The update the shadow accepted.
    public func shadowTable(_ tableView: TableView, didAccept update: HostedUpdate) {
        let host = host
        host.performBatchUpdates {
            for (animation, sections) in update.deletedSectionsByAnimation {
                host.deleteSections(sections, with: animation)
            }
            for (animation, sections) in update.insertedSectionsByAnimation {
                host.insertSections(sections, with: animation)
            }
            for (animation, sections) in update.reloadedSectionsByAnimation {
                host.reloadSections(sections, with: animation)
            }
            for move in update.movedSections {
                host.moveSection(move.from, toSection: move.to)
            }
            for (animation, rows) in update.deletedRowsByAnimation {
                host.deleteRows(at: rows, with: animation)
            }
            for (animation, rows) in update.insertedRowsByAnimation {
                host.insertRows(at: rows, with: animation)
            }
            for (animation, rows) in update.reloadedRowsByAnimation {
                host.reloadRows(at: rows, with: animation)
            }
            for move in update.movedRows {
                host.moveRow(at: move.from, to: move.to)
            }
            host.reconfigureRows(at: update.reconfiguredRows)
        }
    }

    // MARK: - Data source

    /// The shadow's section count.
    public func numberOfSections(in tableView: TableView) -> Int { shadow.numberOfSections }

    /// The shadow's row count of `section`.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shadow.numberOfRows(inSection: section)
    }

    /// Asks the shadow for the row's headless cell, then dequeues a host cell under the same
    /// identifier and draws the headless cell in it.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let headless = shadow.hostedCell(forRowAt: indexPath)
        let identifier = headless.reuseIdentifier ?? Self.fallbackCellIdentifier
        if registered.insert(identifier).inserted {
            host.register(TableViewCell.self, forCellReuseIdentifier: identifier)
        }
        let cell = host.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.text = headless.text
        cell.detailText = headless.detailText
        cell.accessoryType = headless.accessoryType
        cell.preferredHeight = headless.preferredHeight
        cells.bind(cell, to: headless)
        return cell
    }

    /// The shadow's data source's title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        shadow.dataSource?.tableView(shadow, titleForHeaderInSection: section)
    }

    /// The shadow's data source's title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        shadow.dataSource?.tableView(shadow, titleForFooterInSection: section)
    }

    /// The shadow's data source's answer.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        shadow.dataSource?.tableView(shadow, canEditRowAt: indexPath) ?? false
    }

    /// The shadow's data source's answer.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        shadow.dataSource?.tableView(shadow, canMoveRowAt: indexPath) ?? false
    }

    /// Passes the commit to the shadow's data source.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        shadow.dataSource?.tableView(shadow, commit: editingStyle, forRowAt: indexPath)
    }

    /// Moves the row in the shadow too, which passes the move to its data source.
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        shadow.hostDidMoveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The shadow's data source's index titles.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        shadow.dataSource?.sectionIndexTitles(for: shadow)
    }

    /// The shadow's data source's answer.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        shadow.dataSource?.tableView(shadow, sectionForSectionIndexTitle: title, at: index) ?? index
    }

    // MARK: - Prefetching

    /// Passes the rows to the shadow's prefetch data source.
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        shadow.prefetchDataSource?.tableView(shadow, prefetchRowsAt: indexPaths)
    }

    /// Passes the rows to the shadow's prefetch data source.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        shadow.prefetchDataSource?.tableView(shadow, cancelPrefetchingForRowsAt: indexPaths)
    }
}
