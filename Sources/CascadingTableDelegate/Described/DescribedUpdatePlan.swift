import Foundation

/// Everything needed to turn a table showing one described content into one showing another,
/// computed without the table: a pure, `Sendable` value, so large contents can be diffed off the
/// main actor.
///
/// The structure comes from a ``SectionedDifference`` by identifier; on top of it, a surviving row
/// whose view model changed is either **reconfigured** (its cell is kept and configured again) or,
/// when it asks for it (`RowDescription.reloadsOnChange`) or its cell class, node or heights
/// changed,
/// **reloaded**. A reloaded row that also moves becomes a delete and an insert, which UIKit
/// requires. A section whose header or footer changed leaves and re-enters the table.
struct DescribedUpdatePlan: Sendable {
    /// The content to show: the new content with duplicates dropped, or the old content when the
    /// update was rejected.
    var content: DescribedContent

    /// The duplicate reports.
    var reports: [TableViewDiagnostic]

    /// Whether the update was rejected (duplicates under ``DuplicateIdentifierPolicy/reject``).
    var isRejected: Bool

    /// The structural difference, in the node's own coordinates.
    var difference: SectionedDifference

    /// Rows to reload, in the old numbering, ascending.
    var reloads: [IndexPath]

    /// Rows that keep their cell and must be configured again with their new view model, in the
    /// old numbering, ascending (reconfigured by the batch once it is applied, at their new places).
    var reconfigures: [IndexPath]

    /// The new places of the rows whose cell class or reuse identifier changed.
    var reloadedPlaces: [RowPlace]

    /// The comparison of the surviving rows, when it is left to the node.
    private var pendingComparison: RowComparison?

    /// For each row of ``content``, by section and row, where it was in the old content; nil for a
    /// row that is new. Installing the content takes each surviving row's node from there, so no
    /// identifier is hashed again.
    var oldRowPlaces: [[RowPlace?]]

    /// The identifiers of the old content's rows that ``content`` does not have.
    var removedRowIDs: [DescribedID]

    /// How many operations the batch has: section and row inserts, deletes, moves and reloads.
    var changeCount: Int {
        let sections = difference.sections
        return sections.deletions.count + sections.insertions.count + sections.moves.count
            + difference.rowDeletions.count + difference.rowInsertions.count + difference.rowMoves.count
            + reloads.count
    }

    /// The identity a section has in the difference: a section whose header or footer changed
    /// gets a new one, so it is deleted and inserted.
    private struct SectionKey: Hashable, Sendable {
        var id: DescribedID
        var replaced: Bool
    }

