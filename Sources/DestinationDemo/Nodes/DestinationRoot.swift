import CascadingTableDelegate
import Foundation

/// The page's root node: it traces the table's calls, then routes them to the sections.
///
/// The table calls only the root, so every call is traced here, once, for each node it passes
/// through (root, section, the review list, a review's row), with the index path each of them
/// receives, as ``PropagatingTableDelegate`` routes it: the list owns a range of rows and sees
/// local ones. The other nodes hold no tracing code, and read as they would in an app.
@MainActor
public final class DestinationRoot: CascadingRootTableDelegate, TracedNode {
    /// Records the calls the root receives; nil for an untraced page. A constant: the root reads
    /// it on every call, and a stored `var` of a class is read through a runtime exclusivity check.
    public let tracer: CallTracer?
    let traceName = "root"

    /// Creates the root of a page whose calls `tracer` records (none when nil).
    init(tracer: CallTracer?, childDelegates: [any CascadingTableDelegate]) {
        self.tracer = tracer
        super.init(index: 0, childDelegates: childDelegates)
    }

    /// Creates an untraced root.
    public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        tracer = nil
        super.init(index: index, childDelegates: childDelegates)
    }

    override public func numberOfSections(in tableView: TableView) -> Int {
        trace("numberOfSections")
        return super.numberOfSections(in: tableView)
    }

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        trace("numberOfRowsInSection", section: section)
        return super.tableView(tableView, numberOfRowsInSection: section)
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        trace("cellForRowAt", at: indexPath)
        return super.tableView(tableView, cellForRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        trace("heightForRowAt", at: indexPath)
        return super.tableView(tableView, heightForRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        trace("estimatedHeightForRowAt", at: indexPath)
        return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    override public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        trace("willDisplay", at: indexPath)
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        trace("didEndDisplaying", at: indexPath)
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        trace("didSelectRowAt", at: indexPath)
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
        -> TableViewHeaderFooterView?
    {
        trace("viewForFooterInSection", section: section)
        return super.tableView(tableView, viewForFooterInSection: section)
    }

    override public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        trace("trailingSwipeActionsConfigurationForRowAt", at: indexPath)
        return super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    override public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        trace("leadingSwipeActionsConfigurationForRowAt", at: indexPath)
        return super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    override public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        trace("contextMenuConfigurationForRowAt", at: indexPath)
        return super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    private func trace(_ call: String, at indexPath: IndexPath) {
        // Without a tracer, no route is worked out: an untraced page costs what its nodes cost.
        guard let tracer else { return }
        tracer.record(call, route: route(section: indexPath.section, row: indexPath.row))
    }

    private func trace(_ call: String, section: Int? = nil) {
        guard let tracer else { return }
        tracer.record(call, route: section.map { route(section: $0, row: nil) } ?? [stop(self, received: "")])
    }

    /// The nodes a call for `row` of `section` (or for the section itself, when `row` is nil)
    /// passes through, each with what it receives. The tree is asked, not imitated: each level's
    /// child is the one whose `regionInTable` holds the row, and what it receives is its
    /// `localIndexPath(forTable:)` (`localSection(forTable:)` for a section call), local for a
    /// range. A section call ends at the node answering for the whole section.
    private func route(section: Int, row: Int?) -> [CallTracer.Stop] {
        let table = IndexPath(row: row ?? 0, section: section)
        var stops = [stop(self, received: row == nil ? "\(section)" : table.traceText)]
        var node: any CascadingTableDelegate = self
        while let router = node as? PropagatingTableDelegate {
            guard
                let child = router.childDelegates.first(where: { child in
                    switch child.regionInTable {
                    case .sections(let sections): sections.contains(section)
                    case .rows(let rowSection, let rows):
                        row.map { rowSection == section && rows.contains($0) } ?? false
                    case .table, nil: false
                    }
                })
            else { break }
            if let row {
                let local = child.localIndexPath(forTable: IndexPath(row: row, section: section))
                stops.append(stop(child, in: router, at: table, received: local?.traceText ?? "?"))
            } else {
                let local = child.localSection(forTable: section).map { "\($0)" }
                stops.append(stop(child, in: router, received: local ?? "?"))
            }
            node = child
        }
        // The described list answers its reviews itself: the review it answered for is named as
        // the last stop, with the path the list received.
        if let row, let list = node as? DescribedRowsDelegate, let last = stops.last,
            let name = ReviewList.list(shownBy: list)?.traceName(ofRowAt: IndexPath(row: row, section: section))
        {
            stops.append(CallTracer.Stop(node: name, received: last.received))
        }
        return stops
    }

    /// `node` as a stop of a route, named by its trace name (the review list's node is named
    /// after its list), or by its type.
    private func stop(
        _ node: any CascadingTableDelegate, in parent: PropagatingTableDelegate? = nil, at row: IndexPath? = nil,
        received: String
    ) -> CallTracer.Stop {
        let name =
            (node as? TracedNode)?.traceName
            ?? ((node as? DescribedRowsDelegate).flatMap(ReviewList.list(shownBy:)) != nil
                ? "ReviewList" : "\(type(of: node))")
        return CallTracer.Stop(node: name, received: received)
    }
}
