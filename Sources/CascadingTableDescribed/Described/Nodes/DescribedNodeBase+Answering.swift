import CascadingTableNodes
import CascadingTableView
import Foundation

/// What a call finds at a row of a described node: what it read of the row's description, or
/// the hand-written node that backs the row.
enum RowRead<Value> {
    case described(Value)
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

    /// Changes ``sections`` through `change`, in a copy taken out of the node and put back.
    ///
    /// Changed in place, the stored array would be exclusively accessed across the code that may
    /// copy it, and the runtime would then check every access to it for exclusivity, among them
    /// the read of ``storePosition(of:)`` in each row call; taken out and put back, each access
    /// is a load or a store, which the compiler checks statically. Taking it out leaves the
    /// copy the only reference to its buffer, which is then changed without being copied.
    /// `change` must not read the node's own ``sections``, which are empty while it runs.
    final func changeSections(_ change: (inout [ShownSection]) -> Void) {
        var shown = sections
        sections = []
        change(&shown)
        sections = shown
    }

    /// Whether `indexPath` (local) is where a row of this node can be moved to: a row of one of
    /// its sections, the moved row's place after the move counted.
    final func isMoveDestination(_ indexPath: IndexPath) -> Bool {
        guard indexPath.isTableIndexPath else { return false }
        let (section, row) = (indexPath[0], indexPath[1])
        return section >= 0 && section < sections.count && row >= 0 && row <= sections[section].rowCount
    }

    /// Moves the row at store position `from` (in local section `fromSection`) to local index path
    /// `destination`, as the table moved it for the user: the sections' counts and starts follow,
    /// and hand-written rows' nodes get their new rows as `index`. Nothing is asked of the table.
    final func moveStoredRow(from: Int, fromSection: Int, to destination: IndexPath) {
        let (section, row) = (destination[0], destination[1])
        let nodesBefore = rowNodesByIdentity()
        var to = 0
        changeSections { shown in
            shown[fromSection].rowCount -= 1
            // The destination is in the rows after the move: its section starts one row earlier
            // when the row left a section before it.
            let start = shown[section].start - (fromSection < section ? 1 : 0)
            to = min(start + row, store.count - 1)
            shown[section].rowCount += 1
            var next = 0
            for index in shown.indices {
                shown[index].start = next
                next += shown[index].rowCount
            }
        }
        store.move(from: from, to: to)
        wireRowNodes(before: nodesBefore)
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

    /// What the row `indexPath` (local) names is: the node backing it, or what `read` reads of
    /// its description, in place (a call reads a field or two: copying the whole description out
    /// of the store retained everything it holds); nil when the node has no such row.
    ///
    /// `read` only reads: what it returns is used once the store is no longer being read, since
    /// a row's closure or node may change the rows.
    @inline(__always)
    final func readRow<Value>(_ indexPath: IndexPath, _ read: (borrowing RowDescription) -> Value) -> RowRead<Value>? {
        guard let position = storePosition(of: indexPath) else { return nil }
        return store.withRow(at: position) { row in
            if case .node(let handle) = row.source {
                return .node(handle.node)
            }
            return .described(read(row))
        }
    }

    /// The node backing the row `indexPath` (local) names, when it is a hand-written row.
    final func rowNode(at indexPath: IndexPath) -> (any CascadingTableDelegate)? {
        // Most described nodes have no hand-written rows: the calls they forward need no look-up.
        guard store.hasNodeRows, case .node(let node)? = readRow(indexPath, { _ in () }) else { return nil }
        return node
    }

    /// A cell for a described row whose content is `content`, dequeued for `indexPath` with its
    /// reuse identifier, showing `expansion` (see ``TableViewCell/outlineExpansion``), and
    /// configured from its view model.
    final func describedCell(
        _ content: BoundRowContent, expansion: Bool?, at indexPath: IndexPath, in tableView: TableView
    ) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: content.reuseIdentifier, for: indexPath)
        cell.outlineExpansion = expansion
        _ = content.configure(cell)
        return cell
    }

    /// The context the closures of the row `id`, at `indexPath` (local), get.
    final func context(of id: DescribedID, at indexPath: IndexPath, in tableView: TableView) -> DescribedRowContext {
        DescribedRowContext(id: id, localIndexPath: indexPath, tableView: tableView, node: self)
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
}
