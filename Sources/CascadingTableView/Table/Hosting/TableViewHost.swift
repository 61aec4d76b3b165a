import Foundation

/// A table that shows what a headless table, its shadow, holds: a `UITableView` in an app.
///
/// A shadow that `TableView.beginHosting(by:)` attached to a host does no display pass of its
/// own. It tells the host about every change of its structure, once each, in the order it accepts
/// them, and passes on every command the tree gives it (select, scroll, editing), so that the
/// host, which the user sees, is the truth. The host answers its own data source and delegate calls
/// by asking the shadow, and tells the shadow what the user did (`hostDidScroll(to:)`,
/// `hostDidSelectRow(at:)`, …). `Documentation/HostedBehaviour.md` lists every member of the
/// table and what it does when hosted.
@MainActor
package protocol TableViewHost: AnyObject {
    /// The shadow reloaded all its data (a `reloadData()`, its first load, or its recovery from an
    /// update it rejected): the host reloads all of its own.
    ///
    /// - Parameter tableView: The shadow.
    func shadowTableDidReloadData(_ tableView: TableView)

    /// The shadow accepted a batch update: the host applies the same operations as one batch
    /// (see `BatchUpdate`'s replay members).
    ///
    /// Called after the shadow has applied the update, so the host's own count questions, which
    /// it asks the shadow, get the new counts; also for a batch with nothing to replay
    /// (`replaysNothing`), after which the host gives the shadow its state again. An update the shadow rejects is never passed on:
    /// the shadow reports it and reloads, and the host gets ``shadowTableDidReloadData(_:)``.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - update: The operations, in UIKit's numbering.
    func shadowTable(_ tableView: TableView, didAccept update: BatchUpdate)

    /// The tree asked the shadow for something the user sees (a selection, a scroll, editing
    /// mode): the shadow has done it, and the host does it too.
    ///
    /// - Parameters:
    ///   - tableView: The shadow.
    ///   - command: What to do, in the shadow's numbering (which is the host's).
    func shadowTable(_ tableView: TableView, didRequest command: HostCommand)
}

/// What a shadow asks its host to do on the tree's behalf: the calls a node makes on its table that
/// change what the user sees.
package enum HostCommand: Equatable, Sendable {
    /// Select a row (nil: clear the selection), as `selectRow(at:animated:scrollPosition:)`.
    case selectRow(IndexPath?, animated: Bool, scrollPosition: TableView.ScrollPosition)
    /// Deselect a row, as `deselectRow(at:animated:)`.
    case deselectRow(IndexPath, animated: Bool)
    /// Scroll a row to a position, as `scrollToRow(at:at:animated:)`.
    case scrollToRow(IndexPath, position: TableView.ScrollPosition, animated: Bool)
    /// Scroll to an offset, as setting `contentOffset`.
    case setContentOffset(CGPoint)
    /// Enter or leave editing mode, as `setEditing(_:animated:)`.
    case setEditing(Bool, animated: Bool)
    /// Whether rows can be selected outside editing mode, as `allowsSelection`.
    case setAllowsSelection(Bool)
    /// Whether several rows can be selected outside editing mode, as `allowsMultipleSelection`.
    case setAllowsMultipleSelection(Bool)
    /// Whether rows can be selected in editing mode, as `allowsSelectionDuringEditing`.
    case setAllowsSelectionDuringEditing(Bool)
    /// Whether several rows can be selected in editing mode, as
    /// `allowsMultipleSelectionDuringEditing`.
    case setAllowsMultipleSelectionDuringEditing(Bool)
    /// Whether moving focus selects, as `selectionFollowsFocus`.
    case setSelectionFollowsFocus(Bool)
}
