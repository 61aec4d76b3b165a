import CascadingTableView
import CascadingTestSupport
import Foundation

/// A flat data source and delegate over a mutable `[[String]]` model, as users write them:
/// tests change `sections`, then tell the table. It registers and dequeues a real cell per row,
/// and records display calls by item into a ``CallLog``.
@MainActor
package final class ArrayDataSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    package var sections: [[String]]
    package var heights: [String: CGFloat] = [:]
    package var estimates: [String: CGFloat] = [:]
    package let log: CallLog

    package init(_ sections: [[String]], log: CallLog = CallLog()) {
        self.sections = sections
        self.log = log
    }

    /// Makes a table of the given size serving this source.
    package func makeTable(height: CGFloat = 568, style: TableView.Style = .plain) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        table.prefetchDataSource = self
        return table
    }

    package func numberOfSections(in tableView: TableView) -> Int { sections.count }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = sections[indexPath.section][indexPath.row]
        log.record("ds.cellForRowAt(\(item))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = item
        return cell
    }

    package func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[sections[indexPath.section][indexPath.row]] ?? TableView.automaticDimension
    }

    package func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimates[sections[indexPath.section][indexPath.row]]
            ?? self.tableView(tableView, heightForRowAt: indexPath)
    }

    package func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.record("ds.willDisplay(\(cell.text ?? "?"))")
    }

    package func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    {
        log.record("ds.didEndDisplaying(\(cell.text ?? "?"))")
    }

    package func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log.record("ds.prefetchRowsAt(\(indexPaths))")
    }

    package func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.record("ds.cancelPrefetchingForRowsAt(\(indexPaths))")
    }

    /// The items of the visible cells, in order.
    package func visibleItems(in table: TableView) -> [String] {
        table.visibleCells.map { $0.text ?? "?" }
    }
}

/// `count` items named by `prefix` and their position: `["a0", "a1", ...]`.
package func items(_ prefix: String, _ count: Int) -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
}
