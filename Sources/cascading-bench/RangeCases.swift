import CascadingTableDelegate
import Foundation

/// `range-routing-1k` vs `section-routing-1k`: height, cell and selection calls for every row of
/// one section of 1,000 rows, as the table calls them.
///
/// - `section-routing-1k`: a section node with 1,000 plain row children (routing by position).
/// - `range-routing-1k`: a section node whose 1,000 children are range nodes of one row each, so
///   every call looks its child up by offset and passes it a local index path (target <= 1.5).
/// - `range-node-routing-1k`: one ``CascadingRangeTableDelegate`` holding the 1,000 row children,
///   inside a section node: two levels of routing, the inner one by offset.
@MainActor
func runRangeCases(_ options: BenchOptions, report: BenchReport) {
    guard options.includes("range-") || options.includes("section-routing") else { return }
    let rows = options.quick ? 100 : 1_000
    let label = sizeLabel(rows)
    let runs = options.quick ? 5 : 51
    let indexPaths = (0..<rows).map { IndexPath(row: $0, section: 0) }

    func rowNodes() -> [any CascadingTableDelegate] {
        (0..<rows).map { row in
            let node = BenchRowNode(index: row, childDelegates: [])
            node.height = benchHeight(row: row)
            return node
        }
    }
    func time(_ name: String, _ section: CascadingSectionTableDelegate, baseline: BenchResult?) -> BenchResult {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        return BenchResult(
            name: name, size: rows,
            medianNanoseconds: medianNanoseconds(runs: runs) { driveAsTable(table, indexPaths: indexPaths) },
            baseline: baseline)
    }

    let plain = time(
        "section-routing-\(label)", CascadingSectionTableDelegate(index: 0, childDelegates: rowNodes()), baseline: nil)
    let ranges = rowNodes().map { CascadingRangeTableDelegate(index: 0, childDelegates: [$0]) }
    let rangeResult = time(
        "range-routing-\(label)", CascadingSectionTableDelegate(index: 0, childDelegates: ranges), baseline: plain)
    let rangeNode = CascadingRangeTableDelegate(index: 0, childDelegates: rowNodes())
    let rangeNodeResult = time(
        "range-node-routing-\(label)", CascadingSectionTableDelegate(index: 0, childDelegates: [rangeNode]),
        baseline: plain)
    for result in [plain, rangeResult, rangeNodeResult] {
        report.add(result)
    }
    report.summarize(
        String(
            format: "range routing: %.2fx plain section routing with 1 range node per row (target <= 1.5), "
                + "%.2fx with one range node of all rows.", rangeResult.ratio ?? 0, rangeNodeResult.ratio ?? 0))
}
