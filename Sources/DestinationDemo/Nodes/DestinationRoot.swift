import CascadingTableDelegate
import Foundation

/// The page's root node: it traces the table's calls, then routes them to the sections.
///
/// The table calls only the root, so every call is traced here, once, for each node it passes
/// through: the root, the child at the call's section, then (below a row-mode node such as
/// ``ReviewsSection``) the child at its row, as ``PropagatingTableDelegate`` routes. The other
/// nodes hold no tracing code, and read as they would in an app.
@MainActor
public final class DestinationRoot: CascadingRootTableDelegate, TracedNode {
    public internal(set) var tracer: CallTracer?
    let traceName = "root"

    override public func numberOfSections(in tableView: TableView) -> Int {
        trace("numberOfSections")
        return super.numberOfSections(in: tableView)
    }

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        trace("numberOfRowsInSection \(section)", section: section)
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
        trace("viewForFooterInSection \(section)", section: section)
        return super.tableView(tableView, viewForFooterInSection: section)
    }

    private func trace(_ call: String, at indexPath: IndexPath) {
        // Without a tracer, no text is built: an untraced page costs what its nodes cost.
        guard tracer != nil else { return }
        trace("\(call) \(indexPath.traceText)", section: indexPath.section, row: indexPath.row)
    }

    /// Records `call` for this root and for each node below that it is routed to: the child at
    /// `section` of a section-mode node, the child at `row` of a row-mode node. A call without a
    /// section stops at the root, one without a row at the section node.
    private func trace(_ call: @autoclosure () -> String, section: Int? = nil, row: Int? = nil) {
        guard let tracer else { return }
        let call = call()
        var node: any CascadingTableDelegate = self
        var depth = 0
        while true {
            tracer.record((node as? TracedNode)?.traceName ?? "\(type(of: node))", depth: depth, call)
            guard let router = node as? PropagatingTableDelegate,
                let position = router.propagationMode == .section ? section : row,
                router.childDelegates.indices.contains(position)
            else { return }
            node = router.childDelegates[position]
            depth += 1
        }
    }
}
