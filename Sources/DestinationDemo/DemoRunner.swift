import CascadingTableDelegate
import Foundation

/// What `cascading-demo` does, apart from reading the terminal: testable as it is.
@MainActor
public enum DemoRunner {
    /// The default mode: the first screen, then one frame per screen scrolled, then the calls
    /// each node received.
    ///
    /// - Parameters:
    ///   - trace: Whether to print every call as it is routed.
    ///   - output: Where lines go.
    public static func runScroll(trace: Bool, output: @escaping (String) -> Void) {
        let tracer = CallTracer(printing: trace, output: output)
        let page = DestinationPage(tracer: tracer)
        let renderer = FrameRenderer()
        var frame = 1
        output(renderer.render(page.table, title: "\(page.destination.name)  (screen \(frame))"))
        while page.scrollOneScreen() {
            frame += 1
            output(renderer.render(page.table, title: "\(page.destination.name)  (screen \(frame))"))
        }
        output(summary(of: tracer))
    }

    /// The calls each node received, one line per node.
    public static func summary(of tracer: CallTracer) -> String {
        var lines = ["Delegate calls received, per node (\(tracer.total) in all):"]
        for (node, calls) in tracer.counts {
            lines.append("  \(node.padding(toLength: 24, withPad: " ", startingAt: 0)) \(calls)")
        }
        return lines.joined(separator: "\n")
    }
}
