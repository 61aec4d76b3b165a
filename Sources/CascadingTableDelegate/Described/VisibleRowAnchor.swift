import Foundation

/// The first visible rows before an update and where they were on screen, so that the update
/// can leave the first surviving one where it was.
///
/// A row of the described node is remembered by identifier; a row of another node by its index
/// path, which moves by as many sections (or rows of the same section) as the described node
/// gains or loses when it lies after the node's part of the table.
@MainActor
struct VisibleRowAnchor {
    /// A remembered row: how to find it after the update, and its distance from the viewport's top.
    private struct Candidate {
        var id: DescribedID?
        var path: IndexPath
        var offset: CGFloat
    }

    private var candidates: [Candidate] = []
    private var regionBefore: NodeRegion

    /// Remembers the visible rows of `table` (at most a screenful), topmost first; nil when the
    /// node is not located or nothing is visible.
    init?(node: some DescribedNode, table: TableView) {
        guard let region = node.regionInTable, let visible = table.indexPathsForVisibleRows else { return nil }
        regionBefore = region
        let top = table.contentOffset.y
        for path in visible.sorted() {
            let offset = table.rectForRow(at: path).minY - top
            candidates.append(Candidate(id: node.rowID(at: path), path: path, offset: offset))
        }
    }

    /// Scrolls `table` so that the first remembered row that survived is where it was.
    func restore(node: some DescribedNode, table: TableView) {
        // The node was located before the update (its caller checked), and an update keeps it so.
        guard let regionAfter = node.regionInTable else { return }
        for candidate in candidates {
            let path: IndexPath?
            if let id = candidate.id {
                path = node.indexPath(forRowID: id)
            } else {
                path = Self.path(of: candidate.path, from: regionBefore, to: regionAfter)
            }
            guard let path, path.section < table.numberOfSections,
                path.row < table.numberOfRows(inSection: path.section)
            else { continue }
            // Within the content, as a user could scroll: code-set offsets are not clamped, and
            // content shorter than the viewport stays at its top.
            let y = table.boundedContentOffsetY(table.rectForRow(at: path).minY - candidate.offset)
            if y != table.contentOffset.y {
                table.contentOffset = CGPoint(x: 0, y: y)
            }
            return
        }
    }

    /// Where a row of another node is after the node's part grew or shrank from `before` to
    /// `after`: rows after that part move with its end; nil for a row inside it.
    private static func path(of path: IndexPath, from before: NodeRegion, to after: NodeRegion) -> IndexPath? {
        switch (before, after) {
        case (.sections(let old), .sections(let new)):
            if path.section >= old.upperBound {
                return IndexPath(row: path.row, section: path.section + new.count - old.count)
            }
            return path.section < old.lowerBound ? path : nil
        case (.rows(let section, let old), .rows(_, let new)) where path.section == section:
            if path.row >= old.upperBound {
                return IndexPath(row: path.row + new.count - old.count, section: section)
            }
            return path.row < old.lowerBound ? path : nil
        case (.rows, .rows):
            return path
        default:
            // The whole table is the node's: every row has an identifier.
            return nil
        }
    }
}
