import Foundation

/// The first visible rows before an update and where they were on screen, so that the update
/// can leave the first surviving one where it was.
///
/// A row of the described node is remembered by identifier; a row of another node by its index
/// path, which moves by as many sections as the described node gains or loses when it lies after
/// the node's sections.
@MainActor
struct VisibleRowAnchor {
    /// A remembered row: how to find it after the update, and its distance from the viewport's top.
    private struct Candidate {
        var id: DescribedID?
        var path: IndexPath
        var offset: CGFloat
    }

    private var candidates: [Candidate] = []
    private var sectionsBefore: Range<Int>

    /// Remembers the visible rows of `table` (at most a screenful), topmost first; nil when the
    /// node is not located or nothing is visible.
    init?(node: DescribedTableDelegate, table: TableView) {
        guard let sections = node.sectionRange, let visible = table.indexPathsForVisibleRows else { return nil }
        sectionsBefore = sections
        let top = table.contentOffset.y
        for path in visible.sorted() {
            let offset = table.rectForRow(at: path).minY - top
            candidates.append(Candidate(id: node.rowID(at: path), path: path, offset: offset))
        }
    }

    /// Scrolls `table` so that the first remembered row that survived is where it was.
    func restore(node: DescribedTableDelegate, table: TableView) {
        // The node was located before the update (its caller checked), and an update keeps it so.
        guard let sectionsAfter = node.sectionRange else { return }
        for candidate in candidates {
            let path: IndexPath?
            if let id = candidate.id {
                path = node.indexPath(forRowID: id)
            } else if candidate.path.section >= sectionsBefore.upperBound {
                let shift = sectionsAfter.count - sectionsBefore.count
                path = IndexPath(row: candidate.path.row, section: candidate.path.section + shift)
            } else if candidate.path.section < sectionsBefore.lowerBound {
                path = candidate.path
            } else {
                path = nil
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
}
