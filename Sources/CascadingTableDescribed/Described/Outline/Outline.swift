import Foundation

/// What a node keeps of its outline beside the rows it shows: how many rows it has, and where each
/// hidden row is.
///
/// Each row is kept once. The store holds the rows shown, stamped with their depth and
/// disclosure; an expanded row shown is kept without its children (they are the rows shown under
/// it), a collapsed one with them, and the hidden rows stay there, in their collapsed ancestor's
/// children, as given. The content as given is put back together from the rows shown when it is
/// asked for (``OutlineLayout/regrouped(_:)``). Keeping it whole beside the rows shown cost a
/// second copy of every row shown (56 bytes).
///
/// There is no table of every row's identifier: a set of every nested row's identifier cost about
/// 33 bytes a row at a million rows (a hash table's slots are a power of two, 16 bytes each). The
/// rows shown are found by the store's own index; only the hidden rows have a table
/// (``hiddenPlaces``), so a fully expanded outline pays nothing for it. Whether a row was in the
/// outline before new content is found by a set made for the one change that asks.
struct Outline {
    /// The number of rows of the outline, shown or hidden: how large to make a table of them.
    var rowCount: Int

    /// Where each hidden row is: its parent and its index among the parent's children, as given.
    /// A row is hidden when an ancestor is collapsed; following the parents up reaches a row shown
    /// (a collapsed one, which keeps its children) in at most the row's depth steps, and the
    /// indexes lead back down through the children kept. Filled with the rows a collapse hides,
    /// emptied of those an expansion shows; expanding or collapsing a hidden row changes nothing
    /// here (its children stay hidden, under it).
    var hiddenPlaces: [DescribedID: HiddenPlace]

    /// The rows read by look-ups of hidden rows and walks of the outline since it was laid out:
    /// for tests of what a look-up costs.
    var rowsVisited = 0
}

/// Where a hidden row is: its parent, and its index among the parent's children as given.
struct HiddenPlace: Equatable {
    /// The parent's identifier.
    var parent: DescribedID
    /// The index among the parent's children; 32 bits, so that an entry takes 16 bytes beside its
    /// key (an identifier of 9 bytes, padded). No parent has more children in memory (2^32 rows
    /// of 56 bytes); clamped all the same.
    var index: UInt32

    init(parent: DescribedID, index: Int) {
        self.parent = parent
        self.index = UInt32(clamping: index)
    }
}
