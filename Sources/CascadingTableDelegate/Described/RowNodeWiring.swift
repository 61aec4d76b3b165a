import Foundation

/// Works out, while a described table installs a plan, how the row nodes of one section's node
/// change, for ``ChildWiring``: a row node found at the old place the plan gives its row was a
/// child already, so only the few others are looked at.
@MainActor
struct RowNodeWiring {
    /// The parent's children before the update.
    private let old: [any CascadingTableDelegate]

    /// The plan's number of the old section whose rows `old` showed; nil for a new parent.
    private let oldSection: Int?

    /// The parent.
    private unowned let parent: PropagatingTableDelegate

    /// Which old children are children still.
    private var kept: [Bool]

    /// The wiring found so far.
    private var wiring = ChildWiring()

    /// Starts with `parent`, whose children before the update were `old`, the rows of old section
    /// `oldSection` in the plan's numbering (nil when none).
    init(parent: PropagatingTableDelegate, old: [any CascadingTableDelegate], oldSection: Int?) {
        self.parent = parent
        self.old = old
        self.oldSection = oldSection
        kept = [Bool](repeating: false, count: old.count)
        wiring.unretained.reserveCapacity(old.count)
    }

    /// Notes the parent's next child, `child` (`described` when it is a described row node), the
    /// node of a row the plan found at `oldPlace`.
    ///
    /// A described row node gets its position as index here, while it is at hand; its parent
    /// too is known unless it is new to the parent. Any other node is wired by the parent as
    /// usual (``PropagatingTableDelegate/wire(_:)``).
    mutating func note(_ child: any CascadingTableDelegate, described: DescribedRowDelegate?, from oldPlace: RowPlace?)
    {
        let position = wiring.unretained.count
        if let described {
            // A described row node is a bare node that owns no range.
            wiring.unretained.append(Unmanaged.passUnretained(described))
        } else {
            wiring.append(child)
        }
        defer {
            if let described, described.index != position {
                described.index = position
            }
        }
        if let oldPlace, oldPlace.section == oldSection, old.indices.contains(oldPlace.row), old[oldPlace.row] === child
        {
            kept[oldPlace.row] = true
            // A described row node belongs to its described node: nothing else adopts it, so its
            // parent is still this one. A hand-written node can be shown elsewhere too.
            if described == nil {
                wiring.unwired.append(position)
            }
            return
        }
        wiring.unwired.append(position)
        if let index = oldIndex(of: child) {
            kept[index] = true
        } else {
            wiring.added.append(child)
        }
    }

    /// The wiring, once every child is noted.
    func finish() -> ChildWiring {
        var wiring = wiring
        for index in old.indices where !kept[index] {
            wiring.removed.append(old[index])
        }
        return wiring
    }

    /// Where `child`, not at its row's old place, was among the old children, if it was: a child
    /// names its parent and position (the parent set them), except a hand-written node shown
    /// elsewhere too, which is searched for.
    private func oldIndex(of child: any CascadingTableDelegate) -> Int? {
        let index = child.index
        if child.parentDelegate === parent, old.indices.contains(index), old[index] === child {
            return index
        }
        guard !(child is DescribedRowDelegate) else { return nil }
        return old.firstIndex { $0 === child }
    }
}
