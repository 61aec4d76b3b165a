import CascadingTableDelegate
import Foundation

/// The dispatch cases: height, cell and selection calls over every row of a 100 x 100 table.
///
/// - `dispatch-flat`: one flat object called through a generic the compiler specializes and
///   inlines; the floor, no table calls a data source that way.
/// - `dispatch-flat-existential`: the same object called as `TableView` calls it, through the
///   `any TableViewDataSource` and `any TableViewDelegate` the table holds.
/// - `dispatch-tree`: root -> section -> row nodes, called the same way; its baseline is
///   `dispatch-flat-existential` (target <= 1.5: two routing levels make three calls where the
///   flat source makes one).
@MainActor
func runDispatchCases(_ options: BenchOptions, report: BenchReport) {
    guard options.includes("dispatch-tree") || options.includes("dispatch-flat") else { return }
    let side = options.quick ? 10 : 100
    let runs = options.quick ? 5 : 25
    let indexPaths = (0..<side).flatMap { section in (0..<side).map { IndexPath(row: $0, section: section) } }

    let flat = FlatBenchSource(sections: side, rows: side)
    let flatTable = TableView()
    // The existential case's table holds the flat source as its data source and delegate, as an
    // app would set it; the calls read them back from the table, so the compiler sees only the
    // existentials. The specialized floor calls the same object directly.
    let existentialTable = TableView()
    existentialTable.dataSource = flat
    existentialTable.delegate = flat
    let root = makeRowNodeTree(sections: side, rows: side)
    let treeTable = TableView()
    root.prepare(tableView: treeTable)
    let medians = interleavedMedians(
        runs: runs,
        [
            TimedBody { driveSpecialized(flat, flat, table: flatTable, indexPaths: indexPaths) },
            TimedBody { driveAsTable(existentialTable, indexPaths: indexPaths) },
            TimedBody { driveAsTable(treeTable, indexPaths: indexPaths) },
        ])
    let flatResult = BenchResult(name: "dispatch-flat", size: indexPaths.count, medianNanoseconds: medians[0])
    let existentialResult = BenchResult(
        name: "dispatch-flat-existential", size: indexPaths.count, medianNanoseconds: medians[1],
        baseline: flatResult)
    let treeResult = BenchResult(
        name: "dispatch-tree", size: indexPaths.count, medianNanoseconds: medians[2], baseline: existentialResult)
    withExtendedLifetime((flat, root)) {}

    report.add(flatResult)
    report.add(existentialResult)
    report.add(treeResult)
    report.summarize(
        String(
            format: "dispatch: the tree costs %.2fx the flat source called as the table calls it (target <= 1.5); "
                + "%.2fx the specialized floor.",
            treeResult.ratio ?? 0, treeResult.medianNanoseconds / flatResult.medianNanoseconds))
}

/// Asks height and cell, then selects, for every row, through a generic the compiler
/// specializes for the concrete source: the floor.
// Not inlined, so a profiler can select each loop by name (callgrind's --toggle-collect).
@inline(never) @MainActor
private func driveSpecialized(
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

/// The same calls through the table's `dataSource` and `delegate` existentials, read once.
@inline(never) @MainActor
func driveAsTable(_ table: TableView, indexPaths: [IndexPath]) {
    guard let dataSource = table.dataSource, let delegate = table.delegate else { return }
    var total: CGFloat = 0
    for indexPath in indexPaths {
        total += delegate.tableView(table, heightForRowAt: indexPath)
        blackHole(dataSource.tableView(table, cellForRowAt: indexPath))
        delegate.tableView(table, didSelectRowAt: indexPath)
    }
    blackHole(total)
}
