import CascadingTableView
import Foundation

/// The reuse identifiers a described node has registered its rows' cell classes for, with the
/// table it registered them with: each class is registered once per table.
@MainActor
struct CellRegistrations {
    private var table: ObjectIdentifier?
    private var identifiers: Set<String> = []
    /// The identifier registered or found last. Rows mostly share a few identifiers, often in
    /// runs: comparing with the last one (equal strings that share storage compare at once)
    /// skips hashing it for every row.
    private var last: String?
    /// The content type registered or found last, when its cells are named by their class: a row
    /// of the same type needs no look-up of its identifier at all.
    private var lastClassNamed: ObjectIdentifier?

    /// Whether every row the node holds is registered with its table: false from a change of the
    /// rows that registered nothing (made while the node was not shown) until every row is
    /// registered again.
    private(set) var coversEveryRow = false

    /// Whether every row the node holds is registered with `table`, so that an update needs to
    /// register only the rows it brings.
    func coversEveryRow(with table: TableView) -> Bool {
        coversEveryRow && self.table == ObjectIdentifier(table)
    }

    /// Notes that the rows changed without being registered.
    mutating func noteUnregisteredChange() {
        coversEveryRow = false
    }

    /// Registers, with `table`, the cell class of every one of `contents` (every row the node
    /// holds, given by `forEach`).
    ///
    /// - Complexity: O(*n*).
    mutating func registerEveryRow(
        with table: TableView, _ forEach: ((RowContent) -> Void) -> Void
    ) {
        forEach { register($0, with: table) }
        coversEveryRow = true
    }

    /// Registers, with `table`, the cell class of every one of `rows` not registered with it yet.
    ///
    /// - Complexity: O(*n*), one comparison per row while rows share their reuse identifier, and
    ///   a hash per change of identifier.
    mutating func register(_ rows: some Collection<RowDescription>, with table: TableView) {
        // By index: a row is read, not copied.
        for index in rows.indices {
            if case .content(let content) = rows[index].source {
                register(content, with: table)
            }
        }
    }

    /// Registers, with `table`, the cell class of a row's `content` if it is not registered with
    /// it yet.
    ///
    /// - Complexity: O(1) while rows share their reuse identifier.
    mutating func register(_ content: RowContent, with table: TableView) {
        let key = ObjectIdentifier(table)
        if self.table != key {
            self.table = key
            identifiers = []
            last = nil
            lastClassNamed = nil
            coversEveryRow = false
        }
        let contentType = ObjectIdentifier(type(of: content))
        if content.isNamedByClass {
            guard contentType != lastClassNamed else { return }
            lastClassNamed = contentType
        }
        let identifier = content.reuseIdentifier
        guard identifier != last else { return }
        last = identifier
        guard identifiers.insert(identifier).inserted else { return }
        table.register(content.cellClass, forCellReuseIdentifier: identifier)
    }
}
