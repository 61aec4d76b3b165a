import CascadingTableCollections
import Foundation

/// The operations of one batch update, as the caller named them.
package struct BatchUpdate {
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
    /// The animation each insert, delete and reload asked for, by the row or section it named
    /// (a later call naming the same one wins): a host replays each with its own. Kept only when
    /// ``tracksPartAnimations`` is set (a hosted table), so that headless batches pay nothing.
    var partAnimations = PartAnimations()
    /// Whether ``partAnimations`` is kept.
    var tracksPartAnimations = false
    /// Whether the table keeps the first visible row where it is on screen (a part asked for it).
    var keepsFirstVisibleRowInPlace = false
    /// Whether the batch ends in a reload of all data instead of its operations (a part asked for
    /// it).
    var reloadsAllData = false
}

/// The animation of each row and section a batch inserts, deletes or reloads, by what the
/// operation named (rows and sections deleted or reloaded before the update, inserted after it).
struct PartAnimations: Equatable {
    var deletedRows: [IndexPath: TableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: TableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: TableView.RowAnimation] = [:]
    var deletedSections: [Int: TableView.RowAnimation] = [:]
    var insertedSections: [Int: TableView.RowAnimation] = [:]
    var reloadedSections: [Int: TableView.RowAnimation] = [:]
}

// Each operation of a batch, with its animation: the one way rows and sections enter a batch.
extension BatchUpdate {
    // Each appends to its list; the animations are noted only when kept (forming a key path is a
    // call to the runtime).
    mutating func insertRows(_ rows: some Collection<IndexPath>, _ animation: TableView.RowAnimation?) {
        insertedRows += rows
        if tracksPartAnimations { note(rows, animation, in: \.insertedRows) }
    }

    mutating func deleteRows(_ rows: some Collection<IndexPath>, _ animation: TableView.RowAnimation?) {
        deletedRows += rows
        if tracksPartAnimations { note(rows, animation, in: \.deletedRows) }
    }

    mutating func reloadRows(_ rows: some Collection<IndexPath>, _ animation: TableView.RowAnimation?) {
        reloadedRows += rows
        if tracksPartAnimations { note(rows, animation, in: \.reloadedRows) }
    }

    mutating func insertSections(_ sections: some Collection<Int>, _ animation: TableView.RowAnimation?) {
        insertedSections += sections
        if tracksPartAnimations { note(sections, animation, in: \.insertedSections) }
    }

    mutating func deleteSections(_ sections: some Collection<Int>, _ animation: TableView.RowAnimation?) {
        deletedSections += sections
        if tracksPartAnimations { note(sections, animation, in: \.deletedSections) }
    }

    mutating func reloadSections(_ sections: some Collection<Int>, _ animation: TableView.RowAnimation?) {
        reloadedSections += sections
        if tracksPartAnimations { note(sections, animation, in: \.reloadedSections) }
    }

    /// Inserts rows a part names in its coordinates, placed into the table's by `placement`.
    mutating func insertRows(
        _ local: [IndexPath], placedBy placement: TablePlacement, _ animation: TableView.RowAnimation?
    ) {
        let added = Self.append(local, placedBy: placement, to: &insertedRows)
        if tracksPartAnimations { note(insertedRows[added], animation, in: \.insertedRows) }
    }

    /// Deletes rows a part names in its coordinates, placed into the table's by `placement`.
    mutating func deleteRows(
        _ local: [IndexPath], placedBy placement: TablePlacement, _ animation: TableView.RowAnimation?
    ) {
        let added = Self.append(local, placedBy: placement, to: &deletedRows)
        if tracksPartAnimations { note(deletedRows[added], animation, in: \.deletedRows) }
    }

    /// Reloads rows a part names in its coordinates, placed into the table's by `placement`.
    mutating func reloadRows(
        _ local: [IndexPath], placedBy placement: TablePlacement, _ animation: TableView.RowAnimation?
    ) {
        let added = Self.append(local, placedBy: placement, to: &reloadedRows)
        if tracksPartAnimations { note(reloadedRows[added], animation, in: \.reloadedRows) }
    }

    /// Appends `local` placed by `placement` to `list` (no array of the placed paths in between:
    /// a batch of many parts' updates adds one or two rows at a time) and returns where they are.
    private static func append(
        _ local: [IndexPath], placedBy placement: TablePlacement, to list: inout [IndexPath]
    ) -> Range<Int> {
        let start = list.count
        for path in local {
            list.append(placement.tablePath(path))
        }
        return start..<list.count
    }

    /// Notes the animation of each of `keys` (a batch that tracks them: see
    /// ``tracksPartAnimations``).
    private mutating func note<Key: Hashable>(
        _ keys: some Collection<Key>, _ animation: TableView.RowAnimation?,
        in animations: WritableKeyPath<PartAnimations, [Key: TableView.RowAnimation]>
    ) {
        guard let animation else { return }
        for key in keys {
            partAnimations[keyPath: animations][key] = animation
        }
    }
}

// Parts of one batch name their changes apart: one may reload a section or row that another
// moves (a node reloading itself while its parent moves it), and a batch of changes from one part
// names a reloaded row's move too (see `SectionedDifference.rowReloads`).
extension BatchUpdate {
    /// Turns each reload of a section or row that the batch also moves into a delete where it was
    /// and an insert where it goes, with the reload's animation (see `takeReloadedMoves`).
    mutating func splitReloadsOfMovedItems() {
        for move in takeReloadedMoves(reloads: &reloadedSections, moves: &movedSections, source: { $0.from }) {
            let animation = partAnimations.reloadedSections.removeValue(forKey: move.from)
            deleteSections([move.from], animation)
            insertSections([move.to], animation)
        }
        for move in takeReloadedMoves(reloads: &reloadedRows, moves: &movedRows, source: { $0.from }) {
            let animation = partAnimations.reloadedRows.removeValue(forKey: move.from)
            deleteRows([move.from], animation)
            insertRows([move.to], animation)
        }
    }
}

// The reloads of parts that left the table in the batch that carries them (a node removed, or
// replaced by one with the same identity, after asking to reload itself).
extension BatchUpdate {
    /// Adds the reloads of `reloads` (in the table's coordinates, before the update) that name
    /// rows and sections the batch keeps. A row or section the batch deletes
    /// or reloads already is gone, or new, which covers the reload; one that stays (its part was
    /// replaced by another that shows it) is reloaded.
    mutating func addReloadsOfLeftParts(_ reloads: [LocalUpdate]) {
        guard !reloads.isEmpty else { return }
        // Loops, not closures: each closure literal here would be code of its own, run only for
        // one rare kind of reload.
        var goneSections = Set(deletedSections + reloadedSections)
        var goneRows = Set(deletedRows + reloadedRows)
        for reload in reloads {
            var sections: [Int] = []
            var rows: [IndexPath] = []
            switch reload.operation {
            case .reloadSections(let named):
                for section in named where goneSections.insert(section).inserted {
                    sections.append(section)
                }
                reloadSections(sections, reload.animation)
            case .reloadRows(let named):
                for path in named where !path.isTableIndexPath || !goneSections.contains(path[0]) {
                    if goneRows.insert(path).inserted {
                        rows.append(path)
                    }
                }
                reloadRows(rows, reload.animation)
            default:
                break
            }
            if !sections.isEmpty || !rows.isEmpty, let animation = reload.animation {
                animations.append(animation)
            }
        }
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
}
