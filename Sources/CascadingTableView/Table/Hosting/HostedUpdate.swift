import Foundation

/// One batch update a shadow table accepted, as its host replays it: the same index paths, in
/// UIKit's numbering, each insert, delete and reload with the animation its operation asked for.
///
/// A host replays each kind of operation once per animation (``deletedRowsByAnimation`` and its
/// siblings), so that a batch deleting rows `.left` and inserting others `.right` plays both.
///
/// Deletes, reloads and reconfigurations name rows and sections before the update; inserts name
/// them after it; moves name an old source and a new destination. Applied as one
/// `performBatchUpdates` to a table that showed the shadow's old state, it shows the new one.
public struct HostedUpdate: Equatable, Sendable {
    /// A row that moves: where it was before the update, where it is after it.
    public struct RowMove: Equatable, Sendable {
        /// The row's index path before the update.
        public var from: IndexPath
        /// The row's index path after the update.
        public var to: IndexPath
    }

    /// A section that moves: where it was before the update, where it is after it.
    public struct SectionMove: Equatable, Sendable {
        /// The section's position before the update.
        public var from: Int
        /// The section's position after the update.
        public var to: Int
    }

    /// Sections deleted, before the update.
    public var deletedSections = IndexSet()
    /// Sections inserted, after the update.
    public var insertedSections = IndexSet()
    /// Sections reloaded, before the update.
    public var reloadedSections = IndexSet()
    /// Sections moved.
    public var movedSections: [SectionMove] = []
    /// Rows deleted, before the update, in order.
    public var deletedRows: [IndexPath] = []
    /// Rows inserted, after the update, in order.
    public var insertedRows: [IndexPath] = []
    /// Rows reloaded (a new cell), before the update, in order.
    public var reloadedRows: [IndexPath] = []
    /// Rows reconfigured (the same cell, configured again), before the update, in order. Rows the
    /// same update deletes or reloads, or whose section it deletes or reloads, are left out: they
    /// get a new cell anyway, and UIKit refuses to reconfigure a row it removes.
    public var reconfiguredRows: [IndexPath] = []
    /// Rows moved.
    public var movedRows: [RowMove] = []
    /// The animation the batch asked for first, or ``TableView/RowAnimation/automatic`` when none
    /// did (a batch of moves and reconfigurations alone, as UIKit's own calls take none). A row
    /// or section whose operation named no animation is replayed with it.
    public var animation: TableView.RowAnimation = .automatic
    /// The animation of each row and section the update deletes, inserts or reloads.
    var partAnimations = PartAnimations()

    /// The deleted rows, grouped by their animations, in the order of ``deletedRows``.
    public var deletedRowsByAnimation: [(animation: TableView.RowAnimation, rows: [IndexPath])] {
        grouped(deletedRows, partAnimations.deletedRows)
    }

    /// The inserted rows, grouped by their animations, in the order of ``insertedRows``.
    public var insertedRowsByAnimation: [(animation: TableView.RowAnimation, rows: [IndexPath])] {
        grouped(insertedRows, partAnimations.insertedRows)
    }

    /// The reloaded rows, grouped by their animations, in the order of ``reloadedRows``.
    public var reloadedRowsByAnimation: [(animation: TableView.RowAnimation, rows: [IndexPath])] {
        grouped(reloadedRows, partAnimations.reloadedRows)
    }

    /// The deleted sections, grouped by their animations.
    public var deletedSectionsByAnimation: [(animation: TableView.RowAnimation, sections: IndexSet)] {
        grouped(Array(deletedSections), partAnimations.deletedSections).map { ($0.animation, IndexSet($0.rows)) }
    }

    /// The inserted sections, grouped by their animations.
    public var insertedSectionsByAnimation: [(animation: TableView.RowAnimation, sections: IndexSet)] {
        grouped(Array(insertedSections), partAnimations.insertedSections).map { ($0.animation, IndexSet($0.rows)) }
    }

    /// The reloaded sections, grouped by their animations.
    public var reloadedSectionsByAnimation: [(animation: TableView.RowAnimation, sections: IndexSet)] {
        grouped(Array(reloadedSections), partAnimations.reloadedSections).map { ($0.animation, IndexSet($0.rows)) }
    }

    /// `keys` grouped by their animations in `animations` (``animation`` for one without), each
    /// group in the order of `keys`, the groups in the order of their first key.
    private func grouped<Key: Hashable>(
        _ keys: [Key], _ animations: [Key: TableView.RowAnimation]
    ) -> [(animation: TableView.RowAnimation, rows: [Key])] {
        var groups: [(animation: TableView.RowAnimation, rows: [Key])] = []
        for key in keys {
            let keyAnimation = animations[key] ?? animation
            if let index = groups.firstIndex(where: { $0.animation == keyAnimation }) {
                groups[index].rows.append(key)
            } else {
                groups.append((keyAnimation, [key]))
            }
        }
        return groups
    }

    /// Creates an empty update.
    public init() {}

    /// The update a validated batch describes.
    init(_ batch: BatchUpdate) {
        deletedSections = IndexSet(batch.deletedSections)
        insertedSections = IndexSet(batch.insertedSections)
        reloadedSections = IndexSet(batch.reloadedSections)
        movedSections = batch.movedSections.map { SectionMove(from: $0.from, to: $0.to) }
        deletedRows = batch.deletedRows.sorted()
        insertedRows = batch.insertedRows.sorted()
        reloadedRows = batch.reloadedRows.sorted()
        movedRows = batch.movedRows.map { RowMove(from: $0.from, to: $0.to) }
        let replaced = Set(batch.deletedRows + batch.reloadedRows)
        let replacedSections = IndexSet(batch.deletedSections + batch.reloadedSections)
        // A moved row stays: the shadow configures its cell again at its destination, and so must
        // the host.
        var seen = Set<IndexPath>()
        reconfiguredRows = batch.reconfiguredRows.filter {
            !replaced.contains($0) && !replacedSections.contains($0.section) && seen.insert($0).inserted
        }
        animation = batch.animations.first ?? .automatic
        partAnimations = batch.partAnimations
    }

    /// Whether the update changes nothing (a batch that only validated the counts).
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty
            && movedRows.isEmpty
    }
}
