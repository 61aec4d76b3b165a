import Foundation

/// Registered classes and the reuse pools, per identifier.
struct TableReuseState {
    var cellClasses: [String: TableViewCell.Type] = [:]
    /// The table's own title views are registered from the start, so they are pooled as the
    /// user's are.
    var viewClasses: [String: TableViewHeaderFooterView.Type] = [
        titleViewReuseIdentifier: TableViewHeaderFooterView.self
    ]
    var cellPool: [String: [TableViewCell]] = [:]
    var viewPool: [String: [TableViewHeaderFooterView]] = [:]
    /// Cells the table has created since it was made, for tests that bound reuse.
    var createdCellCount = 0
    /// Header/footer views the table has created since it was made.
    var createdViewCount = 0
}
