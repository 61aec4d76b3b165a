import CascadingTableDelegate
import Foundation

/// `range-routing-1k` vs `section-routing-1k`: height, cell and selection calls for 1,000 rows of
/// one section, as the table calls them. In both, the section starts with a plain row (a summary,
/// as in the demo's reviews section) and the 1,000 timed rows follow it.
///
/// - `section-routing-1k`: a section node with the summary row and 1,000 plain row children
///   (routing by position).
/// - `range-routing-1k`: a section node with the summary row and one ``CascadingRangeTableDelegate``
///   holding the 1,000 row children: every call is looked up by offset and reaches the range node
///   with a local index path (its first row is row 0 of section 0), one routing level more than
///   the baseline (target <= 1.5).
/// - `range-node-routing-1k`: the range node as the section's only child, where local and table
///   index paths are the same.
/// - `range-per-row-routing-1k`: the worst shape, 1,000 range nodes of one row each after the
///   summary row: every row is a range of its own (reported, no target).
@MainActor
func runRangeCases(_ options: BenchOptions, report: BenchReport) {
    guard options.includes("range-") || options.includes("section-routing") else { return }
    let rows = options.quick ? 100 : 1_000
    let label = sizeLabel(rows)
    let runs = options.quick ? 5 : 51
    let timedPaths = (1...rows).map { IndexPath(row: $0, section: 0) }

    func rowNodes() -> [any CascadingTableDelegate] {
        (0..<rows).map { row in
            let node = BenchRowNode(index: row, childDelegates: [])
            node.height = benchHeight(row: row)
            return node
        }
    }
    func summary() -> BenchRowNode { BenchRowNode(index: 0, childDelegates: []) }
    /// A table served by a root whose one section holds `children`, laid out.
    func table(_ children: [any CascadingTableDelegate]) -> (TableView, CascadingRootTableDelegate) {
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: children)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return (table, root)
    }

    let shapes = [
        table([summary()] + rowNodes()),
        table([summary(), CascadingRangeTableDelegate(index: 0, childDelegates: rowNodes())]),
        table([CascadingRangeTableDelegate(index: 0, childDelegates: rowNodes())]),
        table([summary()] + rowNodes().map { CascadingRangeTableDelegate(index: 0, childDelegates: [$0]) }),
    ]
    let paths = [timedPaths, timedPaths, timedPaths.map { IndexPath(row: $0.row - 1, section: 0) }, timedPaths]
    let medians = interleavedMedians(
        runs: runs,
        shapes.indices.map { shape in TimedBody { driveAsTable(shapes[shape].0, indexPaths: paths[shape]) } })
    withExtendedLifetime(shapes) {}
    let plain = BenchResult(name: "section-routing-\(label)", size: rows, medianNanoseconds: medians[0])
    let range = BenchResult(
        name: "range-routing-\(label)", size: rows, medianNanoseconds: medians[1], baseline: plain)
    let rangeOnly = BenchResult(
        name: "range-node-routing-\(label)", size: rows, medianNanoseconds: medians[2], baseline: plain)
    let perRowResult = BenchResult(
        name: "range-per-row-routing-\(label)", size: rows, medianNanoseconds: medians[3], baseline: plain)
    for result in [plain, range, rangeOnly, perRowResult] {
        report.add(result)
    }
    report.summarize(
        String(
            format: "range routing: %.2fx plain section routing through one range node of %@ rows (target <= 1.5), "
                + "%.2fx when the range starts the section, %.2fx with a range node per row.",
            range.ratio ?? 0, label, rangeOnly.ratio ?? 0, perRowResult.ratio ?? 0))
}
