import Foundation

/// The cell classes a described node registered with its table, so each is registered once.
@MainActor
struct CellRegistrations {
    private var table: ObjectIdentifier?
    private var identifiers: Set<String> = []

    /// Registers, with `table`, the cell class of every one of `rows` not registered with it yet.
    ///
    /// - Complexity: O(*n*), one comparison per row while rows share their reuse identifier, and
    ///   a hash per change of identifier.
    mutating func register(_ rows: some Sequence<RowDescription>, with table: TableView) {
        let key = ObjectIdentifier(table)
        if self.table != key {
            self.table = key
            identifiers = []
        }
        // Rows mostly share a few identifiers, often in runs: comparing with the one seen last
        // (equal strings that share storage compare at once) skips hashing it for every row.
        var last: String?
        for row in rows {
            guard case .content(let rowContent) = row.source else { continue }
            let identifier = rowContent.reuseIdentifier
            guard identifier != last else { continue }
            last = identifier
            guard identifiers.insert(identifier).inserted else { continue }
            table.register(rowContent.cellClass, forCellReuseIdentifier: identifier)
        }
    }
}
