import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import Foundation
import XCTest

/// What a test row shows: a title and a version bumped to change the view model.
struct Item: Equatable, Sendable {
    var title: String
    var version = 0
}

/// A cell that remembers what it was configured with and how often.
final class ItemCell: TableViewCell, ConfigurableCell {
    private(set) var item: Item?
    private(set) var configureCount = 0

    func configure(with item: Item) {
        self.item = item
        configureCount += 1
        text = item.title
    }
}

/// A row of `ItemCell`s with the identifier `id`.
func itemRow(_ id: String, version: Int = 0) -> RowDescription {
    RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: id, version: version))
}

/// Content from `(section id, row ids)` pairs.
func itemContent(_ sections: [(String, [String])]) -> DescribedContent {
    DescribedContent(sections: sections.map { id, rows in SectionDescription(id: id, rows: rows.map { itemRow($0) }) })
}

/// A strict table showing `node` as the root's only child after a hand-written section, laid out.
@MainActor
func makeDescribedTable(
    _ node: DescribedTableDelegate, before: Int = 1, after: Int = 1, height: CGFloat = 568
) -> (table: BatchCountingTableView, root: CascadingRootTableDelegate) {
    let table = BatchCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    table.diagnostics.mode = .silent
    let others = { (count: Int) in
        (0..<count).map { _ in
            CascadingSectionTableDelegate(
                index: 0,
                childDelegates: [FixedRow(index: 0, childDelegates: []), FixedRow(index: 1, childDelegates: [])])
                as any CascadingTableDelegate
        }
    }
    let root = CascadingRootTableDelegate(
        index: 0, childDelegates: others(before) + [node] + others(after), tableView: table)
    table.layoutIfNeeded()
    return (table, root)
}

/// A table showing `list` as the only child of a section under a root, with strict diagnostics
/// (or silent ones), laid out unless `layOut` is false. Hold the table: the tree holds it weakly.
@MainActor
func makeListTable(
    _ list: DescribedRowsDelegate, strict: Bool = true, layOut: Bool = true
) -> (table: TableView, root: CascadingRootTableDelegate) {
    let table = TableView()
    table.diagnostics.mode = strict ? .strict { XCTFail($0.message) } : .silent
    let root = CascadingRootTableDelegate(
        index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])], tableView: table)
    if layOut {
        table.layoutIfNeeded()
    }
    return (table, root)
}

/// A table that counts the batch updates and whole reloads asked of it.
final class BatchCountingTableView: TableView {
    private(set) var batchCount = 0
    private(set) var reloadDataCount = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchCount += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
        reloadDataCount += 1
        super.reloadData()
    }
}

/// The reports of `table` that are not duplicate reports.
@MainActor
func unexpectedReports(_ table: TableView) -> [String] {
    table.diagnostics.reports.compactMap {
        if $0.kind.name == .duplicateIdentifier { return nil }
        return $0.message
    }
}
