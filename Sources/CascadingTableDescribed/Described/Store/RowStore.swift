@_spi(LayerInlining) import CascadingTableCollections
import CascadingTableNodes
import Foundation

/// The rows a described node shows, in order, found by position or by identifier: the one place
/// where a row's identifier meets its position.
///
/// Rows live in a ``PositionalTree``; each identifier names the leaf that holds its row, kept
/// right as the tree moves rows between leaves (``PositionalTree/onPlace``), so a position is
/// found from an identifier by walking up from that leaf. Nothing is noted and corrected later:
/// every answer is exact. The index is built on the first look-up by identifier, and kept from
/// then on (rebuilt with the rows when they are all replaced): a list that is only built and
/// scrolled (a page of rows loaded at once) never hashes its identifiers.
///
/// - Complexity: Reading a row by position, inserting, removing, moving and replacing one are
///   O(log *n*) (reading rows in order, O(1) amortized each); a row's position from its
///   identifier is O(log *n*) too. Building the store, or replacing every row, is O(*n*).
final class RowStore {
    /// A row in the tree: positions only, no weight.
    struct Stored: PositionalTreeElement {
        var row: RowDescription
        var treeWeight: Double { 0 }
    }

    private let tree: PositionalTree<Stored>

    /// The leaf that holds each identifier's row; nil until an identifier is first looked up.
    private var leafOfID: [DescribedID: PositionalTree<Stored>.Leaf]?

    /// The identifier of the row each backing node backs, by node.
    private(set) var rowIDOfNode: [ObjectIdentifier: DescribedID] = [:]

    /// An empty store.
    init() {
        tree = PositionalTree([Stored]())
        tree.onPlace = { [unowned self] leaf, placed in
            guard leafOfID != nil else { return }
            for index in placed.indices {
                leafOfID?[placed[index].row.id] = leaf
            }
        }
    }

    /// The number of rows.
    var count: Int { tree.count }

    /// Counts the changes of the rows: a value kept beside the rows (the content they were made
    /// from) is theirs while the version it was kept at is the store's.
    private(set) var version = 0

    /// The row at `position` (which must exist).
    ///
    /// - Complexity: O(log *n*); O(1) amortized for rows read in order.
    subscript(position: Int) -> RowDescription { tree[position].row }

    /// Calls `body` with the row at `position` (which must exist), borrowed: a call that reads
    /// one field of a row copies that field only.
    ///
    /// - Complexity: As the subscript.
    @inline(__always)
    func withRow<Answer>(at position: Int, _ body: (borrowing RowDescription) -> Answer) -> Answer {
        tree.withElement(at: position) { body($0.row) }
    }

    /// False when no row has an ``RowDescription/onWillDisplay(_:)`` or
    /// ``RowDescription/onDidEndDisplaying(_:)`` closure: the display calls, made for every cell
    /// as the table scrolls, then need no look-up. True once a row with one is stored, until every
    /// row is replaced (a removal leaves it set: it may be true with no such row).
    private(set) var mayHaveDisplayHandlers = false

    /// Whether any row is backed by a node.
    var hasNodeRows: Bool { !rowIDOfNode.isEmpty }

    /// Whether a row has `id`.
    ///
    /// - Complexity: O(1); O(*n*) for the first look-up by identifier.
    func contains(_ id: DescribedID) -> Bool { count > 0 && indexedLeaf(of: id) != nil }

    /// The position of the row with `id`, or nil when no row has it.
    ///
    /// - Complexity: O(log *n*); O(*n*) for the first look-up by identifier.
    func position(of id: DescribedID) -> Int? {
        guard let leaf = indexedLeaf(of: id) else { return nil }
        return tree.position(inLeaf: leaf) { $0.row.id == id }
    }

    /// The leaf that holds the row with `id`, from the index, built first if it is not.
    private func indexedLeaf(of id: DescribedID) -> PositionalTree<Stored>.Leaf? {
        if let leafOfID { return leafOfID[id] }
        buildIndex()
        return leafOfID?[id]
    }

    /// Builds the identifier index from the rows.
    ///
    /// - Complexity: O(*n*).
    private func buildIndex() {
        var index: [DescribedID: PositionalTree<Stored>.Leaf] = [:]
        index.reserveCapacity(tree.count)
        tree.forEachLeaf { leaf in
            for position in leaf.elements.indices {
                index[leaf.elements[position].row.id] = leaf
            }
        }
        leafOfID = index
    }

    /// Calls `body` with the content of every row described by one (not backed by a node), in
    /// order. Reads each row's content in place, without copying the row.
    ///
    /// - Complexity: O(*n*).
    func forEachContent(_ body: (any RowContent) -> Void) {
        tree.forEachLeaf { leaf in
            for index in leaf.elements.indices {
                if case .content(let content) = leaf.elements[index].row.source {
                    body(content)
                }
            }
        }
    }

    /// The rows at `positions`, in order.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows.
    func rows(in positions: Range<Int>) -> [RowDescription] {
        var rows: [RowDescription] = []
        rows.reserveCapacity(positions.count)
        guard !positions.isEmpty else { return rows }
        tree.forEach(from: positions.lowerBound) { position, stored in
            rows.append(stored.row)
            return position + 1 < positions.upperBound
        }
        return rows
    }

