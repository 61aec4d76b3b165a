import CascadingTableDelegate
import CascadingTestSupport
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
/// - `outline-toggle-1M-table` against `outline-toggle-1k-table`: the same toggles in a
///   `DescribedTableDelegate` whose sections each hold 100 top-level rows of the same outline (10
///   sections of 100,000 shown rows, against one section) (target <= 2): the table's batch is
///   named from its edit log, not diffed. Every batch also costs the table O(sections) (it asks
///   each section's row count, as UIKit does): with 1,000 sections of 1,000 rows the ratio was
///   about 2.1 on the machine of Performance.md.
@MainActor
func runOutlineCases(_ options: BenchOptions, report: BenchReport) {
    runOutlineExpandCase(options, report: report)
    runOutlineToggleCase(options, report: report)
    runOutlineTableToggleCase(options, report: report)
    runOutlineContentCase(options, report: report)
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

/// A described table of outline rows, laid out: `perSection` top-level rows in each section.
@MainActor
private struct OutlineBenchTable {
    let table = TableView()
    let node: DescribedTableDelegate
    let root: CascadingRootTableDelegate

    init(_ rows: [RowDescription], perSection: Int) {
        node = DescribedTableDelegate(
            content: DescribedContent(
                sections: stride(from: 0, to: rows.count, by: perSection).map {
                    SectionDescription(id: $0, rows: Array(rows[$0..<min(rows.count, $0 + perSection)]))
                }))
        root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: table)
        table.layoutIfNeeded()
    }
}

@MainActor
private func runOutlineTableToggleCase(_ options: BenchOptions, report: BenchReport) {
    let large = options.quick ? 100_000 : 1_000_000
    let name = "outline-toggle-\(sizeLabel(large))-table"
    guard options.includes(name) else { return }
    let small = OutlineBenchTable(toggleOutline(shownRows: 1_000), perSection: 100)
    let big = OutlineBenchTable(toggleOutline(shownRows: large), perSection: 100)
    let toggle = { (fixture: OutlineBenchTable) in
        fixture.node.expandRow(withID: -5)
        fixture.node.collapseRow(withID: -5)
        fixture.table.layoutIfNeeded()
    }
    let medians = interleavedMedians(
        runs: options.quick ? 5 : 21,
        [TimedBody(body: { toggle(small) }), TimedBody(body: { toggle(big) })])
    let smallResult = BenchResult(name: "outline-toggle-1k-table", size: 1_000, medianNanoseconds: medians[0])
    let bigResult = BenchResult(name: name, size: large, medianNanoseconds: medians[1], baseline: smallResult)
    report.add(smallResult)
    report.add(bigResult)
    report.summarize(
        String(
            format: "outline: toggling a row of 10 children in a described table of %@ shown rows costs %.2fx "
                + "the same in 1k (target <= 2).",
            sizeLabel(large), bigResult.ratio ?? 0))
}

/// A row of the content case's outline: an identifier, a version (its view model) and children.
private struct ContentBenchRow {
    var id: Int
    var version = 0
    var children: [ContentBenchRow] = []

    @MainActor
    var description: RowDescription {
        let row = RowDescription(id: id, viewModel: version, cell: TableViewCell.self) { cell, version in
            cell.text = "\(version)"
        }
        return children.isEmpty ? row : row.children(children.map(\.description)).expanded()
    }

    /// The identifiers of the row and every row under it, depth first (all expanded).
    func flattened(into ids: inout [Int]) {
        ids.append(id)
        for child in children { child.flattened(into: &ids) }
    }
}

/// The content case's old and new outline: 10 top-level rows of 10 children, the leaves under
/// those making `rows` rows in all; the new one with 1% of its rows changed and one middle row
/// moved, with its leaves, to another top-level row.
private func contentBenchOutlines(rows: Int) -> (old: [ContentBenchRow], new: [ContentBenchRow]) {
    var random = SeededGenerator(seed: 0x0C7E_4710)
    var next = 0
    let nextID = { () -> Int in
        next += 1
        return next
    }
    let leavesPerMiddle = max(1, (rows - 110) / 100)
    let old = (0..<10).map { _ in
        ContentBenchRow(
            id: nextID(),
            children: (0..<10).map { _ in
                ContentBenchRow(
                    id: nextID(), children: (0..<leavesPerMiddle).map { _ in ContentBenchRow(id: nextID()) })
            })
    }
    var new = old
    let changed = rows / 400
    // Each change picks a middle row and a leaf under it at random; a middle row may get more
    // than one change.
    for kind in 0..<4 {
        for _ in 0..<changed {
            let (top, middle) = (Int.random(in: 0..<10, using: &random), Int.random(in: 0..<10, using: &random))
            let count = new[top].children[middle].children.count
            let leaf = Int.random(in: 0..<count, using: &random)
            switch kind {
            case 0:
                new[top].children[middle].children.remove(at: leaf)
            case 1:
                new[top].children[middle].children.insert(ContentBenchRow(id: nextID()), at: leaf)
            case 2:
                let moved = new[top].children[middle].children.remove(at: leaf)
                new[top].children[middle].children.insert(moved, at: (leaf + count / 2) % count)
            default:
                new[top].children[middle].children[leaf].version += 1
            }
        }
    }
    let fromTop = Int.random(in: 0..<10, using: &random)
    let subtree = new[fromTop].children.remove(at: Int.random(in: 0..<10, using: &random))
    new[(fromTop + 5) % 10].children.insert(subtree, at: 3)
    return (old, new)
}

@MainActor
private func runOutlineContentCase(_ options: BenchOptions, report: BenchReport) {
    let rows = options.quick ? 1_000 : 10_000
    let name = "outline-content-\(sizeLabel(rows))"
    guard options.includes(name) else { return }
    let (oldOutline, newOutline) = contentBenchOutlines(rows: rows)
    let oldRows = oldOutline.map(\.description)
    let newRows = newOutline.map(\.description)
    var oldIDs: [Int] = []
    var newIDs: [Int] = []
    for row in oldOutline { row.flattened(into: &oldIDs) }
    for row in newOutline { row.flattened(into: &newIDs) }
    var fixture = OutlineBenchList(oldRows)
    fixture.list.rows = newRows
    fixture.table.layoutIfNeeded()
    let shown = (0..<fixture.list.rowCount).compactMap { fixture.list.row(at: $0)?.id }
    guard shown == newIDs.map({ DescribedID($0) }), fixture.table.numberOfRows(inSection: 0) == newIDs.count,
        fixture.table.diagnostics.reports.isEmpty
    else {
        report.summarize("\(name): the list shows other rows than the new outline's; not timed.")
        return
    }
    let medians = interleavedMedians(
        runs: options.quick ? 3 : 11,
        [
            TimedBody(body: { blackHole(ListDifference(from: oldIDs, to: newIDs)) }),
            TimedBody(
                setUp: { fixture = OutlineBenchList(oldRows) },
                body: {
                    fixture.list.rows = newRows
                    fixture.table.layoutIfNeeded()
                }),
        ])
    let diffResult = BenchResult(name: "\(name)-diff", size: oldIDs.count, medianNanoseconds: medians[0])
    let update = BenchResult(name: name, size: oldIDs.count, medianNanoseconds: medians[1], baseline: diffResult)
    report.add(diffResult)
    report.add(update)
    report.summarize(
        String(
            format: "outline: new content for a %@-row outline (1%% changed, a subtree moved) costs %.2fx the "
                + "difference of its flattened identifiers (target <= 2).",
            sizeLabel(rows), update.ratio ?? 0))
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
