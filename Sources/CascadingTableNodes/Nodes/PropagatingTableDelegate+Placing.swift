import CascadingTableCollections
import CascadingTableView
import Foundation

// Placing a child: where it starts among the node's units, as the table shows them or as the
// tree is now, for the location walk (see `CascadingTableDelegate+Location.swift`).
extension PropagatingTableDelegate {
    /// Moves `frame` to the child at `child.index`, which must be `child`.
    final func placeChild(_ child: any CascadingTableDelegate, in frame: inout NodeFrame) -> Bool {
        if frame.asShown, let shown = shownChildren {
            guard let span = shown.span(of: child) else { return false }
            return frame.step(into: child, of: self, span: span)
        }
        let position = child.index
        guard self.child(at: position) === child else { return false }
        if frame.asksNothing && routing.hasRangeChildren && (routing.counted ?? routing.extents) == nil {
            // A check's walk, which would count the children here.
            frame.askedForCounts = true
            return false
        }
        guard let span = currentSpan(ofChildAt: position, frame: frame) else { return false }
        return frame.step(into: child, of: self, span: span)
    }

    /// Where the child at `position` starts among this node's units (sections, or rows of the
    /// frame's section) and how many it has, from the children as they are now; nil when a
    /// `.row`-mode node is not inside a section. The frame's table is read only when the children
    /// must be counted: a copy of it at each step was a retain and a release of the table.
    private func currentSpan(ofChildAt position: Int, frame: NodeFrame) -> ChildSpan? {
        let section: Int
        switch propagationMode {
        case .section: section = 0
        case .row:
            guard let fixed = frame.fixedSection else { return nil }
            section = fixed - frame.sectionShift
        }
        guard routing.hasRangeChildren else { return ChildSpan(start: position, count: 1, measured: false) }
        // As shown: the counts the table holds. Now: the counts it asked last, which it holds or
        // is about to (in a batch, after its update). A tree the table has not counted since its
        // children changed is counted here, for this answer only. Read in place: a copy of the
        // extents retains their arrays.
        if !frame.asShown && routing.counted?.count != nil {
            return routing.counted?.span(ofChildAt: position)
        }
        if routing.extents?.count != nil {
            return routing.extents?.span(ofChildAt: position)
        }
        return currentExtents(inSection: section, of: frame.table).span(ofChildAt: position)
    }
}
