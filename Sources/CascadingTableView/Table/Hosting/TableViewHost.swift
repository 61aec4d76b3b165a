import Foundation

/// A table that shows what a headless table, its shadow, holds: a `UITableView` in an app, or
/// another headless table in a test.
///
/// A shadow that ``TableView/beginHosting(by:)`` attached to a host does no display pass of its
/// own and tells the host about every change of its structure, once each, in the order it accepts
/// them. The host answers its own data source and delegate calls by asking the shadow (see
/// ``TableView/hostedCell(forRowAt:)``, ``TableView/hostWillDisplay(_:forRowAt:)`` and
/// ``TableView/hostDidEndDisplaying(_:forRowAt:)``).
@MainActor
public protocol TableViewHost: AnyObject {
    /// The shadow reloaded all its data (a `reloadData()`, its first load, or its recovery from an
    /// update it rejected): the host reloads all of its own.
    ///
    /// - Parameter tableView: The shadow.
    func shadowTableDidReloadData(_ tableView: TableView)

    /// The shadow accepted a batch update: the host applies the same operations as one batch.
    ///
    /// Called after the shadow has applied the update, so the host's own count questions, which
    /// it asks the shadow, get the new counts. An update the shadow rejects is never passed on:
    /// the shadow reports it and reloads, and the host gets ``shadowTableDidReloadData(_:)``.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - update: The operations, in UIKit's numbering (deletes and reloads before the update,
    ///     inserts after it).
    func shadowTable(_ tableView: TableView, didAccept update: HostedUpdate)
}
