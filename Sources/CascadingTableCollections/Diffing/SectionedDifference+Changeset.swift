import Foundation

// The difference as the library's one batch of changes: made from its parts, or from the
// difference of one list, and counted.
extension SectionedDifference {
    /// A batch of changes from its parts, each named as in a batch update.
    ///
    /// - Parameters:
    ///   - sections: The sections deleted, inserted, moved and (its updates) reloaded.
    ///   - rowDeletions: Rows deleted, before the update, ascending.
    ///   - rowInsertions: Rows inserted, after the update, ascending.
    ///   - rowMoves: Rows moved.
    ///   - rowReloads: Rows reloaded, before the update, ascending.
    ///   - rowReconfigures: Rows configured again in place, before the update, ascending.
    package init(
        sections: ListDifference = .ofNothing, rowDeletions: [IndexPath] = [],
        rowInsertions: [IndexPath] = [], rowMoves: [RowMove] = [], rowReloads: [IndexPath] = [],
        rowReconfigures: [IndexPath] = []
    ) {
        self.sections = sections
        self.rowDeletions = rowDeletions
        self.rowInsertions = rowInsertions
        self.rowMoves = rowMoves
        self.rowReloads = rowReloads
        self.rowReconfigures = rowReconfigures
    }

    /// The changes `difference` makes to the rows of `section`: its deletions, insertions and
    /// moves, and its updates as reloads.
    package init(rows difference: ListDifference, inSection section: Int) {
        let path = { IndexPath.row($0, inSection: section) }
        self.init(
            rowDeletions: difference.deletions.map(path), rowInsertions: difference.insertions.map(path),
            rowMoves: difference.moves.map { RowMove(from: path($0.from), to: path($0.to)) },
            rowReloads: difference.updates.map(path))
    }

    /// How many operations the batch has: section and row inserts, deletes, moves and reloads
    /// (reconfigures cost no layout, so they do not count).
    package var operationCount: Int {
        sections.deletions.count + sections.insertions.count + sections.moves.count + sections.updates.count
            + rowDeletions.count + rowInsertions.count + rowMoves.count + rowReloads.count
    }

    /// The same changes with each reloaded row that also moves deleted where it was and inserted
    /// where it goes (see ``takeReloadedMoves(reloads:moves:source:)``): what a batch of the
    /// table's own calls, which cannot name both, asks.
    package func splittingReloadedMoves() -> SectionedDifference {
        var changes = self
        let split = takeReloadedMoves(reloads: &changes.rowReloads, moves: &changes.rowMoves, source: \.from)
        guard !split.isEmpty else { return self }
        changes.rowDeletions = (rowDeletions + split.map(\.from)).sorted()
        changes.rowInsertions = (rowInsertions + split.map(\.to)).sorted()
        return changes
    }
}
