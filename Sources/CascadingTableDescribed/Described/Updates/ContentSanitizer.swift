import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import Foundation

/// Finds duplicate identifiers in described content, and rows backed by a node that owns a range,
/// and applies a ``DuplicateIdentifierPolicy``; a pure value, so it runs wherever the difference
/// is computed.
struct ContentSanitizer: Sendable {
    /// The content with every later duplicate, and every row backed by a range node, dropped.
    private(set) var content: DescribedContent

    /// One report per row or section dropped, in content order.
    private(set) var reports: [TableViewDiagnostic] = []

    /// Where each row is in the content checked, by identifier, as a position among all its rows:
    /// the index the duplicate check builds anyway. Without ``reports`` it is also where each
    /// row of ``content`` is, and the update plan reuses it to match old rows to new ones.
    private(set) var rowPositions: RowPositions

    /// Checks `content`; `policy` only changes the wording of the reports (the caller decides
    /// whether to show ``content`` or keep the old one).
    ///
    /// A section without duplicates is kept as it is (its rows are not copied).
    init(_ content: DescribedContent, policy: DuplicateIdentifierPolicy) {
        let outcome = ContentRule.Outcome(policy)
        var sectionPlace: [DescribedID: Int] = [:]
        var rowPositions = RowPositions(forRowsOf: content.sections)
        // Where each section starts among all rows, to name a duplicate's first place.
        var starts: [Int] = []
        starts.reserveCapacity(content.sections.count + 1)
        var position = 0
        var nodePlace: [ObjectIdentifier: (id: DescribedID, section: Int, row: Int)] = [:]
        var kept: [SectionDescription] = []
        kept.reserveCapacity(content.sections.count)
        for (sectionIndex, section) in content.sections.enumerated() {
            let sectionStart = position
            starts.append(sectionStart)
            position += section.rows.count
            if let first = sectionPlace[section.id] {
                reports.append(ContentRule.duplicateSection(section.id, at: sectionIndex, firstAt: first, outcome))
                continue
            }
            sectionPlace[section.id] = sectionIndex
            // Copied only from the first row dropped on.
            var copied: [RowDescription]?
            // Rows are read in place, by index: copying a row description retains all it holds.
            let rows = section.rows
            for rowIndex in rows.indices {
                let id = rows[rowIndex].id
                // The identifier's description and the places are made only for a report: for
                // every row, it cast the identifier's value to find how to describe it.
                var problem: TableViewDiagnostic?
                let place = { ContentRule.place(row: rowIndex, section: sectionIndex) }
                // One hash per row: the place is set at once, and put back for a duplicate.
                let earlier = rowPositions.updateValue(sectionStart + rowIndex, forKey: id)
                if let first = earlier {
                    rowPositions[id] = first
                    let firstSection = SectionFinger.section(of: first, startingAt: starts, count: starts.count)
                    problem = ContentRule.duplicateIdentifier(
                        id, at: place(),
                        firstAt: ContentRule.place(row: first - starts[firstSection], section: firstSection),
                        outcome)
                } else if rows[rowIndex].isBackedByNode, case .node(let handle) = rows[rowIndex].source {
                    let node = handle.identity
                    if handle.ownsRange {
                        problem = ContentRule.rangeNode(id, at: place(), outcome)
                    } else if let first = nodePlace[node] {
                        problem = ContentRule.sharedNode(
                            id, at: place(), nodeOf: first.id,
                            firstAt: ContentRule.place(row: first.row, section: first.section), outcome)
                    } else {
                        nodePlace[node] = (id, sectionIndex, rowIndex)
                    }
                }
                if let problem {
                    reports.append(problem)
                    if earlier == nil {
                        // A dropped row that was first with its identifier is not placed.
                        rowPositions[id] = nil
                    }
                    if copied == nil { copied = Array(rows[..<rowIndex]) }
                    continue
                }
                copied?.append(rows[rowIndex])
            }
            if let copied {
                var copy = section
                copy.rows = copied
                kept.append(copy)
            } else {
                kept.append(section)
            }
        }
        self.content = DescribedContent(sections: kept)
        self.rowPositions = rowPositions
    }
}
