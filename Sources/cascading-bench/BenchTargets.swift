import Foundation

/// The performance targets the project holds, each a largest ratio of a case to the baseline its
/// `BENCH` line names. `--check` prints them as a table after a run and exits non-zero when one
/// that ran is missed; CI never runs it (shared machines are noisy), people do, on a quiet one.
let benchTargets: [(caseName: String, largestRatio: Double)] = [
    ("dispatch-tree", 1.5),
    ("reload-10k", 3),
    ("reload-100k", 3),
    ("reload-1M", 3),
    ("scroll-1M", 2),
    ("diff-5k", 0.015),
    ("diff-100k", 0.006),
    ("range-routing-1k", 1.5),
    ("page-load-scroll-10k", 1.10),
    ("page-updates-1k", 1.25),
    ("update-one-row-100k", 2),
    ("update-one-row-described-100k", 1.5),
    ("update-one-section-10k-sections", 3),
    ("described-update-10k", 1.5),
    ("outline-expand-100k", 1.5),
    ("outline-toggle-1M", 2),
    ("outline-toggle-1M-table", 2),
    ("outline-content-10k", 2),
    ("local-updates-merge-100", 1.5),
]

/// The memory targets: a largest number of resident bytes per row, by the case's figure.
let memoryTargets: [(figureName: String, largestBytesPerRow: Int)] = [
    ("memory-described-rows-1M", 64),
    ("memory-row-nodes-1M", 128),
]

/// The rate targets: a least number of the case's units (its `n`) a second.
let rateTargets: [(caseName: String, leastPerSecond: Double)] = [
    ("explore-demo-page", 20_000)
]

/// The memory targets relative to another figure: at most so many bytes per row more.
let memoryExtraTargets: [(figureName: String, baselineName: String, largestExtraBytesPerRow: Int)] = [
    ("memory-outline-rows-1M", "memory-described-rows-1M", 16)
]

/// One target as a run met it, missed it, or did not run its case.
struct TargetOutcome {
    var caseName: String
    var largestRatio: Double
    var result: BenchResult?

    /// Whether the run met the target; nil when the case did not run (or has no baseline).
    var met: Bool? { result?.ratio.map { $0 <= largestRatio } }

    /// The Markdown row Performance.md's table is made of.
    var row: String {
        guard let result, let ratio = result.ratio else {
            return "| \(caseName) | – | – | – | – | ≤ \(Self.format(largestRatio)) | not run |"
        }
        let baseline = "\(Self.time(result.baselineMedian ?? 0)) (\(result.baselineName ?? "-"))"
        return "| \(caseName) | \(result.size) | \(Self.time(result.medianNanoseconds)) | \(baseline) | "
            + "\(Self.format(ratio)) | ≤ \(Self.format(largestRatio)) | \(met == true ? "yes" : "**no**") |"
    }

    /// A ratio with the digits that matter: four for small ratios, two otherwise.
    static func format(_ value: Double) -> String {
        String(format: value < 0.1 ? "%.4f" : "%.2f", value)
    }

    /// A duration in the unit that reads best.
    static func time(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.3f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }
}

/// The targets against `results`, in the order of ``benchTargets``.
func targetOutcomes(_ results: [BenchResult]) -> [TargetOutcome] {
    benchTargets.map { target in
        TargetOutcome(
            caseName: target.caseName, largestRatio: target.largestRatio,
            result: results.last { $0.name == target.caseName })
    }
}

/// Prints the targets as a Markdown table, with the machine's processor; returns whether every
/// target whose case ran was met.
@MainActor
func printTargetTable(_ report: BenchReport) -> Bool {
    let outcomes = targetOutcomes(report.results)
    print("")
    print("Targets (\(processorName()), \(ISO8601DateFormatter().string(from: Date()))):")
    print("")
    print("| Case | n | Median | Baseline median | Ratio | Target | Met |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for outcome in outcomes {
        print(outcome.row)
    }
    var missed = outcomes.filter { $0.met == false }.map(\.caseName)
    for target in rateTargets {
        let least = String(format: "%.0f", target.leastPerSecond)
        guard let result = report.results.last(where: { $0.name == target.caseName }), let rate = result.perSecond
        else {
            print("| \(target.caseName) | – | – | – | – | ≥ \(least)/s | not run |")
            continue
        }
        let met = rate >= target.leastPerSecond
        if !met { missed.append(target.caseName) }
        print(
            "| \(target.caseName) | \(result.size) | \(TargetOutcome.time(result.medianNanoseconds)) | – | "
                + String(format: "%.0f/s", rate) + " | ≥ \(least)/s | \(met ? "yes" : "**no**") |")
    }
    for target in memoryTargets {
        guard let bytes = report.bytesPerRow[target.figureName] else {
            print("| \(target.figureName) | – | – | – | – | ≤ \(target.largestBytesPerRow) B/row | not run |")
            continue
        }
        let met = bytes <= target.largestBytesPerRow
        if !met { missed.append(target.figureName) }
        print(
            "| \(target.figureName) | 1M | \(bytes) B/row | – | – | ≤ \(target.largestBytesPerRow) B/row | "
                + "\(met ? "yes" : "**no**") |")
    }
    for target in memoryExtraTargets {
        guard let bytes = report.bytesPerRow[target.figureName], let baseline = report.bytesPerRow[target.baselineName]
        else {
            print(
                "| \(target.figureName) | – | – | – | – | ≤ \(target.baselineName) + \(target.largestExtraBytesPerRow) "
                    + "B/row | not run |")
            continue
        }
        let met = bytes - baseline <= target.largestExtraBytesPerRow
        if !met { missed.append(target.figureName) }
        print(
            "| \(target.figureName) | 1M | \(bytes) B/row | \(baseline) B/row (\(target.baselineName)) | +\(bytes - baseline) | "
                + "≤ +\(target.largestExtraBytesPerRow) B/row | \(met ? "yes" : "**no**") |")
    }
    print("")
    print(missed.isEmpty ? "Every target that ran was met." : "Missed: \(missed.joined(separator: ", ")).")
    return missed.isEmpty
}

/// The processor's model name, from /proc/cpuinfo where there is one.
func processorName() -> String {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let name = line.split(separator: ":", maxSplits: 1).last
    else { return "an unknown processor" }
    return name.trimmingCharacters(in: .whitespaces)
}
