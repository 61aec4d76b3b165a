import CascadingTableDelegate
import CascadingTestSupport
import Foundation

/// `reload-<n>` vs `heights-flat-<n>`: `reloadData()` plus layout of a root over sections of
/// 1,000 rows, versus a flat loop asking a plain data source for the same heights.
@MainActor
func runReloadCases(_ options: BenchOptions, report: BenchReport) {
    let sizes = options.quick ? [10_000] : [10_000, 100_000, 1_000_000]
    var ratios: [String] = []
    for rows in sizes {
        let label = sizeLabel(rows)
        guard options.includes("reload-\(label)") || options.includes("heights-flat-\(label)") else { continue }
        let runs = options.quick ? 3 : (rows >= 1_000_000 ? 5 : 11)
        let sectionCount = max(1, rows / 1_000)

        let flat = FlatBenchSource(sections: 0, rows: 0)
        flat.heights = (0..<sectionCount).map { _ in (0..<min(rows, 1_000)).map { benchHeight(row: $0) } }
        let plainTable = TableView()
        let baseline = BenchResult(
            name: "heights-flat-\(label)", size: rows,
            medianNanoseconds: medianNanoseconds(runs: runs) {
                var total: CGFloat = 0
                for section in 0..<flat.heights.count {
                    for row in 0..<flat.heights[section].count {
                        total += flat.tableView(plainTable, heightForRowAt: IndexPath(row: row, section: section))
                    }
                }
                blackHole(total)
            })

        let root = makeSectionNodeTree(rows: rows)
        let table = TableView()
        root.prepare(tableView: table)
        let result = BenchResult(
            name: "reload-\(label)", size: rows,
            medianNanoseconds: medianNanoseconds(runs: runs) {
                table.reloadData()
                table.layoutIfNeeded()
                blackHole(table.contentSize)
            },
            baseline: baseline)
        report.add(baseline)
        report.add(result)
        ratios.append(String(format: "%@ %.2fx", label, result.ratio ?? 0))
    }
    if !ratios.isEmpty {
        report.summarize("reload: \(ratios.joined(separator: ", ")) of the flat height loop (target <= 3 at every n).")
    }
}

/// `scroll-<n>`: moving the viewport down by one screen from a random position.
@MainActor
func runScrollCases(_ options: BenchOptions, report: BenchReport) {
    let sizes = options.quick ? [1_000, 10_000] : [1_000, 1_000_000]
    var results: [BenchResult] = []
    for rows in sizes {
        let name = "scroll-\(sizeLabel(rows))"
        guard options.includes(name) else { continue }
        let root = makeSectionNodeTree(rows: rows)
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        let screen = table.bounds.height
        let maxStart = max(0, table.contentSize.height - 2 * screen)
        var generator = SeededGenerator(seed: 42)
        let result = BenchResult(
            name: name, size: rows,
            medianNanoseconds: medianNanoseconds(
                runs: options.quick ? 21 : 201, warmups: 5,
                setUp: {
                    let start = CGFloat.random(in: 0...maxStart, using: &generator)
                    table.contentOffset = CGPoint(x: 0, y: start)
                }
            ) {
                table.contentOffset.y += screen
                blackHole(table.visibleCells.count)
            },
            baseline: results.first)
        results.append(result)
        report.add(result)
    }
    if results.count == 2, let ratio = results[1].ratio {
        report.summarize(
            String(
                format: "scroll: a screen at %@ rows costs %.2fx one at %@ rows (target <= 2).",
                sizeLabel(results[1].size), ratio, sizeLabel(results[0].size)))
    }
}

/// `10k`, `100k`, `1M`: the size as the case names spell it.
func sizeLabel(_ count: Int) -> String {
    if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
    return "\(count)"
}
