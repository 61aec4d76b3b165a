import CascadingTableDelegate
import Foundation

/// Counts selections, so both sides of the dispatch case do the same observable work.
@MainActor
final class SelectionCounter {
    var count = 0
}

/// A row node as users write them: it knows its own height and cell.
@MainActor
final class BenchRowNode: CascadingBareTableDelegate {
    var height: CGFloat = 44
    /// Made on first use, so the memory case does not count a cell per row node.
    lazy var cell = TableViewCell(reuseIdentifier: "bench")
    var counter = SelectionCounter()

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        counter.count += 1
    }
}

/// A section node that answers for all its rows itself, without a node per row.
@MainActor
final class BenchSectionNode: CascadingBareTableDelegate {
    var rows = 1_000

    override func prepare(tableView: TableView) {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "bench")
        super.prepare(tableView: tableView)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        benchHeight(row: indexPath.row)
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "bench", for: indexPath)
    }
}

/// The height every benchmark row has: varied, so the layout cannot assume uniform rows.
func benchHeight(row: Int) -> CGFloat {
    CGFloat(40 + row % 3 * 4)
}

/// The hand-written flat data source and delegate: one object, arrays indexed by section and row.
@MainActor
final class FlatBenchSource: TableViewDataSource, TableViewDelegate {
    var heights: [[CGFloat]]
    var cells: [[TableViewCell]]
    var counter = SelectionCounter()

    init(sections: Int, rows: Int) {
        heights = (0..<sections).map { _ in (0..<rows).map { benchHeight(row: $0) } }
        cells = (0..<sections).map { _ in (0..<rows).map { _ in TableViewCell(reuseIdentifier: "bench") } }
    }

    func numberOfSections(in tableView: TableView) -> Int { heights.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { heights[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cells[indexPath.section][indexPath.row]
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.section][indexPath.row]
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        counter.count += 1
    }
}

/// Builds root -> sections -> row nodes with the same heights and cells as a flat source.
@MainActor
func makeRowNodeTree(sections: Int, rows: Int) -> CascadingRootTableDelegate {
    let sectionNodes: [any CascadingTableDelegate] = (0..<sections).map { _ in
        let rowNodes: [any CascadingTableDelegate] = (0..<rows).map { row in
            let node = BenchRowNode(index: row, childDelegates: [])
            node.height = benchHeight(row: row)
            return node
        }
        return CascadingSectionTableDelegate(index: 0, childDelegates: rowNodes)
    }
    return CascadingRootTableDelegate(index: 0, childDelegates: sectionNodes)
}

/// Builds root -> sections of `rowsPerSection` rows, each section answering for its rows itself.
@MainActor
func makeSectionNodeTree(rows: Int, rowsPerSection: Int = 1_000) -> CascadingRootTableDelegate {
    let sectionCount = max(1, rows / rowsPerSection)
    let sectionNodes: [any CascadingTableDelegate] = (0..<sectionCount).map { _ in
        let node = BenchSectionNode(index: 0, childDelegates: [])
        node.rows = min(rows, rowsPerSection)
        return node
    }
    return CascadingRootTableDelegate(index: 0, childDelegates: sectionNodes)
}