    /// Plans the update from `old` (the content shown, already free of duplicates) to `new`.
    ///
    /// - Parameters:
    ///   - old: The content shown.
    ///   - new: The content to show.
    ///   - policy: What to do with duplicate identifiers.
    ///   - hint: Where a row of `old` is, by identifier, when the caller knows it cheaply (see
    ///     ``RowMatching``); it must know every row of `old`. Nil looks rows up in a dictionary.
    ///   - comparesRows: Whether to compare the surviving rows now; false leaves it to the node
    ///     (``takePendingComparison()``), which compares each row as it installs it.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    init(
        from old: DescribedContent, to new: DescribedContent, policy: DuplicateIdentifierPolicy,
        hint: ((DescribedID) -> RowPlace?)? = nil, comparesRows: Bool = true
    ) {
        let oldPlaces: [[RowPlace?]]
        let newPlacesOfOld: [[RowPlace?]]
        if let matching = RowMatching(from: old, to: new, hint: hint) {
            reports = []
            isRejected = false
            content = new
            oldPlaces = matching.oldPlaces
            newPlacesOfOld = matching.newPlacesOfOld
            removedRowIDs = matching.removedIDs
        } else {
            let sanitized = ContentSanitizer(new, policy: policy)
            reports = sanitized.reports
            isRejected = policy == .reject && !sanitized.reports.isEmpty
            content = isRejected ? old : sanitized.content
            // The rows are matched in the dictionary the duplicate check built (or in one of its
            // own when rows were dropped or the update rejected).
            let newPlaces = sanitized.reports.isEmpty ? sanitized.rowPlaces : Self.places(of: content)
            (oldPlaces, newPlacesOfOld, removedRowIDs) = Self.match(old, to: content, newPlaces: newPlaces)
        }
        let target = content

        var oldSections: [DescribedID: SectionDescription] = [:]
        oldSections.reserveCapacity(old.sections.count)
        for section in old.sections {
            oldSections[section.id] = section
        }
        let oldKeys = old.sections.map { SectionKey(id: $0.id, replaced: false) }
        let newKeys = target.sections.map { section in
            var replaced = false
            if let previous = oldSections[section.id] {
                replaced = !previous.hasSameSupplements(as: section)
            }
            return SectionKey(id: section.id, replaced: replaced)
        }
        let difference = SectionedDifference(
            sections: oldKeys, to: newKeys, oldPlaces: oldPlaces, newPlacesOfOld: newPlacesOfOld)
        var comparison = RowComparison(old: old, new: target, difference: difference)
        self.difference = difference
        reloads = []
        reconfigures = []
        reloadedPlaces = []
        oldRowPlaces = oldPlaces
        guard comparesRows else {
            pendingComparison = comparison
            return
        }
        for (sectionIndex, section) in target.sections.enumerated() {
            let places = oldPlaces[sectionIndex]
            section.rows.withUnsafeBufferPointer { rows in
                for rowIndex in rows.indices {
                    guard let previous = places[rowIndex] else { continue }
                    comparison.compare(
                        rows.baseAddress! + rowIndex, at: RowPlace(section: sectionIndex, row: rowIndex),
                        from: previous)
                }
            }
        }
        finish(comparison)
    }

    /// Takes the comparison left to the node by `init(from:to:policy:hint:comparesRows:)`; nil
    /// when the rows were compared already, or the comparison was taken.
    mutating func takePendingComparison() -> RowComparison? {
        defer { pendingComparison = nil }
        return pendingComparison
    }

    /// Records the outcome of `comparison`, done over every surviving row of ``content``.
    mutating func finish(_ comparison: RowComparison) {
        comparison.finish(&difference)
        reloads = comparison.reloads.sorted()
        reconfigures = comparison.reconfigures.sorted()
        reloadedPlaces = comparison.reloadedPlaces
    }

    /// The places in ``content`` of the rows whose cell class may not be registered yet: the new
    /// rows, the rows of inserted sections and the rows whose cell class or reuse identifier
    /// changed (known once the rows are compared).
    var placesToRegister: [RowPlace] {
        var places: [RowPlace] = []
        var insertedSections = [Bool](repeating: false, count: content.sections.count)
        for section in difference.sections.insertions {
            insertedSections[section] = true
        }
        for (section, oldPlaces) in oldRowPlaces.enumerated() {
            for (row, oldPlace) in oldPlaces.enumerated() where oldPlace == nil || insertedSections[section] {
                places.append(RowPlace(section: section, row: row))
            }
        }
        return places + reloadedPlaces
    }

    /// Each row of `new`'s old place, each row of `old`'s new place, and the identifiers of the
    /// old rows `new` lacks, from `newPlaces` (where each row of `new` is): one look-up per old
    /// row.
    private static func match(
        _ old: DescribedContent, to new: DescribedContent, newPlaces: [DescribedID: RowPlace]
    ) -> (oldPlaces: [[RowPlace?]], newPlacesOfOld: [[RowPlace?]], removed: [DescribedID]) {
        var oldPlaces = new.sections.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        var newPlacesOfOld = old.sections.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        var removed: [DescribedID] = []
        // Rows are read in place, by index: copying a row description retains all it holds.
        for (sectionIndex, section) in old.sections.enumerated() {
            let rows = section.rows
            for rowIndex in rows.indices {
                let id = rows[rowIndex].id
                guard let place = newPlaces[id] else {
                    removed.append(id)
                    continue
                }
                oldPlaces[place.section][place.row] = RowPlace(section: sectionIndex, row: rowIndex)
                newPlacesOfOld[sectionIndex][rowIndex] = place
            }
        }
        return (oldPlaces, newPlacesOfOld, removed)
    }

    /// Where each row of `content` is, by identifier (its identifiers are unique).
    private static func places(of content: DescribedContent) -> [DescribedID: RowPlace] {
        var places: [DescribedID: RowPlace] = [:]
        places.reserveCapacity(content.rowCount)
        for (sectionIndex, section) in content.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                places[row.id] = RowPlace(section: sectionIndex, row: rowIndex)
            }
        }
        return places
    }
}

