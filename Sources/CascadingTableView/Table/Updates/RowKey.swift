import Foundation

/// A row of a table by its two numbers: what a batch's bookkeeping hashes, sorts and compares
/// instead of an `IndexPath`, whose every hash, comparison and index read is a call into
/// Foundation (the sort of a batch's rows by their index paths was a tenth of the table's share
/// of an outline's update; Performance.md, "Outline rows").
struct RowKey: Hashable {
    var section: Int
    var row: Int

    /// The row `path` names; `path` has the two indexes of a table's (the validator checked).
    init(_ path: IndexPath) {
        section = path.section
        row = path.row
    }

    /// Table order: by section, then by row. A function, for the reason
    /// ``DisplayItem/precedes(_:_:)`` gives.
    static func precedes(_ lhs: RowKey, _ rhs: RowKey) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// A row that leaves its section in a batch: where it is, and where it goes when it moves.
struct LeavingRow {
    var place: RowKey
    var destination: RowKey?

    /// Table order of where the rows are.
    static func precedes(_ lhs: LeavingRow, _ rhs: LeavingRow) -> Bool { RowKey.precedes(lhs.place, rhs.place) }
}