    /// Every row, in order.
    ///
    /// - Complexity: O(*n*).
    var rows: [RowDescription] { rows(in: 0..<count) }

    // MARK: - Changing

    /// Replaces every row by the rows of `sections`, in order, whose identifiers (and backing
    /// nodes) must be unique.
    ///
    /// - Complexity: O(*n*).
    func replaceAll(withRowsOf sections: [SectionDescription]) {
        version += 1
        // A store that was looked up by identifier will be again (a list edited row by row): its
        // index is rebuilt with the rows, as part of this O(n) step, not by the next edit.
        let wasIndexed = leafOfID != nil
        leafOfID = nil
        rowIDOfNode.removeAll()
        mayHaveDisplayHandlers = false
        var total = 0
        for index in sections.indices {
            noteNodesAndHandlers(of: sections[index].rows)
            total += sections[index].rows.count
        }
        tree.replaceAll(with: sections.lazy.flatMap(\.rows).lazy.map { Stored(row: $0) }, count: total)
        if wasIndexed {
            buildIndex()
        }
    }

    /// Inserts `rows` at `position`; their identifiers (and nodes) must not be in the store.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows (O(*k* log *n*) for a few).
    func insert(_ rows: some Collection<RowDescription>, at position: Int) {
        version += 1
        // Room for several rows at once; one row at a time, the dictionary's own growth.
        if rows.count > 1, let indexed = leafOfID?.count {
            leafOfID?.reserveCapacity(indexed + rows.count)
        }
        noteNodesAndHandlers(of: rows)
        tree.insert(contentsOf: rows.lazy.map { Stored(row: $0) }, at: position)
    }

    /// Removes and returns the row at `position`.
    ///
    /// - Complexity: O(log *n*).
    @discardableResult
    func remove(at position: Int) -> RowDescription {
        version += 1
        let row = tree.remove(at: position).row
        leafOfID?[row.id] = nil
        if case .node(_, let node) = row.source {
            rowIDOfNode[node] = nil
        }
        return row
    }

    /// Moves the row at `from` to `to`, a position in the rows after the move.
    ///
    /// - Complexity: O(log *n*).
    func move(from: Int, to: Int) {
        version += 1
        tree.move(from: from, to: to)
    }

    /// Replaces the row at `position` by `row`, which has the same identifier; its node, if any,
    /// must back no other row.
    ///
    /// - Complexity: O(log *n*).
    func replace(at position: Int, with row: RowDescription) {
        version += 1
        if case .node(_, let old) = tree[position].row.source {
            rowIDOfNode[old] = nil
        }
        noteNodesAndHandlers(of: CollectionOfOne(row))
        tree.update(at: position) { $0.row = row }
    }

    /// Notes the nodes that back `rows`, and whether one of them has a display handler. By index:
    /// each row is read a field at a time, not copied.
    private func noteNodesAndHandlers(of rows: some Collection<RowDescription>) {
        for index in rows.indices {
            if rows[index].isBackedByNode, case .node(_, let node) = rows[index].source {
                rowIDOfNode[node] = rows[index].id
            }
            if !mayHaveDisplayHandlers {
                mayHaveDisplayHandlers =
                    rows[index].actions.willDisplay != nil || rows[index].actions.didEndDisplaying != nil
            }
        }
    }

    // MARK: - Invariants

    /// Checks the tree, and that the identifier index (when built) and the node index hold
    /// exactly the rows' identifiers and nodes, each leading to its row; notes each problem in
    /// `report`. Builds nothing: an index that was not built is not checked, so the store stays
    /// as it was (the next look-up still takes the path that builds the index).
    ///
    /// - Complexity: O(*n* log *n*).
    func checkInvariants(into report: inout InvariantReport) {
        tree.checkInvariants(into: &report)
        if let leafOfID {
            report.note(
                (leafOfID.count == tree.count)
                    ? nil : "RowStore: \(leafOfID.count) identifiers indexed for \(tree.count) rows")
        }
        var nodes = 0
        // Walked in order, not read by position: a read by position moves the tree's finger.
        tree.forEach(from: 0) { position, stored in
            let row = stored.row
            report.note(
                mayHaveDisplayHandlers || (row.actions.willDisplay == nil && row.actions.didEndDisplaying == nil)
                    ? nil : "RowStore: row \(row.id) has a display handler, and the store says none has")
            if let leafOfID {
                let found = leafOfID[row.id].flatMap { leaf in tree.position(inLeaf: leaf) { $0.row.id == row.id } }
                report.note(
                    found == position ? nil : "RowStore: row \(row.id) at \(position) is indexed at \(found as Any)")
            }
            if case .node(_, let node) = row.source {
                nodes += 1
                report.note(
                    (rowIDOfNode[node] == row.id) ? nil : "RowStore: the node of row \(row.id) is not indexed to it")
            }
            return true
        }
        report.note(
            (nodes == rowIDOfNode.count) ? nil : "RowStore: \(rowIDOfNode.count) nodes indexed for \(nodes) node rows")
    }
}
