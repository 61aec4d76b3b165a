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
    /// Whether the batch ends in a reload of all data instead of its operations (a part asked for
    /// it).
    var reloadsAllData = false
}

// Parts of one batch name their changes apart: one may reload a section or row that another
// moves (a node reloading itself while its parent moves it).
extension BatchUpdate {
    /// Turns each reload of a section or row that the batch also moves into a delete where it was
    /// and an insert where it goes, as UIKit requires (a moved item keeps its cell; a reloaded one
    /// gets a new one, which only a delete and an insert express).
    mutating func splitReloadsOfMovedItems() {
        if !reloadedSections.isEmpty && !movedSections.isEmpty {
            let reloaded = Set(reloadedSections)
            let (split, kept) = movedSections.partitioned { reloaded.contains($0.from) }
            if !split.isEmpty {
                let sources = Set(split.map(\.from))
                reloadedSections.removeAll { sources.contains($0) }
                movedSections = kept
                deletedSections += split.map(\.from)
                insertedSections += split.map(\.to)
            }
        }
        if !reloadedRows.isEmpty && !movedRows.isEmpty {
            let reloaded = Set(reloadedRows)
            let (split, kept) = movedRows.partitioned { reloaded.contains($0.from) }
            if !split.isEmpty {
                let sources = Set(split.map(\.from))
                reloadedRows.removeAll { sources.contains($0) }
                movedRows = kept
                deletedRows += split.map(\.from)
                insertedRows += split.map(\.to)
            }
        }
    }
}

extension Array {
    /// The elements for which `belongs` is true, and the others, each in order.
    fileprivate func partitioned(_ belongs: (Element) -> Bool) -> (matching: [Element], others: [Element]) {
        var matching: [Element] = []
        var others: [Element] = []
        for element in self {
            if belongs(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
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
