import CascadingTableView
import Foundation

/// The default reuse identifier of each cell class: its full name, as `String(reflecting:)` spells
/// it, computed once per class.
///
/// Spelling a type's name costs far more than a look-up, and a row named by its cell class does
/// not store the name: it is looked up here when the row's cell class is registered or a cell is
/// dequeued for it. Every row of a class gets the same string, so comparing two rows' identifiers
/// compares one buffer with itself. Rows are described, and diffed, on any thread, so the names
/// are kept in a ``LockedValue``.
final class DefaultReuseIdentifiers: Sendable {
    /// The names of the cell classes described so far.
    static let shared = DefaultReuseIdentifiers()

    private let names = LockedValue<[ObjectIdentifier: String]>([:])

    /// The full name of `cell`, the same string for every call with the same class.
    func identifier(for cell: TableViewCell.Type) -> String {
        let key = ObjectIdentifier(cell)
        if let name = names.withValue({ $0[key] }) {
            return name
        }
        let name = String(reflecting: cell)
        return names.withValue { names in
            // Another thread may have named the class meanwhile: keep the first string.
            if let first = names[key] { return first }
            names[key] = name
            return name
        }
    }
}
