import CascadingTableDelegate
import CascadingTestSupport
import Foundation

/// The cases of updates that should cost what they change, not what the table holds:
///
/// - `update-one-row-<n>`: a plain data source of one section of `n` rows (44 pt, no node), one
///   row inserted or deleted at a random position, then `layoutIfNeeded()`; the median time of
///   one such update. `update-one-row-100k` against `update-one-row-1k`.
/// - `update-one-row-described-100k`: the same through a `DescribedRowsDelegate` of 100,000 rows
///   under a section node (`insert(_:at:)` and `deleteRow(withID:)`), against
///   `update-one-row-100k`.
/// - `update-one-section-<s>-sections`: a plain data source of `s` sections of 10 rows, one
///   section inserted or deleted at a random position; `10k` against `100`.
///
/// The viewport sits in the middle of the content, so updates land above, in and below it.
@MainActor
func runUpdateCases(_ options: BenchOptions, report: BenchReport) {
    let updates = options.quick ? 20 : 400
    let runs = options.quick ? 1 : 5
    let rowSizes = options.quick ? [1_000, 10_000] : [1_000, 100_000]
    let rowNames = rowSizes.map { "update-one-row-\(sizeLabel($0))" }
    let describedName = "update-one-row-described-\(sizeLabel(rowSizes[1]))"
    if rowNames.contains(where: options.includes) || options.includes(describedName) {
        let flats = rowSizes.map { RowUpdates(flatRows: $0, updates: updates) }
        let described = RowUpdates(describedRows: rowSizes[1], updates: updates)
        let medians = interleavedMedians(
            runs: runs,
            (flats + [described]).map { updating in TimedBody(setUp: updating.reset, body: updating.run) })
        let perUpdate = medians.map { $0 / Double(updates) }
        let small = BenchResult(name: rowNames[0], size: rowSizes[0], medianNanoseconds: perUpdate[0])
        let large = BenchResult(name: rowNames[1], size: rowSizes[1], medianNanoseconds: perUpdate[1], baseline: small)
        let describedResult = BenchResult(
            name: describedName, size: rowSizes[1], medianNanoseconds: perUpdate[2], baseline: large)
        for result in [small, large, describedResult] {
            report.add(result)
        }
        report.summarize(
            String(
                format: "one-row update: %.1f µs at %@ rows, %.1f µs at %@ (%.2fx, target <= 2); described %.2fx "
                    + "of the plain source (target <= 1.5).",
                perUpdate[0] / 1_000, sizeLabel(rowSizes[0]), perUpdate[1] / 1_000, sizeLabel(rowSizes[1]),
                large.ratio ?? 0, describedResult.ratio ?? 0))
    }

    let sectionSizes = options.quick ? [100, 1_000] : [100, 10_000]
    let sectionNames = sectionSizes.map { "update-one-section-\(sizeLabel($0))-sections" }
    if sectionNames.contains(where: options.includes) {
        let tables = sectionSizes.map { SectionUpdates(sections: $0, updates: updates) }
        let medians = interleavedMedians(runs: runs, tables.map { TimedBody(setUp: $0.reset, body: $0.run) })
        let perUpdate = medians.map { $0 / Double(updates) }
        let small = BenchResult(name: sectionNames[0], size: sectionSizes[0], medianNanoseconds: perUpdate[0])
        let large = BenchResult(
            name: sectionNames[1], size: sectionSizes[1], medianNanoseconds: perUpdate[1], baseline: small)
        report.add(small)
        report.add(large)
        report.summarize(
            String(
                format: "one-section update: %.1f µs at %@ sections, %.1f µs at %@ (%.2fx, target <= 3).",
                perUpdate[0] / 1_000, sizeLabel(sectionSizes[0]), perUpdate[1] / 1_000, sizeLabel(sectionSizes[1]),
                large.ratio ?? 0))
    }
}

/// One section of rows that a plain source counts, or a described list shows, updated one row at
/// a time: the same seeded positions for every run.
@MainActor
private final class RowUpdates {
    private let table = TableView()
    private let flat: CountingSource?
    private let list: DescribedRowsDelegate?
    private let root: CascadingRootTableDelegate?
    private let size: Int
    private let updates: Int
    private var random = SeededGenerator(seed: 22)
    private var nextID = 0

