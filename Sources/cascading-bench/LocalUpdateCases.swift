import CascadingTableDelegate
import CascadingTestSupport
import Foundation

/// `local-updates-merge-100` vs `local-updates-merge-100-manual`: 100 sections of 100 rows, and
/// one batch in which every section gains or loses one row (even sections insert, odd ones
/// delete, at seeded random positions), laid out afterwards.
///
/// - `local-updates-merge-100`: each section is a node of its own; inside one
///   `performBatchUpdates` every node changes its rows and asks for its local update in its own
///   coordinates, and the table merges the 100 updates into one validated batch.
/// - `local-updates-merge-100-manual`: one flat data source changes the same rows and names the
///   same changes, in table coordinates, in one hand-written `performBatchUpdates`.
///
/// No fixed target: the ratio is reported. Both are checked to end in the same table.
@MainActor
func runLocalUpdateCases(_ options: BenchOptions, report: BenchReport) {
    let nodes = options.quick ? 10 : 100
    let name = "local-updates-merge-\(sizeLabel(nodes))"
    guard options.includes(name) else { return }
    let rowsPerSection = 100
    let runs = options.quick ? 5 : 51
    var generator = SeededGenerator(seed: 33)
    // The row each section inserts at or deletes, valid for its 100 rows.
    let positions = (0..<nodes).map { _ in Int.random(in: 0..<rowsPerSection, using: &generator) }

    var tree = MergeTree(sections: nodes, rows: rowsPerSection)
    var flat = MergeFlatSource(sections: nodes, rows: rowsPerSection)
    tree.apply(positions)
    flat.apply(positions)
    scrollToBottom(tree.table)
    scrollToBottom(flat.table)
    guard shownContent(of: tree.table) == shownContent(of: flat.table), tree.table.diagnostics.reports.isEmpty
    else {
        report.summarize("\(name): the nodes and the flat source end in different tables; not timed.")
        return
    }

    // Timed in alternation: one after the other, the two saw different moments of a shared
    // machine (see `interleavedMedians`).
    let medians = interleavedMedians(
        runs: runs,
        [
            TimedBody(setUp: { flat = MergeFlatSource(sections: nodes, rows: rowsPerSection) }) {
                flat.apply(positions)
            },
            TimedBody(setUp: { tree = MergeTree(sections: nodes, rows: rowsPerSection) }) { tree.apply(positions) },
        ])
    let manual = BenchResult(name: "\(name)-manual", size: nodes, medianNanoseconds: medians[0])
    let merged = BenchResult(name: name, size: nodes, medianNanoseconds: medians[1], baseline: manual)
    report.add(manual)
    report.add(merged)
    report.summarize(
        String(
            format: "local updates: merging %d nodes' updates into one batch costs %.2fx the hand-written batch.",
            nodes, merged.ratio ?? 0))
}

/// The text of a row inserted by the merge cases.
private func insertedLabel(section: Int) -> String { "new in \(section)" }

/// A section node that owns its rows' texts and changes them with local updates.
@MainActor
private final class MergeSectionNode: CascadingBareTableDelegate {
    var labels: [String]

    init(section: Int, rows: Int) {
        labels = (0..<rows).map { "\(section).\($0)" }
        super.init(index: section, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        labels = []
        super.init(index: index, childDelegates: childDelegates)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { labels.count }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        benchHeight(row: indexPath.row)
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bench", for: indexPath)
        cell.text = labels[indexPath.row]
        return cell
    }

    /// Inserts or deletes one row at `row`, in this node's coordinates: it owns no range, so it
    /// sees its parent's (the root's) index paths, and its rows are in its section, `index`.
    func change(inserting: Bool, at row: Int) {
        if inserting {
            labels.insert(insertedLabel(section: index), at: row)
            insertRows(at: [IndexPath(row: row, section: index)], with: .fade)
        } else {
            labels.remove(at: row)
            deleteRows(at: [IndexPath(row: row, section: index)], with: .fade)
        }
    }
}

/// The tree side: a root over one ``MergeSectionNode`` per section.
@MainActor
private struct MergeTree {
    let table = TableView()
    let nodes: [MergeSectionNode]
    let root: CascadingRootTableDelegate

    init(sections: Int, rows: Int) {
        nodes = (0..<sections).map { MergeSectionNode(section: $0, rows: rows) }
        table.register(TableViewCell.self, forCellReuseIdentifier: "bench")
        root = CascadingRootTableDelegate(index: 0, childDelegates: nodes, tableView: table)
        table.layoutIfNeeded()
    }

    func apply(_ positions: [Int]) {
        table.performBatchUpdates {
            for (node, row) in zip(nodes, positions) {
                node.change(inserting: node.index % 2 == 0, at: row)
            }
        }
        table.layoutIfNeeded()
    }
}

/// The manual side: one data source over every section's texts.
@MainActor
private final class MergeFlatSource: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    var labels: [[String]]

    init(sections: Int, rows: Int) {
        labels = (0..<sections).map { section in (0..<rows).map { "\(section).\($0)" } }
        table.register(TableViewCell.self, forCellReuseIdentifier: "bench")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { labels.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { labels[section].count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        benchHeight(row: indexPath.row)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bench", for: indexPath)
        cell.text = labels[indexPath.section][indexPath.row]
        return cell
    }

    func apply(_ positions: [Int]) {
        var inserted: [IndexPath] = []
        var deleted: [IndexPath] = []
        table.performBatchUpdates { [self] in
            for (section, row) in positions.enumerated() {
                if section % 2 == 0 {
                    labels[section].insert(insertedLabel(section: section), at: row)
                    inserted.append(IndexPath(row: row, section: section))
                } else {
                    labels[section].remove(at: row)
                    deleted.append(IndexPath(row: row, section: section))
                }
            }
            table.deleteRows(at: deleted, with: .fade)
            table.insertRows(at: inserted, with: .fade)
        }
        table.layoutIfNeeded()
    }
}
