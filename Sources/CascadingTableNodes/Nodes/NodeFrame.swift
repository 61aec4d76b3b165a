import CascadingTableView
import Foundation

/// How a node's own coordinates map to the table's: what to add to a section or row it sees.
package struct NodeFrame {
    /// The table the frame places the node in.
    package let table: TableView
    var sectionShift = 0
    var rowShift = 0
    package var region = NodeRegion.table
    /// The section a section-level ancestor (or the node itself) fixed, if any.
    var fixedSection: Int?
    /// The row a row-level ancestor (or the node itself) fixed, if any.
    var fixedRow: Int?
    /// Whether the frame places the node as the table shows it: through the children each
    /// ancestor had before the batch being recorded changed them.
    var asShown = false
    /// Whether the frame is a check's: worked out without asking any count. A step that would
    /// ask one fails and sets ``askedForCounts``.
    var asksNothing = false
    /// Whether a check's walk stopped at a step that would have asked counts.
    var askedForCounts = false

    /// The frame of a root in `table`: the whole table.
    init(table: TableView, asShown: Bool = false, asksNothing: Bool = false) {
        self.table = table
        self.asShown = asShown
        self.asksNothing = asksNothing
    }
}

@MainActor
extension NodeFrame {
    /// Moves the frame from `router` to its `child`; false when the child can never be reached.
    mutating func step(into child: any CascadingTableDelegate, of router: PropagatingTableDelegate, span: ChildSpan)
        -> Bool
    {
        let (start, count) = (span.start, span.count)
        switch router.propagationMode {
        case .section:
            if child.ownsRange && span.measured {
                region = .sections(sectionShift + start..<sectionShift + start + count)
                sectionShift += start
            } else {
                let section = sectionShift + start
                guard fixedSection == nil || fixedSection == section else { return false }
                fixedSection = section
                region = .sections(section..<section + 1)
            }
        case .row:
            guard let section = fixedSection else { return false }
            if child.ownsRange && span.measured {
                region = .rows(section: section, rowShift + start..<rowShift + start + count)
                rowShift += start
                // The range sees its section as 0.
                sectionShift = section
            } else {
                let row = rowShift + start
                guard fixedRow == nil || fixedRow == row else { return false }
                fixedRow = row
                region = .rows(section: section, row..<row + 1)
            }
        }
        return true
    }

    /// Moves the frame to a row that a node sees at `local` (its own coordinates): the frame of a
    /// node that answers for that one row, in the same coordinates.
    package mutating func fixRow(at local: IndexPath) -> Bool {
        let section = local[0] + sectionShift
        let row = local[1] + rowShift
        guard fixedSection == nil || fixedSection == section, fixedRow == nil else { return false }
        fixedSection = section
        fixedRow = row
        region = .rows(section: section, row..<row + 1)
        return true
    }

    /// Whether the table row `indexPath` lies in the region.
    @MainActor
    func contains(_ indexPath: IndexPath) -> Bool {
        let (section, row) = (indexPath[0], indexPath[1])
        switch region {
        case .table, .sections:
            guard containsSection(section) else { return false }
            return row >= 0 && row < table.numberOfRows(inSection: section)
        case .rows(let regionSection, let rows):
            return section == regionSection && rows.contains(row)
        }
    }

    /// Whether the table section `section` lies in the region (for rows, is their section).
    @MainActor
    func containsSection(_ section: Int) -> Bool {
        switch region {
        case .table: section >= 0 && section < table.numberOfSections
        case .sections(let sections): sections.contains(section)
        case .rows(let regionSection, _): section == regionSection
        }
    }
}