/// How a row that keeps its identifier changed between two contents.
enum RowChange {
    /// Not at all.
    case none
    /// Its view model: the same cell can show the new one.
    case viewModel
    /// Its cell class, reuse identifier, backing node or heights: it is reloaded, so that the
    /// table asks for a new cell and its height again.
    case reload
}

extension RowDescription {
    /// How this row differs from `old`, the same identifier's row before.
    func change(from old: RowDescription) -> RowChange {
        withUnsafePointer(to: self) { new in
            withUnsafePointer(to: old) { old in Self.change(new, from: old) }
        }
    }

    /// How the row at `new` differs from the row at `old`, the same identifier's row before,
    /// reading both in place: an update compares every surviving row, and passing rows by value
    /// copied each (retaining all it holds).
    static func change(_ new: UnsafePointer<RowDescription>, from old: UnsafePointer<RowDescription>) -> RowChange {
        switch new.pointee.source {
        case .content(let content):
            guard case .content(let oldContent) = old.pointee.source, new.pointee.height == old.pointee.height,
                new.pointee.estimatedHeight == old.pointee.estimatedHeight
            else { return .reload }
            return rowContentChange(content, from: oldContent)
        case .node(_, let node):
            guard case .node(_, let oldNode) = old.pointee.source else { return .reload }
            return node == oldNode ? .none : .reload
        }
    }
}

extension SectionedDifference {
    /// The difference ``init(from:to:)`` finds, from rows already matched by identifier: the
    /// update plan matched them with the dictionary its duplicate check built, so hashing every
    /// row again, and making an `IndexPath` for each, is not needed (they were a sixth of a large
    /// update's instructions). The rules are those of ``init(from:to:)``, and so is the order of
    /// each list.
    ///
    /// - Parameters:
    ///   - oldSections: The old sections' identities.
    ///   - newSections: The new sections' identities.
    ///   - oldPlaces: For each new row, its old place; nil for a new identifier.
    ///   - newPlacesOfOld: For each old row, its new place; nil for a removed identifier.
    init<SectionID: Hashable>(
        sections oldSections: [SectionID], to newSections: [SectionID], oldPlaces: [[RowPlace?]],
        newPlacesOfOld: [[RowPlace?]]
    ) {
        sections = ListDifference(from: oldSections, to: newSections)
        var sectionTarget = [Int?](repeating: nil, count: oldSections.count)
        let sectionMatch = ElementPairing(old: ContiguousArray(oldSections), new: ContiguousArray(newSections))
        for (oldSection, newSection) in sectionMatch.oldToNew.enumerated() where newSection >= 0 {
            sectionTarget[oldSection] = newSection
        }
        let insertedSections = Set(sections.insertions)

        var insertions: [IndexPath] = []
        // Per new section, its rows that came from the section it continues, for the LIS.
        var stayingCandidates = [[(from: RowPlace, to: Int)]](repeating: [], count: newSections.count)
        var crossMoves: [RowMove] = []
        for (section, places) in oldPlaces.enumerated() where !insertedSections.contains(section) {
            for (row, from) in places.enumerated() {
                guard let from, let target = sectionTarget[from.section] else {
                    insertions.append(IndexPath(indexes: [section, row]))
                    continue
                }
                if target == section {
                    stayingCandidates[section].append((from, row))
                } else {
                    crossMoves.append(RowMove(from: from.indexPath, to: IndexPath(indexes: [section, row])))
                }
            }
        }
        var deletions: [IndexPath] = []
        for (section, places) in newPlacesOfOld.enumerated() where sectionTarget[section] != nil {
            for (row, to) in places.enumerated() {
                if let to, !insertedSections.contains(to.section) { continue }
                deletions.append(IndexPath(indexes: [section, row]))
            }
        }
        var moves = crossMoves
        for (section, candidates) in stayingCandidates.enumerated() where !candidates.isEmpty {
            let staying = longestIncreasingSubsequence(candidates.map { $0.from.row }).marks
            for (position, candidate) in candidates.enumerated() where !staying[position] {
                moves.append(RowMove(from: candidate.from.indexPath, to: IndexPath(indexes: [section, candidate.to])))
            }
        }
        moves.sort { $0.to < $1.to }
        rowDeletions = deletions
        rowInsertions = insertions
        rowMoves = moves
    }
}
