import CascadingTableDescribed
import CascadingTestSupport

/// The outline a randomized outline test expects, and its expansion, by the rules the described
/// nodes promise: each row's children, parent, version and expansion, by identifier. The
/// top-level rows of each root (a list's `""`, or a section's identifier) are its children.
/// Shared by the list's and the table's model checks; each test changes it in its own ways.
struct OutlineModel {
    /// The roots, in the order they are shown.
    var roots: [String]
    /// The children of each row and root, by identifier.
    var children: [String: [String]]
    var parent: [String: String] = [:]
    var version: [String: Int] = [:]
    /// Whether each row is described with `.expanded()` (read when it first appears).
    var startsExpanded: [String: Bool] = [:]
    var expanded: Set<String> = []
    private var nextID = 0
    /// The start of every new row's identifier.
    private let prefix: String
    /// The seed of the rows' heights.
    private let seed: UInt64

    init(roots: [String], idPrefix: String, seed: UInt64) {
        self.roots = roots
        children = Dictionary(uniqueKeysWithValues: roots.map { ($0, []) })
        prefix = idPrefix
        self.seed = seed
    }

    /// Every row's identifier, sorted.
    var ids: [String] { Array(parent.keys).sorted() }

    func isRoot(_ id: String) -> Bool { roots.contains(id) }

    func depth(of id: String) -> Int {
        var depth = 0
        var current = id
        while let up = parent[current], !isRoot(up) {
            depth += 1
            current = up
        }
        return depth
    }

    /// How many levels the subtree of `id` spans (1 for a leaf).
    func height(of id: String) -> Int {
        1 + ((children[id] ?? []).map { height(of: $0) }.max() ?? 0)
    }

    func isInSubtree(_ id: String, of root: String) -> Bool {
        var current: String? = id
        while let row = current, !isRoot(row) {
            if row == root { return true }
            current = parent[row]
        }
        return false
    }

    /// A new identifier; rows that opt out of toggling on a tap end in "k".
    mutating func newID(_ random: inout SeededGenerator) -> String {
        nextID += 1
        return "\(prefix)\(nextID)" + (Int.random(in: 0..<6, using: &random) == 0 ? "k" : "")
    }

    mutating func insert(_ id: String, under parentID: String, at index: Int, startsExpanded: Bool) {
        children[parentID, default: []].insert(id, at: index)
        parent[id] = parentID
        version[id] = 0
        self.startsExpanded[id] = startsExpanded
        children[id] = []
    }

    mutating func delete(_ id: String) {
        guard let up = parent[id] else { return }
        children[up]?.removeAll { $0 == id }
        var stack = [id]
        while let row = stack.popLast() {
            stack += children[row] ?? []
            children[row] = nil
            parent[row] = nil
            version[row] = nil
            expanded.remove(row)
        }
    }

    mutating func move(_ id: String, under newParent: String, at index: Int) {
        guard let up = parent[id] else { return }
        children[up]?.removeAll { $0 == id }
        children[newParent, default: []].insert(id, at: min(index, children[newParent]?.count ?? 0))
        parent[id] = newParent
    }

    /// A user's accepted drop of `id` into `target`: the row becomes its last child, and the
    /// target is expanded.
    mutating func drop(_ id: String, into target: String) {
        move(id, under: target, at: Int.max)
        expanded.insert(target)
        settleExpansion(newRows: [])
    }

    func description(of id: String) -> RowDescription {
        mixedItemRow(id, version: version[id] ?? 0)
            .realHeights("\(id)#\(version[id] ?? 0)", seed: seed)
            .children((children[id] ?? []).map { description(of: $0) })
            .expanded(startsExpanded[id] ?? false)
            .togglesOnSelect(!id.hasSuffix("k"))
    }

    /// The descriptions of the top-level rows of `root`.
    func descriptions(under root: String) -> [RowDescription] {
        (children[root] ?? []).map { description(of: $0) }
    }

    /// The reference flattening of `root`: each visible row with its depth and disclosure.
    func visible(under root: String) -> [(id: String, depth: Int, expansion: Bool?)] {
        var rows: [(id: String, depth: Int, expansion: Bool?)] = []
        var stack: [(id: String, depth: Int)] = (children[root] ?? []).reversed().map { ($0, 0) }
        while let (id, depth) = stack.popLast() {
            let kids = children[id] ?? []
            let isOpen = expanded.contains(id)
            rows.append((id, depth, kids.isEmpty ? nil : isOpen))
            if isOpen { stack += kids.reversed().map { ($0, depth + 1) } }
        }
        return rows
    }

    /// A row newly seen in new content, or inserted, takes its flag when it has children; a row
    /// that lost its children is collapsed.
    mutating func settleExpansion(newRows: Set<String>) {
        for id in newRows where startsExpanded[id] == true { expanded.insert(id) }
        expanded = expanded.filter { !(children[$0] ?? []).isEmpty }
    }
}
