import Foundation

// A batch the shadow accepted, as its host replays it: the same index paths, in UIKit's numbering
// (deletes, reloads and reconfigurations before the update, inserts after it, moves from an old
// place to a new one), each insert, delete and reload with the animation its operation asked for.
// The host applies it as one `performBatchUpdates`; there is no second description of a batch.
extension BatchUpdate {
    /// The animation the batch asked for first, or `.automatic` when none did (a batch of moves
    /// and reconfigurations alone, as UIKit's own calls take none). A row or section whose
    /// operation named no animation is replayed with it.
    package var replayAnimation: TableView.RowAnimation {
        guard let first = animations.first else { return .automatic }
        return first
    }

    /// The deleted sections, grouped by their animations.
    package var replayedDeletedSections: [(animation: TableView.RowAnimation, sections: IndexSet)] {
        grouped(deletedSections.sorted(), partAnimations.deletedSections).map { ($0.animation, IndexSet($0.keys)) }
    }

    /// The inserted sections, grouped by their animations.
    package var replayedInsertedSections: [(animation: TableView.RowAnimation, sections: IndexSet)] {
        grouped(insertedSections.sorted(), partAnimations.insertedSections).map { ($0.animation, IndexSet($0.keys)) }
    }

    /// The reloaded sections, grouped by their animations.
    package var replayedReloadedSections: [(animation: TableView.RowAnimation, sections: IndexSet)] {
        grouped(reloadedSections.sorted(), partAnimations.reloadedSections).map { ($0.animation, IndexSet($0.keys)) }
    }

    /// The deleted rows, in order, grouped by their animations.
    package var replayedDeletedRows: [(animation: TableView.RowAnimation, rows: [IndexPath])] {
        grouped(deletedRows.sorted(), partAnimations.deletedRows).map { ($0.animation, $0.keys) }
    }

    /// The inserted rows, in order, grouped by their animations.
    package var replayedInsertedRows: [(animation: TableView.RowAnimation, rows: [IndexPath])] {
        grouped(insertedRows.sorted(), partAnimations.insertedRows).map { ($0.animation, $0.keys) }
    }

    /// The reloaded rows, in order, grouped by their animations.
    package var replayedReloadedRows: [(animation: TableView.RowAnimation, rows: [IndexPath])] {
        grouped(reloadedRows.sorted(), partAnimations.reloadedRows).map { ($0.animation, $0.keys) }
    }

    /// The rows the host configures again, each once. Rows the same update deletes or reloads, or
    /// whose section it deletes or reloads, are left out: they get a new cell anyway, and UIKit
    /// refuses to reconfigure a row it removes. A moved row stays: the shadow configures its
    /// cell again at its destination, and so must the host.
    package var replayedReconfiguredRows: [IndexPath] {
        let replaced = Set(deletedRows + reloadedRows)
        let replacedSections = IndexSet(deletedSections + reloadedSections)
        var seen = Set<IndexPath>()
        return reconfiguredRows.filter {
            !replaced.contains($0) && !replacedSections.contains($0.section) && seen.insert($0).inserted
        }
    }

    /// The moved rows, from where each was to where it is.
    package var replayedMovedRows: [(from: IndexPath, to: IndexPath)] { movedRows }

    /// The moved sections, from where each was to where it is.
    package var replayedMovedSections: [(from: Int, to: Int)] { movedSections }

    /// Whether the host has nothing to replay (a batch that only validated the counts).
    package var replaysNothing: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && replayedReconfiguredRows.isEmpty
    }

    /// `keys` grouped by their animations in `animations` (``replayAnimation`` for one without),
    /// each group in the order of `keys`, the groups in the order of their first key.
    private func grouped<Key: Hashable>(
        _ keys: [Key], _ animations: [Key: TableView.RowAnimation]
    ) -> [(animation: TableView.RowAnimation, keys: [Key])] {
        var groups: [(animation: TableView.RowAnimation, keys: [Key])] = []
        let unnamed = replayAnimation
        for key in keys {
            var keyAnimation = unnamed
            if let named = animations[key] {
                keyAnimation = named
            }
            if let index = groups.firstIndex(where: { $0.animation == keyAnimation }) {
                groups[index].keys.append(key)
            } else {
                groups.append((keyAnimation, [key]))
            }
        }
        return groups
    }
}
