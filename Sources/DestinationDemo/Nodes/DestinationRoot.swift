import CascadingTableDelegate
import Foundation

/// The page's root node: it only traces the table's calls, then routes them to the sections.
@MainActor
public final class DestinationRoot: CascadingRootTableDelegate, TracedNode {
    public internal(set) var tracer: CallTracer?
    let traceName = "root"
    let traceDepth = 0

    override public func numberOfSections(in tableView: TableView) -> Int {
        trace("numberOfSections")
        return super.numberOfSections(in: tableView)
    }

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        trace("numberOfRowsInSection \(section)")
        return super.tableView(tableView, numberOfRowsInSection: section)
    }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        trace("cellForRowAt \(indexPath.traceText)")
        return super.tableView(tableView, cellForRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        trace("heightForRowAt \(indexPath.traceText)")
        return super.tableView(tableView, heightForRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        trace("estimatedHeightForRowAt \(indexPath.traceText)")
        return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    override public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        trace("willDisplay \(indexPath.traceText)")
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        trace("didEndDisplaying \(indexPath.traceText)")
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        trace("didSelectRowAt \(indexPath.traceText)")
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
}
