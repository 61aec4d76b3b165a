import CascadingTableDelegate
import CascadingTestSupport
import Foundation

/// `described-update-10k` vs `described-update-10k-diff`: a table of 10,000 rows gets new
/// content with 1% of its rows changed (25 deleted, 25 inserted, 25 moved, 25 with a new view
/// model), laid out afterwards.
///
/// - `described-update-10k`: a ``DescribedTableDelegate`` is given the new content: it diffs it
///   by identifier, applies the difference as one validated batch and configures the changed
///   visible cells again (target <= 2 against the diff).
/// - `described-update-10k-diff`: what finding the changes costs at least: a `ListDifference` of
///   the old and new rows' identifiers, and the comparison of each matched row's content with its
///   old one. The question users ask: what does an update cost beyond its diff?
/// - `described-update-10k-manual`: a hand-written flat data source swaps in the new rows and
///   names the same changes in one `performBatchUpdates` (index paths known in advance), then
///   configures the changed visible cells itself. Printed as a line of its own, without a target:
///   it finds nothing, so it is the floor of the table's work, not of an update's.
///
/// Both keep UIKit's content offset (`keepsFirstVisibleRowInPlace` is off) and are checked to show
/// the same table before they are timed.
@MainActor
func runDescribedCases(_ options: BenchOptions, report: BenchReport) {
    let rows = options.quick ? 1_000 : 10_000
    let name = "described-update-\(sizeLabel(rows))"
    guard options.includes(name) else { return }
    let runs = options.quick ? 3 : 11
    let change = DescribedChange(rows: rows, changed: rows / 100)

    var manual = ManualRowsSource(rows: change.old)
    var described = DescribedPage(rows: change.old)
    manual.apply(change)
    described.apply(change)
    scrollToBottom(manual.table)
    scrollToBottom(described.table)
    guard shownContent(of: manual.table) == shownContent(of: described.table),
        described.table.diagnostics.reports.isEmpty, manual.table.diagnostics.reports.isEmpty
    else {
        report.summarize("\(name): the described node and the manual source show different tables; not timed.")
        return
    }

    var changedRows = 0
    let medians = interleavedMedians(
        runs: runs,
        [
            TimedBody(setUp: {}, body: { changedRows = change.diffAndCompare() }),
            TimedBody(setUp: { manual = ManualRowsSource(rows: change.old) }, body: { manual.apply(change) }),
            TimedBody(setUp: { described = DescribedPage(rows: change.old) }, body: { described.apply(change) }),
        ])
    blackHole(changedRows)
    let diffResult = BenchResult(name: "\(name)-diff", size: rows, medianNanoseconds: medians[0])
    let manualResult = BenchResult(name: "\(name)-manual", size: rows, medianNanoseconds: medians[1])
    let describedResult = BenchResult(name: name, size: rows, medianNanoseconds: medians[2], baseline: diffResult)
    report.add(diffResult)
    report.add(manualResult)
    report.add(describedResult)
    report.summarize(
        String(
            format: "described: a 1%% update of %@ rows costs %.2fx its diff (target <= 1.5) and %.2fx the same batch "
                + "written by hand.",
            sizeLabel(rows), describedResult.ratio ?? 0, medians[2] / medians[1]))
}

/// A row of the described cases: an identifier and the text its cell shows.
private struct BenchRow: Equatable {
    var id: Int
    var text: String
}

/// The old and new rows of the described cases, and the changes between them as a hand-written
/// batch names them.
private struct DescribedChange {
    var old: [BenchRow]
    var new: [BenchRow]
    /// Old positions of the deleted rows.
    var deletions: [IndexPath] = []
    /// New positions of the inserted rows.
    var insertions: [IndexPath] = []
    /// Old and new positions of the moved rows.
    var moves: [(IndexPath, IndexPath)] = []
    /// New positions of the rows whose text changed (they neither move nor reload).
    var reconfigured: [IndexPath] = []
    /// The new content, built once so neither side times building it.
    var content: DescribedContent

