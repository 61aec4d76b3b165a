import CascadingTableDelegate
import Foundation

/// The outline cases: what expanding and collapsing a row of a described list costs.
///
/// - `outline-expand-100k` against `outline-expand-100k-insert`: expanding a row with 100,000
///   children (one batch inserting them) against inserting the same 100,000 rows into a flat list
///   with `insert(contentsOf:at:)` (target <= 1.5). Both in a laid-out table; each run starts from
///   a fresh list, made outside the timing.
/// - `outline-toggle-1M` against `outline-toggle-1k`: expanding and collapsing a row with 10
///   children, five levels deep, in an outline showing 1,000,000 rows, against the same in one
///   showing 1,000 (target <= 2): toggling costs the rows shown or hidden, not the outline.
@MainActor
func runOutlineCases(_ options: BenchOptions, report: BenchReport) {
    runOutlineExpandCase(options, report: report)
    runOutlineToggleCase(options, report: report)
}

/// A row of the outline cases.
@MainActor
private func outlineBenchRow(_ id: Int) -> RowDescription {
    RowDescription(id: id, viewModel: id, cell: TableViewCell.self) { cell, id in cell.text = "\(id)" }
}

/// A list in the only section of a laid-out table.
@MainActor
private struct OutlineBenchList {
    let table = TableView()
    let list: DescribedRowsDelegate
    let root: CascadingRootTableDelegate

    init(_ rows: [RowDescription]) {
        list = DescribedRowsDelegate(rows: rows)
        root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])],
            tableView: table)
        table.layoutIfNeeded()
    }
}

@MainActor
private func runOutlineExpandCase(_ options: BenchOptions, report: BenchReport) {
    let count = options.quick ? 10_000 : 100_000
    let name = "outline-expand-\(sizeLabel(count))"
    guard options.includes(name) else { return }
    let children = (1...count).map(outlineBenchRow)
    let parent = outlineBenchRow(0).children(children)
    let end = outlineBenchRow(-1)
    var flat = OutlineBenchList([outlineBenchRow(0), end])
    var outline = OutlineBenchList([parent, end])
    let medians = interleavedMedians(
        runs: options.quick ? 3 : 7,
        [
            TimedBody(
                setUp: { flat = OutlineBenchList([outlineBenchRow(0), end]) },
                body: {
                    flat.list.insert(contentsOf: children, at: 1)
                    flat.table.layoutIfNeeded()
                }),
            TimedBody(
                setUp: { outline = OutlineBenchList([parent, end]) },
                body: {
                    outline.list.expandRow(withID: 0)
                    outline.table.layoutIfNeeded()
                }),
        ])
    guard flat.table.numberOfRows(inSection: 0) == count + 2, outline.table.numberOfRows(inSection: 0) == count + 2
    else {
        report.summarize("\(name): the lists show other rows than expected; not reported.")
        return
    }
    let insert = BenchResult(name: "\(name)-insert", size: count, medianNanoseconds: medians[0])
    let expand = BenchResult(name: name, size: count, medianNanoseconds: medians[1], baseline: insert)
    report.add(insert)
    report.add(expand)
    report.summarize(
        String(
            format: "outline: expanding a row of %@ children costs %.2fx inserting them (target <= 1.5).",
            sizeLabel(count), expand.ratio ?? 0))
}

@MainActor
private func runOutlineToggleCase(_ options: BenchOptions, report: BenchReport) {
    let large = options.quick ? 100_000 : 1_000_000
    let name = "outline-toggle-\(sizeLabel(large))"
    guard options.includes(name) else { return }
    let small = OutlineBenchList(toggleOutline(shownRows: 1_000))
    let big = OutlineBenchList(toggleOutline(shownRows: large))
    let toggle = { (fixture: OutlineBenchList) in
        fixture.list.expandRow(withID: -5)
        fixture.list.collapseRow(withID: -5)
        fixture.table.layoutIfNeeded()
    }
    let medians = interleavedMedians(
        runs: options.quick ? 5 : 21,
        [TimedBody(body: { toggle(small) }), TimedBody(body: { toggle(big) })])
    let smallResult = BenchResult(name: "outline-toggle-1k", size: 1_000, medianNanoseconds: medians[0])
    let bigResult = BenchResult(name: name, size: large, medianNanoseconds: medians[1], baseline: smallResult)
    report.add(smallResult)
    report.add(bigResult)
    report.summarize(
        String(
            format: "outline: toggling a row of 10 children in %@ shown rows costs %.2fx the same in 1k (target <= 2).",
            sizeLabel(large), bigResult.ratio ?? 0))
}

/// An outline that shows about `shownRows` rows: expanded top-level rows of 1,000 children each
/// (or fewer), the middle one holding a chain five levels deep whose last row (-5) has 10
/// children and is collapsed.
@MainActor
private func toggleOutline(shownRows: Int) -> [RowDescription] {
    let perParent = min(999, shownRows - 1)
    let parents = max(1, shownRows / (perParent + 1))
    var deep = outlineBenchRow(-5).children((0..<10).map { outlineBenchRow(-100 - $0) })
    for level in stride(from: 4, through: 1, by: -1) {
        deep = outlineBenchRow(-level).children([deep]).expanded()
    }
    var next = 1
    return (0..<parents).map { parent in
        var children = (0..<perParent).map { _ in
            defer { next += 1 }
            return outlineBenchRow(next + parents)
        }
        if parent == parents / 2 {
            children.insert(deep, at: children.count / 2)
        }
        return outlineBenchRow(1 + parent).children(children).expanded()
    }
}
