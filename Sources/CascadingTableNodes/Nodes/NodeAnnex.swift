import Foundation

/// What a node holds that most nodes never use: its children, its ``CascadingTableNode/serial``
/// and the reports it made before it had a table. A node makes its annex the first time it needs
/// one of them, so a row node (no children, no reports, never anyone's parent) carries one
/// reference here instead of three fields: a row node is one object per row, and each field
/// costs a million rows 8 MB (Performance.md, "Memory").
@MainActor
final class NodeAnnex {
    /// The node's children when they are not empty: ``CascadingTableNode/childDelegates``'s storage.
    var children: [any CascadingTableDelegate] = []

    /// The node's ``CascadingTableNode/serial``, given when the annex is made.
    let serial: UInt64

    /// Reports made while the node had no table.
    var diagnosticsMailbox = DiagnosticsMailbox()

    /// Creates an annex with the next serial: a number no other node of this process has, never
    /// reused, since every annex takes the next one and a node keeps its annex for life.
    init() {
        lastNodeSerial += 1
        serial = lastNodeSerial
    }
}

/// The ``NodeAnnex/serial`` given last.
@MainActor private var lastNodeSerial: UInt64 = 0
