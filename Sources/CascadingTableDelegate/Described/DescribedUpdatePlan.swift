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
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    init(from old: DescribedContent, to new: DescribedContent, policy: DuplicateIdentifierPolicy) {
        let sanitized = ContentSanitizer(new, policy: policy)
        reports = sanitized.reports
        isRejected = policy == .reject && !sanitized.reports.isEmpty
        content = isRejected ? old : sanitized.content
        let target = content

        var oldSections: [DescribedID: SectionDescription] = [:]
        oldSections.reserveCapacity(old.sections.count)
        for section in old.sections {
            oldSections[section.id] = section
        }
        let oldDiff = old.sections.map {
            DiffSection(id: SectionKey(id: $0.id, replaced: false), rows: $0.rows.map(\.id))
        }
        let newDiff = target.sections.map { section in
            var replaced = false
            if let previous = oldSections[section.id] {
                replaced = !previous.hasSameSupplements(as: section)
            }
            return DiffSection(id: SectionKey(id: section.id, replaced: replaced), rows: section.rows.map(\.id))
        }
        var difference = SectionedDifference(from: oldDiff, to: newDiff)

        var oldRows: [DescribedID: (path: IndexPath, row: RowDescription)] = [:]
        oldRows.reserveCapacity(old.rowCount)
        for (sectionIndex, section) in old.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                oldRows[row.id] = (IndexPath(indexes: [sectionIndex, rowIndex]), row)
            }
        }
        let insertedSections = Set(difference.sections.insertions)
        let insertedRows = Set(difference.rowInsertions)
        var moveIndex: [IndexPath: Int] = [:]
        for (position, move) in difference.rowMoves.enumerated() {
            moveIndex[move.to] = position
        }
        var reloads: [IndexPath] = []
        var reconfigures: [IndexPath] = []
        var unmoved = Set<Int>()
        for (sectionIndex, section) in target.sections.enumerated() where !insertedSections.contains(sectionIndex) {
            for (rowIndex, row) in section.rows.enumerated() {
                let path = IndexPath(indexes: [sectionIndex, rowIndex])
                guard let previous = oldRows[row.id], !insertedRows.contains(path) else { continue }
                switch row.change(from: previous.row) {
                case .none:
                    continue
                case .viewModel where !row.reloadsOnChange:
                    reconfigures.append(previous.path)
                case .viewModel, .reload:
                    if let move = moveIndex[path] {
                        // UIKit rejects a reload and a move of one row: the row leaves and comes back.
                        unmoved.insert(move)
                        difference.rowDeletions.append(previous.path)
                        difference.rowInsertions.append(path)
                    } else {
                        reloads.append(previous.path)
                    }
                }
            }
        }
        if !unmoved.isEmpty {
            var kept: [SectionedDifference.RowMove] = []
            for (position, move) in difference.rowMoves.enumerated() where !unmoved.contains(position) {
                kept.append(move)
            }
            difference.rowMoves = kept
            difference.rowDeletions.sort()
            difference.rowInsertions.sort()
        }
        self.difference = difference
        self.reloads = reloads.sorted()
        self.reconfigures = reconfigures.sorted()
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
        switch (source, old.source) {
        case (.content(let content), .content(let oldContent)):
            guard content.reuseIdentifier == oldContent.reuseIdentifier, content.cellClass == oldContent.cellClass,
                height == old.height, estimatedHeight == old.estimatedHeight
            else { return .reload }
            return content.hasSameContent(as: oldContent) ? .none : .viewModel
        case (.node(_, let node), .node(_, let oldNode)):
            return node == oldNode ? .none : .reload
        default:
            return .reload
        }
    }
}
