import Foundation

/// What answers for one row of a described node: its description, or the hand-written node that
/// backs it.
enum RowAnswerer {
    case described(RowDescription)
    case node(any CascadingTableDelegate)
}

// Finding what answers for an index path the node sees, and answering from a description.
extension DescribedNodeBase {
    /// The section `section` (local), when the node has it.
    final func shownSection(_ section: Int) -> ShownSection? {
        sections.indices.contains(section) ? sections[section] : nil
    }

    /// The position among ``store``'s rows of the row `indexPath` (local) names; nil for a
    /// malformed path or a row the node does not have.
    @inline(__always)
    final func storePosition(of indexPath: IndexPath) -> Int? {
        guard indexPath.isTableIndexPath else { return nil }
        let (section, row) = (indexPath[0], indexPath[1])
        guard section >= 0, section < sections.count, row >= 0, row < sections[section].rowCount else { return nil }
        return sections[section].start + row
    }

    /// The local index path of the row at `position` among ``store``'s rows.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    final func localPath(ofStorePosition position: Int) -> IndexPath {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].start <= position {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return IndexPath(indexes: [low, position - sections[low].start])
    }

    /// What answers for the row `indexPath` (local) names; nil when the node has no such row.
    @inline(__always)
    final func answerer(at indexPath: IndexPath) -> RowAnswerer? {
        guard let position = storePosition(of: indexPath) else { return nil }
        let row = store[position]
        switch row.source {
        case .content: return .described(row)
        case .node(let handle, _): return .node(handle.node)
        }
    }

    /// The node backing the row `indexPath` (local) names, when it is a hand-written row.
    final func rowNode(at indexPath: IndexPath) -> (any CascadingTableDelegate)? {
        guard case .node(let node)? = answerer(at: indexPath) else { return nil }
        return node
    }

    /// A cell for the described row `row`, dequeued for `indexPath` with its reuse identifier and
    /// configured from its view model.
    final func describedCell(_ row: RowDescription, at indexPath: IndexPath, in tableView: TableView) -> TableViewCell {
        guard case .content(let content) = row.source else { return TableViewCell() }
        let cell = tableView.dequeueReusableCell(withIdentifier: content.reuseIdentifier, for: indexPath)
        _ = content.configure(cell)
        return cell
    }

    /// The context the closures of `row`, at `indexPath` (local), get.
    final func context(of row: RowDescription, at indexPath: IndexPath, in tableView: TableView) -> DescribedRowContext
    {
        DescribedRowContext(id: row.id, localIndexPath: indexPath, tableView: tableView, node: self)
    }

    /// The hand-written row node `routes` remembers for this node, while it still backs a row.
    final func rememberedNode(_ routes: RouteMemory) -> (any CascadingTableDelegate)? {
        guard let node = routes.answerer(under: self) as? any CascadingTableDelegate,
            store.rowIDOfNode[ObjectIdentifier(node)] != nil
        else { return nil }
        return node
    }

    /// Calls `body` once for each hand-written row node that `indexPaths` (local) name, with its
    /// paths in their order; paths of described rows, and of no row, are dropped.
    final func forEachRowNode(
        in indexPaths: [IndexPath], _ body: (any CascadingTableDelegate, [IndexPath]) -> Void
    ) {
        guard !store.rowIDOfNode.isEmpty else { return }
        var groups: [(node: any CascadingTableDelegate, paths: [IndexPath])] = []
        for path in indexPaths {
            guard let node = rowNode(at: path) else { continue }
            if let group = groups.firstIndex(where: { $0.node === node }) {
                groups[group].paths.append(path)
            } else {
                groups.append((node, [path]))
            }
        }
        for group in groups {
            body(group.node, group.paths)
        }
    }

    /// Reports that `call` cannot take effect on this node, to the table it was prepared with (or
    /// keeps the report until it has one).
    final func reportIneffective(_ call: String) {
        let name = String(describing: type(of: self))
        diagnosticsMailbox.send(
            [
                TableViewDiagnostic(
                    kind: .ineffectiveCall(name),
                    message:
                        "A \(name) refused \(call): a described node's rows come from its content; nothing changed.")
            ], to: preparedTable)
    }
}
