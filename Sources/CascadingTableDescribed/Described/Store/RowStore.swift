import CascadingTableCollections
import CascadingTableNodes
import Foundation

/// The rows a described node shows, in order, found by position or by identifier: the one place
/// where a row's identifier meets its position.
///
/// The rows are kept in one of two layouts, chosen when they are all replaced (or inserted into an
/// empty store):
/// - **As given**: the arrays of the content's sections, shared with the content (not copied). A
///   described table that is only ever given new content never copies a row: installing content
///   is O(*s*) for *s* sections, and a row costs its description only once in memory. A position
///   is found by a binary search of the sections' starts (O(1) for rows read in order).
/// - **In a tree**: a ``PositionalTree`` of the rows, for rows edited one by one (a described
///   list), where an insert or a removal costs O(log *n*) instead of moving the rows after it. The
///   first edit of rows kept as given moves them into a tree (O(*n*), once).
///
/// Each identifier names where its row is: in a tree, the leaf that holds it, kept right as the
/// tree moves rows between leaves (``PositionalTree/onPlace``), so a position is found by walking
/// up from that leaf; as given, its position. Nothing is noted and corrected later: every answer
/// is exact. The index is built on the first look-up by identifier and kept from then on (a tree's
/// is rebuilt with the rows when they are all replaced): a table that is only built and scrolled
/// never hashes its identifiers.
///
/// - Complexity: Reading a row by position is O(log *s*) as given and O(log *n*) in a tree (O(1)
///   amortized for rows read in order); inserting, removing, moving and replacing one are O(log *n*)
///   in a tree. A row's position from its identifier is O(1) as given and O(log *n*) in a tree.
///   Replacing every row is O(*s*) as given and O(*n*) in a tree.
final class RowStore {
    /// A row in the tree: positions only, no weight.
    struct Stored: PositionalTreeElement {
        var row: RowDescription
        var treeWeight: Double { 0 }
    }

    /// The rows in a tree; nil while they are kept as given.
    private var tree: PositionalTree<Stored>?

    /// The rows as given, one array per section (empty while they are in a tree).
    private var givenRows: [[RowDescription]] = []

    /// Where each section of ``givenRows`` starts among all rows; one more entry, the row count.
    private var givenStarts: [Int] = [0]

    /// Finds the section of ``givenRows`` that holds a row.
    private var givenSectionOf = SectionFinger(starts: [0])

    /// The position of each identifier's row while the rows are kept as given; nil until an
    /// identifier is first looked up.
    private var positionOfID: [DescribedID: Int]?

    /// The leaf that holds each identifier's row, while the rows are in a tree; nil until an
    /// identifier is first looked up.
    private var leafOfID: [DescribedID: PositionalTree<Stored>.Leaf]?

    /// The last row found by identifier in the tree, with its position and the ``version`` it was
    /// found at. An edit by identifier looks its row up twice in a row (its caller asks whether the
    /// row is shown, then the edit finds it): the second look-up, at the same version, reads this
    /// instead of scanning the row's leaf and walking up the tree. Changed only whole: an in-place
    /// change would have the runtime check every access to it.
    private var lastFound: (id: DescribedID, position: Int, version: Int)?

    /// The identifier of the row each backing node backs, by node.
    private(set) var rowIDOfNode: [ObjectIdentifier: DescribedID] = [:] {
        didSet { hasNodeRows = !rowIDOfNode.isEmpty }
    }

    /// An empty store.
    init() {}

    /// Whether the rows are in a tree (edited one by one) rather than kept as given.
    var keepsTree: Bool { tree != nil }

    /// The number of rows.
    var count: Int { tree?.count ?? givenStarts[givenStarts.count - 1] }

    /// Counts the changes of the rows: a value kept beside the rows (the content they were made
    /// from) is theirs while the version it was kept at is the store's.
    private(set) var version = 0

    /// The row at `position` (which must exist).
    ///
    /// - Complexity: O(log *n*); O(1) amortized for rows read in order.
    subscript(position: Int) -> RowDescription {
        if let tree { return tree[position].row }
        let (section, row) = givenPlace(of: position)
        return givenRows[section][row]
    }

    /// Calls `body` with the row at `position` (which must exist), borrowed: a call that reads
    /// one field of a row copies that field only.
    ///
    /// - Complexity: As the subscript.
    @inline(__always)
    func withRow<Answer>(at position: Int, _ body: (borrowing RowDescription) -> Answer) -> Answer {
        if let tree { return tree.withElement(at: position) { body($0.row) } }
        let (section, row) = givenPlace(of: position)
        return body(givenRows[section][row])
    }

