import Foundation

// `swift run -c release cascading-bench [--quick] [--filter <text>] [--check]`: times each case
// and prints one `BENCH ...` line per case (see Documentation/Performance.md), then a short
// summary, and with `--check` the targets (BenchTargets.swift) as a table.

// A hidden mode: the memory cases run themselves in a child process (see MemoryCases.swift).
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--memory-probe",
    let rows = Int(CommandLine.arguments[3])
{
    runMemoryProbe(kind: CommandLine.arguments[2], rows: rows)
    exit(0)
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data("cascading-bench: \(message)\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchOptions.usage)
    exit(0)
}

#if DEBUG
    print("note: a debug build; run `swift run -c release cascading-bench` for meaningful timings")
#endif

let report = BenchReport()
runDispatchCases(options, report: report)
runReloadCases(options, report: report)
runScrollCases(options, report: report)
runDiffCases(options, report: report)
runRangeCases(options, report: report)
runPageCases(options, report: report)
runDescribedCases(options, report: report)
runOutlineCases(options, report: report)
runLocalUpdateCases(options, report: report)
runUpdateCases(options, report: report)
runExploreCases(options, report: report)

runMemoryCases(options, report: report)

print("")
print("Summary (\(report.results.count) timed cases\(options.quick ? ", quick sizes" : "")):")
for sentence in report.summaries {
    print("  " + sentence)
}
if report.results.isEmpty && report.summaries.isEmpty && options.filter != nil {
    print("  no case matches '\(options.filter!)'")
}
if options.check && !printTargetTable(report) {
    exit(1)
}
