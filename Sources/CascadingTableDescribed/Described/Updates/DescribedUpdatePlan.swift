import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import Foundation

/// Everything needed to turn a table showing one described content into one showing another,
/// computed without the table: a pure, `Sendable` value, so large contents can be diffed off the
/// main actor.
///
/// Duplicates are handled first (``ContentSanitizer``, whose identifier index of the new content
/// also matches the old rows to the new ones: one look-up per old row). The structure is a
/// ``SectionedDifference`` of the matched rows; on top of it, a surviving row whose view model
/// changed is **reconfigured** (its cell is kept and configured again) or, when it asks for it
/// (``RowDescription/reloadsOnChange``) or its cell class, node or heights changed, **reloaded**
/// (one that also moves is reloaded by a delete and an insert when the batch is applied). A
/// section whose header or footer changed leaves and re-enters the table.
struct DescribedUpdatePlan: Sendable {
    /// The content to show: the new content with duplicates dropped, or the old content when the
    /// update was rejected.
    var content: DescribedContent

    /// The duplicate reports.
    var reports: [TableViewDiagnostic]

    /// Whether the update was rejected (duplicates under ``DuplicateIdentifierPolicy/reject``).
    var isRejected: Bool

    /// The changes, in the node's own coordinates.
    var changes: SectionedDifference

    /// The identity a section has in the difference: a section whose header or footer changed
    /// gets a new one, so it is deleted and inserted.
    private struct SectionKey: Hashable, Sendable {
        var id: DescribedID
        var replaced: Bool
    }

    /// Plans the update from `old` (the content shown, already free of duplicates) to `new`.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k* surviving rows.
    ///
    /// - Parameters:
    ///   - old: The content shown.
    ///   - new: The content to show.
    ///   - policy: What to do with duplicate identifiers.
    ///   - reloading: Identifiers of rows to reload even if nothing about them changed.
    init(
        from old: DescribedContent, to new: DescribedContent, policy: DuplicateIdentifierPolicy,
        reloading: Set<DescribedID> = []
    ) {
        let sanitized = ContentSanitizer(new, policy: policy)
        reports = sanitized.reports
        isRejected = policy == .reject && !sanitized.reports.isEmpty
        content = isRejected ? old : sanitized.content
        // The index the duplicate check built is where each row of `content` is, unless rows were
        // dropped (or the update rejected): then it is built again for what is shown.
        let newPlaces = sanitized.reports.isEmpty ? sanitized.rowPlaces : ContentSanitizer.places(of: content)
        let (oldPlaces, newPlacesOfOld) = Self.match(old, to: content, newPlaces: newPlaces)

        var oldSections: [DescribedID: SectionDescription] = [:]
        oldSections.reserveCapacity(old.sections.count)
        for section in old.sections {
            oldSections[section.id] = section
        }
        let oldKeys = old.sections.map { SectionKey(id: $0.id, replaced: false) }
        let newKeys = content.sections.map { section in
            SectionKey(
                id: section.id, replaced: oldSections[section.id].map { !$0.hasSameSupplements(as: section) } ?? false)
        }
        let structure = SectionedDifference(
            sections: oldKeys, to: newKeys, oldPlaces: oldPlaces, newPlacesOfOld: newPlacesOfOld)
        var comparison = RowComparison(old: old, new: content, difference: structure, reloading: reloading)
        for (sectionIndex, section) in content.sections.enumerated() {
            let places = oldPlaces[sectionIndex]
            for rowIndex in section.rows.indices {
                guard let previous = places[rowIndex] else { continue }
                comparison.compare(
                    section.rows[rowIndex], at: RowPlace(section: sectionIndex, row: rowIndex), from: previous)
            }
        }
        changes = comparison.changes(of: structure)
    }

    /// Each row of `new`'s old place and each row of `old`'s new place, from `newPlaces` (where
    /// each row of `new` is): one look-up per old row.
    private static func match(
        _ old: DescribedContent, to new: DescribedContent, newPlaces: [DescribedID: RowPlace]
    ) -> (oldPlaces: [[RowPlace?]], newPlacesOfOld: [[RowPlace?]]) {
        var oldPlaces = new.sections.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        var newPlacesOfOld = old.sections.map { [RowPlace?](repeating: nil, count: $0.rows.count) }
        for (sectionIndex, section) in old.sections.enumerated() {
            let rows = section.rows
            for rowIndex in rows.indices {
                guard let place = newPlaces[rows[rowIndex].id] else { continue }
                oldPlaces[place.section][place.row] = RowPlace(section: sectionIndex, row: rowIndex)
                newPlacesOfOld[sectionIndex][rowIndex] = place
            }
        }
        return (oldPlaces, newPlacesOfOld)
    }
}

extension RowDescription {
    /// How this row differs from `old`, the same identifier's row before.
    func change(from old: RowDescription) -> RowChange {
        switch source {
        case .content(let content):
            guard case .content(let oldContent) = old.source, height == old.height,
                estimatedHeight == old.estimatedHeight
            else { return .reload }
            return rowContentChange(content, from: oldContent)
        case .node(_, let node):
            guard case .node(_, let oldNode) = old.source else { return .reload }
            return node == oldNode ? .none : .reload
        }
    }
}

/// How a row that keeps its identifier changed between two contents.
enum RowChange: Sendable {
    /// Not at all.
    case none
    /// Its view model: the same cell can show the new one.
    case viewModel
    /// Its cell class, reuse identifier, backing node or heights: it is reloaded, so that the
    /// table asks for a new cell and its height again.
    case reload
}
