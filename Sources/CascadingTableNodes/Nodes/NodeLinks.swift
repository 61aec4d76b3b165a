import CascadingTableView
import Foundation

/// What a node knows of where it is (its parent, held weakly, with the parent's serial, and the
/// table it was prepared with) and what it rarely needs (its children, a serial of its own, its
/// waiting reports), held out of the node's own storage. A row node is one object per row and
/// each 8-byte field of it costs a million rows 8 MB (Performance.md, "Memory"); with these in
/// one reference, a row node holds its index and this.
///
/// Links are of two kinds:
/// - Shared: the values a node has of where it is, and nothing else. Siblings prepared with the
///   same table have the same parent and table, so they share one object (see
///   ``shared(parent:parentSerial:table:)``), and a million row nodes hold their parent in one
///   weak reference, not a million. A shared object never changes: a node whose values change
///   takes another one.
/// - An annex (``isAnnex``): one node's own, made the first time the node stores children, takes a
///   serial (it becomes a parent) or keeps a report. Its values are changed in place.
@MainActor
final class NodeLinks {
    /// The node's parent, held weakly (``CascadingTableNode/parentDelegate`` reads and sets it).
    private(set) weak var parent: (any CascadingTableDelegate)?

    /// The ``CascadingTableNode/serial`` of the node's parent: 0 for none, or for a parent that is
    /// not a node class.
    private(set) var parentSerial: UInt64

    /// The table the node was last prepared with, held weakly; nil before that or once the table
    /// is freed.
    private(set) weak var table: TableView?

    /// The node's own ``CascadingTableNode/serial`` in an annex; 0 in shared links.
    let serial: UInt64

    /// The node's children (changed only in an annex: shared links keep them empty).
    var children: [any CascadingTableDelegate] = []

    /// Reports made while the node had no table (changed only in an annex: shared links keep it
    /// empty).
    var diagnosticsMailbox = DiagnosticsMailbox()

    /// Whether these are one node's own links, which it may change, rather than shared ones.
    var isAnnex: Bool { serial != 0 }

    private init(parent: (any CascadingTableDelegate)?, parentSerial: UInt64, table: TableView?, serial: UInt64) {
        self.parent = parent
        self.parentSerial = parentSerial
        self.table = table
        self.serial = serial
    }

    /// Links for a node whose parent is `parent` (of serial `parentSerial`: 0 for a parent that
    /// is not a node class) and whose table is `table`: `current` changed in place when it is an
    /// annex, otherwise shared links, or nil for neither a parent nor a table.
    static func relinking(
        _ current: NodeLinks?, parent: (any CascadingTableDelegate)?, parentSerial: UInt64, table: TableView?
    ) -> NodeLinks? {
        if let current, current.isAnnex {
            current.parent = parent
            current.parentSerial = parentSerial
            current.table = table
            return current
        }
        guard parent != nil || table != nil else { return nil }
        return shared(parent: parent, parentSerial: parentSerial, table: table)
    }

    /// `current` when it is an annex; otherwise a new annex with `current`'s two values and the
    /// next serial: a number no other node of this process has, never reused, since every annex
    /// takes the next one and a node keeps its annex for life.
    static func annex(of current: NodeLinks?) -> NodeLinks {
        if let current, current.isAnnex {
            return current
        }
        lastNodeSerial += 1
        guard let current else { return NodeLinks(parent: nil, parentSerial: 0, table: nil, serial: lastNodeSerial) }
        return NodeLinks(
            parent: current.parent, parentSerial: current.parentSerial, table: current.table, serial: lastNodeSerial)
    }

    /// Shared links made lately, each in the slot its two values hash to. A tree's siblings are
    /// wired, and then prepared, one after another, so all of them find the first one's links
    /// here, and a row inserted later usually finds its siblings'. A miss only costs a small
    /// object for the node alone.
    private static var recent = [NodeLinks?](repeating: nil, count: recentSlots)

    /// How many ``recent`` keeps: a power of two, so a hash picks a slot by its low bits.
    private static let recentSlots = 256

    /// Shared links with `parent` (of serial `parentSerial`) and `table`: the ones made lately
    /// when they still have those values (a freed table's links have a nil table, as a node whose
    /// table is freed has), otherwise new ones.
    static func shared(parent: (any CascadingTableDelegate)?, parentSerial: UInt64, table: TableView?) -> NodeLinks {
        let tableBits = table.map { UInt(bitPattern: ObjectIdentifier($0)) >> 4 } ?? 0
        // Consecutive serials (sibling sections) take consecutive slots.
        let hash = UInt(truncatingIfNeeded: parentSerial) &+ tableBits
        let slot = Int(truncatingIfNeeded: hash & UInt(recentSlots - 1))
        if let found = recent[slot], found.parentSerial == parentSerial, found.table === table,
            found.hasParent(parent, ofSerial: parentSerial)
        {
            return found
        }
        let made = NodeLinks(parent: parent, parentSerial: parentSerial, table: table, serial: 0)
        recent[slot] = made
        return made
    }
}

extension NodeLinks {
    /// Whether these links' parent is `parent`, of serial `serial`. A node class's serial is
    /// never reused, so equal serials name the same parent without reading the weak reference
    /// (two atomic operations); a parent that is not a node class (serial 0) and no parent are
    /// told apart by reading it.
    fileprivate func hasParent(_ parent: (any CascadingTableDelegate)?, ofSerial serial: UInt64) -> Bool {
        serial != 0 || self.parent === parent
    }
}

/// The ``NodeLinks/serial`` given last.
@MainActor private var lastNodeSerial: UInt64 = 0