    /// The section and row of `position` (which must exist) in the rows kept as given.
    private func givenPlace(of position: Int) -> (section: Int, row: Int) {
        // A described list's rows are one section: the finger is not moved, since moving it is an
        // exclusive access the runtime checks, once for every row call a table makes.
        guard givenRows.count != 1 else { return (0, position) }
        let section = givenSectionOf.section(of: position)
        return (section, position - givenStarts[section])
    }

    /// False when no row has an ``RowDescription/onWillDisplay(_:)`` or
    /// ``RowDescription/onDidEndDisplaying(_:)`` closure: the display calls, made for every cell
    /// as the table scrolls, then need no look-up. True once a row with one is stored, until every
    /// row is replaced (a removal leaves it set: it may be true with no such row).
    private(set) var mayHaveDisplayHandlers = false

    /// Whether any row is backed by a node: ``rowIDOfNode`` is not empty. Kept apart, for the row
    /// calls that read it: the runtime checks every read of the dictionary for exclusive access
    /// (its changes release identifiers), not of this flag.
    private(set) var hasNodeRows = false

    /// Whether a row has `id`.
    ///
    /// - Complexity: O(1); O(*n*) for the first look-up by identifier.
    func contains(_ id: DescribedID) -> Bool { count > 0 && position(of: id) != nil }

    /// The position of the row with `id`, or nil when no row has it.
    ///
    /// - Complexity: O(log *n*); O(*n*) for the first look-up by identifier.
    func position(of id: DescribedID) -> Int? {
        guard let tree else {
            if let positionOfID { return positionOfID[id] }
            buildIndex()
            return positionOfID?[id]
        }
        if let lastFound, lastFound.version == version, lastFound.id == id { return lastFound.position }
        if leafOfID == nil { buildIndex() }
        guard let leaf = leafOfID?[id], let position = tree.position(inLeaf: leaf, where: { $0.row.id == id }) else {
            return nil
        }
        lastFound = (id, position, version)
        return position
    }