    /// `changed` changes to `rows` rows at seeded random positions, a quarter of each kind.
    @MainActor
    init(rows: Int, changed: Int) {
        var generator = SeededGenerator(seed: 21)
        old = (0..<rows).map { BenchRow(id: $0, text: "Row \($0)") }
        let quarter = changed / 4
        let picked = Array((0..<rows).shuffled(using: &generator).prefix(3 * quarter))
        let deleted = Set(picked[0..<quarter])
        let moved = Array(picked[quarter..<2 * quarter])
        let edited = Set(picked[2 * quarter..<3 * quarter])
        let movedSet = Set(moved)

        var new = old.filter { !deleted.contains($0.id) && !movedSet.contains($0.id) }
        for index in new.indices where edited.contains(new[index].id) {
            new[index].text += " (edited)"
        }
        for id in moved {
            new.insert(old[id], at: Int.random(in: 0...new.count, using: &generator))
        }
        for id in rows..<rows + quarter {
            new.insert(BenchRow(id: id, text: "Row \(id)"), at: Int.random(in: 0...new.count, using: &generator))
        }
        self.new = new

        var newPosition: [Int: Int] = [:]
        for (position, row) in new.enumerated() {
            newPosition[row.id] = position
        }
        func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
        deletions = deleted.sorted().map(path)
        moves = moved.map { (path($0), path(newPosition[$0]!)) }
        insertions = (rows..<rows + quarter).map { path(newPosition[$0]!) }
        reconfigured = edited.sorted().map { path(newPosition[$0]!) }
        content = DescribedPage.content(of: new)
    }
}

extension DescribedChange {
    /// The baseline's work: the difference of the rows by identifier, and each surviving row's
    /// content compared with its old one. Returns how many survivors changed, so that nothing is
    /// optimized away.
    func diffAndCompare() -> Int {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        blackHole(ListDifference(from: oldIDs, to: newIDs))
        var oldPositions: [Int: Int] = [:]
        oldPositions.reserveCapacity(old.count)
        for (position, id) in oldIDs.enumerated() {
            oldPositions[id] = position
        }
        var changed = 0
        for row in new {
            if let position = oldPositions[row.id], old[position].text != row.text {
                changed += 1
            }
        }
        return changed
    }
}

/// The tree side: a root holding one described node that shows the rows.
@MainActor
private struct DescribedPage {
    let table = TableView()
    let node: DescribedTableDelegate
    let root: CascadingRootTableDelegate

    init(rows: [BenchRow]) {
        node = DescribedTableDelegate(content: Self.content(of: rows))
        node.keepsFirstVisibleRowInPlace = false
        root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: table)
        table.layoutIfNeeded()
    }

    static func content(of rows: [BenchRow]) -> DescribedContent {
        DescribedContent(sections: [
            SectionDescription(
                id: "rows",
                rows: rows.map { row in
                    RowDescription(id: row.id, viewModel: row.text, cell: TableViewCell.self) { cell, text in
                        cell.text = text
                    }
                    .height(44)
                })
        ])
    }

    func apply(_ change: DescribedChange) {
        node.content = change.content
        table.layoutIfNeeded()
    }
}

/// The manual side: one flat data source over an array of rows.
@MainActor
private final class ManualRowsSource: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    var rows: [BenchRow]

    init(rows: [BenchRow]) {
        self.rows = rows
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = rows[indexPath.row].text
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    /// Swaps in the new rows, names the changes in one batch, and configures the changed visible
    /// cells again.
    func apply(_ change: DescribedChange) {
        table.performBatchUpdates { [self] in
            rows = change.new
            table.deleteRows(at: change.deletions, with: .automatic)
            table.insertRows(at: change.insertions, with: .automatic)
            for (from, to) in change.moves {
                table.moveRow(at: from, to: to)
            }
        }
        for indexPath in change.reconfigured {
            table.cellForRow(at: indexPath)?.text = rows[indexPath.row].text
        }
        table.layoutIfNeeded()
    }
}
