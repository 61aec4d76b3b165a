import Foundation

/// The rows a described node shows, in order, found by position or by identifier: the one place
/// where a row's identifier meets its position.
///
/// Rows live in a ``PositionalTree``; each identifier names the leaf that holds its row, kept
/// right as the tree moves rows between leaves (``PositionalTree/onPlace``), so a position is
/// found from an identifier by walking up from that leaf. Nothing is noted and corrected later:
/// every answer is exact.
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

    /// The leaf that holds each identifier's row.
    private var leafOfID: [DescribedID: PositionalTree<Stored>.Leaf] = [:]

    /// The identifier of the row each backing node backs, by node.
    private(set) var rowIDOfNode: [ObjectIdentifier: DescribedID] = [:]

    /// A store of `rows`, whose identifiers (and backing nodes) must be unique.
    init(_ rows: some Collection<RowDescription> = []) {
        tree = PositionalTree([Stored]())
        tree.onPlace = { [unowned self] stored, leaf in leafOfID[stored.row.id] = leaf }
        replaceAll(with: rows)
    }

    /// The number of rows.
    var count: Int { tree.count }

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

    /// Whether a row has `id`.
    func contains(_ id: DescribedID) -> Bool { leafOfID[id] != nil }

    /// The position of the row with `id`, or nil when no row has it.
    ///
    /// - Complexity: O(log *n*).
    func position(of id: DescribedID) -> Int? {
        guard let leaf = leafOfID[id] else { return nil }
        return tree.position(inLeaf: leaf) { $0.row.id == id }
    }

    /// Every row, in order.
    ///
    /// - Complexity: O(*n*).
    var rows: [RowDescription] { tree.elements.map(\.row) }

    // MARK: - Changing

    /// Replaces every row by `rows`, whose identifiers (and backing nodes) must be unique.
    ///
    /// - Complexity: O(*n*).
    func replaceAll(with rows: some Collection<RowDescription>) {
        leafOfID.removeAll(keepingCapacity: true)
        rowIDOfNode.removeAll()
        leafOfID.reserveCapacity(rows.count)
        for row in rows {
            noteNode(of: row)
        }
        tree.replaceAll(with: rows.lazy.map { Stored(row: $0) })
    }

    /// Inserts `rows` at `position`; their identifiers (and nodes) must not be in the store.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows (O(*k* log *n*) for a few).
    func insert(_ rows: some Collection<RowDescription>, at position: Int) {
        for row in rows {
            noteNode(of: row)
        }
        tree.insert(contentsOf: rows.lazy.map { Stored(row: $0) }, at: position)
    }

    /// Removes and returns the row at `position`.
    ///
    /// - Complexity: O(log *n*).
    @discardableResult
    func remove(at position: Int) -> RowDescription {
        let row = tree.remove(at: position).row
        leafOfID[row.id] = nil
        if case .node(_, let node) = row.source {
            rowIDOfNode[node] = nil
        }
        return row
    }

    /// Moves the row at `from` to `to`, a position in the rows after the move.
    ///
    /// - Complexity: O(log *n*).
    func move(from: Int, to: Int) {
        tree.move(from: from, to: to)
    }

    /// Replaces the row at `position` by `row`, which has the same identifier; its node, if any,
    /// must back no other row.
    ///
    /// - Complexity: O(log *n*).
    func replace(at position: Int, with row: RowDescription) {
        if case .node(_, let old) = tree[position].row.source {
            rowIDOfNode[old] = nil
        }
        noteNode(of: row)
        tree.update(at: position) { $0.row = row }
    }

    /// Notes the node that backs `row`, if any.
    private func noteNode(of row: RowDescription) {
        if case .node(_, let node) = row.source {
            rowIDOfNode[node] = row.id
        }
    }

    // MARK: - Invariants

    /// Checks the tree, and that the identifier index and the node index hold exactly the rows'
    /// identifiers and nodes, each leading to its row. Traps with a message naming the first
    /// problem.
    ///
    /// - Complexity: O(*n* log *n*).
    func checkInvariants() {
        tree.checkInvariants()
        stopOnViolation(
            (leafOfID.count == tree.count)
                ? nil : "RowStore: \(leafOfID.count) identifiers indexed for \(tree.count) rows")
        var nodes = 0
        for position in 0..<tree.count {
            let row = tree[position].row
            stopOnViolation(
                (self.position(of: row.id) == position)
                    ? nil : "RowStore: row \(row.id) at \(position) is found at \(self.position(of: row.id) as Any)")
            if case .node(_, let node) = row.source {
                nodes += 1
                stopOnViolation(
                    (rowIDOfNode[node] == row.id) ? nil : "RowStore: the node of row \(row.id) is not indexed to it")
            }
        }
        stopOnViolation(
            (nodes == rowIDOfNode.count) ? nil : "RowStore: \(rowIDOfNode.count) nodes indexed for \(nodes) node rows")
    }
}