    init(flatRows size: Int, updates: Int) {
        self.size = size
        self.updates = updates
        let source = CountingSource(rows: size)
        flat = source
        list = nil
        root = nil
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        reset()
    }

    init(describedRows size: Int, updates: Int) {
        self.size = size
        self.updates = updates
        flat = nil
        let list = DescribedRowsDelegate()
        list.keepsFirstVisibleRowInPlace = false
        self.list = list
        root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])],
            tableView: table)
        reset()
    }

    /// Back to `size` rows, the viewport in the middle, the same positions as every run.
    func reset() {
        random = SeededGenerator(seed: 22)
        if let flat {
            flat.rowCount = size
            table.reloadData()
        } else if let list {
            nextID = size
            list.rows = (0..<size).map(Self.row)
        }
        table.contentOffset.y = table.contentSize.height / 2
        table.layoutIfNeeded()
    }

    /// `updates` updates: inserts and deletes in turn, at random positions.
    func run() {
        for update in 0..<updates {
            let count = flat?.rowCount ?? list!.rowCount
            if update % 2 == 0 {
                let position = Int.random(in: 0...count, using: &random)
                if let flat {
                    flat.rowCount += 1
                    table.insertRows(at: [IndexPath(row: position, section: 0)], with: .none)
                } else {
                    nextID += 1
                    list!.insert(Self.row(nextID), at: position)
                }
            } else {
                let position = Int.random(in: 0..<count, using: &random)
                if let flat {
                    flat.rowCount -= 1
                    table.deleteRows(at: [IndexPath(row: position, section: 0)], with: .none)
                } else {
                    list!.deleteRow(withID: list!.row(at: position)!.id)
                }
            }
            table.layoutIfNeeded()
        }
        blackHole(table.contentSize)
    }

    /// A described row of a 44 pt plain cell.
    private static func row(_ id: Int) -> RowDescription {
        RowDescription(id: id, viewModel: id, cell: TableViewCell.self, reuseIdentifier: "row") { _, _ in }.height(44)
    }
}

/// Sections of 10 rows that a plain source counts, updated one section at a time.
@MainActor
private final class SectionUpdates {
    private let table = TableView()
    private let source: CountingSource
    private let size: Int
    private let updates: Int
    private var random = SeededGenerator(seed: 23)

    init(sections: Int, updates: Int) {
        size = sections
        self.updates = updates
        source = CountingSource(sections: 0, rowsPerSection: 10)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        reset()
    }

    func reset() {
        random = SeededGenerator(seed: 23)
        source.sectionCount = size
        table.reloadData()
        table.contentOffset.y = table.contentSize.height / 2
        table.layoutIfNeeded()
    }

    func run() {
        for update in 0..<updates {
            let count = source.sectionCount
            if update % 2 == 0 {
                let position = Int.random(in: 0...count, using: &random)
                source.sectionCount += 1
                table.insertSections(IndexSet(integer: position), with: .none)
            } else {
                let position = Int.random(in: 0..<count, using: &random)
                source.sectionCount -= 1
                table.deleteSections(IndexSet(integer: position), with: .none)
            }
            table.layoutIfNeeded()
        }
        blackHole(table.contentSize)
    }
}

/// A plain data source and delegate that only counts: `sectionCount` sections of
/// `rowsPerSection` rows (or, for a table of one section, `rowCount` rows), rows of the table's
/// default height, cells dequeued as `row`. The counts live in the source's own properties, read
/// once per call; a count that never changes is a constant.
@MainActor
private final class CountingSource: TableViewDataSource, TableViewDelegate {
    var sectionCount: Int
    var rowCount: Int
    let rowsPerSection: Int?

    /// One section of `rows` rows.
    init(rows: Int) {
        sectionCount = 1
        rowCount = rows
        rowsPerSection = nil
    }

    /// `sections` sections of `rowsPerSection` rows.
    init(sections: Int, rowsPerSection: Int) {
        sectionCount = sections
        rowCount = 0
        self.rowsPerSection = rowsPerSection
    }

    func numberOfSections(in tableView: TableView) -> Int { sectionCount }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection ?? rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
