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

    /// The random-updates mode: the first screen, then for each step what changed, the batch the
    /// table received and the screen after it, then whether the table matched the list throughout.
    ///
    /// - Parameters:
    ///   - seed: Decides every change; a seed always gives the same output.
    ///   - steps: How many changes to make.
    ///   - output: Where lines go.
    /// - Returns: Whether the table matched its content after every step and reported nothing.
    @discardableResult
    public static func runRandomUpdates(seed: UInt64, steps: Int, output: (String) -> Void) -> Bool {
        let screen = RandomUpdatesScreen(seed: seed)
        let renderer = FrameRenderer()
        output(renderer.render(screen.table, title: "Places  (seed \(seed), start)"))
        var mismatches = screen.mismatches()
        for step in 0..<steps {
            let (changes, batch) = screen.step()
            output("Step \(step + 1) of \(steps): " + (changes.isEmpty ? "no change" : changes.joined(separator: "; ")))
            for line in batch.lines { output(line) }
            output(renderer.render(screen.table, title: "Places  (seed \(seed), step \(step + 1))"))
            mismatches += screen.mismatches().map { "step \(step + 1): \($0)" }
        }
        let problems = mismatches + screen.problems
        if problems.isEmpty {
            output("Random updates: \(steps) steps, seed \(seed); the table matched its content after every step")
        } else {
            for problem in problems { output("Problem: \(problem)") }
        }
        return problems.isEmpty
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
