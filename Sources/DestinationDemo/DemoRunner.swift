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

    /// The outline mode: the nearby places as they start (Kansai and Kyoto open), then each step a
    /// user or the server takes, with the screen after it, then whether the table matched the
    /// outline throughout.
    ///
    /// - Parameter output: Where lines go.
    /// - Returns: Whether the table matched the outline after every step and reported nothing.
    @discardableResult
    public static func runOutline(output: (String) -> Void) -> Bool {
        let screen = NearbyPlacesScreen()
        var renderer = FrameRenderer()
        renderer.width = 86  // the places three levels deep, with their disclosure

        let steps: [(String, (NearbyPlacesScreen) -> Bool)] = [
            ("tap Nara", { $0.tapRow(named: "Nara") }),
            (
                "long-press Fushimi Inari Taisha, Show sights (a tap on it chooses the place)",
                { $0.toggleSights(ofPlaceNamed: "Fushimi Inari Taisha") }
            ),
            ("tap Ise", { $0.tapRow(named: "Ise") }),
            (
                "the server counts Ise in Chubu: it moves there, open, with its places",
                { screen in
                    screen.regroupIse()
                    return true
                }
            ),
            (
                "tap Chubu (then scroll it to the top): Ise is there, still open",
                { screen in
                    defer { screen.scrollToTop(rowNamed: "Chubu") }
                    return screen.tapRow(named: "Chubu")
                }
            ),
            ("tap Kansai: it closes; its cities keep their own expansion", { $0.tapRow(named: "Kansai") }),
            ("tap Kansai again: Kyoto and Nara are open as they were", { $0.tapRow(named: "Kansai") }),
        ]
        output(renderer.render(screen.table, title: "Nearby places  (start)"))
        var problems = screen.mismatches()
        for (number, (title, step)) in steps.enumerated() {
            output("Step \(number + 1) of \(steps.count): \(title)")
            if !step(screen) {
                problems.append("step \(number + 1) found nothing to do")
            }
            output(
                renderer.render(screen.table, title: "Nearby places  (step \(number + 1))", status: screen.lastAction))
            problems += screen.mismatches().map { "step \(number + 1): \($0)" }
        }
        problems += screen.problems
        if problems.isEmpty {
            output(
                "Outline: \(steps.count) steps; the table matched the outline after every step, expansion kept "
                    + "through the move and the collapse")
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
