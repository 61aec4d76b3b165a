import Foundation

/// The default reuse identifier of each cell class: its full name, as `String(reflecting:)` spells
/// it, computed once per class.
///
/// Spelling a type's name took two thirds of describing a row, and every row got a string of its
/// own, so comparing two rows' identifiers read two separate buffers; a shared string compares
/// equal to itself at once. Rows are described on any thread, so the names are kept under an
/// `NSLock` (`Synchronization.Mutex` needs macOS 15 on Apple platforms); `@unchecked Sendable` is
/// sound because every access to `names` holds `lock`.
final class DefaultReuseIdentifiers: @unchecked Sendable {
    /// The names of the cell classes described so far.
    static let shared = DefaultReuseIdentifiers()

    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    /// The full name of `cell`, the same string for every call with the same class.
    func identifier(for cell: TableViewCell.Type) -> String {
        let key = ObjectIdentifier(cell)
        if let name = lock.withLock({ names[key] }) {
            return name
        }
        let name = String(reflecting: cell)
        return lock.withLock {
            // Another thread may have named the class meanwhile: keep the first string.
            if let first = names[key] { return first }
            names[key] = name
            return name
        }
    }
}
