import CascadingTableDelegate
import Foundation

/// A demo node with a name of its own in the page's ``CallTracer``. The nodes only name
/// themselves: ``DestinationRoot`` traces every call for all of them.
@MainActor
protocol TracedNode: AnyObject {
    var traceName: String { get }
}

extension IndexPath {
    /// `[section, row]`, for trace lines.
    var traceText: String { "[\(section), \(row)]" }
}
