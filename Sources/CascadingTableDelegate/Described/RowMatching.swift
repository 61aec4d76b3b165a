import Foundation

/// The rows of new content matched to those of the old content by identifier, with the duplicate
/// check, in one pass that hashes few identifiers: the fast way an update plan starts.
///
/// An update usually changes a few rows of many, so most new rows are where the row after the
/// previous match was. The pass walks each new section beside the old section it continues and
/// compares identifiers there (no hashing); only a row that is not the next old row is looked up,
/// first through the caller's `hint` (the node's noted place of each row, which may be left
/// behind), checked against the old content, and otherwise in a dictionary of the old rows built
/// the first time one is needed. Hashing every identifier twice (the duplicate check, then the
/// match) was a third of a large update.
///
/// Old identifiers are unique, so a duplicate among the new rows is a row whose old row was
/// already matched, or a new identifier seen twice (a small set holds those), or a node backing
/// two rows. On any duplicate, of sections too, the match gives up (`nil`): the plan then runs
/// ``ContentSanitizer``, which reports each duplicate and drops it, and matches the rows it kept.
struct RowMatching {
    /// For each new row, by section and row, its old place; nil for a new identifier.
    var oldPlaces: [[RowPlace?]]

    /// For each old row, its new place; nil for a removed identifier.
    var newPlacesOfOld: [[RowPlace?]]

    /// The identifiers of the old rows the new content does not have, in old order.
    var removedIDs: [DescribedID]

    /// How far ahead of the next old row a new row's old place can be for the walk to continue
    /// after it: the old rows skipped are taken as deleted or moved (a row that did move is looked
    /// up where it appears). A row found farther ahead is taken as moved up, and the walk stays.
    private static let resyncWindow = 8

    /// Matches `new`'s rows to `old`'s, or returns nil when `new` has a duplicate section or row
    /// identifier, or a node backing two rows.
    ///
    /// - Parameters:
    ///   - old: The content shown, free of duplicates.
    ///   - new: The content to show.
    ///   - hint: Where a row of `old` is, by identifier, when the caller knows it cheaply; nil
    ///     when there is no such row. A place it names is checked against `old`; a wrong one is
    ///     looked up again in a dictionary.
    init?(from old: DescribedContent, to new: DescribedContent, hint: ((DescribedID) -> RowPlace?)?) {
        var oldSectionIndex: [DescribedID: Int] = [:]
        for (index, section) in old.sections.enumerated() {
            oldSectionIndex[section.id] = index
        }
        var newSectionIDs = Set<DescribedID>()
        var lookup = OldRowLookup(old: old, hint: hint)
        var newPlacesOfOld = old.sections.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        var oldPlaces: [[RowPlace?]] = []
        oldPlaces.reserveCapacity(new.sections.count)
        var newIDs = Set<DescribedID>()
        var nodes = Set<ObjectIdentifier>()
        for (sectionIndex, section) in new.sections.enumerated() {
            guard newSectionIDs.insert(section.id).inserted else { return nil }
            let continued = oldSectionIndex[section.id]
            let oldRows = continued.map { old.sections[$0].rows } ?? []
            let rows = section.rows
            var places = [RowPlace?](repeating: nil, count: rows.count)
            var next = 0
            for rowIndex in rows.indices {
                let id = rows[rowIndex].id
                // A node given twice, or one that owns a range, is for the duplicate check to report.
                if rows[rowIndex].isBackedByNode, case .node(_, let node) = rows[rowIndex].source,
                    rows[rowIndex].nodeOwnsRange || !nodes.insert(node).inserted
                {
                    return nil
                }
                var match: RowPlace?
                if let continued {
                    while next < oldRows.count && newPlacesOfOld[continued][next] != nil {
                        next += 1
                    }
                    if next < oldRows.count && oldRows[next].id == id {
                        match = RowPlace(section: continued, row: next)
                        next += 1
                    }
                }
                if match == nil {
                    if let place = lookup.place(of: id) {
                        guard newPlacesOfOld[place.section][place.row] == nil else { return nil }
                        match = place
                        if place.section == continued && place.row >= next && place.row - next <= Self.resyncWindow {
                            next = place.row + 1
                        }
                    } else {
                        guard newIDs.insert(id).inserted else { return nil }
                    }
                }
                if let match {
                    places[rowIndex] = match
                    newPlacesOfOld[match.section][match.row] = RowPlace(section: sectionIndex, row: rowIndex)
                }
            }
            oldPlaces.append(places)
        }
        var removed: [DescribedID] = []
        for (sectionIndex, section) in old.sections.enumerated() {
            let places = newPlacesOfOld[sectionIndex]
            let rows = section.rows
            for rowIndex in rows.indices where places[rowIndex] == nil {
                removed.append(rows[rowIndex].id)
            }
        }
        self.oldPlaces = oldPlaces
        self.newPlacesOfOld = newPlacesOfOld
        removedIDs = removed
    }
}

/// Finds old rows by identifier: through a hint checked against the old content, or a dictionary
/// of every old row, built on first use.
private struct OldRowLookup {
    let old: DescribedContent
    let hint: ((DescribedID) -> RowPlace?)?
    private var places: [DescribedID: RowPlace]?

    init(old: DescribedContent, hint: ((DescribedID) -> RowPlace?)?) {
        self.old = old
        self.hint = hint
    }

    /// The old place of the row with `id`, or nil when `old` has no such row.
    mutating func place(of id: DescribedID) -> RowPlace? {
        if let hint {
            guard let place = hint(id) else { return nil }
            if old.sections.indices.contains(place.section),
                old.sections[place.section].rows.indices.contains(place.row),
                old.sections[place.section].rows[place.row].id == id
            {
                return place
            }
        }
        if places == nil {
            var all: [DescribedID: RowPlace] = [:]
            all.reserveCapacity(old.rowCount)
            for (sectionIndex, section) in old.sections.enumerated() {
                let rows = section.rows
                for rowIndex in rows.indices {
                    all[rows[rowIndex].id] = RowPlace(section: sectionIndex, row: rowIndex)
                }
            }
            places = all
        }
        return places?[id]
    }
}

extension RowPlace {
    /// How far from a row's noted place the node looks for it before noting every row's place
    /// again (see ``row(of:near:in:)``).
    static let searchWindow = 16

    /// The place in `rows` of the row with `id`, looked for at `known` and up to
    /// ``searchWindow`` rows either side of it; nil when it is further, or not there.
    ///
    /// A described node notes where each row was put; rows that came or went above it leave the
    /// note behind, usually by a few rows.
    static func row(of id: DescribedID, near known: Int, in rows: [RowDescription]) -> Int? {
        for distance in 0...searchWindow {
            let below = known + distance
            let above = known - distance
            if rows.indices.contains(below) && rows[below].id == id { return below }
            if rows.indices.contains(above) && rows[above].id == id { return above }
        }
        return nil
    }
}
