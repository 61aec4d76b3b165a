import Foundation

/// The operations of one batch update, as the caller named them.
struct BatchUpdate {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    /// Rows whose cells are configured again, in place (numbering before the update).
    var reconfiguredRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var animations: [TableView.RowAnimation] = []
    /// Whether the table keeps the first visible row where it is on screen (a part asked for it).
    var keepsFirstVisibleRowInPlace = false
}

// The lists the validator and the row mapping read, built in one place.
extension BatchUpdate {
    /// Sections named in the numbering before the update: deleted, reloaded and moved away.
    /// Each may be named at most once.
    var removedSections: [Int] { deletedSections + reloadedSections + movedSections.map(\.from) }

    /// Sections named in the numbering after the update: inserted and moved to. Each may be
    /// named at most once.
    var placedSections: [Int] { insertedSections + movedSections.map(\.to) }

    /// Sections whose position is free after the update: deleted and moved away (a reloaded
    /// section keeps its position).
    var vacatedSections: [Int] { deletedSections + movedSections.map(\.from) }

    /// Rows named in the numbering before the update: deleted, reloaded and moved away.
    var removedRows: [IndexPath] { deletedRows + reloadedRows + movedRows.map(\.from) }

    /// Rows named in the numbering after the update: inserted and moved to.
    var placedRows: [IndexPath] { insertedRows + movedRows.map(\.to) }

    /// Rows whose position is free after the update: deleted and moved away.
    var vacatedRows: [IndexPath] { deletedRows + movedRows.map(\.from) }
}
