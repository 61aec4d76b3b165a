import Foundation

/// Finds duplicate identifiers in described content and applies a ``DuplicateIdentifierPolicy``;
/// a pure value, so it runs wherever the difference is computed.
struct ContentSanitizer: Sendable {
    /// The content with every later duplicate dropped.
    private(set) var content: DescribedContent

    /// One report per duplicate, in content order.
    private(set) var reports: [TableViewDiagnostic] = []

    /// Checks `content`; `policy` only changes the wording of the reports (the caller decides
    /// whether to show ``content`` or keep the old one).
    init(_ content: DescribedContent, policy: DuplicateIdentifierPolicy) {
        let outcome =
            policy == .keepFirst
            ? "the later one was dropped" : "the update was rejected and the previous content kept"
        var sectionPlace: [DescribedID: Int] = [:]
        var rowPlace: [DescribedID: (section: Int, row: Int)] = [:]
        var nodePlace: [ObjectIdentifier: (id: DescribedID, section: Int, row: Int)] = [:]
        var kept: [SectionDescription] = []
        kept.reserveCapacity(content.sections.count)
        for (sectionIndex, section) in content.sections.enumerated() {
            if let first = sectionPlace[section.id] {
                reports.append(
                    Self.report(
                        section.id,
                        "Duplicate section identifier \(section.id) at section \(sectionIndex), first at section "
                            + "\(first); \(outcome)."))
                continue
            }
            sectionPlace[section.id] = sectionIndex
            var rows: [RowDescription] = []
            rows.reserveCapacity(section.rows.count)
            for (rowIndex, row) in section.rows.enumerated() {
                if let first = rowPlace[row.id] {
                    reports.append(
                        Self.report(
                            row.id,
                            "Duplicate row identifier \(row.id) at row \(rowIndex) of section \(sectionIndex), "
                                + "first at row \(first.row) of section \(first.section); \(outcome)."))
                    continue
                }
                if case .node(_, let node) = row.source {
                    if let first = nodePlace[node] {
                        reports.append(
                            Self.report(
                                row.id,
                                "Row \(row.id) at row \(rowIndex) of section \(sectionIndex) is backed by the node "
                                    + "of row \(first.id), first at row \(first.row) of section \(first.section); "
                                    + "\(outcome)."))
                        continue
                    }
                    nodePlace[node] = (row.id, sectionIndex, rowIndex)
                }
                rowPlace[row.id] = (sectionIndex, rowIndex)
                rows.append(row)
            }
            var copy = section
            copy.rows = rows
            kept.append(copy)
        }
        self.content = DescribedContent(sections: kept)
    }

    /// A duplicate report.
    private static func report(_ id: DescribedID, _ message: String) -> TableViewDiagnostic {
        TableViewDiagnostic(kind: .duplicateIdentifier(id.description), message: message)
    }
}
