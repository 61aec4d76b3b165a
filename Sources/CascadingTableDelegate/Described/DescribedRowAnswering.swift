import Foundation

/// A node that holds described rows and answers them itself: a ``DescribedRowsDelegate`` (its
/// rows) and the node of a section of a ``DescribedTableDelegate`` (the section's rows).
///
/// Its children are the nodes of its hand-written rows (``RowDescription/init(id:node:)``) and,
/// for each stretch of described rows between them, one ``DescribedRowRun``: a range of rows. It
/// answers the cell, height, estimate, display and selection calls of its described rows before
/// routing (its overrides call the methods below); the run answers the rest with a bare node's
/// defaults, and these answers when it is called itself. A node per row cost every row an object,
/// a weak parent, a child entry and its wiring, on every build and every free.
@MainActor
protocol DescribedRowAnswering: PropagatingTableDelegate {
    /// The rows, in order.
    var describedRows: [RowDescription] { get }

    /// The index path the closures of row `row` get: the row as the described node sees it.
    func describedPath(ofRow row: Int) -> IndexPath

    /// The described node whose rows these are, for the closures' context; nil once it is gone.
    var describedOwner: (any DescribedNode)? { get }

    /// How many rows are backed by hand-written nodes; a count too high only costs a look over
    /// the rows.
    var nodeRowCount: Int { get set }

    /// The runs among the children, in order.
    var rowRuns: [DescribedRowRun] { get set }

    /// Whether the children are the ones the node made: only then does it answer its described
    /// rows' calls itself. Children set from outside are routed to until the rows change.
    var answersOwnRows: Bool { get set }

    /// Whether the node is setting its own children (see ``answersOwnRows``).
    var settingOwnChildren: Bool { get set }
}

extension DescribedRowAnswering {
    /// The row `indexPath` (in the node's coordinates) names when it is a described row the node
    /// answers itself: one of its rows, not backed by a node, while its children are its own.
    @inline(__always)
    func describedRow(at indexPath: IndexPath) -> Int? {
        guard answersOwnRows, indexPath.isTableIndexPath else { return nil }
        let row = indexPath[1]
        let rows = describedRows
        guard row >= 0, row < rows.count, !rows[row].isBackedByNode else { return nil }
        return row
    }

    /// A cell for described row `row`, dequeued for `path` with the row's reuse identifier and
    /// configured from its view model; nil for a row backed by a node.
    func describedCell(atRow row: Int, path: IndexPath, in tableView: TableView) -> TableViewCell? {
        guard case .content(let content) = describedRows[row].source else { return nil }
        let cell = tableView.dequeueReusableCell(withIdentifier: content.reuseIdentifier, for: path)
        _ = content.configure(cell)
        return cell
    }

    /// The height of described row `row` (``TableView/automaticDimension`` when it has none); nil
    /// for a row backed by a node.
    func describedHeight(atRow row: Int) -> CGFloat? {
        let rows = describedRows
        guard !rows[row].isBackedByNode else { return nil }
        return rows[row].height ?? TableView.automaticDimension
    }

    /// The estimate of described row `row`, or its height; nil for a row backed by a node.
    func describedEstimatedHeight(atRow row: Int) -> CGFloat? {
        let rows = describedRows
        guard !rows[row].isBackedByNode else { return nil }
        return rows[row].estimatedHeight ?? rows[row].height ?? TableView.automaticDimension
    }

    /// Calls the closure `action` picks of described row `row`, if it has one, with the row's
    /// context; false for a row backed by a node.
    func describedAction(
        atRow row: Int, path: IndexPath, in tableView: TableView,
        _ action: (RowActions) -> DescribedRowHandler?
    ) -> Bool {
        let rows = describedRows
        guard !rows[row].isBackedByNode else { return false }
        if let handler = action(rows[row].actions), let context = context(of: rows[row], path, tableView) {
            handler(context)
        }
        return true
    }

    /// Calls the closure `action` picks of described row `row` about its `cell`, if it has one,
    /// with the row's context; false for a row backed by a node.
    func describedCellAction(
        _ cell: TableViewCell, atRow row: Int, path: IndexPath, in tableView: TableView,
        _ action: (RowActions) -> DescribedCellHandler?
    ) -> Bool {
        let rows = describedRows
        guard !rows[row].isBackedByNode else { return false }
        if let handler = action(rows[row].actions), let context = context(of: rows[row], path, tableView) {
            handler(cell, context)
        }
        return true
    }

    /// The context a closure of `row` gets; nil once the row's described node is gone.
    private func context(of row: RowDescription, _ path: IndexPath, _ tableView: TableView) -> DescribedRowContext? {
        guard let owner = describedOwner else { return nil }
        return DescribedRowContext(id: row.id, localIndexPath: path, tableView: tableView, node: owner)
    }

    /// Makes the children match the rows: each hand-written row's node, and one run for each
    /// stretch of described rows between them, reusing the node's runs. The children are set
    /// only when they change; otherwise routing measures the runs again, and each child is given
    /// its position and this node as parent (a hand-written node shown elsewhere meanwhile gets
    /// its parent back).
    ///
    /// - Complexity: O(1) while no row is backed by a node; otherwise O(*n*) for *n* rows.
    func rebuildRowChildren() {
        let rows = describedRows
        var children: [any CascadingTableDelegate] = []
        var used = 0
        func addRun(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if used == rowRuns.count {
                rowRuns.append(DescribedRowRun(start: range.lowerBound, count: range.count))
            } else {
                rowRuns[used].start = range.lowerBound
                rowRuns[used].count = range.count
            }
            children.append(rowRuns[used])
            used += 1
        }
        if nodeRowCount == 0 {
            addRun(0..<rows.count)
        } else {
            var start = 0
            for index in rows.indices where rows[index].isBackedByNode {
                guard case .node(let handle, _) = rows[index].source else { continue }
                addRun(start..<index)
                children.append(handle.node)
                start = index + 1
            }
            addRun(start..<rows.count)
        }
        rowRuns.removeSubrange(used...)
        answersOwnRows = true
        if haveSameNodes(childDelegates, children) {
            extents = nil
            wireChildren()
        } else {
            settingOwnChildren = true
            childDelegates = children
            settingOwnChildren = false
        }
    }
}

/// Whether both lists hold the same nodes in the same order.
func haveSameNodes(_ lhs: [any CascadingTableDelegate], _ rhs: [any CascadingTableDelegate]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
