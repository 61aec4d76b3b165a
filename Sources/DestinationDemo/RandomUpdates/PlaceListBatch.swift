import CascadingTableDelegate
import Foundation

/// The batch update that turns a screen showing one ``PlaceList`` into one showing another, as
/// the described node applies it: sections and rows deleted (numbered before the update),
/// inserted and moved (numbered after it), and rows reconfigured (their place's visits changed;
/// numbered after it, their cells kept).
///
/// It is worked out from the two lists with the library's ``SectionedDifference``, by identity, as
/// the described node does; a place's header and cell never change kind, so the node has nothing
/// to reload.
public struct PlaceListBatch: Equatable, Sendable {
    /// The structural difference.
    public var difference: SectionedDifference
    /// The rows whose place kept its identity but changed, after the update.
    public var reconfiguredRows: [IndexPath]

    /// Works out the batch from `old` to `new`.
    public init(from old: PlaceList, to new: PlaceList) {
        func sections(_ list: PlaceList) -> [DiffSection<String, Int>] {
            list.groups.map { DiffSection(id: $0.name, rows: $0.places.map(\.id)) }
        }
        difference = SectionedDifference(from: sections(old), to: sections(new))
        var oldPlaces: [Int: Place] = [:]
        for place in old.groups.flatMap(\.places) {
            oldPlaces[place.id] = place
        }
        let insertedSections = Set(difference.sections.insertions)
        let insertedRows = Set(difference.rowInsertions)
        reconfiguredRows = new.groups.enumerated().flatMap { section, group in
            group.places.enumerated().compactMap { row, place -> IndexPath? in
                let path = IndexPath(row: row, section: section)
                guard !insertedSections.contains(section), !insertedRows.contains(path),
                    let before = oldPlaces[place.id], before != place
                else { return nil }
                return path
            }
        }
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        difference.sections.isEmpty && difference.rowDeletions.isEmpty && difference.rowInsertions.isEmpty
            && difference.rowMoves.isEmpty && reconfiguredRows.isEmpty
    }

    /// Two lines, sections then rows, each naming only what happened.
    public var lines: [String] {
        let sections = difference.sections
        let sectionParts = [
            part("deleted", sections.deletions.map { "\($0)" }),
            part("inserted", sections.insertions.map { "\($0)" }),
            part("moved", sections.moves.map { "\($0.from)→\($0.to)" }),
        ]
        let rowParts = [
            part("deleted", difference.rowDeletions.map(\.traceText)),
            part("inserted", difference.rowInsertions.map(\.traceText)),
            part("moved", difference.rowMoves.map { "\($0.from.traceText)→\($0.to.traceText)" }),
            part("reconfigured", reconfiguredRows.map(\.traceText)),
        ]
        return [
            "  sections: " + (sectionParts.compactMap { $0 }.joined(separator: " · ").nonEmpty ?? "unchanged"),
            "  rows:     " + (rowParts.compactMap { $0 }.joined(separator: " · ").nonEmpty ?? "unchanged"),
        ]
    }

    private func part(_ name: String, _ items: [String]) -> String? {
        items.isEmpty ? nil : "\(name) " + items.joined(separator: ", ")
    }
}

extension String {
    /// The string, or nil when it is empty.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