    /// Builds the identifier index of the layout the rows are in.
    ///
    /// - Complexity: O(*n*).
    private func buildIndex() {
        guard let tree else {
            var index: [DescribedID: Int] = [:]
            index.reserveCapacity(count)
            for section in givenRows.indices {
                let start = givenStarts[section]
                let rows = givenRows[section]
                for row in rows.indices {
                    index[rows[row].id] = start + row
                }
            }
            positionOfID = index
            return
        }
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
    func forEachContent(_ body: (RowContent) -> Void) {
        guard let tree else {
            for rows in givenRows {
                for index in rows.indices {
                    if !rows[index].isBackedByNode { body(rows[index].sourceObject) }
                }
            }
            return
        }
        tree.forEachLeaf { leaf in
            for index in leaf.elements.indices {
                if !leaf.elements[index].row.isBackedByNode {
                    body(leaf.elements[index].row.sourceObject)
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
        guard let tree else {
            var (section, row) = givenPlace(of: positions.lowerBound)
            while rows.count < positions.count {
                let available = givenRows[section][row...].prefix(positions.count - rows.count)
                rows.append(contentsOf: available)
                section += 1
                row = 0
            }
            return rows
        }
        tree.forEach(from: positions.lowerBound) { position, stored in
            rows.append(stored.row)
            return position + 1 < positions.upperBound
        }
        return rows
    }

    /// Every row, in order. Moves no finger.
    ///
    /// - Complexity: O(*n*).
    var rows: [RowDescription] {
        guard tree != nil else { return givenRows.flatMap { $0 } }
        return rows(in: 0..<count)
    }

    // MARK: - Changing

    /// Replaces every row by the rows of `sections`, in order, whose identifiers (and backing
    /// nodes) must be unique.
    ///
    /// - Parameters:
    ///   - sections: The sections whose rows to keep.
    ///   - inTree: Whether to keep the rows in a tree, for rows edited one by one; otherwise they
    ///     are kept as given, until the first edit.
    /// - Complexity: O(*n*) in a tree; O(*s*) as given, plus a read of each row's node and
    ///   display handlers.
    func replaceAll(withRowsOf sections: [SectionDescription], inTree: Bool) {
        // A store that was looked up by identifier will be again (a list edited row by row): its
        // index is rebuilt with the rows, as part of this O(n) step, not by the next edit. Only
        // the cost moves (an equivalent mutant, for Tests/Mutation): an index not built here is
        // built by the first look-up, with the same answers.
        let wasIndexed = leafOfID != nil || positionOfID != nil
        keepAsGiven(sections.map(\.rows))
        if inTree {
            moveIntoTree(indexed: wasIndexed)
        }
    }

    /// Keeps the rows of `sections` (one array per section) as given, in place of every row.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus a read of each row's node and display handlers.
    private func keepAsGiven(_ sections: [[RowDescription]]) {
        version += 1
        rowIDOfNode.removeAll()
        mayHaveDisplayHandlers = false
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for rows in sections {
            noteNodesAndHandlers(of: rows)
            starts.append(starts[starts.count - 1] + rows.count)
        }
        tree = nil
        leafOfID = nil
        positionOfID = nil
        givenRows = sections
        givenStarts = starts
        givenSectionOf = SectionFinger(starts: starts)
    }

    /// The tree of the rows, made first (with the rows kept as given) if they are not in one.
    ///
    /// - Complexity: O(*n*) the first time; O(1) after.
    private func editableTree() -> PositionalTree<Stored> {
        // Rows that were looked up by identifier will be again (an edit by identifier follows):
        // the tree's index is built now, not hashed again by the next look-up.
        tree ?? moveIntoTree(indexed: positionOfID != nil)
    }

    /// Moves the rows kept as given into a new tree, with its identifier index when `indexed`.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    private func moveIntoTree(indexed: Bool) -> PositionalTree<Stored> {
        let tree = PositionalTree(givenRows.lazy.flatMap { $0 }.lazy.map { Stored(row: $0) })
        tree.onPlace = { [unowned self] leaf, placed in
            guard leafOfID != nil else { return }
            for index in placed.indices {
                leafOfID?[placed[index].row.id] = leaf
            }
        }
        self.tree = tree
        givenRows = []
        givenStarts = [0]
        givenSectionOf = SectionFinger(starts: [0])
        positionOfID = nil
        leafOfID = nil
        if indexed {
            buildIndex()
        }
        return tree
    }

    /// Inserts `rows` at `position`; their identifiers (and nodes) must not be in the store.
    ///
    /// Rows inserted into an empty store are kept as given (a list filled at once, then only
    /// scrolled, never builds a tree); the next edit moves them into one.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows (O(*k* log *n*) for a few).
    func insert(_ rows: some Collection<RowDescription>, at position: Int) {
        guard count > 0 else {
            keepAsGiven([Array(rows)])
            return
        }
        version += 1
        // Room for several rows at once; one row at a time, the dictionary's own growth.
        if rows.count > 1, let indexed = leafOfID?.count {
            leafOfID?.reserveCapacity(indexed + rows.count)
        }
        noteNodesAndHandlers(of: rows)
        editableTree().insert(contentsOf: rows.lazy.map { Stored(row: $0) }, at: position)
    }

    /// Removes and returns the row at `position`.
    ///
    /// - Complexity: O(log *n*).
    @discardableResult
    func remove(at position: Int) -> RowDescription {
        version += 1
        let row = editableTree().remove(at: position).row
        leafOfID?[row.id] = nil
        if case .node(let handle) = row.source {
            rowIDOfNode[handle.identity] = nil
        }
        return row
    }

    /// Removes the rows at `positions` (in `0...count`).
    ///
    /// - Complexity: O(*k* + log *n*) for *k* rows.
    func removeSubrange(_ positions: Range<Int>) {
        guard !positions.isEmpty else { return }
        version += 1
        let tree = editableTree()
        if hasNodeRows || leafOfID != nil {
            tree.forEach(from: positions.lowerBound) { position, stored in
                leafOfID?[stored.row.id] = nil
                if case .node(let handle) = stored.row.source {
                    rowIDOfNode[handle.identity] = nil
                }
                return position + 1 < positions.upperBound
            }
        }
        tree.removeSubrange(positions)
    }

    /// Moves the row at `from` to `to`, a position in the rows after the move.
    ///
    /// - Complexity: O(log *n*).
    func move(from: Int, to: Int) {
        version += 1
        editableTree().move(from: from, to: to)
    }

    /// Replaces the row at `position` by `row`, which has the same identifier; its node, if any,
    /// must back no other row.
    ///
    /// - Complexity: O(log *n*).
    func replace(at position: Int, with row: RowDescription) {
        version += 1
        let tree = editableTree()
        if case .node(let old) = tree[position].row.source {
            rowIDOfNode[old.identity] = nil
        }
        noteNodesAndHandlers(of: CollectionOfOne(row))
        tree.update(at: position) { $0.row = row }
    }

    /// Notes the nodes that back `rows`, and whether one of them has a display handler. By index:
    /// each row is read a field at a time, not copied.
    private func noteNodesAndHandlers(of rows: some Collection<RowDescription>) {
        for index in rows.indices {
            if rows[index].isBackedByNode, case .node(let handle) = rows[index].source {
                rowIDOfNode[handle.identity] = rows[index].id
            }
            if !mayHaveDisplayHandlers {
                mayHaveDisplayHandlers = rows[index].actions?.hasDisplayHandlers ?? false
            }
        }
    }

    // MARK: - Invariants

    /// Checks the layout the rows are in (the tree's own invariants, or the sections' starts), and
    /// that the identifier index (when built) and the node index hold exactly the rows'
    /// identifiers and nodes, each leading to its row; notes each problem in `report`. Builds
    /// nothing: an index that was not built is not checked, so the store stays as it was (the next
    /// look-up still takes the path that builds the index).
    ///
    /// - Complexity: O(*n* log *n*).
    func checkInvariants(into report: inout InvariantReport) {
        if let tree {
            tree.checkInvariants(into: &report)
            report.note(
                givenRows.isEmpty && givenStarts == [0] && positionOfID == nil
                    ? nil : "RowStore: rows in a tree keep rows as given too")
        } else {
            report.note(leafOfID == nil ? nil : "RowStore: rows as given have a tree's index")
            report.note(
                givenStarts.count == givenRows.count + 1 && givenStarts.first == 0
                    ? nil : "RowStore: \(givenStarts.count) starts for \(givenRows.count) sections")
            report.note(
                givenSectionOf.isOver(givenStarts) ? nil : "RowStore: the finger was made for other sections")
            for section in givenRows.indices where section + 1 < givenStarts.count {
                report.note(
                    givenStarts[section + 1] - givenStarts[section] == givenRows[section].count
                        ? nil
                        : "RowStore: section \(section) starts at \(givenStarts[section]) and holds "
                            + "\(givenRows[section].count) rows, the next starts at \(givenStarts[section + 1])")
            }
        }
        let indexed = leafOfID?.count ?? positionOfID?.count
        if let indexed {
            report.note(indexed == count ? nil : "RowStore: \(indexed) identifiers indexed for \(count) rows")
        }
        if let lastFound, lastFound.version == version {
            // Every change of the rows counts a new version: a look-up kept from this one still
            // names its row's position.
            let found = tree.flatMap { tree in
                leafOfID?[lastFound.id].flatMap { tree.position(inLeaf: $0) { $0.row.id == lastFound.id } }
            }
            report.note(
                found == lastFound.position
                    ? nil
                    : "RowStore: the last look-up found row \(lastFound.id) at \(lastFound.position), and it is at "
                        + "\(found as Any)")
        }
        var nodes = 0
        // Walked in order, not read by position: a read by position moves the tree's finger.
        forEachRow { position, row in
            report.note(
                mayHaveDisplayHandlers || !(row.actions?.hasDisplayHandlers ?? false)
                    ? nil : "RowStore: row \(row.id) has a display handler, and the store says none has")
            if indexed != nil {
                let found: Int? =
                    if let tree {
                        leafOfID?[row.id].flatMap { leaf in tree.position(inLeaf: leaf) { $0.row.id == row.id } }
                    } else {
                        positionOfID?[row.id]
                    }
                report.note(
                    found == position ? nil : "RowStore: row \(row.id) at \(position) is indexed at \(found as Any)")
            }
            if case .node(let handle) = row.source {
                nodes += 1
                report.note(
                    (rowIDOfNode[handle.identity] == row.id)
                        ? nil : "RowStore: the node of row \(row.id) is not indexed to it")
            }
        }
        report.note(
            (nodes == rowIDOfNode.count) ? nil : "RowStore: \(rowIDOfNode.count) nodes indexed for \(nodes) node rows")
        report.note(
            hasNodeRows == !rowIDOfNode.isEmpty
                ? nil : "RowStore: says it has \(hasNodeRows ? "" : "no ")node rows, and indexes \(rowIDOfNode.count)")
    }

    /// Calls `body` with each row and its position, in order, without moving a finger.
    func forEachRow(_ body: (Int, RowDescription) -> Void) {
        guard let tree else {
            for section in givenRows.indices {
                for row in givenRows[section].indices {
                    body(givenStarts[section] + row, givenRows[section][row])
                }
            }
            return
        }
        tree.forEach(from: 0) { position, stored in
            body(position, stored.row)
            return true
        }
    }
}
