import Foundation

/// What the command line asked for.
struct BenchOptions {
    /// Small sizes only: a smoke run for CI that proves the harness still works.
    var quick = false
    /// Only cases whose name contains this text.
    var filter: String?
    /// Print the targets as a table after the run and exit non-zero when one is missed.
    var check = false

    static let usage = """
        usage: cascading-bench [--quick] [--filter <text>] [--check]
          --quick          small sizes only (a smoke run; timings are not meaningful)
          --filter <text>  run only the cases whose name contains <text>
          --check          print the targets met and missed; exit 1 when one that ran is missed
        """

    init(arguments: [String]) throws(BenchUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--check":
                check = true
            case "--filter":
                guard let text = remaining.popFirst() else { throw BenchUsageError(message: "--filter needs a text") }
                filter = text
            case "--help", "-h":
                throw BenchUsageError(message: nil)
            default:
                throw BenchUsageError(message: "unknown argument '\(argument)'")
            }
        }
    }

    func includes(_ caseName: String) -> Bool {
        filter.map { caseName.contains($0) } ?? true
    }
}

/// A command line the harness cannot run; `message` is nil for `--help`.
struct BenchUsageError: Error {
    var message: String?
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times `body` `runs` times after `warmups` untimed runs and returns the median in nanoseconds.
///
/// `setUp` runs before each timed run, outside the timing, for cases that need fresh state.
@MainActor
func medianNanoseconds(
    runs: Int, warmups: Int = 1, setUp: () -> Void = {}, _ body: () -> Void
) -> Double {
    for _ in 0..<warmups {
        setUp()
        body()
    }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    let clock = ContinuousClock()
    for _ in 0..<runs {
        setUp()
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    return median(samples)
}

/// One timed body of ``interleavedMedians(runs:warmups:_:)`` and the set-up it needs before each
/// run (outside the timing).
struct TimedBody {
    var setUp: () -> Void = {}
    var body: () -> Void
}

/// Times `bodies` in turn, one run of each per round, for `runs` rounds after `warmups` untimed
/// rounds, and returns each one's median in nanoseconds.
///
/// A case and its baseline timed one after the other see different moments of a shared machine
/// (another build starting halfway through moved a ratio by a third); timed in alternation,
/// they see the same ones, so their ratio holds up under load.
@MainActor
func interleavedMedians(runs: Int, warmups: Int = 1, _ bodies: [TimedBody]) -> [Double] {
    for _ in 0..<warmups {
        for timed in bodies {
            timed.setUp()
            timed.body()
        }
    }
    var samples = Array(repeating: [Double](), count: bodies.count)
    let clock = ContinuousClock()
    for _ in 0..<runs {
        for (index, timed) in bodies.enumerated() {
            timed.setUp()
            let elapsed = clock.measure(timed.body)
            samples[index].append(
                Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
    }
    return samples.map(median)
}

/// The median of `samples` (the mean of the middle two for an even count).
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// One printed result.
struct BenchResult {
    var name: String
    var size: Int
    var medianNanoseconds: Double
    var baselineName: String?
    var baselineMedian: Double?
    /// For a case whose target is a rate: how many of its `size` units it does a second.
    var perSecond: Double?

    init(name: String, size: Int, medianNanoseconds: Double, baseline: BenchResult? = nil) {
        self.name = name
        self.size = size
        self.medianNanoseconds = medianNanoseconds
        baselineName = baseline?.name
        baselineMedian = baseline?.medianNanoseconds
    }

    var ratio: Double? { baselineMedian.map { medianNanoseconds / $0 } }

    /// The machine-readable line: `BENCH <case> n=<size> median_ns=<median> baseline=<case or -> ratio=<r or ->`,
    /// and ` per_second=<rate>` for a case whose target is a rate.
    var line: String {
        let ratioText = ratio.map { String(format: "%.4f", $0) } ?? "-"
        let rateText = perSecond.map { " per_second=\(Int($0.rounded()))" } ?? ""
        return "BENCH \(name) n=\(size) median_ns=\(Int(medianNanoseconds.rounded())) "
            + "baseline=\(baselineName ?? "-") ratio=\(ratioText)" + rateText
    }
}

/// Writes a line to standard output at once, so progress shows while long cases run.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Collects results and prints them as they come.
@MainActor
final class BenchReport {
    private(set) var results: [BenchResult] = []
    private(set) var summaries: [String] = []

    func add(_ result: BenchResult) {
        results.append(result)
        emit(result.line)
    }

    /// Bytes per row of each memory case that ran, by its figure's name.
    private(set) var bytesPerRow: [String: Int] = [:]

    /// Prints a non-timing figure, such as bytes per row.
    func addFigure(_ line: String) {
        emit(line)
    }

    /// Prints and keeps a memory case's bytes per row, for the memory targets.
    func addBytesPerRow(_ bytes: Int, name: String) {
        bytesPerRow[name] = bytes
        addFigure("BENCH \(name) bytes_per_row=\(bytes)")
    }

    /// A sentence for the human summary printed at the end.
    func summarize(_ sentence: String) {
        summaries.append(sentence)
    }
}
