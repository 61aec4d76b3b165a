import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import Foundation
import XCTest

/// An item row with `children`.
func outlineRow(_ id: String, _ children: [RowDescription] = []) -> RowDescription {
    itemRow(id).children(children)
}

/// A list of outline rows in the only section of a table that counts its batches, laid out, with
/// strict diagnostics unless `strict` is false. Hold it: the tree holds the table weakly.
@MainActor
struct OutlineListTable {
    let table = BatchCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let list: DescribedRowsDelegate
    let root: CascadingRootTableDelegate

    init(_ rows: [RowDescription], strict: Bool = true, height: CGFloat = 568) {
        table.frame.size.height = height
        table.diagnostics.mode = strict ? .strict { XCTFail($0.message) } : .silent
        list = DescribedRowsDelegate(rows: rows)
        root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [list])],
            tableView: table)
        table.layoutIfNeeded()
    }

    /// The identifiers of the rows the table shows, top to bottom, as strings.
    var shownIDs: [String] {
        (0..<table.numberOfRows(inSection: 0)).map {
            list.rowID(at: IndexPath(row: $0, section: 0))?.description ?? "?"
        }
    }

    /// The indentation the delegate answers for each row the table shows.
    var indentations: [Int] {
        (0..<table.numberOfRows(inSection: 0)).map {
            root.tableView(table, indentationLevelForRowAt: IndexPath(row: $0, section: 0))
        }
    }

    /// The visible cell of the row with `id`.
    func cell(_ id: String) -> TableViewCell? { list.cell(forRowID: id) }
}
