/// Takes out of `reloads` and `moves` every item that is both reloaded and moved, and returns
/// those moves, in order; the caller deletes each where it was and inserts it where it goes.
///
/// The one place this rule of UIKit's is written: a batch may not reload and move one item (a
/// moved item keeps its cell, a reloaded one gets a new one), and a delete with an insert is the
/// change that moves an item and gives it a new cell.
///
/// - Parameters:
///   - reloads: The items reloaded, named before the update.
///   - moves: The moves; `source` names each one's item before the update.
/// - Complexity: O(*r* + *m*) for *r* reloads and *m* moves.
// Inlinable so that the table's batches (two calls each, almost always with nothing to split)
// specialize it: called generically, each call looked up the array's and the set's metadata,
// about 900 instructions before its first line ran (Performance.md, "Generic code across the
// layers").
@inlinable
package func takeReloadedMoves<Item: Hashable, Move>(
    reloads: inout [Item], moves: inout [Move], source: (Move) -> Item
) -> [Move] {
    guard !reloads.isEmpty, !moves.isEmpty else { return [] }
    let reloaded = Set(reloads)
    var split: [Move] = []
    var kept: [Move] = []
    for move in moves {
        if reloaded.contains(source(move)) { split.append(move) } else { kept.append(move) }
    }
    guard !split.isEmpty else { return [] }
    let sources = Set(split.map(source))
    reloads.removeAll { sources.contains($0) }
    moves = kept
    return split
}
