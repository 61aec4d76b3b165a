import Foundation

/// What the command line asked for.
struct BenchOptions {
    /// Small sizes only: a smoke run for CI that proves the harness still works.
    var quick = false
    /// Only cases whose name contains this text.
    var filter: String?

    static let usage = """
        usage: cascading-bench [--quick] [--filter <text>]
          --quick          small sizes only (a smoke run; timings are not meaningful)
          --filter <text>  run only the cases whose name contains <text>
        """

    init(arguments: [String]) throws(BenchUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
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
    samples.sort()
    let middle = samples.count / 2
    return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
}

/// One printed result.
struct BenchResult {
    var name: String
    var size: Int
    var medianNanoseconds: Double
    var baselineName: String?
    var baselineMedian: Double?

    init(name: String, size: Int, medianNanoseconds: Double, baseline: BenchResult? = nil) {
        self.name = name
        self.size = size
        self.medianNanoseconds = medianNanoseconds
        baselineName = baseline?.name
        baselineMedian = baseline?.medianNanoseconds
    }

    var ratio: Double? { baselineMedian.map { medianNanoseconds / $0 } }

    /// The machine-readable line: `BENCH <case> n=<size> median_ns=<median> baseline=<case or -> ratio=<r or ->`.
    var line: String {
        let ratioText = ratio.map { String(format: "%.4f", $0) } ?? "-"
        return "BENCH \(name) n=\(size) median_ns=\(Int(medianNanoseconds.rounded())) "
            + "baseline=\(baselineName ?? "-") ratio=\(ratioText)"
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

    /// Prints a non-timing figure, such as bytes per row.
    func addFigure(_ line: String) {
        emit(line)
    }

    /// A sentence for the human summary printed at the end.
    func summarize(_ sentence: String) {
        summaries.append(sentence)
    }
}
