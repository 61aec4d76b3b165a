import CascadingTableDelegate
import Foundation

/// A demo node that reports the calls it receives to the page's ``CallTracer``.
@MainActor
protocol TracedNode: AnyObject {
    var tracer: CallTracer? { get }
    var traceName: String { get }
    var traceDepth: Int { get }
}

extension TracedNode {
    func trace(_ call: String) {
        tracer?.record(traceName, depth: traceDepth, call)
    }
}

extension IndexPath {
    /// `[section, row]`, for trace lines.
    var traceText: String { "[\(self[0]), \(self[1])]" }
}
