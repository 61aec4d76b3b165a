import CascadingTableDelegate
import Foundation

/// `dispatch-tree` vs `dispatch-flat`: height, cell and selection calls over every row, through
/// root -> section -> row nodes versus one flat object doing the same work.
@MainActor
func runDispatchCases(_ options: BenchOptions, report: BenchReport) {
    guard options.includes("dispatch-tree") || options.includes("dispatch-flat") else { return }
    let side = options.quick ? 10 : 100
    let runs = options.quick ? 5 : 25
    let table = TableView()
    let indexPaths = (0..<side).flatMap { section in (0..<side).map { IndexPath(row: $0, section: section) } }

    let flat = FlatBenchSource(sections: side, rows: side)
    let flatResult = BenchResult(
        name: "dispatch-flat", size: indexPaths.count,
        medianNanoseconds: medianNanoseconds(runs: runs) { drive(flat, flat, table: table, indexPaths: indexPaths) })

    let root = makeRowNodeTree(sections: side, rows: side)
    let treeResult = BenchResult(
        name: "dispatch-tree", size: indexPaths.count,
        medianNanoseconds: medianNanoseconds(runs: runs) { drive(root, root, table: table, indexPaths: indexPaths) },
        baseline: flatResult)

    report.add(flatResult)
    report.add(treeResult)
    report.summarize(
        String(format: "dispatch: the tree costs %.2fx the flat source per call (target <= 2).", treeResult.ratio ?? 0))
}

/// Asks height and cell, then selects, for every row.
@MainActor
private func drive(
    _ dataSource: some TableViewDataSource, _ delegate: some TableViewDelegate, table: TableView,
    indexPaths: [IndexPath]
) {
    var total: CGFloat = 0
    for indexPath in indexPaths {
        total += delegate.tableView(table, heightForRowAt: indexPath)
        blackHole(dataSource.tableView(table, cellForRowAt: indexPath))
        delegate.tableView(table, didSelectRowAt: indexPath)
    }
    blackHole(total)
}
