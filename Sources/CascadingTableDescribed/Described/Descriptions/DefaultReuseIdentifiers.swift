import CascadingTableView
import Foundation

/// The default reuse identifier of each cell class: its full name, as `String(reflecting:)` spells
/// it, computed once per class.
///
/// Spelling a type's name costs more than the rest of describing a row, and every row would get a
/// string of its own, so comparing two rows' identifiers read two separate buffers; a shared string compares
/// equal to itself at once. Rows are described on any thread, so the names are kept in a
/// ``LockedValue``.
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
